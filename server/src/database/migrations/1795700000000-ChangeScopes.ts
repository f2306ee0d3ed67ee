import type { MigrationInterface, QueryRunner } from 'typeorm';

/*
 * Narrower change announcements (see server/src/common/http-cache/change-feed.ts):
 * - A user's row announces `catalog` only when a field the catalog shows changed (name, avatar)
 *   for someone it shows (an educator with courses, the author of a rating); a learner's new name
 *   reaches only the educators whose students list shows it; anything else (sign-out everywhere,
 *   password, email, a registration) only `user:<id>`. A bystander no longer empties the catalog.
 * - Resume positions, the most frequent write, announce nothing from the database: a transaction
 *   that notifies takes PostgreSQL's instance-wide notify lock at commit. The writing instance
 *   carries `user:<id>` on its write marker instead (LecturePositionsService).
 */
export class ChangeScopes1795700000000 implements MigrationInterface {
  name = 'ChangeScopes1795700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION notify_user_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          PERFORM pg_notify('data_changed', 'catalog');
          PERFORM pg_notify('data_changed', 'user:' || OLD.id);
          RETURN NULL;
        END IF;
        PERFORM pg_notify('data_changed', 'user:' || NEW.id);
        IF TG_OP = 'UPDATE'
          AND (OLD.name IS DISTINCT FROM NEW.name OR OLD.image_url IS DISTINCT FROM NEW.image_url) THEN
          IF EXISTS (SELECT 1 FROM courses WHERE educator_id = NEW.id)
            OR EXISTS (SELECT 1 FROM course_ratings WHERE user_id = NEW.id) THEN
            PERFORM pg_notify('data_changed', 'catalog');
          ELSE
            PERFORM pg_notify('data_changed', 'user:' || teacher.educator_id)
            FROM (SELECT DISTINCT c.educator_id FROM enrollments e
                  JOIN courses c ON c.id = e.course_id WHERE e.user_id = NEW.id) AS teacher;
          END IF;
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query('DROP TRIGGER "users_notify_change" ON "users"');
    await queryRunner.query(
      `CREATE TRIGGER "users_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "users"
       FOR EACH ROW EXECUTE FUNCTION notify_user_row_change()`,
    );
    await queryRunner.query(
      'DROP TRIGGER "lecture_positions_notify_change" ON "lecture_positions"',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TRIGGER "lecture_positions_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "lecture_positions"
       FOR EACH ROW EXECUTE FUNCTION notify_user_change('user_id', 'user')`,
    );
    await queryRunner.query('DROP TRIGGER "users_notify_change" ON "users"');
    await queryRunner.query(
      `CREATE TRIGGER "users_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "users"
       FOR EACH ROW EXECUTE FUNCTION notify_user_change('id', 'catalog')`,
    );
    await queryRunner.query('DROP FUNCTION notify_user_row_change()');
  }
}
