import type { MigrationInterface, QueryRunner } from 'typeorm';

const COUNT = (
  counted: string,
) => `CREATE OR REPLACE FUNCTION count_course_stats(ids uuid[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO course_stats (course_id, enrollment_count, rating_count, rating_sum, rating_average,
    total_minutes, lecture_count)
  SELECT c.id,
    (SELECT count(*) FROM enrollments e WHERE e.course_id = c.id),
    (SELECT count(*) FROM course_ratings r WHERE r.course_id = c.id),
    coalesce((SELECT sum(r.rating) FROM course_ratings r WHERE r.course_id = c.id), 0),
    coalesce((SELECT round(avg(r.rating), 2) FROM course_ratings r WHERE r.course_id = c.id), 0),
    coalesce((SELECT sum(l.lecture_duration) FROM lectures l JOIN chapters ch ON ch.id = l.chapter_id
      WHERE ch.course_id = c.id), 0),
    (SELECT count(*) FROM lectures l JOIN chapters ch ON ch.id = l.chapter_id
      WHERE ch.course_id = c.id${counted})
  FROM courses c WHERE c.id = ANY(ids)
  ON CONFLICT (course_id) DO UPDATE SET
    enrollment_count = EXCLUDED.enrollment_count, rating_count = EXCLUDED.rating_count,
    rating_sum = EXCLUDED.rating_sum, rating_average = EXCLUDED.rating_average,
    total_minutes = EXCLUDED.total_minutes, lecture_count = EXCLUDED.lecture_count
$$`;

/**
 * A live session's recording is extra material: course_stats.lecture_count, against which
 * completion is measured, leaves it out (courses/counted-lectures.ts), so a learner without a seat
 * can still complete the course. A lecture's live_session_id changing recounts its course.
 */
export class RecordingsOutsideCompletion1796039060000 implements MigrationInterface {
  name = 'RecordingsOutsideCompletion1796039060000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(COUNT(' AND l.live_session_id IS NULL'));
    await queryRunner.query(
      `SELECT count_course_stats(array_agg(DISTINCT ch.course_id))
       FROM lectures l JOIN chapters ch ON ch.id = l.chapter_id
       WHERE l.live_session_id IS NOT NULL HAVING count(*) > 0`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(COUNT(''));
    await queryRunner.query(
      `SELECT count_course_stats(array_agg(DISTINCT ch.course_id))
       FROM lectures l JOIN chapters ch ON ch.id = l.chapter_id
       WHERE l.live_session_id IS NOT NULL HAVING count(*) > 0`,
    );
  }
}
