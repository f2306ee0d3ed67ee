import type { MigrationInterface, QueryRunner } from 'typeorm';

export class LecturePositions1795595232362 implements MigrationInterface {
  name = 'LecturePositions1795595232362';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "lecture_positions" ("user_id" uuid NOT NULL, "course_id" uuid NOT NULL, "lecture_id" uuid NOT NULL, "position_seconds" integer NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_lecture_positions_position" CHECK ("position_seconds" >= 0), CONSTRAINT "PK_e704adf9009b2d2e15683090e8f" PRIMARY KEY ("user_id", "course_id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_lecture_positions_lecture" ON "lecture_positions"  ("lecture_id") ',
    );
    await queryRunner.query(
      'ALTER TABLE "lecture_positions" ADD CONSTRAINT "FK_0e6357f8edeea3fa833f327574f" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "lecture_positions" ADD CONSTRAINT "FK_9c5879c71c61aaabb7ef7ef9094" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "lecture_positions" ADD CONSTRAINT "FK_05546e4c1591c177b1681f96d9f" FOREIGN KEY ("lecture_id") REFERENCES "lectures"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    // Announced like the other per-user tables (see ChangeNotifications): cached courseProgress and
    // myEnrollments answers carry the resume point.
    await queryRunner.query(
      `CREATE TRIGGER "lecture_positions_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "lecture_positions"
       FOR EACH ROW EXECUTE FUNCTION notify_user_change('user_id', 'user')`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "lecture_positions_notify_truncate" AFTER TRUNCATE ON "lecture_positions"
       FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'DROP TRIGGER "lecture_positions_notify_truncate" ON "lecture_positions"',
    );
    await queryRunner.query(
      'DROP TRIGGER "lecture_positions_notify_change" ON "lecture_positions"',
    );
    await queryRunner.query(
      'ALTER TABLE "lecture_positions" DROP CONSTRAINT "FK_05546e4c1591c177b1681f96d9f"',
    );
    await queryRunner.query(
      'ALTER TABLE "lecture_positions" DROP CONSTRAINT "FK_9c5879c71c61aaabb7ef7ef9094"',
    );
    await queryRunner.query(
      'ALTER TABLE "lecture_positions" DROP CONSTRAINT "FK_0e6357f8edeea3fa833f327574f"',
    );
    await queryRunner.query('DROP INDEX "public"."IDX_lecture_positions_lecture"');
    await queryRunner.query('DROP TABLE "lecture_positions"');
  }
}
