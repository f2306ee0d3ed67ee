import type { MigrationInterface, QueryRunner } from 'typeorm';

/*
 * Every committed change to data that API answers are built from is announced on the channel
 * `data_changed` (server/src/common/http-cache/change-feed.ts listens): `catalog` when what anyone
 * may see changed, `user:<id>` when one user's own view changed, `all` after a TRUNCATE.
 * PostgreSQL delivers a transaction's notifications at commit, and folds duplicates within it.
 */
const CATALOG_TABLES = ['courses', 'chapters', 'lectures'];
/** Tables whose rows belong to one user: [table, the column naming the user, also a catalog change?]. */
const USER_TABLES: [string, string, boolean][] = [
  ['users', 'id', true], // educator names and avatars appear in the catalog
  ['enrollments', 'user_id', true], // enrolment counts, students lists, earnings
  ['purchases', 'user_id', true],
  ['course_ratings', 'user_id', true],
  ['lecture_completions', 'user_id', false],
];

export class ChangeNotifications1795450732347 implements MigrationInterface {
  name = 'ChangeNotifications1795450732347';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION notify_catalog_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('data_changed', CASE WHEN TG_OP = 'TRUNCATE' THEN 'all' ELSE 'catalog' END);
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION notify_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_ARGV[1] = 'catalog' THEN PERFORM pg_notify('data_changed', 'catalog'); END IF;
        IF TG_OP <> 'INSERT' THEN
          PERFORM pg_notify('data_changed', 'user:' || (to_jsonb(OLD) ->> TG_ARGV[0]));
        END IF;
        IF TG_OP <> 'DELETE' THEN
          PERFORM pg_notify('data_changed', 'user:' || (to_jsonb(NEW) ->> TG_ARGV[0]));
        END IF;
        RETURN NULL;
      END $$`);
    for (const table of CATALOG_TABLES)
      await queryRunner.query(
        `CREATE TRIGGER "${table}_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}"
         FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change()`,
      );
    for (const [table, column, catalog] of USER_TABLES) {
      await queryRunner.query(
        `CREATE TRIGGER "${table}_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "${table}"
         FOR EACH ROW EXECUTE FUNCTION notify_user_change('${column}', '${catalog ? 'catalog' : 'user'}')`,
      );
      await queryRunner.query(
        `CREATE TRIGGER "${table}_notify_truncate" AFTER TRUNCATE ON "${table}"
         FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change()`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of CATALOG_TABLES)
      await queryRunner.query(`DROP TRIGGER "${table}_notify_change" ON "${table}"`);
    for (const [table] of USER_TABLES) {
      await queryRunner.query(`DROP TRIGGER "${table}_notify_change" ON "${table}"`);
      await queryRunner.query(`DROP TRIGGER "${table}_notify_truncate" ON "${table}"`);
    }
    await queryRunner.query('DROP FUNCTION notify_user_change()');
    await queryRunner.query('DROP FUNCTION notify_catalog_change()');
  }
}
