import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { REVIEW_MAX_LENGTH } from '../../../shared/review';
import { Checker } from '../common/validation';
import { columnName } from '../common/database/property-path';
import { EnrollmentsService } from '../enrollments/enrollments.service';
import type { User } from '../users/user.entity';
import { CourseRating } from './course-rating.entity';
import { RatingQueries } from './rating.queries';

export const RATING_RANGE = 'Rating must be a whole number from 1 to 5';

@Injectable()
export class RatingsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(EnrollmentsService) private readonly enrollments: EnrollmentsService,
    @Inject(RatingQueries) private readonly queries: RatingQueries,
  ) {}

  /**
   * One rating per learner and course; rating again replaces it. `review` left out (undefined)
   * keeps the written review; text replaces it; null or blank removes it. Returns the course's new
   * summary and the review now stored.
   */
  async rate(user: User, courseId: unknown, rating: unknown, review?: unknown) {
    const check = new Checker();
    const stars = check.wholeNumber('rating', RATING_RANGE, rating, 1, 5);
    const text = check.optionalText('review', 'Review', review, REVIEW_MAX_LENGTH, {
      multiline: true,
    });
    check.done();
    const id = await this.enrollments.requireLearnerEnrollment(user, courseId);
    const stored = await this.db.transaction(async (tx) => {
      const ratings = tx.getRepository(CourseRating);
      await ratings.upsert({ userId: user.id, courseId: id, rating: stars }, [
        'userId',
        'courseId',
      ]);
      if (text !== undefined) await this.writeReview(tx, user.id, id, text);
      return ratings.findOneOrFail({
        where: { userId: user.id, courseId: id },
        select: { id: true, review: true },
      });
    });
    const stats = (await this.queries.stats([id])).get(id)!;
    return {
      message: 'Rating added',
      rating: stars,
      review: stored.review,
      averageRating: stats.average,
      ratingCount: stats.count,
    };
  }

  /** Only a changed text moves the review's time (and so its place at the top of the list). */
  private async writeReview(
    tx: EntityManager,
    userId: string,
    courseId: string,
    text: string | null,
  ) {
    const ratings = tx.getRepository(CourseRating);
    const [reviewColumn, writtenColumn] = [
      columnName(ratings, 'review'),
      columnName(ratings, 'reviewUpdatedAt'),
    ];
    await ratings
      .createQueryBuilder()
      .update()
      .set({
        review: text,
        reviewUpdatedAt: () =>
          text === null
            ? 'NULL'
            : `CASE WHEN ${reviewColumn} IS NOT DISTINCT FROM :text THEN ${writtenColumn} ELSE now() END`,
      })
      .where({ userId, courseId })
      .setParameter('text', text)
      .execute();
  }
}
