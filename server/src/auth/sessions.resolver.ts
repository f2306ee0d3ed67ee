import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { User } from '../users/user.entity';
import { Authenticated, CurrentSessionId, CurrentUser, OptionalAuth, Viewer } from './decorators';
import { DeviceSession } from './dto/device-session';
import { SessionsService } from './sessions.service';

/** Signed-in devices need a signed-in session: no @ApiScopes, so no API token reaches these. */
@Resolver()
export class SessionsResolver {
  constructor(@Inject(SessionsService) private readonly sessions: SessionsService) {}

  @Query(() => [DeviceSession], {
    description:
      "The devices signed in to the caller's account, most recently seen first; `current` marks this one. Sessions from before this list existed are not in it.",
  })
  @Authenticated()
  mySessions(@CurrentUser() user: User, @CurrentSessionId() current: string | undefined) {
    return this.sessions.list(user, current);
  }

  @Mutation(() => Boolean, {
    description:
      'Signs one device out: its token is refused from now on. NOT_FOUND for a session that is not one of yours or has ended. Returns true.',
  })
  @Authenticated()
  revokeSession(@CurrentUser() user: User, @Args('id', { type: () => ID }) id: string) {
    return this.sessions.revoke(user, id);
  }

  /**
   * Optional sign-in, so that signing out again, or with a token already refused (revoked,
   * expired), still answers true rather than UNAUTHENTICATED: the app is signing out either way.
   */
  @Mutation(() => Boolean, {
    description:
      "Signs this device out: ends the session of the caller's token, which is refused from now on. Safe to repeat; true also for a token already refused, one from before sessions (it stays valid until it expires) or none. Returns true.",
  })
  @OptionalAuth()
  async signOut(@Viewer() user: User | undefined, @CurrentSessionId() sid: string | undefined) {
    if (user && sid) await this.sessions.end(user, sid);
    return true;
  }
}
