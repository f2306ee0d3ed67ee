import { Inject } from '@nestjs/common';
import type { GraphQLResolveInfo } from 'graphql';
import {
  Args,
  Context,
  Float,
  Info,
  ID,
  Int,
  Parent,
  Query,
  ResolveField,
  Resolver,
} from '@nestjs/graphql';
import { OptionalAuth, Viewer } from '../auth/decorators';
import { Checker } from '../common/validation';
import { selectsField } from '../common/graphql/selects-field';
import type { GraphQLContext } from '../common/graphql/request-loaders';
import { CatalogLoaders } from './catalog.loaders';
import { CourseAccess } from './course-access';
import type { User } from '../users/user.entity';
import { Course } from './course.entity';
import { CourseConnection } from './dto/course-connection';
import { ChapterView, Educator } from './dto/course-content.types';
import { CoursesArgs } from './dto/courses.args';
import { CourseSearch } from './course-search.service';
import { CategorySummary } from './category.entity';
import { netPrice } from './pricing';
import { ImageSource } from '../uploads/dto/image-source.types';
import { ApiScopes } from '../api-tokens/api-scopes.decorator';

type ViewerContext = GraphQLContext<User>;

@Resolver(() => Course)
export class CoursesResolver {
  constructor(
    @Inject(CourseSearch) private readonly search: CourseSearch,
    @Inject(CourseAccess) private readonly access: CourseAccess,
    @Inject(CatalogLoaders) private readonly load: CatalogLoaders,
  ) {}

  @Query(() => CourseConnection, {
    description:
      'Published courses: found by words, narrowed by filters, in the order asked for (newest first by default).',
  })
  @OptionalAuth()
  @ApiScopes('catalog:read')
  courses(@Args() args: CoursesArgs, @Info() info: GraphQLResolveInfo) {
    return this.search.list(args, selectsField(info, 'facets'));
  }

  @Query(() => Course, { description: 'One course. Unknown ids are NOT_FOUND.' })
  @OptionalAuth()
  @ApiScopes('catalog:read')
  course(@Args('id', { type: () => ID }) id: string, @Viewer() viewer: User | undefined) {
    return this.access.viewable(id, viewer);
  }

  @ResolveField(() => Educator)
  async educator(@Parent() course: Course, @Context() { loaders }: ViewerContext) {
    return this.load.educator(loaders, course.educatorId);
  }

  @ResolveField(() => [ChapterView], {
    description: 'Chapters in order, each with its lectures in order.',
  })
  async courseContent(@Parent() course: Course, @Context() { loaders, req }: ViewerContext) {
    return this.load.curriculum(loaders, req.user, course.id);
  }

  @ResolveField(() => Int)
  enrolledStudentsCount(@Parent() course: Course, @Context() { loaders }: ViewerContext) {
    return this.load.enrollmentCount(loaders, course.id);
  }

  @ResolveField(() => Float, {
    description: 'coursePrice minus discount percent, two decimals. 0 means free.',
  })
  netPrice(@Parent() course: Course) {
    return netPrice(course.coursePrice, course.discount);
  }

  @ResolveField(() => Boolean, {
    description: 'Whether the signed-in viewer is enrolled (false when anonymous).',
  })
  viewerIsEnrolled(@Parent() course: Course, @Context() { loaders, req }: ViewerContext) {
    return this.load.isEnrolled(loaders, req.user, course.id);
  }

  /** Rows of course_thumbnail_sources: one query for every course of the answer. */
  @ResolveField(() => [ImageSource], {
    description:
      'The thumbnail in several widths, WebP and a JPEG or PNG fallback, for srcset. Empty when there is only courseThumbnail.',
  })
  thumbnailSources(@Parent() course: Course, @Context() { loaders }: ViewerContext) {
    return this.load.thumbnailSources(loaders, course.id);
  }

  @ResolveField(() => CategorySummary, {
    nullable: true,
    description: 'Null when not yet categorised.',
  })
  category(@Parent() course: Course, @Context() { loaders }: ViewerContext) {
    return course.categoryId ? this.load.category(loaders, course.categoryId) : null;
  }

  @ResolveField(() => [Course], {
    description: "The instructor's other published courses, most learners first.",
  })
  moreByInstructor(
    @Parent() course: Course,
    @Context() { loaders }: ViewerContext,
    @Args('first', { type: () => Int, defaultValue: 4, description: '1 to 12.' }) first: number,
  ) {
    return this.load.moreByInstructor(loaders, course.id, relatedCount(first));
  }

  @ResolveField(() => [Course], {
    description:
      'Students also bought: published courses its learners enrolled in, most shared first.',
  })
  alsoBought(
    @Parent() course: Course,
    @Context() { loaders }: ViewerContext,
    @Args('first', { type: () => Int, defaultValue: 4, description: '1 to 12.' }) first: number,
  ) {
    return this.load.alsoBought(loaders, course.id, relatedCount(first));
  }

  @ResolveField(() => Int, { description: 'Sum of lecture durations, in minutes.' })
  async totalDuration(@Parent() course: Course, @Context() { loaders }: ViewerContext) {
    return (await this.load.lectureStats(loaders, course.id)).minutes;
  }

  @ResolveField(() => Int)
  async lectureCount(@Parent() course: Course, @Context() { loaders }: ViewerContext) {
    return (await this.load.lectureStats(loaders, course.id)).lectures;
  }
}

const MAX_RELATED = 12;

function relatedCount(first: unknown): number {
  const check = new Checker();
  const count = check.wholeNumber(
    'first',
    `First must be a whole number from 1 to ${MAX_RELATED}`,
    first,
    1,
    MAX_RELATED,
  );
  check.done();
  return count;
}
