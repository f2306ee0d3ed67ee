import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Course } from '../courses/course.entity';
import type { PageInfo } from '../courses/dto/course-connection';
import { prop } from '../common/database/property-path';
import { timeMicros } from '../common/pagination';
import type { User } from '../users/user.entity';
import { CourseRating } from './course-rating.entity';
import type { CourseReview, EducatorReview } from './dto/review.types';
import { encodeReviewCursor, type ReviewPageArgs } from './review-page';

export interface ReviewPage<T extends CourseReview = CourseReview> {
  nodes: T[];
  pageInfo: PageInfo;
}

type Row<T> = Omit<T, 'reply'> & {
  micros: string;
  replyText: string | null;
  replyAuthorName: string | null;
  replyUpdatedAt: Date | null;
};

/** A row's reply columns as its `reply`. */
function toReview<T extends CourseReview>(row: Row<T>): T {
  const { replyText, replyAuthorName, replyUpdatedAt, ...review } = row;
  const reply =
    replyText === null
      ? null
      : { text: replyText, authorName: replyAuthorName, updatedAt: replyUpdatedAt! };
  return { ...review, reply } as unknown as T;
}

/** The first `first` rows as a page; the query fetched one more to know whether there is a next. */
function toPage<T extends CourseReview>(rows: Row<T>[], first: number): ReviewPage<T> {
  const kept = rows.slice(0, first);
  const nodes = kept.map((row) => toReview(row));
  const last = kept[kept.length - 1];
  return {
    nodes,
    pageInfo: {
      hasNextPage: rows.length > first,
      endCursor: last ? encodeReviewCursor({ micros: last.micros, id: last.id }) : null,
    },
  };
}

/** Written reviews, newest first (by when the text was written), keyset-paged. */
@Injectable()
export class ReviewQueries {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** A page of each course's reviews: one SQL statement whatever the number of courses. */
  async pagesOf(courseIds: readonly string[], args: ReviewPageArgs) {
    const byCourse = new Map<string, Row<CourseReview & { courseId: string }>[]>(
      courseIds.map((id) => [id, []]),
    );
    if (courseIds.length) {
      // `c` is each course id in turn: the lateral page walks IDX_course_ratings_course_reviewed.
      const [page, params] = this.page(args)
        .andWhere(`${prop<CourseRating>('r', 'courseId')} = c.id`)
        .getQueryAndParameters();
      const rows: Row<CourseReview & { courseId: string }>[] = await this.db.query(
        `SELECT page.* FROM unnest($${params.length + 1}::uuid[]) AS c(id) CROSS JOIN LATERAL (${page}) AS page`,
        [...(params as unknown[]), courseIds],
      );
      for (const row of rows) byCourse.get(row.courseId)?.push(row);
    }
    return new Map([...byCourse].map(([id, rows]) => [id, toPage(rows, args.first)]));
  }

  /** Reviews of every course `educatorId` teaches, with the course title, and their total. */
  async ofEducator(educatorId: string, args: ReviewPageArgs) {
    const mine = `${prop<Course>('course', 'educatorId')} = :educatorId`;
    const [rows, total] = await Promise.all([
      this.page(args)
        .innerJoin(prop<CourseRating>('r', 'course'), 'course')
        .addSelect(prop<Course>('course', 'courseTitle'), 'courseTitle')
        .andWhere(mine, { educatorId })
        .getRawMany<Row<EducatorReview>>(),
      this.db
        .getRepository(CourseRating)
        .createQueryBuilder('r')
        .innerJoin(prop<CourseRating>('r', 'course'), 'course')
        .select('count(*)::int', 'count')
        .where(`${prop<CourseRating>('r', 'review')} IS NOT NULL`)
        .andWhere(`${prop<CourseRating>('r', 'hiddenAt')} IS NULL`)
        .andWhere(mine, { educatorId })
        .getRawOne<{ count: number }>(),
    ]);
    return { ...toPage(rows, args.first), totalCount: total!.count };
  }

  /** One written review with its course's title, or undefined. */
  async one(reviewId: string): Promise<EducatorReview | undefined> {
    const row = await this.page({ first: 1 })
      .innerJoin(prop<CourseRating>('r', 'course'), 'course')
      .addSelect(prop<Course>('course', 'courseTitle'), 'courseTitle')
      .andWhere(`${prop<CourseRating>('r', 'id')} = :reviewId`, { reviewId })
      .getRawOne<Row<EducatorReview>>();
    return row && toReview(row);
  }

  /** One more review than asked for, after the cursor, newest first. */
  private page({ first, after }: ReviewPageArgs) {
    const written = prop<CourseRating>('r', 'reviewUpdatedAt');
    const query = this.db
      .getRepository(CourseRating)
      .createQueryBuilder('r')
      .innerJoin(prop<CourseRating>('r', 'user'), 'u')
      .select(prop<CourseRating>('r', 'id'), 'id')
      .addSelect(prop<CourseRating>('r', 'courseId'), 'courseId')
      .addSelect(prop<CourseRating>('r', 'rating'), 'rating')
      .addSelect(prop<CourseRating>('r', 'review'), 'review')
      .addSelect(prop<User>('u', 'name'), 'reviewerName')
      .addSelect(prop<CourseRating>('r', 'createdAt'), 'createdAt')
      .addSelect(written, 'updatedAt')
      .addSelect(timeMicros(written), 'micros')
      .leftJoin(prop<CourseRating>('r', 'replyAuthor'), 'ra')
      .addSelect(prop<CourseRating>('r', 'reply'), 'replyText')
      .addSelect(prop<User>('ra', 'name'), 'replyAuthorName')
      .addSelect(prop<CourseRating>('r', 'replyUpdatedAt'), 'replyUpdatedAt')
      .where(`${prop<CourseRating>('r', 'review')} IS NOT NULL`)
      .andWhere(`${prop<CourseRating>('r', 'hiddenAt')} IS NULL`)
      .orderBy(written, 'DESC')
      .addOrderBy(prop<CourseRating>('r', 'id'), 'DESC')
      .limit(first + 1);
    if (after)
      query.andWhere(
        `(${written}, ${prop<CourseRating>('r', 'id')}) < (timestamptz 'epoch' + CAST(:micros AS bigint) * interval '1 microsecond', CAST(:afterId AS uuid))`,
        { micros: after.micros, afterId: after.id },
      );
    return query;
  }
}
