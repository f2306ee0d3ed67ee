import { Field, InputType } from '@nestjs/graphql';

@InputType()
export class ChangePasswordInput {
  @Field()
  currentPassword: string;

  @Field({ description: '6 to 128 characters.' })
  newPassword: string;
}
