import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { Enrollment } from '../enrollments/enrollment.entity';
import { CourseRating } from '../ratings/course-rating.entity';
import { Role, User } from '../users/user.entity';
import { Chapter } from './chapter.entity';
import type { ChapterView, Educator } from './dto/course-content.types';
import { Lecture } from './lecture.entity';

export interface RatingStats {
  /** The average rounded down; 0 without ratings (SPEC section 5). */
  average: number;
  count: number;
}

/**
 * Batch reads for many courses at once, each one SQL query whatever the number of ids.
 * GraphQL's DataLoaders and the REST adapters both use them.
 */
@Injectable()
export class CourseCatalogQueries {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async educators(ids: readonly string[]): Promise<Map<string, Educator>> {
    const users = await this.db
      .getRepository(User)
      .find({ where: { id: In([...ids]) }, select: { id: true, name: true, imageUrl: true } });
    return new Map(users.map((u) => [u.id, { id: u.id, name: u.name, imageUrl: u.imageUrl }]));
  }

  /** Chapters with their lectures, in order, with every lecture URL (callers hide locked ones). */
  async content(courseIds: readonly string[]): Promise<Map<string, ChapterView[]>> {
    const rows = await this.db
      .getRepository(Chapter)
      .createQueryBuilder('chapter')
      .leftJoinAndMapMany('chapter.lectures', Lecture, 'lecture', 'lecture.chapter_id = chapter.id')
      .where('chapter.course_id IN (:...courseIds)', { courseIds })
      .orderBy('chapter.chapter_order', 'ASC')
      .addOrderBy('lecture.lecture_order', 'ASC')
      .getMany();
    const byCourse = new Map<string, ChapterView[]>(courseIds.map((id) => [id, []]));
    for (const chapter of rows as (Chapter & { lectures: Lecture[] })[]) {
      byCourse.get(chapter.courseId)?.push({
        chapterId: chapter.id,
        chapterTitle: chapter.chapterTitle,
        chapterOrder: chapter.chapterOrder,
        chapterContent: chapter.lectures.map((l) => ({
          lectureId: l.id,
          lectureTitle: l.lectureTitle,
          lectureDuration: l.lectureDuration,
          lectureUrl: l.lectureUrl,
          isPreviewFree: l.isPreviewFree,
          lectureOrder: l.lectureOrder,
        })),
      });
    }
    return byCourse;
  }

  async ratingStats(courseIds: readonly string[]): Promise<Map<string, RatingStats>> {
    const rows = await this.db
      .getRepository(CourseRating)
      .createQueryBuilder('r')
      .select('r.course_id', 'courseId')
      .addSelect('floor(avg(r.rating))::int', 'average')
      .addSelect('count(*)::int', 'count')
      .where('r.course_id IN (:...courseIds)', { courseIds })
      .groupBy('r.course_id')
      .getRawMany<{ courseId: string; average: number; count: number }>();
    const stats = new Map<string, RatingStats>(
      courseIds.map((id) => [id, { average: 0, count: 0 }]),
    );
    for (const row of rows) stats.set(row.courseId, { average: row.average, count: row.count });
    return stats;
  }

  async enrollmentCounts(courseIds: readonly string[]): Promise<Map<string, number>> {
    const rows = await this.db
      .getRepository(Enrollment)
      .createQueryBuilder('e')
      .select('e.course_id', 'courseId')
      .addSelect('count(*)::int', 'count')
      .where('e.course_id IN (:...courseIds)', { courseIds })
      .groupBy('e.course_id')
      .getRawMany<{ courseId: string; count: number }>();
    const counts = new Map<string, number>(courseIds.map((id) => [id, 0]));
    for (const row of rows) counts.set(row.courseId, row.count);
    return counts;
  }

  /** The courses among `courseIds` whose every lecture the viewer may watch: owned or enrolled (admins: all). */
  async fullAccess(viewer: User | undefined, courseIds: readonly string[]): Promise<Set<string>> {
    if (!viewer || courseIds.length === 0) return new Set();
    if (viewer.role === Role.ADMIN) return new Set(courseIds);
    const rows = await this.db.query<{ id: string }[]>(
      `SELECT id FROM courses WHERE id = ANY($1) AND educator_id = $2
       UNION
       SELECT course_id AS id FROM enrollments WHERE course_id = ANY($1) AND user_id = $2`,
      [courseIds, viewer.id],
    );
    return new Set(rows.map((r) => r.id));
  }

  /** Which of `courseIds` the user is enrolled in. */
  async enrolledIn(userId: string, courseIds: readonly string[]): Promise<Set<string>> {
    const rows = await this.db.query<{ course_id: string }[]>(
      `SELECT course_id FROM enrollments WHERE user_id = $1 AND course_id = ANY($2)`,
      [userId, courseIds],
    );
    return new Set(rows.map((r) => r.course_id));
  }

  /** The user's own rating of each of `courseIds` they rated. */
  async ratingsBy(userId: string, courseIds: readonly string[]): Promise<Map<string, number>> {
    const rows = await this.db.query<{ course_id: string; rating: number }[]>(
      `SELECT course_id, rating FROM course_ratings WHERE user_id = $1 AND course_id = ANY($2)`,
      [userId, courseIds],
    );
    return new Map(rows.map((r) => [r.course_id, r.rating]));
  }

  /** For the REST shapes: every rating as `{ userId, rating }`, and the enrolled user ids. */
  async ratingsAndStudents(courseIds: readonly string[]) {
    const [ratings, enrollments] = await Promise.all([
      this.db.getRepository(CourseRating).find({
        where: { courseId: In([...courseIds]) },
        select: { courseId: true, userId: true, rating: true },
      }),
      this.db.getRepository(Enrollment).find({
        where: { courseId: In([...courseIds]) },
        select: { courseId: true, userId: true },
        order: { createdAt: 'ASC' },
      }),
    ]);
    const group = <T>(rows: (T & { courseId: string })[]) => {
      const map = new Map<string, T[]>(courseIds.map((id) => [id, []]));
      for (const row of rows) map.get(row.courseId)?.push(row);
      return map;
    };
    return { ratings: group(ratings), enrollments: group(enrollments) };
  }
}

/** Hides the URL of every locked lecture unless the viewer has full access. */
export function visibleContent(content: ChapterView[], fullAccess: boolean): ChapterView[] {
  if (fullAccess) return content;
  return content.map((chapter) => ({
    ...chapter,
    chapterContent: chapter.chapterContent.map((l) =>
      l.isPreviewFree ? l : { ...l, lectureUrl: null },
    ),
  }));
}
