import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { GraphQLUpload, type FileUpload } from 'graphql-upload-ts';
import { ApiScopes } from '../../api-tokens/api-scopes.decorator';
import { CurrentUser, Roles } from '../../auth/decorators';
import { UploadsService } from '../../uploads/uploads.service';
import type { User } from '../../users/user.entity';
import { Course } from '../course.entity';
import { CourseAuthoringService, DELETE_MESSAGES } from './course-authoring.service';
import { CreateCourseInput, UpdateCourseInput } from './dto/course.input';
import { DeleteCourseOutcome, DeleteCourseResult } from './dto/delete-course.types';

@Resolver()
@Roles('educator', 'admin')
export class CourseAuthoringResolver {
  constructor(
    @Inject(CourseAuthoringService) private readonly authoring: CourseAuthoringService,
    @Inject(UploadsService) private readonly uploads: UploadsService,
  ) {}

  @Mutation(() => Course, {
    description:
      'Multipart request (send the header apollo-require-preflight: true). The thumbnail must be a PNG, JPEG, GIF or WebP image.',
  })
  @ApiScopes('courses:write')
  createCourse(
    @CurrentUser() user: User,
    @Args('input') input: CreateCourseInput,
    @Args('thumbnail', { type: () => GraphQLUpload }) thumbnail: Promise<FileUpload>,
  ) {
    return this.authoring.create(user, input, () => this.uploads.readGraphQLUpload(thumbnail));
  }

  @Mutation(() => Course, {
    description:
      "Owner or admin only. Lectures named by id keep learners' progress. A thumbnail (optional, multipart as in createCourse, the same checks) replaces the current one.",
  })
  @ApiScopes('courses:write')
  updateCourse(
    @CurrentUser() user: User,
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: UpdateCourseInput,
    @Args('thumbnail', { type: () => GraphQLUpload, nullable: true })
    thumbnail?: Promise<FileUpload> | null,
  ) {
    return this.authoring.update(user, id, input, async () =>
      thumbnail ? this.uploads.readGraphQLUpload(thumbnail) : undefined,
    );
  }

  @Mutation(() => DeleteCourseResult, {
    description:
      'Owner or admin only. A course with learners is archived instead (outcome ARCHIVED): it leaves educatorCourses and the catalog and can no longer be edited or deleted, while its learners keep access and its purchases still count in educatorDashboard and enrolledStudents.',
  })
  @ApiScopes('courses:write')
  async deleteCourse(
    @CurrentUser() user: User,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<DeleteCourseResult> {
    const outcome = await this.authoring.delete(user, id);
    return { outcome: DeleteCourseOutcome[outcome], message: DELETE_MESSAGES[outcome] };
  }
}
