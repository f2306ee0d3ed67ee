import { Inject } from '@nestjs/common';
import {
  Args,
  Context,
  ID,
  Mutation,
  Parent,
  Query,
  ResolveField,
  Resolver,
} from '@nestjs/graphql';
import { GraphQLUpload, type FileUpload } from 'graphql-upload-ts';
import { CurrentUser, Roles } from '../auth/decorators';
import { absoluteUrl, PublicBase } from '../common/public-url';
import type { GraphQLContext } from '../common/graphql/request-loaders';
import { CatalogLoaders } from '../courses/catalog.loaders';
import { Course } from '../courses/course.entity';
import { ImageSource } from '../uploads/dto/image-source.types';
import { UploadsService } from '../uploads/uploads.service';
import type { User } from '../users/user.entity';
import { CourseAuthoringService } from './course-authoring.service';
import { CreateCourseInput, UpdateCourseInput } from './dto/course.input';
import {
  DeleteCourseOutcome,
  DeleteCourseResult,
  EducatorCourse,
  EducatorDashboard,
  StudentEnrollment,
} from './dto/educator.types';
import { DELETE_MESSAGES, EducatorService } from './educator.service';
import { ApiScopes } from '../api-tokens/api-scopes.decorator';

const absoluteAvatars = (rows: StudentEnrollment[], base: string) =>
  rows.map((row) => ({
    ...row,
    student: { ...row.student, imageUrl: absoluteUrl(row.student.imageUrl, base) },
  }));

@Resolver()
@Roles('educator', 'admin')
export class EducatorResolver {
  constructor(
    @Inject(CourseAuthoringService) private readonly authoring: CourseAuthoringService,
    @Inject(EducatorService) private readonly educator: EducatorService,
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

  @Query(() => [EducatorCourse], {
    description:
      "The caller's courses, newest first. Archived ones (deleted while they had learners) are not listed.",
  })
  @ApiScopes('sales:read')
  educatorCourses(@CurrentUser() user: User) {
    return this.educator.courses(user);
  }

  @Query(() => EducatorDashboard)
  @ApiScopes('sales:read')
  async educatorDashboard(@CurrentUser() user: User, @PublicBase() base: string) {
    const dashboard = await this.educator.dashboard(user);
    return {
      ...dashboard,
      enrolledStudentsData: absoluteAvatars(dashboard.enrolledStudentsData, base),
    };
  }

  @Query(() => [StudentEnrollment], {
    description: "Learners enrolled in the caller's courses, archived ones included, newest first.",
  })
  @ApiScopes('sales:read')
  async enrolledStudents(@CurrentUser() user: User, @PublicBase() base: string) {
    return absoluteAvatars(await this.educator.enrolledStudents(user), base);
  }
}

@Resolver(() => EducatorCourse)
export class EducatorCourseResolver {
  constructor(@Inject(CatalogLoaders) private readonly catalog: CatalogLoaders) {}

  /** The same batched lookup as Course.thumbnailSources: one query for the whole list. */
  @ResolveField(() => [ImageSource], { description: 'As Course.thumbnailSources.' })
  thumbnailSources(@Parent() course: EducatorCourse, @Context() { loaders }: GraphQLContext) {
    return this.catalog.thumbnailSources(loaders, course.id);
  }
}
