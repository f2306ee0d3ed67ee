import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { CurrentUser, Roles } from '../auth/decorators';
import { Course } from '../courses/course.entity';
import type { User } from '../users/user.entity';
import { CoursePublishingService } from './course-publishing.service';
import { ApiScopes } from '../api-tokens/api-scopes.decorator';

@Resolver()
@Roles('educator', 'admin')
export class CoursePublishingResolver {
  constructor(
    @Inject(CoursePublishingService) private readonly publishing: CoursePublishingService,
  ) {}

  @Mutation(() => Course, {
    description:
      'Owner or admin only: the course appears in the catalog. Publishing again is harmless.',
  })
  @ApiScopes('courses:write')
  publishCourse(@CurrentUser() user: User, @Args('id', { type: () => ID }) id: string) {
    return this.publishing.setPublished(user, id, true);
  }

  @Mutation(() => Course, {
    description:
      'Owner or admin only: the course leaves the catalog and can no longer be bought; learners already enrolled keep learning it.',
  })
  @ApiScopes('courses:write')
  unpublishCourse(@CurrentUser() user: User, @Args('id', { type: () => ID }) id: string) {
    return this.publishing.setPublished(user, id, false);
  }
}
