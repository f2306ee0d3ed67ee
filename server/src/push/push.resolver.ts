import { Inject } from '@nestjs/common';
import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser } from '../auth/decorators';
import type { HttpContext } from '../common/graphql/graphql.config';
import type { User } from '../users/user.entity';
import { PushSubscriptionInput } from './dto/push-subscription.input';
import { PushSubscriptionsService } from './push-subscriptions.service';

@Resolver()
export class PushResolver {
  constructor(
    @Inject(PushSubscriptionsService) private readonly subscriptions: PushSubscriptionsService,
  ) {}

  @Query(() => String, {
    nullable: true,
    description:
      "The server's VAPID public key (base64url), the `applicationServerKey` browsers subscribe with; null when push is off.",
  })
  pushPublicKey() {
    return this.subscriptions.publicKey;
  }

  @Mutation(() => Boolean, {
    description:
      "Keeps this browser's push subscription for the signed-in account (one owner per endpoint: another account's becomes this one's; at most 10, the oldest dropped). A malformed one, or one sent from another site's page (Origin), is BAD_USER_INPUT.",
  })
  @Authenticated()
  subscribePush(
    @CurrentUser() user: User,
    @Args('input') input: PushSubscriptionInput,
    @Context() context: HttpContext,
  ) {
    return this.subscriptions.subscribe(user, input, context.req);
  }

  @Mutation(() => Boolean, {
    description:
      "Forgets the signed-in account's browser at `endpoint`; true even if it was not subscribed.",
  })
  @Authenticated()
  unsubscribePush(@CurrentUser() user: User, @Args('endpoint') endpoint: string) {
    return this.subscriptions.unsubscribe(user, endpoint);
  }
}
