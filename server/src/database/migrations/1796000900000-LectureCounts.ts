import type { MigrationInterface, QueryRunner } from 'typeorm';

const COUNT = (withLectures: boolean) => `CREATE OR REPLACE FUNCTION count_course_stats(ids uuid[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO course_stats (course_id, enrollment_count, rating_count, rating_sum, rating_average,
    total_minutes${withLectures ? ', lecture_count' : ''})
  SELECT c.id,
    (SELECT count(*) FROM enrollments e WHERE e.course_id = c.id),
    (SELECT count(*) FROM course_ratings r WHERE r.course_id = c.id),
    coalesce((SELECT sum(r.rating) FROM course_ratings r WHERE r.course_id = c.id), 0),
    coalesce((SELECT round(avg(r.rating), 2) FROM course_ratings r WHERE r.course_id = c.id), 0),
    coalesce((SELECT sum(l.lecture_duration) FROM lectures l JOIN chapters ch ON ch.id = l.chapter_id
      WHERE ch.course_id = c.id), 0)${
        withLectures
          ? `,
    (SELECT count(*) FROM lectures l JOIN chapters ch ON ch.id = l.chapter_id WHERE ch.course_id = c.id)`
          : ''
      }
  FROM courses c WHERE c.id = ANY(ids)
  ON CONFLICT (course_id) DO UPDATE SET
    enrollment_count = EXCLUDED.enrollment_count, rating_count = EXCLUDED.rating_count,
    rating_sum = EXCLUDED.rating_sum, rating_average = EXCLUDED.rating_average,
    total_minutes = EXCLUDED.total_minutes${withLectures ? ', lecture_count = EXCLUDED.lecture_count' : ''}
$$`;

/**
 * Each course's number of lectures beside its minutes in course_stats, kept by the same triggers
 * (a lecture added, moved or deleted recounts its course): analytics compare a learner's completed
 * lectures with it for thousands of courses at once.
 */
export class LectureCounts1796000900000 implements MigrationInterface {
  name = 'LectureCounts1796000900000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "course_stats" ADD "lecture_count" integer NOT NULL DEFAULT \'0\'',
    );
    await queryRunner.query(COUNT(true));
    await queryRunner.query('SELECT count_course_stats(array_agg(id)) FROM courses');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(COUNT(false));
    await queryRunner.query('ALTER TABLE "course_stats" DROP COLUMN "lecture_count"');
  }
}
