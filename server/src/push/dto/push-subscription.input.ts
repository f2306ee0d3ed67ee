import { Field, InputType } from '@nestjs/graphql';

@InputType({
  description:
    "A browser's push subscription, as `PushSubscription.toJSON()` gives it: `endpoint` and its `keys`.",
})
export class PushSubscriptionInput {
  @Field({ description: "The push service's URL for this browser (https)." })
  endpoint: string;

  @Field({ description: "keys.p256dh: the browser's P-256 public key, base64url (65 bytes)." })
  p256dh: string;

  @Field({ description: 'keys.auth: its 16-byte authentication secret, base64url.' })
  auth: string;
}
