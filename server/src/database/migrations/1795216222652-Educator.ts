import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Educator1795216222652 implements MigrationInterface {
  name = 'Educator1795216222652';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "CREATE TYPE \"public\".\"purchase_status\" AS ENUM('pending', 'completed', 'failed')",
    );
    await queryRunner.query(
      'CREATE TABLE "purchases" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "course_id" uuid NOT NULL, "amount_paise" integer NOT NULL, "currency" character varying(3) NOT NULL DEFAULT \'INR\', "status" "public"."purchase_status" NOT NULL DEFAULT \'pending\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_1d55032f37a34c6eceacbbca6b8" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_purchases_user_course" ON "purchases"  ("user_id", "course_id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_purchases_course_status" ON "purchases"  ("course_id", "status") ',
    );
    await queryRunner.query('ALTER TABLE "courses" ADD "archived_at" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query(
      'ALTER TABLE "purchases" ADD CONSTRAINT "FK_024ddf7e04177a07fcb9806a90a" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "purchases" ADD CONSTRAINT "FK_69e6c77f4f1b4dbdbcc218157d9" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "purchases" DROP CONSTRAINT "FK_69e6c77f4f1b4dbdbcc218157d9"',
    );
    await queryRunner.query(
      'ALTER TABLE "purchases" DROP CONSTRAINT "FK_024ddf7e04177a07fcb9806a90a"',
    );
    await queryRunner.query('ALTER TABLE "courses" DROP COLUMN "archived_at"');
    await queryRunner.query('DROP INDEX "public"."IDX_purchases_course_status"');
    await queryRunner.query('DROP INDEX "public"."IDX_purchases_user_course"');
    await queryRunner.query('DROP TABLE "purchases"');
    await queryRunner.query('DROP TYPE "public"."purchase_status"');
  }
}
