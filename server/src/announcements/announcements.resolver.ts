import { Inject } from '@nestjs/common';
import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser } from '../auth/decorators';
import { MAX_PAGE_SIZE } from '../common/pagination';
import type { User } from '../users/user.entity';
import {
  ANNOUNCEMENT_BODY_MAX_LENGTH,
  ANNOUNCEMENT_TITLE_MAX_LENGTH,
  ANNOUNCEMENT_WINDOW_DAYS,
  ANNOUNCEMENTS_PER_WINDOW,
} from './announcement-rules';
import { AnnouncementsService } from './announcements.service';
import { CourseAnnouncement } from './course-announcement.entity';
import { AnnouncementConnection } from './dto/announcement-connection';

/** Course announcements: the educator tells the course's learners. */
@Resolver()
@Authenticated()
export class AnnouncementsResolver {
  constructor(@Inject(AnnouncementsService) private readonly announcements: AnnouncementsService) {}

  @Mutation(() => CourseAnnouncement, {
    description: `The course's educator (or an admin) tells its enrolled learners: each gets an 'announcement' notice in their language, in the product and by mail as they chose (the mail carries a one-click unsubscribe). Title up to ${ANNOUNCEMENT_TITLE_MAX_LENGTH} characters, body plain text up to ${ANNOUNCEMENT_BODY_MAX_LENGTH}; empty or longer is BAD_USER_INPUT on that field. Someone else's course is FORBIDDEN. At most ${ANNOUNCEMENTS_PER_WINDOW} per course in any ${ANNOUNCEMENT_WINDOW_DAYS} days: a further one is TOO_MANY_REQUESTS, its message saying when the next is allowed.`,
  })
  postAnnouncement(
    @CurrentUser() user: User,
    @Args('courseId', { type: () => ID }) courseId: string,
    @Args('title') title: string,
    @Args('body') body: string,
  ) {
    return this.announcements.post(user, courseId, title, body);
  }

  @Query(() => AnnouncementConnection, {
    description: `A course's announcements, newest first, for its enrolled learners, its educator and admins (anyone else: FORBIDDEN): \`first\` (1 to ${MAX_PAGE_SIZE}, default 20) after the cursor \`after\`.`,
  })
  courseAnnouncements(
    @CurrentUser() user: User,
    @Args('courseId', { type: () => ID }) courseId: string,
    @Args('first', { type: () => Int, nullable: true }) first?: number,
    @Args('after', { type: () => String, nullable: true }) after?: string,
  ) {
    return this.announcements.list(user, courseId, { first, after });
  }
}
