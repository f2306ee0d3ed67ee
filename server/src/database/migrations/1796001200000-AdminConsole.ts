import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin console: its audit log, learners' review reports, hidden reviews, handled contact
 * messages, and a trigram index for finding users by part of their email. The two new tables are
 * never shown publicly, so they get no change-notification trigger; hiding a review updates
 * course_ratings, whose trigger already tells the response cache.
 */
export class AdminConsole1796001200000 implements MigrationInterface {
  name = 'AdminConsole1796001200000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(
      'CREATE TABLE "admin_audit_log" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "actor_id" uuid, "actor_email" character varying(254) NOT NULL, "action" character varying(40) NOT NULL, "target_type" character varying(20) NOT NULL, "target_id" uuid, "reason" text, "before" jsonb, "after" jsonb, "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_admin_audit_log" PRIMARY KEY ("id"))',
    );
    await q('CREATE INDEX "IDX_admin_audit_log_at" ON "admin_audit_log" ("at", "id") ');
    await q(
      'CREATE INDEX "IDX_admin_audit_log_target" ON "admin_audit_log" ("target_type", "target_id", "at") ',
    );
    await q('CREATE INDEX "IDX_admin_audit_log_actor" ON "admin_audit_log" ("actor_id", "at") ');
    await q(
      'ALTER TABLE "admin_audit_log" ADD CONSTRAINT "FK_427cedd2a485e0cf230c44c38ff" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await q(
      'CREATE TABLE "review_reports" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "rating_id" uuid NOT NULL, "reporter_id" uuid NOT NULL, "reason" character varying(500) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "resolved_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_review_reports" PRIMARY KEY ("id"))',
    );
    await q(
      'CREATE UNIQUE INDEX "UQ_review_reports_rating_reporter" ON "review_reports" ("rating_id", "reporter_id") ',
    );
    await q(
      'CREATE INDEX "IDX_review_reports_queue" ON "review_reports" ("resolved_at", "created_at") ',
    );
    await q(
      'ALTER TABLE "review_reports" ADD CONSTRAINT "FK_419022297b796f316a0e20c804d" FOREIGN KEY ("rating_id") REFERENCES "course_ratings"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q(
      'ALTER TABLE "review_reports" ADD CONSTRAINT "FK_a1d13fbf76eac29f56905097655" FOREIGN KEY ("reporter_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q('ALTER TABLE "course_ratings" ADD "hidden_at" TIMESTAMP WITH TIME ZONE');
    await q('ALTER TABLE "contact_messages" ADD "handled_at" TIMESTAMP WITH TIME ZONE');
    await q('CREATE INDEX "IDX_contact_messages_created" ON "contact_messages" ("created_at") ');
    await q('CREATE INDEX "IDX_users_email_trgm" ON "users" USING gin ("email" gin_trgm_ops)');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q('DROP INDEX "public"."IDX_users_email_trgm"');
    await q('DROP INDEX "public"."IDX_contact_messages_created"');
    await q('ALTER TABLE "contact_messages" DROP COLUMN "handled_at"');
    await q('ALTER TABLE "course_ratings" DROP COLUMN "hidden_at"');
    await q('DROP TABLE "review_reports"');
    await q('DROP TABLE "admin_audit_log"');
  }
}
