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
import type { GraphQLContext } from './catalog.loaders';
import type { User } from '../users/user.entity';
import { Course } from './course.entity';
import { CourseConnection } from './dto/course-connection';
import { ChapterView, Educator } from './dto/course-content.types';
import { CoursesArgs } from './dto/courses.args';
import { CoursesService } from './courses.service';
import { netPrice } from './pricing';
import { RatingBucket, ReviewConnection, ReviewsArgs } from '../ratings/dto/review.types';
import { reviewPageArgs } from '../ratings/review-page';
import { ImageSource } from '../uploads/dto/image-source.types';

@Resolver(() => Course)
export class CoursesResolver {
  constructor(@Inject(CoursesService) private readonly service: CoursesService) {}

  @Query(() => CourseConnection, { description: 'Published courses, newest first.' })
  @OptionalAuth()
  courses(@Args() args: CoursesArgs) {
    return this.service.listPublished(args);
  }

  @Query(() => Course, { description: 'One course. Unknown ids are NOT_FOUND.' })
  @OptionalAuth()
  course(@Args('id', { type: () => ID }) id: string, @Viewer() viewer: User | undefined) {
    return this.service.findViewable(id, viewer);
  }

  @ResolveField(() => Educator)
  async educator(@Parent() course: Course, @Context() { loaders }: GraphQLContext) {
    return loaders.educator.load(course.educatorId);
  }

  @ResolveField(() => [ChapterView], {
    description: 'Chapters in order, each with its lectures in order.',
  })
  async courseContent(@Parent() course: Course, @Context() { loaders, req }: GraphQLContext) {
    return loaders.curriculum(req.user, course.id);
  }

  @ResolveField(() => Int, { description: 'Average rating rounded down; 0 without ratings.' })
  async averageRating(@Parent() course: Course, @Context() { loaders }: GraphQLContext) {
    return (await loaders.ratingStats.load(course.id)).average;
  }

  @ResolveField(() => Int)
  async ratingCount(@Parent() course: Course, @Context() { loaders }: GraphQLContext) {
    return (await loaders.ratingStats.load(course.id)).count;
  }

  @ResolveField(() => Int)
  enrolledStudentsCount(@Parent() course: Course, @Context() { loaders }: GraphQLContext) {
    return loaders.enrollmentCount.load(course.id);
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
  viewerIsEnrolled(@Parent() course: Course, @Context() { loaders, req }: GraphQLContext) {
    return loaders.isEnrolled(req.user, course.id);
  }

  @ResolveField(() => Int, {
    nullable: true,
    description: "The signed-in viewer's own rating, 1 to 5, if any.",
  })
  async viewerRating(@Parent() course: Course, @Context() { loaders, req }: GraphQLContext) {
    return (await loaders.viewerRating(req.user, course.id))?.rating ?? null;
  }

  @ResolveField(() => String, {
    nullable: true,
    description: "The signed-in viewer's own written review, if any (for editing it).",
  })
  async viewerReview(@Parent() course: Course, @Context() { loaders, req }: GraphQLContext) {
    return (await loaders.viewerRating(req.user, course.id))?.review ?? null;
  }

  @ResolveField(() => [RatingBucket], {
    description: 'How many ratings gave 5, 4, 3, 2 and 1 stars: always five buckets, 5 first.',
  })
  async ratingBreakdown(
    @Parent() course: Course,
    @Context() { loaders }: GraphQLContext,
  ): Promise<RatingBucket[]> {
    const { byStars } = await loaders.ratingStats.load(course.id);
    return [5, 4, 3, 2, 1].map((stars) => ({ stars, count: byStars[stars - 1] }));
  }

  @ResolveField(() => ReviewConnection, {
    description: 'Written reviews, the most recently written first.',
  })
  async reviews(
    @Parent() course: Course,
    @Args() args: ReviewsArgs,
    @Context() { loaders }: GraphQLContext,
  ): Promise<ReviewConnection> {
    const [page, stats] = await Promise.all([
      loaders.reviews(course.id, reviewPageArgs(args)),
      loaders.ratingStats.load(course.id),
    ]);
    return { ...page, totalCount: stats.reviews };
  }

  /** Rows of course_thumbnail_sources: one query for every course of the answer. */
  @ResolveField(() => [ImageSource], {
    description:
      'The thumbnail in several widths, WebP and a JPEG or PNG fallback, for srcset. Empty when there is only courseThumbnail.',
  })
  thumbnailSources(@Parent() course: Course, @Context() { loaders }: GraphQLContext) {
    return loaders.thumbnailSources.load(course.id);
  }

  @ResolveField(() => Int, { description: 'Sum of lecture durations, in minutes.' })
  async totalDuration(@Parent() course: Course, @Context() { loaders }: GraphQLContext) {
    return (await loaders.lectureStats.load(course.id)).minutes;
  }

  @ResolveField(() => Int)
  async lectureCount(@Parent() course: Course, @Context() { loaders }: GraphQLContext) {
    return (await loaders.lectureStats.load(course.id)).lectures;
  }
}
