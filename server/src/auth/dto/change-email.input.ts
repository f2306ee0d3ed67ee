import { Field, InputType } from '@nestjs/graphql';

@InputType()
export class ChangeEmailInput {
  @Field({ description: 'The address to move the account to; it must confirm by mail first.' })
  newEmail: string;

  @Field()
  currentPassword: string;
}
