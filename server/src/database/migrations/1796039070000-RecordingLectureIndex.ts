import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The transcode worker asks, for every lecture video that becomes ready, whether the lecture is a
 * live meeting's recording (live/recording/recording-ready.ts): answered from an index.
 */
export class RecordingLectureIndex1796039070000 implements MigrationInterface {
  name = 'RecordingLectureIndex1796039070000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE INDEX "IDX_live_occurrences_recording_lecture" ON "live_occurrences" ("recording_lecture_id") WHERE "recording_lecture_id" IS NOT NULL',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."IDX_live_occurrences_recording_lecture"');
  }
}
