import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Statuses of a purchase that was paid (payments/purchase-status.ts PURCHASE_PAID). */
const PAID = `'completed', 'refunding', 'refunded'`;

/**
 * Every paid purchase has the time it was paid. The daily sales counters (migration DailySales)
 * and the site's rollups count a sale on that day; a paid row without it (the demo seed wrote such
 * rows) was in the dashboard's earnings but in no analytics range. Those rows take the time they
 * were written, which moves them into the counters through the counters' own triggers, the site's
 * rollups are rebuilt to include them, and a check keeps any writer from leaving it out again.
 */
export class PaidPurchasesHaveCompletedAt1796002000000 implements MigrationInterface {
  name = 'PaidPurchasesHaveCompletedAt1796002000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const [{ filled }] = (await queryRunner.query(
      `WITH filled AS (
         UPDATE "purchases" SET "completed_at" = "created_at"
         WHERE "status" IN (${PAID}) AND "completed_at" IS NULL RETURNING 1
       ) SELECT count(*)::int AS filled FROM filled`,
    )) as { filled: number }[];
    if (filled > 0) await queryRunner.query('SELECT refresh_site_rollups()');
    await queryRunner.query(
      `ALTER TABLE "purchases" ADD CONSTRAINT "CHK_purchases_paid_completed_at"
       CHECK ("status" NOT IN (${PAID}) OR "completed_at" IS NOT NULL)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "purchases" DROP CONSTRAINT "CHK_purchases_paid_completed_at"',
    );
  }
}
