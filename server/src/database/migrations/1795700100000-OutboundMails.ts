import type { MigrationInterface, QueryRunner } from 'typeorm';

export class OutboundMails1795700100000 implements MigrationInterface {
  name = 'OutboundMails1795700100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "CREATE TYPE \"public\".\"mail_status\" AS ENUM('queued', 'sent', 'kept', 'disabled', 'failed')",
    );
    await queryRunner.query(
      'CREATE TABLE "outbound_mails" ("id" uuid NOT NULL, "kind" character varying(50) NOT NULL, "to_address" character varying(254) NOT NULL, "subject" character varying(300) NOT NULL, "text" text NOT NULL, "html" text NOT NULL, "headers" jsonb NOT NULL DEFAULT \'{}\', "status" "public"."mail_status" NOT NULL DEFAULT \'queued\', "attempts" integer NOT NULL DEFAULT \'0\', "last_error" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "sent_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_569f1642c6060bb097e58430cc3" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_outbound_mails_to" ON "outbound_mails"  ("to_address", "created_at") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_outbound_mails_created" ON "outbound_mails"  ("created_at") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."IDX_outbound_mails_created"');
    await queryRunner.query('DROP INDEX "public"."IDX_outbound_mails_to"');
    await queryRunner.query('DROP TABLE "outbound_mails"');
    await queryRunner.query('DROP TYPE "public"."mail_status"');
  }
}
