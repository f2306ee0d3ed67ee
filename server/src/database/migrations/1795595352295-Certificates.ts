import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Course completion certificates. Like the other per-user tables, a change is announced as
 * `user:<id>` (ChangeNotifications), so a cached My Enrollments answer drops a revoked certificate.
 */
export class Certificates1795595352295 implements MigrationInterface {
  name = 'Certificates1795595352295';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "certificates" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "course_id" uuid, "learner_name" character varying(100) NOT NULL, "course_title" character varying(200) NOT NULL, "educator_name" character varying(100) NOT NULL, "completed_at" TIMESTAMP WITH TIME ZONE NOT NULL, "issued_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "revoked_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_e4c7e31e2144300bea7d89eb165" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_certificates_course" ON "certificates"  ("course_id") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_certificates_live_user_course" ON "certificates"  ("user_id", "course_id") WHERE "revoked_at" IS NULL',
    );
    await queryRunner.query(
      'ALTER TABLE "certificates" ADD CONSTRAINT "FK_88f90b1b9c635c14271e509cec0" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "certificates" ADD CONSTRAINT "FK_3b6a412073ea28153dc20a843b4" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      `CREATE TRIGGER "certificates_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "certificates"
       FOR EACH ROW EXECUTE FUNCTION notify_user_change('user_id', 'user')`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "certificates_notify_truncate" AFTER TRUNCATE ON "certificates"
       FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER "certificates_notify_truncate" ON "certificates"');
    await queryRunner.query('DROP TRIGGER "certificates_notify_change" ON "certificates"');
    await queryRunner.query(
      'ALTER TABLE "certificates" DROP CONSTRAINT "FK_3b6a412073ea28153dc20a843b4"',
    );
    await queryRunner.query(
      'ALTER TABLE "certificates" DROP CONSTRAINT "FK_88f90b1b9c635c14271e509cec0"',
    );
    await queryRunner.query('DROP INDEX "public"."UQ_certificates_live_user_course"');
    await queryRunner.query('DROP INDEX "public"."IDX_certificates_course"');
    await queryRunner.query('DROP TABLE "certificates"');
  }
}
