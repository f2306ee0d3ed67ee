import { Inject } from '@nestjs/common';
import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser } from '../../auth/decorators';
import type { User } from '../../users/user.entity';
import { LiveAttendanceQueries } from './live-attendance.queries';
import { LiveAttendeeView, LiveSeriesAttendanceView } from './live-attendance.types';

/** Who came, recorded by the group room (docs/live-sessions.md, "The group room"). */
@Resolver()
export class LiveAttendanceResolver {
  constructor(@Inject(LiveAttendanceQueries) private readonly attendance: LiveAttendanceQueries) {}

  @Query(() => [LiveAttendeeView], {
    description:
      'The learners who joined an occurrence’s room, with when they first joined and were last seen; for the session’s host only (anyone else: NOT_FOUND).',
  })
  @Authenticated()
  liveAttendance(
    @CurrentUser() user: User,
    @Args('occurrenceId', { type: () => ID }) occurrenceId: string,
  ) {
    return this.attendance.ofOccurrence(user.id, occurrenceId);
  }

  @Query(() => LiveSeriesAttendanceView, {
    description:
      'Per learner, how many of a live session’s meetings so far they joined; for its host only (anyone else: NOT_FOUND).',
  })
  @Authenticated()
  liveSeriesAttendance(
    @CurrentUser() user: User,
    @Args('liveSessionId', { type: () => ID }) liveSessionId: string,
  ) {
    return this.attendance.ofSeries(user.id, liveSessionId);
  }
}
