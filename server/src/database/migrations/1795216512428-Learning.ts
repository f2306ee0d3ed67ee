import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Learning1795216512428 implements MigrationInterface {
  name = 'Learning1795216512428';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "payment_webhook_events" ("event_id" character varying(100) NOT NULL, "event" character varying(60) NOT NULL, "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_41e1ecd75f1b02632700c536edb" PRIMARY KEY ("event_id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "lecture_completions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "course_id" uuid NOT NULL, "lecture_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_ef813d66bf5ccc463f9a6f485a2" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_lecture_completions_user_course" ON "lecture_completions"  ("user_id", "course_id") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_lecture_completions_user_lecture" ON "lecture_completions"  ("user_id", "lecture_id") ',
    );
    await queryRunner.query(
      'ALTER TABLE "purchases" ADD "provider" character varying(20) NOT NULL DEFAULT \'free\'',
    );
    await queryRunner.query(
      'ALTER TABLE "purchases" ADD "provider_order_id" character varying(100)',
    );
    await queryRunner.query(
      'ALTER TABLE "purchases" ADD "provider_payment_id" character varying(100)',
    );
    await queryRunner.query('ALTER TABLE "purchases" ADD "completed_at" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_purchases_provider_order" ON "purchases"  ("provider_order_id") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_purchases_pending_user_course" ON "purchases"  ("user_id", "course_id") WHERE "status" = \'pending\'',
    );
    await queryRunner.query(
      'ALTER TABLE "lecture_completions" ADD CONSTRAINT "FK_588ec20299802b4abfeb2416bd3" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "lecture_completions" ADD CONSTRAINT "FK_7eea54fa0e115bdf06aaf632f01" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "lecture_completions" ADD CONSTRAINT "FK_5d619d318253db5b840b1c851f2" FOREIGN KEY ("lecture_id") REFERENCES "lectures"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "lecture_completions" DROP CONSTRAINT "FK_5d619d318253db5b840b1c851f2"',
    );
    await queryRunner.query(
      'ALTER TABLE "lecture_completions" DROP CONSTRAINT "FK_7eea54fa0e115bdf06aaf632f01"',
    );
    await queryRunner.query(
      'ALTER TABLE "lecture_completions" DROP CONSTRAINT "FK_588ec20299802b4abfeb2416bd3"',
    );
    await queryRunner.query('DROP INDEX "public"."UQ_purchases_pending_user_course"');
    await queryRunner.query('DROP INDEX "public"."UQ_purchases_provider_order"');
    await queryRunner.query('ALTER TABLE "purchases" DROP COLUMN "completed_at"');
    await queryRunner.query('ALTER TABLE "purchases" DROP COLUMN "provider_payment_id"');
    await queryRunner.query('ALTER TABLE "purchases" DROP COLUMN "provider_order_id"');
    await queryRunner.query('ALTER TABLE "purchases" DROP COLUMN "provider"');
    await queryRunner.query('DROP INDEX "public"."UQ_lecture_completions_user_lecture"');
    await queryRunner.query('DROP INDEX "public"."IDX_lecture_completions_user_course"');
    await queryRunner.query('DROP TABLE "lecture_completions"');
    await queryRunner.query('DROP TABLE "payment_webhook_events"');
  }
}
