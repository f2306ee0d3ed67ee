import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The furthest second watched advances no faster than playback at 2x since it last advanced, so
 * each lecture watch keeps when that was. Existing rows start from their last report.
 */
export class WatchPacing1796001300000 implements MigrationInterface {
  name = 'WatchPacing1796001300000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "lecture_watches" ADD "advanced_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()',
    );
    await queryRunner.query('UPDATE "lecture_watches" SET "advanced_at" = "reported_at"');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "lecture_watches" DROP COLUMN "advanced_at"');
  }
}
