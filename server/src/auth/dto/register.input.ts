import { Field, InputType } from '@nestjs/graphql';
import { Role } from '../../users/user.entity';

@InputType()
export class RegisterInput {
  @Field()
  name: string;

  @Field()
  email: string;

  @Field({ description: '6 to 128 characters.' })
  password: string;

  @Field(() => Role, { nullable: true, description: 'Ignored: every new account is a student.' })
  role?: Role;
}
