import { Inject } from '@nestjs/common';
import { Context, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentUser, Roles } from '../auth/decorators';
import { absoluteUrl, PublicBase } from '../common/public-url';
import type { GraphQLContext } from '../common/graphql/request-loaders';
import { CatalogLoaders } from '../courses/catalog.loaders';
import { ImageSource } from '../uploads/dto/image-source.types';
import type { User } from '../users/user.entity';
import { EducatorCourse, EducatorDashboard, StudentEnrollment } from './dto/educator.types';
import { EducatorService } from './educator.service';
import { ApiScopes } from '../api-tokens/api-scopes.decorator';

const absoluteAvatars = (rows: StudentEnrollment[], base: string) =>
  rows.map((row) => ({
    ...row,
    student: { ...row.student, imageUrl: absoluteUrl(row.student.imageUrl, base) },
  }));

@Resolver()
@Roles('educator', 'admin')
export class EducatorResolver {
  constructor(@Inject(EducatorService) private readonly educator: EducatorService) {}

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
