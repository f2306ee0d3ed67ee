import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A live session's recording published as a lecture (issue 40): the lecture's description (the
 * session's agenda) and its live session (`lectures.live_session_id`), by which a session sold as
 * seats shows its recordings to its seat holders only. A seat's change announces `user:<id>` to
 * the response cache (common/http-cache/change-feed.ts): the curriculum that learner is answered
 * (which lectures they may watch) follows their seats.
 */
export class LiveRecordings1796039045000 implements MigrationInterface {
  name = 'LiveRecordings1796039045000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "lectures" ADD "description" text');
    await queryRunner.query('ALTER TABLE "lectures" ADD "live_session_id" uuid');
    await queryRunner.query(
      'CREATE INDEX "IDX_lectures_live_session" ON "lectures" ("live_session_id") WHERE "live_session_id" IS NOT NULL',
    );
    await queryRunner.query(
      'ALTER TABLE "lectures" ADD CONSTRAINT "FK_lectures_live_session" FOREIGN KEY ("live_session_id") REFERENCES "live_sessions"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      `CREATE TRIGGER "live_seats_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "live_seats"
       FOR EACH ROW EXECUTE FUNCTION notify_user_change('user_id', 'user')`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER "live_seats_notify_change" ON "live_seats"');
    await queryRunner.query('ALTER TABLE "lectures" DROP CONSTRAINT "FK_lectures_live_session"');
    await queryRunner.query('DROP INDEX "public"."IDX_lectures_live_session"');
    await queryRunner.query('ALTER TABLE "lectures" DROP COLUMN "live_session_id"');
    await queryRunner.query('ALTER TABLE "lectures" DROP COLUMN "description"');
  }
}
