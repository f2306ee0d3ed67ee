import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Course search matches caption words (course-search.queries.ts): a GIN index of their text, with
 * the 'simple' configuration (no English stemming: captions are in Hindi as well).
 */
export class CaptionSearch1796003100000 implements MigrationInterface {
  name = 'CaptionSearch1796003100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_lecture_captions_words" ON "lecture_captions" USING GIN (to_tsvector('simple', "plain_text"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."IDX_lecture_captions_words"');
  }
}
