import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Webhooks1796001100000 implements MigrationInterface {
  name = 'Webhooks1796001100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "webhook_endpoints" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "owner_id" uuid NOT NULL, "url" character varying(2000) NOT NULL, "description" character varying(200), "events" text array NOT NULL, "secret" character varying(100) NOT NULL, "enabled" boolean NOT NULL DEFAULT true, "disabled_at" TIMESTAMP WITH TIME ZONE, "disabled_reason" character varying(500), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_054c4cfb95223732f5939d2d546" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_webhook_endpoints_owner" ON "webhook_endpoints"  ("owner_id", "created_at") ',
    );
    await queryRunner.query(
      'CREATE TABLE "webhook_events" ("id" character varying(40) NOT NULL, "type" character varying(40) NOT NULL, "payload" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_4cba37e6a0acb5e1fc49c34ebfd" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "webhook_deliveries" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "event_id" character varying(40) NOT NULL, "endpoint_id" uuid NOT NULL, "status" character varying(12) NOT NULL DEFAULT \'pending\', "delivered_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_535dd409947fb6d8fc6dfc0112a" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_webhook_deliveries_event" ON "webhook_deliveries"  ("event_id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_webhook_deliveries_endpoint" ON "webhook_deliveries"  ("endpoint_id", "created_at") ',
    );
    await queryRunner.query(
      'CREATE TABLE "webhook_attempts" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "delivery_id" uuid NOT NULL, "attempted_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "status_code" integer, "duration_ms" integer NOT NULL, "response_body" text, "error" character varying(500), CONSTRAINT "PK_2de7e7887ad97de459adab62638" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_webhook_attempts_delivery" ON "webhook_attempts"  ("delivery_id", "attempted_at") ',
    );
    await queryRunner.query(
      'ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "FK_b5dcaff83b5523435437b9faa8c" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "FK_27d1ee90033bdafe0ffe8f1be6f" FOREIGN KEY ("event_id") REFERENCES "webhook_events"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "FK_0b882c26a9b91c26e6e86b4867c" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "webhook_attempts" ADD CONSTRAINT "FK_0d56d91d61b827bb2079c256538" FOREIGN KEY ("delivery_id") REFERENCES "webhook_deliveries"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "webhook_attempts" DROP CONSTRAINT "FK_0d56d91d61b827bb2079c256538"',
    );
    await queryRunner.query(
      'ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "FK_0b882c26a9b91c26e6e86b4867c"',
    );
    await queryRunner.query(
      'ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "FK_27d1ee90033bdafe0ffe8f1be6f"',
    );
    await queryRunner.query(
      'ALTER TABLE "webhook_endpoints" DROP CONSTRAINT "FK_b5dcaff83b5523435437b9faa8c"',
    );
    await queryRunner.query('DROP INDEX "public"."IDX_webhook_attempts_delivery"');
    await queryRunner.query('DROP TABLE "webhook_attempts"');
    await queryRunner.query('DROP INDEX "public"."IDX_webhook_deliveries_endpoint"');
    await queryRunner.query('DROP INDEX "public"."IDX_webhook_deliveries_event"');
    await queryRunner.query('DROP TABLE "webhook_deliveries"');
    await queryRunner.query('DROP TABLE "webhook_events"');
    await queryRunner.query('DROP INDEX "public"."IDX_webhook_endpoints_owner"');
    await queryRunner.query('DROP TABLE "webhook_endpoints"');
  }
}
