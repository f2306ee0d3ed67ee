import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 41: the bell's notifications (`notifications`), each account's choice per kind of notice
 * (`users.notice_mail_off`, `users.notice_app_off`) and courses' announcements
 * (`course_announcements`).
 */
export class Notifications1796039100000 implements MigrationInterface {
  name = 'Notifications1796039100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(
      'CREATE TABLE "notifications" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "kind" text NOT NULL, "title" text NOT NULL, "body" text NOT NULL, "url" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "read_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_notifications" PRIMARY KEY ("id"))',
    );
    await q(
      'CREATE INDEX "IDX_notifications_user_created" ON "notifications" ("user_id", "created_at" DESC, "id" DESC) ',
    );
    await q(
      'CREATE INDEX "IDX_notifications_user_unread" ON "notifications" ("user_id") WHERE read_at IS NULL',
    );
    await q(
      'ALTER TABLE "notifications" ADD CONSTRAINT "FK_notifications_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q(`ALTER TABLE "users" ADD "notice_mail_off" text array NOT NULL DEFAULT '{}'`);
    await q(`ALTER TABLE "users" ADD "notice_app_off" text array NOT NULL DEFAULT '{}'`);
    await q(
      'CREATE TABLE "course_announcements" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "course_id" uuid NOT NULL, "author_id" uuid NOT NULL, "title" character varying(150) NOT NULL, "body" character varying(5000) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_course_announcements" PRIMARY KEY ("id"))',
    );
    await q(
      'CREATE INDEX "IDX_course_announcements_course_created" ON "course_announcements" ("course_id", "created_at" DESC, "id" DESC) ',
    );
    await q(
      'ALTER TABLE "course_announcements" ADD CONSTRAINT "FK_course_announcements_course" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q(
      'ALTER TABLE "course_announcements" ADD CONSTRAINT "FK_course_announcements_author" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "course_announcements"');
    await queryRunner.query('ALTER TABLE "users" DROP COLUMN "notice_app_off"');
    await queryRunner.query('ALTER TABLE "users" DROP COLUMN "notice_mail_off"');
    await queryRunner.query('DROP TABLE "notifications"');
  }
}
