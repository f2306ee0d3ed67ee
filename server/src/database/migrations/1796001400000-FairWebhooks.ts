import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A delivery in flight leases its owner's share of the workers until `sending_until`; an
 * endpoint counts its timeouts in a row, to be disabled after too many.
 */
export class FairWebhooks1796001400000 implements MigrationInterface {
  name = 'FairWebhooks1796001400000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "webhook_endpoints" ADD "consecutive_timeouts" integer NOT NULL DEFAULT \'0\'',
    );
    await queryRunner.query(
      'ALTER TABLE "webhook_deliveries" ADD "sending_until" TIMESTAMP WITH TIME ZONE',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_webhook_deliveries_sending" ON "webhook_deliveries"  ("endpoint_id") WHERE "sending_until" IS NOT NULL',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."IDX_webhook_deliveries_sending"');
    await queryRunner.query('ALTER TABLE "webhook_deliveries" DROP COLUMN "sending_until"');
    await queryRunner.query('ALTER TABLE "webhook_endpoints" DROP COLUMN "consecutive_timeouts"');
  }
}
