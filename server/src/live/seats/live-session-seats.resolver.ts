import { Inject } from '@nestjs/common';
import { Context, Int, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { GraphQLContext } from '../../common/graphql/request-loaders';
import { Role, type User } from '../../users/user.entity';
import { LiveSeatStatus } from '../live-seat.entity';
import type { LiveSession } from '../live-session.entity';
import { LiveSessionView } from '../live.types';
import { LiveSeatHolderView, LiveSeatView } from './live-seat.types';
import { LiveSeatLoaders } from './seat.loaders';

/** Who runs the session: its host, or an admin. */
const runs = (viewer: User | undefined, session: LiveSession) =>
  !!viewer && (viewer.id === session.hostId || viewer.role === Role.ADMIN);

/** A live session's seats as its viewer may see them: their own place, the line, the link. */
@Resolver(() => LiveSessionView)
export class LiveSessionSeatsResolver {
  constructor(@Inject(LiveSeatLoaders) private readonly load: LiveSeatLoaders) {}

  @ResolveField(() => LiveSeatView, {
    nullable: true,
    description:
      'The viewer’s seat or waitlist place (held, confirmed, waitlisted or offered); null when none.',
  })
  async mySeat(@Parent() session: LiveSession, @Context() { req, loaders }: GraphQLContext<User>) {
    if (!req.user) return null;
    return this.load.viewerSeat(loaders, req.user.id, session.id);
  }

  @ResolveField(() => Int, { description: 'How many learners wait in line for a seat.' })
  waitlistCount(@Parent() session: LiveSession, @Context() { loaders }: GraphQLContext<User>) {
    return this.load.waitlistCount(loaders, session.id);
  }

  @ResolveField(() => String, {
    nullable: true,
    description:
      'The host’s own meeting link, for the host, admins and learners with a CONFIRMED seat; null for anyone else, and when the session uses the built-in room.',
  })
  async meetingUrl(
    @Parent() session: LiveSession,
    @Context() { req, loaders }: GraphQLContext<User>,
  ): Promise<string | null> {
    if (!session.meetingUrl || !req.user) return null;
    if (runs(req.user, session)) return session.meetingUrl;
    const seat = await this.load.viewerSeat(loaders, req.user.id, session.id);
    return seat?.status === LiveSeatStatus.CONFIRMED ? session.meetingUrl : null;
  }

  @ResolveField(() => [LiveSeatHolderView], {
    description:
      'The learners with a seat or a waitlist place (seats first, then the line in order), for its host and admins; empty for anyone else.',
  })
  seats(@Parent() session: LiveSession, @Context() { req, loaders }: GraphQLContext<User>) {
    if (!runs(req.user, session)) return [];
    return this.load.holders(loaders, session.id);
  }
}
