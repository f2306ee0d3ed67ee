import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The renditions of a course's thumbnail (url, width, MIME type), read with the course row. Existing
 * courses get an empty list and keep their single courseThumbnail.
 */
export class ThumbnailSources1795622096875 implements MigrationInterface {
  name = 'ThumbnailSources1795622096875';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "courses" ADD "thumbnail_sources" jsonb NOT NULL DEFAULT \'[]\'',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "courses" DROP COLUMN "thumbnail_sources"');
  }
}
