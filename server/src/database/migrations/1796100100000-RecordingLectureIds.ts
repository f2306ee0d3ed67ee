import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ids of the lectures that are live sessions' recordings, the few that completion leaves out
 * (courses/counted-lectures.ts): counting a learner's completions asks this small index whether
 * each is a recording, instead of fetching every completed lecture's row.
 */
export class RecordingLectureIds1796100100000 implements MigrationInterface {
  name = 'RecordingLectureIds1796100100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE INDEX "IDX_lectures_recording_ids" ON "lectures" ("id") WHERE "live_session_id" IS NOT NULL',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."IDX_lectures_recording_ids"');
  }
}
