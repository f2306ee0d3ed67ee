import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The renditions of a course's thumbnail (url, width, MIME type), one row each in
 * course_thumbnail_sources. Existing courses have none and keep their single courseThumbnail.
 * The primary key (course_id, width, type) is the index the lookup by course uses. Changes are
 * announced like those of the other catalog tables (ChangeNotifications), so cached answers showing
 * a thumbnail are dropped when it changes.
 */
export class ThumbnailSources1795622096875 implements MigrationInterface {
  name = 'ThumbnailSources1795622096875';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "course_thumbnail_sources" ("course_id" uuid NOT NULL, "width" integer NOT NULL, "type" character varying(32) NOT NULL, "url" text NOT NULL, CONSTRAINT "CHK_course_thumbnail_sources_type" CHECK ("type" IN ('image/webp', 'image/jpeg', 'image/png')), CONSTRAINT "CHK_course_thumbnail_sources_width" CHECK ("width" > 0), CONSTRAINT "PK_course_thumbnail_sources" PRIMARY KEY ("course_id", "width", "type"))`,
    );
    await queryRunner.query(
      'ALTER TABLE "course_thumbnail_sources" ADD CONSTRAINT "FK_5d6f2214c770dd45fba7f578e5e" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      `CREATE TRIGGER "course_thumbnail_sources_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "course_thumbnail_sources"
       FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'DROP TRIGGER "course_thumbnail_sources_notify_change" ON "course_thumbnail_sources"',
    );
    await queryRunner.query(
      'ALTER TABLE "course_thumbnail_sources" DROP CONSTRAINT "FK_5d6f2214c770dd45fba7f578e5e"',
    );
    await queryRunner.query('DROP TABLE "course_thumbnail_sources"');
  }
}
