import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The refunds the provider made of each purchase, once per refund id, so partial refunds add up
 * (RefundsService.refundedByProvider). Not a per-user table: nothing cached reads it.
 */
export class PurchaseRefunds1795621981331 implements MigrationInterface {
  name = 'PurchaseRefunds1795621981331';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "purchase_refunds" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "purchase_id" uuid NOT NULL, "provider_refund_id" character varying(100) NOT NULL, "amount_paise" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_8d93407c7bd390de85b7bcd5305" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_purchase_refunds_provider_refund" ON "purchase_refunds"  ("provider_refund_id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_purchase_refunds_purchase" ON "purchase_refunds"  ("purchase_id") ',
    );
    await queryRunner.query(
      'ALTER TABLE "purchase_refunds" ADD CONSTRAINT "FK_06a7f5c8613b402536d554fbc7d" FOREIGN KEY ("purchase_id") REFERENCES "purchases"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "purchase_refunds" DROP CONSTRAINT "FK_06a7f5c8613b402536d554fbc7d"',
    );
    await queryRunner.query('DROP INDEX "public"."IDX_purchase_refunds_purchase"');
    await queryRunner.query('DROP INDEX "public"."UQ_purchase_refunds_provider_refund"');
    await queryRunner.query('DROP TABLE "purchase_refunds"');
  }
}
