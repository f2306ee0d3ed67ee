import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ScaleIndexes1795452410452 implements MigrationInterface {
  name = 'ScaleIndexes1795452410452';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."IDX_purchases_course_status"');
    await queryRunner.query(
      'ALTER TABLE "courses" ADD "course_title_lower" text GENERATED ALWAYS AS (lower("course_title")) STORED NOT NULL',
    );
    // TypeORM compares generated columns with this record (of whichever database this runs in).
    await queryRunner.query(
      'INSERT INTO "typeorm_metadata"("database", "schema", "table", "type", "name", "value") VALUES (current_database(), current_schema(), \'courses\', \'GENERATED_COLUMN\', \'course_title_lower\', \'lower("course_title")\')',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_purchases_course_status_amount" ON "purchases"  ("course_id", "status", "amount_paise") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_lectures_chapter_duration" ON "lectures"  ("chapter_id", "lecture_duration") ',
    );
    await queryRunner.query('DROP INDEX "public"."IDX_enrollments_course"');
    await queryRunner.query(
      'CREATE INDEX "IDX_enrollments_course" ON "enrollments"  ("course_id", "created_at", "user_id") ',
    );
    // The title search now matches the stored lower-case title with LIKE.
    await queryRunner.query('DROP INDEX "public"."IDX_courses_title_trgm"');
    await queryRunner.query(
      'CREATE INDEX "IDX_courses_title_trgm" ON "courses" USING gin ("course_title_lower" gin_trgm_ops)',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."IDX_courses_title_trgm"');
    await queryRunner.query(
      'CREATE INDEX "IDX_courses_title_trgm" ON "courses" USING gin ("course_title" gin_trgm_ops)',
    );
    await queryRunner.query('DROP INDEX "public"."IDX_enrollments_course"');
    await queryRunner.query(
      'CREATE INDEX "IDX_enrollments_course" ON "enrollments"  ("course_id", "created_at") ',
    );
    await queryRunner.query('DROP INDEX "public"."IDX_lectures_chapter_duration"');
    await queryRunner.query('DROP INDEX "public"."IDX_purchases_course_status_amount"');
    await queryRunner.query(
      'DELETE FROM "typeorm_metadata" WHERE "type" = \'GENERATED_COLUMN\' AND "name" = \'course_title_lower\' AND "database" = current_database() AND "schema" = current_schema() AND "table" = \'courses\'',
    );
    await queryRunner.query('ALTER TABLE "courses" DROP COLUMN "course_title_lower"');
    await queryRunner.query(
      'CREATE INDEX "IDX_purchases_course_status" ON "purchases" USING btree ("course_id", "status") ',
    );
  }
}
