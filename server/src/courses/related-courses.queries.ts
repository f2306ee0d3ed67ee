import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CourseCatalogQueries } from './course-catalog.queries';
import type { Course } from './course.entity';

const LEARNERS_SAMPLED = 300;

/** Courses shown beside a course: one statement for any number of courses. */
@Injectable()
export class RelatedCoursesQueries {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CourseCatalogQueries) private readonly catalog: CourseCatalogQueries,
  ) {}

  /** The instructor's other published courses, most learners first. */
  moreByInstructor(courseIds: readonly string[], limit: number): Promise<Map<string, Course[]>> {
    return this.ranked(
      `SELECT c1.id AS source, c2.id, row_number() OVER (
         PARTITION BY c1.id ORDER BY coalesce(s.enrollment_count, 0) DESC, c2.created_at DESC, c2.id) AS n
       FROM courses c1
       JOIN courses c2 ON c2.educator_id = c1.educator_id AND c2.id <> c1.id AND c2.is_published
       LEFT JOIN course_stats s ON s.course_id = c2.id
       WHERE c1.id = ANY($1)`,
      courseIds,
      limit,
    );
  }

  /**
   * Published courses the learners of a course also enrolled in, most shared learners first. Read
   * from its latest LEARNERS_SAMPLED learners (index order), so a course with thousands costs the
   * same as one with hundreds, and recent tastes count.
   */
  alsoBought(courseIds: readonly string[], limit: number): Promise<Map<string, Course[]>> {
    return this.ranked(
      `SELECT source, id, row_number() OVER (PARTITION BY source ORDER BY shared DESC, id) AS n
       FROM (
         SELECT src.id AS source, e2.course_id AS id, count(*) AS shared
         FROM unnest($1::uuid[]) AS src(id)
         CROSS JOIN LATERAL (
           SELECT e.user_id FROM enrollments e WHERE e.course_id = src.id
           ORDER BY e.created_at DESC LIMIT ${LEARNERS_SAMPLED}) AS e1
         JOIN enrollments e2 ON e2.user_id = e1.user_id AND e2.course_id <> src.id
         JOIN courses c ON c.id = e2.course_id AND c.is_published
         GROUP BY 1, 2) co`,
      courseIds,
      limit,
    );
  }

  private async ranked(
    sql: string,
    courseIds: readonly string[],
    limit: number,
  ): Promise<Map<string, Course[]>> {
    const rows = await this.db.query<{ source: string; id: string }[]>(
      `SELECT source, id FROM (${sql}) ranked WHERE n <= $2 ORDER BY source, n`,
      [courseIds, limit],
    );
    const byId = new Map((await this.catalog.inOrder(rows.map((r) => r.id))).map((c) => [c.id, c]));
    const related = new Map<string, Course[]>(courseIds.map((id) => [id, []]));
    for (const { source, id } of rows) {
      const course = byId.get(id);
      if (course) related.get(source)?.push(course);
    }
    return related;
  }
}
