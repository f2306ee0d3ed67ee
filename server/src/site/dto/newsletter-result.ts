import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType()
export class NewsletterSubscriptionResult {
  @Field()
  message: string;

  @Field({ description: 'True when the address was already on the list (nothing changed).' })
  alreadySubscribed: boolean;
}
