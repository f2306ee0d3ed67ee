import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A review report says how it was resolved: `hidden` (the review was hidden, the only way until
 * now, so every resolved report so far) or `dismissed` (an admin kept the review).
 */
export class ReviewReportDismissal1796002400000 implements MigrationInterface {
  name = 'ReviewReportDismissal1796002400000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "review_reports" ADD "resolution" character varying(10)');
    await queryRunner.query(
      `UPDATE "review_reports" SET "resolution" = 'hidden' WHERE "resolved_at" IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "review_reports" DROP COLUMN "resolution"');
  }
}
