import { Inject } from '@nestjs/common';
import {
  Args,
  Context,
  ID,
  Int,
  Mutation,
  Parent,
  Query,
  ResolveField,
  Resolver,
} from '@nestjs/graphql';
import { REVIEW_MAX_LENGTH } from '../../../shared/review';
import { Authenticated, CurrentUser, Roles } from '../auth/decorators';
import type { GraphQLContext } from '../common/graphql/request-loaders';
import { Course } from '../courses/course.entity';
import type { User } from '../users/user.entity';
import {
  EducatorReview,
  EducatorReviewConnection,
  RateCourseResult,
  RatingBucket,
  ReviewConnection,
  ReviewsArgs,
} from './dto/review.types';
import { RatingLoaders } from './rating.loaders';
import { RatingsService } from './ratings.service';
import { reviewPageArgs } from './review-page';
import { ReviewQueries } from './review.queries';
import { ReviewRepliesService } from './review-replies.service';
import { ApiScopes } from '../api-tokens/api-scopes.decorator';

type ViewerContext = GraphQLContext<User>;

/** A course's ratings and reviews, rating one, and an educator's reviews. */
@Resolver(() => Course)
export class RatingsResolver {
  constructor(
    @Inject(RatingsService) private readonly ratings: RatingsService,
    @Inject(RatingLoaders) private readonly load: RatingLoaders,
    @Inject(ReviewQueries) private readonly reviewQueries: ReviewQueries,
    @Inject(ReviewRepliesService) private readonly replies: ReviewRepliesService,
  ) {}

  @ResolveField(() => Int, { description: 'Average rating rounded down; 0 without ratings.' })
  async averageRating(@Parent() course: Course, @Context() { loaders }: ViewerContext) {
    return (await this.load.summary(loaders, course.id)).average;
  }

  @ResolveField(() => Int)
  async ratingCount(@Parent() course: Course, @Context() { loaders }: ViewerContext) {
    return (await this.load.summary(loaders, course.id)).count;
  }

  @ResolveField(() => Int, {
    nullable: true,
    description: "The signed-in viewer's own rating, 1 to 5, if any.",
  })
  async viewerRating(@Parent() course: Course, @Context() { loaders, req }: ViewerContext) {
    return (await this.load.viewerRating(loaders, req.user, course.id))?.rating ?? null;
  }

  @ResolveField(() => String, {
    nullable: true,
    description: "The signed-in viewer's own written review, if any (for editing it).",
  })
  async viewerReview(@Parent() course: Course, @Context() { loaders, req }: ViewerContext) {
    return (await this.load.viewerRating(loaders, req.user, course.id))?.review ?? null;
  }

  @ResolveField(() => Boolean, {
    description:
      "Whether moderators hid the viewer's written review from the course page; rewriting it keeps it hidden.",
  })
  async viewerReviewHidden(@Parent() course: Course, @Context() { loaders, req }: ViewerContext) {
    return (await this.load.viewerRating(loaders, req.user, course.id))?.hidden ?? false;
  }

  @ResolveField(() => [RatingBucket], {
    description: 'How many ratings gave 5, 4, 3, 2 and 1 stars: always five buckets, 5 first.',
  })
  async ratingBreakdown(
    @Parent() course: Course,
    @Context() { loaders }: ViewerContext,
  ): Promise<RatingBucket[]> {
    const { byStars } = await this.load.stats(loaders, course.id);
    return [5, 4, 3, 2, 1].map((stars) => ({ stars, count: byStars[stars - 1] }));
  }

  @ResolveField(() => ReviewConnection, {
    description: 'Written reviews, the most recently written first.',
  })
  async reviews(
    @Parent() course: Course,
    @Args() args: ReviewsArgs,
    @Context() { loaders }: ViewerContext,
  ): Promise<ReviewConnection> {
    const [page, stats] = await Promise.all([
      this.load.reviews(loaders, course.id, reviewPageArgs(args)),
      this.load.stats(loaders, course.id),
    ]);
    return { ...page, totalCount: stats.reviews };
  }

  @Mutation(() => RateCourseResult, {
    description: `Enrolled learners only; 1 to 5; rating again replaces the rating. The review is plain text of up to ${REVIEW_MAX_LENGTH} characters: left out, the written review stays as it is; null or blank removes it.`,
  })
  @Authenticated()
  rateCourse(
    @CurrentUser() user: User,
    @Args('courseId', { type: () => ID }) courseId: string,
    @Args('rating', { type: () => Int }) rating: number,
    @Args('review', { type: () => String, nullable: true }) review?: string | null,
  ) {
    return this.ratings.rate(user, courseId, rating, review);
  }

  @Query(() => EducatorReviewConnection, {
    description: "Written reviews of the caller's courses, archived ones included, newest first.",
  })
  @Roles('educator', 'admin')
  @ApiScopes('sales:read')
  educatorReviews(@CurrentUser() user: User, @Args() args: ReviewsArgs) {
    return this.reviewQueries.ofEducator(user.id, reviewPageArgs(args));
  }

  @Mutation(() => EducatorReview, {
    description: `The course's educator or an admin: writes or replaces the one reply under a written review (plain text, up to ${REVIEW_MAX_LENGTH} characters), shown under it on the course page.`,
  })
  @Roles('educator', 'admin')
  replyToReview(
    @CurrentUser() user: User,
    @Args('reviewId', { type: () => ID }) reviewId: string,
    @Args('reply') reply: string,
  ) {
    return this.replies.reply(user, reviewId, reply);
  }

  @Mutation(() => EducatorReview, {
    description: "The course's educator or an admin: removes the reply under a review.",
  })
  @Roles('educator', 'admin')
  removeReviewReply(
    @CurrentUser() user: User,
    @Args('reviewId', { type: () => ID }) reviewId: string,
  ) {
    return this.replies.remove(user, reviewId);
  }
}
