import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType({
  description:
    'A device signed in to the account: one per sign-in. Ends when revoked, when its tokens expire, or when every session does (a password or email change, signOutEverywhere).',
})
export class DeviceSession {
  @Field(() => ID)
  id: string;

  @Field({ description: 'The browser and system from its User-Agent, e.g. "Chrome on Android".' })
  device: string;

  @Field({
    description:
      'The network block it was last seen from: an IPv4 /24 ("203.0.113.0/24") or IPv6 /48. No place name: the server has no geolocation database.',
  })
  network: string;

  @Field()
  signedInAt: Date;

  @Field({ description: 'Updated at most every 5 minutes while it is used.' })
  lastSeenAt: Date;

  @Field({ description: 'True for the session this request was made with.' })
  current: boolean;
}
