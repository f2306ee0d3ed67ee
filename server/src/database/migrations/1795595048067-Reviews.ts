import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Reviews1795595048067 implements MigrationInterface {
  name = 'Reviews1795595048067';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "course_ratings" ADD "review" text');
    await queryRunner.query(
      'ALTER TABLE "course_ratings" ADD "review_updated_at" TIMESTAMP WITH TIME ZONE',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_course_ratings_course_reviewed" ON "course_ratings"  ("course_id", "review_updated_at", "id") WHERE "review" IS NOT NULL',
    );
    await queryRunner.query(
      'ALTER TABLE "course_ratings" ADD CONSTRAINT "CHK_course_ratings_review_time" CHECK (("review" IS NULL) = ("review_updated_at" IS NULL))',
    );
    await queryRunner.query(
      'ALTER TABLE "course_ratings" ADD CONSTRAINT "CHK_course_ratings_review_length" CHECK (char_length("review") BETWEEN 1 AND 2000)',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "course_ratings" DROP CONSTRAINT "CHK_course_ratings_review_length"',
    );
    await queryRunner.query(
      'ALTER TABLE "course_ratings" DROP CONSTRAINT "CHK_course_ratings_review_time"',
    );
    await queryRunner.query('DROP INDEX "public"."IDX_course_ratings_course_reviewed"');
    await queryRunner.query('ALTER TABLE "course_ratings" DROP COLUMN "review_updated_at"');
    await queryRunner.query('ALTER TABLE "course_ratings" DROP COLUMN "review"');
  }
}
