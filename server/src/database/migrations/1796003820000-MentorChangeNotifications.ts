import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `Course.mentor` (a course's educator as a mentor, with their session types' prices) is part of
 * cached `course` and `courses` answers, so a change to a mentor profile or a session type
 * announces `catalog` (server/src/common/http-cache/change-feed.ts), like courses, chapters and
 * lectures. Both are written seldom: a mentor saving their profile or their session types.
 */
const TABLES = ['mentor_profiles', 'session_types'];

export class MentorChangeNotifications1796003820000 implements MigrationInterface {
  name = 'MentorChangeNotifications1796003820000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES)
      await queryRunner.query(
        `CREATE TRIGGER "${table}_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}"
         FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change()`,
      );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES)
      await queryRunner.query(`DROP TRIGGER "${table}_notify_change" ON "${table}"`);
  }
}
