import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Receipts1795700300000 implements MigrationInterface {
  name = 'Receipts1795700300000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "receipts" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "number" integer NOT NULL, "purchase_id" uuid, "user_id" uuid, "buyer_name" character varying(100) NOT NULL, "buyer_email" character varying(254) NOT NULL, "course_title" character varying(200) NOT NULL, "amount_paise" integer NOT NULL, "currency" character varying(3) NOT NULL, "seller" jsonb NOT NULL, "payment_id" character varying(100), "issued_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5e8182d7c29e023da6e1ff33bfe" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_receipts_number" ON "receipts"  ("number") ');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_receipts_purchase" ON "receipts"  ("purchase_id") ',
    );
    await queryRunner.query('CREATE INDEX "IDX_receipts_user" ON "receipts"  ("user_id") ');
    await queryRunner.query(
      'CREATE TABLE "receipt_numbers" ("id" smallint NOT NULL DEFAULT \'1\', "last_number" integer NOT NULL DEFAULT \'0\', CONSTRAINT "PK_d57c68dd9469ea6b17566514a8e" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'ALTER TABLE "outbound_mails" ADD "attachments" jsonb NOT NULL DEFAULT \'[]\'',
    );
    await queryRunner.query(
      'ALTER TABLE "receipts" ADD CONSTRAINT "FK_df5856718ed7ac4e9230d64ec2e" FOREIGN KEY ("purchase_id") REFERENCES "purchases"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "receipts" ADD CONSTRAINT "FK_6f5a711d2591ddf19f9519900e9" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "receipts" DROP CONSTRAINT "FK_6f5a711d2591ddf19f9519900e9"',
    );
    await queryRunner.query(
      'ALTER TABLE "receipts" DROP CONSTRAINT "FK_df5856718ed7ac4e9230d64ec2e"',
    );
    await queryRunner.query('ALTER TABLE "outbound_mails" DROP COLUMN "attachments"');
    await queryRunner.query('DROP TABLE "receipt_numbers"');
    await queryRunner.query('DROP INDEX "public"."IDX_receipts_user"');
    await queryRunner.query('DROP INDEX "public"."UQ_receipts_purchase"');
    await queryRunner.query('DROP INDEX "public"."UQ_receipts_number"');
    await queryRunner.query('DROP TABLE "receipts"');
  }
}
