import { Field, InputType } from '@nestjs/graphql';

@InputType()
export class ContactMessageInput {
  @Field()
  email: string;

  @Field({ description: 'Up to 5000 characters.' })
  message: string;
}
