import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { CurrentUser, Roles } from '../../auth/decorators';
import { Course } from '../course.entity';
import type { User } from '../../users/user.entity';
import { CoursePublishingService } from './course-publishing.service';
import { ApiScopes } from '../../api-tokens/api-scopes.decorator';

const REASON = {
  type: () => String,
  nullable: true,
  description: 'An admin acting on someone else’s course: why (kept in the audit log).',
};

@Resolver()
@Roles('educator', 'admin')
export class CoursePublishingResolver {
  constructor(
    @Inject(CoursePublishingService) private readonly publishing: CoursePublishingService,
  ) {}

  @Mutation(() => Course, {
    description:
      'Owner or admin only: the course appears in the catalog. Publishing again is harmless. Refused (FORBIDDEN, with the admin’s reason) to the owner of a course an admin unpublished, until an admin lifts that hold; an admin publishing someone else’s course is audited and ends the hold.',
  })
  @ApiScopes('courses:write')
  publishCourse(
    @CurrentUser() user: User,
    @Args('id', { type: () => ID }) id: string,
    @Args('reason', REASON) reason?: string | null,
  ) {
    return this.publishing.setPublished(user, id, true, { reason });
  }

  @Mutation(() => Course, {
    description:
      'Owner or admin only: the course leaves the catalog and can no longer be bought; learners already enrolled keep learning it. An admin unpublishing someone else’s course must give a reason: it is audited, and holds the course unpublished (its owner is shown the reason) until an admin lifts the hold.',
  })
  @ApiScopes('courses:write')
  unpublishCourse(
    @CurrentUser() user: User,
    @Args('id', { type: () => ID }) id: string,
    @Args('reason', REASON) reason?: string | null,
  ) {
    return this.publishing.setPublished(user, id, false, { reason });
  }
}
