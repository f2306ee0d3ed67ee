import { Field, ObjectType } from '@nestjs/graphql';
import { User } from '../../users/user.entity';

@ObjectType({
  description: 'A signed-in session: send the token as `Authorization: Bearer <token>`.',
})
export class AuthPayload {
  @Field()
  message: string;

  @Field()
  token: string;

  @Field(() => User)
  user: User;
}
