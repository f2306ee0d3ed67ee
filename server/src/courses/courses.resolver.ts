import { Inject } from '@nestjs/common';
import {
  Args,
  Context,
  Float,
  ID,
  Int,
  Parent,
  Query,
  ResolveField,
  Resolver,
} from '@nestjs/graphql';
import { OptionalAuth, Viewer } from '../auth/decorators';
import type { GraphQLContext } from '../common/graphql/request-loaders';
import { CatalogLoaders } from './catalog.loaders';
import { CourseAccess } from './course-access';
import type { User } from '../users/user.entity';
import { Course } from './course.entity';
import { CourseConnection } from './dto/course-connection';
import { ChapterView, Educator } from './dto/course-content.types';
import { CoursesArgs } from './dto/courses.args';
import { CoursesService } from './courses.service';
import { netPrice } from './pricing';
import { ImageSource } from '../uploads/dto/image-source.types';

type ViewerContext = GraphQLContext<User>;

@Resolver(() => Course)
export class CoursesResolver {
  constructor(
    @Inject(CoursesService) private readonly service: CoursesService,
    @Inject(CourseAccess) private readonly access: CourseAccess,
    @Inject(CatalogLoaders) private readonly load: CatalogLoaders,
  ) {}

  @Query(() => CourseConnection, { description: 'Published courses, newest first.' })
  @OptionalAuth()
  courses(@Args() args: CoursesArgs) {
    return this.service.listPublished(args);
  }

  @Query(() => Course, { description: 'One course. Unknown ids are NOT_FOUND.' })
  @OptionalAuth()
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

  @ResolveField(() => Int, { description: 'Sum of lecture durations, in minutes.' })
  async totalDuration(@Parent() course: Course, @Context() { loaders }: ViewerContext) {
    return (await this.load.lectureStats(loaders, course.id)).minutes;
  }

  @ResolveField(() => Int)
  async lectureCount(@Parent() course: Course, @Context() { loaders }: ViewerContext) {
    return (await this.load.lectureStats(loaders, course.id)).lectures;
  }
}
