import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An educator's reply under a review: columns of the review's own row, so course_ratings' existing
 * trigger announces a reply to the response cache like any review change.
 */
export class ReviewReplies1796000200000 implements MigrationInterface {
  name = 'ReviewReplies1796000200000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "course_ratings" ADD "reply" text,
      ADD "reply_updated_at" TIMESTAMP WITH TIME ZONE, ADD "reply_author_id" uuid`);
    await queryRunner.query(
      'ALTER TABLE "course_ratings" ADD CONSTRAINT "CHK_course_ratings_reply_to_review" CHECK ("reply" IS NULL OR "review" IS NOT NULL)',
    );
    await queryRunner.query(
      'ALTER TABLE "course_ratings" ADD CONSTRAINT "CHK_course_ratings_reply_time" CHECK (("reply" IS NULL) = ("reply_updated_at" IS NULL))',
    );
    await queryRunner.query(
      'ALTER TABLE "course_ratings" ADD CONSTRAINT "CHK_course_ratings_reply_length" CHECK (char_length("reply") BETWEEN 1 AND 2000)',
    );
    await queryRunner.query(
      'ALTER TABLE "course_ratings" ADD CONSTRAINT "FK_c5545e3968cf87e8a539b6e23ba" FOREIGN KEY ("reply_author_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "course_ratings"
      DROP CONSTRAINT "FK_c5545e3968cf87e8a539b6e23ba",
      DROP CONSTRAINT "CHK_course_ratings_reply_length",
      DROP CONSTRAINT "CHK_course_ratings_reply_time",
      DROP CONSTRAINT "CHK_course_ratings_reply_to_review",
      DROP COLUMN "reply_author_id", DROP COLUMN "reply_updated_at", DROP COLUMN "reply"`);
  }
}
