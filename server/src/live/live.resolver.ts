import { Inject } from '@nestjs/common';
import {
  Args,
  Context,
  ID,
  Int,
  Mutation,
  Parent,
  Query,
  ResolveField,
  Resolver,
} from '@nestjs/graphql';
import { CurrentUser, OptionalAuth, Roles } from '../auth/decorators';
import type { GraphQLContext } from '../common/graphql/request-loaders';
import { Course } from '../courses/course.entity';
import type { User } from '../users/user.entity';
import { LiveLoaders } from './live.loaders';
import { LiveOccurrenceView, LiveSessionView, ScheduleLiveSessionInput } from './live.types';
import { LiveSession } from './live-session.entity';
import { LiveScheduling } from './schedule/live-scheduling.service';
import { SeatAccess } from './seats/seat-access';

/** Scheduling and reading live sessions (docs/live-sessions.md). */
@Resolver(() => LiveSessionView)
export class LiveSessionsResolver {
  constructor(
    @Inject(LiveScheduling) private readonly scheduling: LiveScheduling,
    @Inject(LiveLoaders) private readonly load: LiveLoaders,
    @Inject(SeatAccess) private readonly access: SeatAccess,
  ) {}

  @Mutation(() => LiveSessionView, {
    description:
      'The course’s educator (or an admin) schedules a live session, or a series with an RRULE. BAD_USER_INPUT names each problem; NOT_FOUND for a course one does not own.',
  })
  @Roles('educator', 'admin')
  scheduleLiveSession(@CurrentUser() user: User, @Args('input') input: ScheduleLiveSessionInput) {
    return this.scheduling.schedule(user, input);
  }

  @Mutation(() => LiveOccurrenceView, {
    description: 'Moves one meeting, before it starts, to a future time; the series is untouched.',
  })
  @Roles('educator', 'admin')
  moveLiveOccurrence(
    @CurrentUser() user: User,
    @Args('id', { type: () => ID }) id: string,
    @Args('startsAt', { type: () => Date }) startsAt: Date,
  ) {
    return this.scheduling.moveOccurrence(user, id, startsAt);
  }

  @Mutation(() => LiveOccurrenceView, {
    description: 'Cancels one meeting before it starts; the series goes on.',
  })
  @Roles('educator', 'admin')
  cancelLiveOccurrence(@CurrentUser() user: User, @Args('id', { type: () => ID }) id: string) {
    return this.scheduling.cancelOccurrence(user, id);
  }

  @Mutation(() => LiveSessionView, {
    description:
      'Cancels a live session or a whole series: its meetings still to come are cancelled.',
  })
  @Roles('educator', 'admin')
  cancelLiveSession(@CurrentUser() user: User, @Args('id', { type: () => ID }) id: string) {
    return this.scheduling.cancelSession(user, id);
  }

  @Query(() => LiveSessionView, {
    description: 'A live session of a course the viewer may open; NOT_FOUND otherwise.',
  })
  @OptionalAuth()
  liveSession(
    @Args('id', { type: () => ID }) id: string,
    @Context() { req }: GraphQLContext<User>,
  ) {
    return this.access.viewable(id, req.user);
  }

  @ResolveField(() => [LiveOccurrenceView], {
    description: 'Its meetings in time order; with upcoming, only scheduled ones not yet ended.',
  })
  occurrences(
    @Parent() session: LiveSession,
    @Args('upcoming', { type: () => Boolean, defaultValue: false }) upcoming: boolean,
    @Context() { loaders }: GraphQLContext<User>,
  ) {
    return this.load.occurrences(loaders, session.id, upcoming);
  }

  @ResolveField(() => LiveOccurrenceView, {
    nullable: true,
    description: 'The next scheduled meeting not yet ended; null when none is left.',
  })
  async nextOccurrence(
    @Parent() session: LiveSession,
    @Context() { loaders }: GraphQLContext<User>,
  ) {
    const [next] = await this.load.occurrences(loaders, session.id, true);
    return next ?? null;
  }

  @ResolveField(() => Int, { description: 'Seats still free: "N of M seats left".' })
  seatsLeft(@Parent() session: LiveSession) {
    return session.capacity - session.seatsTaken;
  }

  @ResolveField(() => String, { description: 'The host’s display name.' })
  hostName(@Parent() session: LiveSession, @Context() { loaders }: GraphQLContext<User>) {
    return this.load.hostName(loaders, session.hostId);
  }
}

/** `Course.liveSessions`: never cached (seats change with every RSVP; cacheable-requests.ts). */
@Resolver(() => Course)
export class CourseLiveSessionsResolver {
  constructor(@Inject(LiveLoaders) private readonly load: LiveLoaders) {}

  @ResolveField(() => [LiveSessionView], {
    complexity: () => 1,
    description:
      'Its live sessions still to meet, soonest first; with all, every one it had (newest first).',
  })
  liveSessions(
    @Parent() course: Course,
    @Args('all', { type: () => Boolean, defaultValue: false }) all: boolean,
    @Context() { loaders }: GraphQLContext<User>,
  ) {
    return this.load.courseSessions(loaders, course.id, all);
  }
}
