import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { prop } from '../common/database/property-path';
import { CourseRating } from './course-rating.entity';

export interface RatingStats {
  /** The average rounded down; 0 without ratings (SPEC section 5). */
  average: number;
  count: number;
  /** How many ratings gave 1, 2, 3, 4 and 5 stars (index 0 is 1 star). */
  byStars: number[];
  /** Ratings that carry a written review. */
  reviews: number;
}

export type RatingSummary = Pick<RatingStats, 'average' | 'count'>;

export const NO_RATINGS: RatingStats = {
  average: 0,
  count: 0,
  byStars: [0, 0, 0, 0, 0],
  reviews: 0,
};

/** The viewer's own rating; `hidden`: moderators hid its written review from the course page. */
export type OwnRating = Pick<CourseRating, 'rating' | 'review'> & { hidden: boolean };

/** Ratings of many courses at once, each one SQL query whatever the number of ids. */
@Injectable()
export class RatingQueries {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * The average (rounded down) and count alone, as a card shows them: read from course_stats,
   * which the ratings' trigger keeps (rating_sum beside the count), not from the ratings rows.
   */
  async summaries(courseIds: readonly string[]): Promise<Map<string, RatingSummary>> {
    const rows = await this.db.query<({ courseId: string } & RatingSummary)[]>(
      `SELECT course_id AS "courseId", rating_count AS count,
         CASE WHEN rating_count = 0 THEN 0 ELSE rating_sum / rating_count END AS average
       FROM course_stats WHERE course_id = ANY($1)`,
      [[...courseIds]],
    );
    const summaries = new Map<string, RatingSummary>(courseIds.map((id) => [id, NO_RATINGS]));
    for (const { courseId, average, count } of rows) summaries.set(courseId, { average, count });
    return summaries;
  }

  async stats(courseIds: readonly string[]): Promise<Map<string, RatingStats>> {
    const rating = prop<CourseRating>('r', 'rating');
    const query = this.db
      .getRepository(CourseRating)
      .createQueryBuilder('r')
      .select(prop<CourseRating>('r', 'courseId'), 'courseId')
      .addSelect(`floor(avg(${rating}))::int`, 'average')
      .addSelect('count(*)::int', 'count')
      // A hidden review's stars count; its text is not a review anyone can read.
      .addSelect(
        `(count(${prop<CourseRating>('r', 'review')}) FILTER (WHERE ${prop<CourseRating>('r', 'hiddenAt')} IS NULL))::int`,
        'reviews',
      );
    for (const star of [1, 2, 3, 4, 5])
      query.addSelect(`(count(*) FILTER (WHERE ${rating} = ${star}))::int`, `stars${star}`);
    const rows = await query
      .where({ courseId: In([...courseIds]) })
      .groupBy(prop<CourseRating>('r', 'courseId'))
      .getRawMany<
        { courseId: string; average: number; count: number; reviews: number } & Record<
          `stars${number}`,
          number
        >
      >();
    const stats = new Map<string, RatingStats>(courseIds.map((id) => [id, NO_RATINGS]));
    for (const row of rows)
      stats.set(row.courseId, {
        average: row.average,
        count: row.count,
        byStars: [row.stars1, row.stars2, row.stars3, row.stars4, row.stars5],
        reviews: row.reviews,
      });
    return stats;
  }

  /** The user's own rating and review of each of `courseIds` they rated. */
  async ratingsBy(userId: string, courseIds: readonly string[]): Promise<Map<string, OwnRating>> {
    const rows = await this.db.getRepository(CourseRating).find({
      where: { userId, courseId: In([...courseIds]) },
      select: { courseId: true, rating: true, review: true, hiddenAt: true },
    });
    return new Map(
      rows.map((r) => [r.courseId, { rating: r.rating, review: r.review, hidden: !!r.hiddenAt }]),
    );
  }

  /** For the REST shapes: every rating of each course as `{ userId, rating }`. */
  async everyRating(
    courseIds: readonly string[],
  ): Promise<Map<string, { userId: string; rating: number }[]>> {
    // Raw rows: a popular course has thousands.
    const rows = await this.db
      .getRepository(CourseRating)
      .createQueryBuilder('r')
      .select(prop<CourseRating>('r', 'courseId'), 'courseId')
      .addSelect(prop<CourseRating>('r', 'userId'), 'userId')
      .addSelect(prop<CourseRating>('r', 'rating'), 'rating')
      .where(`${prop<CourseRating>('r', 'courseId')} = ANY(:courseIds)`, { courseIds })
      .getRawMany<{ courseId: string; userId: string; rating: number }>();
    const ratings = new Map<string, { userId: string; rating: number }[]>(
      courseIds.map((id) => [id, []]),
    );
    for (const { courseId, userId, rating } of rows)
      ratings.get(courseId)?.push({ userId, rating });
    return ratings;
  }
}
