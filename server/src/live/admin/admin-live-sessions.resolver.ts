import { Inject } from '@nestjs/common';
import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { Roles } from '../../auth/decorators';
import { AdminLiveSessionPage } from './admin-live-session.types';
import { AdminLiveSessions } from './admin-live-sessions.service';

/**
 * The admin console's live sessions (docs/live-sessions.md, "Admin"). Here rather than in admin/,
 * which sits in an earlier import layer than live.
 */
@Resolver()
@Roles('admin')
export class AdminLiveSessionsResolver {
  constructor(@Inject(AdminLiveSessions) private readonly sessions: AdminLiveSessions) {}

  @Query(() => AdminLiveSessionPage, {
    description:
      'Admin only. Every live session or series, those with a meeting to come first (soonest first), then the rest (latest first), with its course, host, next meeting, seats, waitlist, paid seats and refunds. search matches part of the title, the course’s title, or the host’s name or email.',
  })
  adminLiveSessions(
    @Args('search', { type: () => String, nullable: true }) search?: string | null,
    @Args('page', { type: () => Int, nullable: true, description: '1-based; 25 rows a page.' })
    page?: number | null,
  ) {
    return this.sessions.list(search, page);
  }
}
