import { Inject, Injectable } from '@nestjs/common';
import type { RequestLoaders } from '../common/graphql/request-loaders';
import type { User } from '../users/user.entity';
import {
  NO_RATINGS,
  RatingQueries,
  type OwnRating,
  type RatingStats,
  type RatingSummary,
} from './rating.queries';
import { encodeReviewCursor, type ReviewPageArgs } from './review-page';
import { ReviewQueries, type ReviewPage } from './review.queries';

/** Ratings' per-course questions, batched per GraphQL operation. */
@Injectable()
export class RatingLoaders {
  constructor(
    @Inject(RatingQueries) private readonly ratings: RatingQueries,
    @Inject(ReviewQueries) private readonly reviewQueries: ReviewQueries,
  ) {}

  /** Average and count only (a card): one primary-key read per page of courses. */
  summary(loaders: RequestLoaders, courseId: string): Promise<RatingSummary> {
    return loaders.fromMap(
      'ratingSummary',
      courseId,
      (ids) => this.ratings.summaries(ids),
      NO_RATINGS,
    );
  }

  stats(loaders: RequestLoaders, courseId: string): Promise<RatingStats> {
    return loaders.fromMap('ratingStats', courseId, (ids) => this.ratings.stats(ids), NO_RATINGS);
  }

  /** The viewer's own rating and review of the course, null when they have not rated it. */
  viewerRating(
    loaders: RequestLoaders,
    viewer: User | undefined,
    courseId: string,
  ): Promise<OwnRating | null> {
    if (!viewer) return Promise.resolve(null);
    return loaders.fromMap(
      `rating:${viewer.id}`,
      courseId,
      (ids) => this.ratings.ratingsBy(viewer.id, ids),
      null,
    );
  }

  /** A page of the course's written reviews; courses asking for the same page are batched. */
  reviews(loaders: RequestLoaders, courseId: string, args: ReviewPageArgs): Promise<ReviewPage> {
    const key = `reviews:${args.first}:${args.after ? encodeReviewCursor(args.after) : ''}`;
    return loaders.perKey(key, courseId, async (ids) => {
      const pages = await this.reviewQueries.pagesOf(ids, args);
      return ids.map((id) => pages.get(id)!);
    });
  }
}
