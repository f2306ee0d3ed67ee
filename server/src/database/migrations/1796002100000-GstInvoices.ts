import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * GST tax invoices and credit notes: the buyer's state on the purchase, the invoice's lines on the
 * receipt (null on receipts issued before, which print as they did), and credit notes with their
 * own gapless number series.
 */
export class GstInvoices1796002100000 implements MigrationInterface {
  name = 'GstInvoices1796002100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "credit_notes" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "number" integer NOT NULL, "receipt_id" uuid NOT NULL, "amount_paise" integer NOT NULL, "currency" character varying(3) NOT NULL, "seller" jsonb NOT NULL, "gst" jsonb, "refund_id" character varying(100), "issued_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_4933888a20b5469e119ad74b9e9" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_credit_notes_number" ON "credit_notes"  ("number") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_credit_notes_receipt" ON "credit_notes"  ("receipt_id") ',
    );
    await queryRunner.query(
      'CREATE TABLE "credit_note_numbers" ("id" smallint NOT NULL DEFAULT \'1\', "last_number" integer NOT NULL DEFAULT \'0\', CONSTRAINT "PK_862d7d1edd3d091d9b514e5ebdb" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('ALTER TABLE "purchases" ADD "buyer_state" character varying(2)');
    await queryRunner.query('ALTER TABLE "receipts" ADD "invoice" jsonb');
    await queryRunner.query(
      'ALTER TABLE "credit_notes" ADD CONSTRAINT "FK_6c596b9bb9531bc3b6ea93ca7f1" FOREIGN KEY ("receipt_id") REFERENCES "receipts"("id") ON DELETE NO ACTION ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "credit_notes" DROP CONSTRAINT "FK_6c596b9bb9531bc3b6ea93ca7f1"',
    );
    await queryRunner.query('ALTER TABLE "receipts" DROP COLUMN "invoice"');
    await queryRunner.query('ALTER TABLE "purchases" DROP COLUMN "buyer_state"');
    await queryRunner.query('DROP TABLE "credit_note_numbers"');
    await queryRunner.query('DROP INDEX "public"."UQ_credit_notes_receipt"');
    await queryRunner.query('DROP INDEX "public"."UQ_credit_notes_number"');
    await queryRunner.query('DROP TABLE "credit_notes"');
  }
}
