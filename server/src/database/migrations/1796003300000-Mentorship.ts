import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mentors, their session types and hours, and bookings. btree_gist lets one exclusion constraint
 * compare the mentor (=) and the blocked time range (&&): no two held or confirmed bookings of a
 * mentor overlap, whatever races the application has.
 */
export class Mentorship1796003300000 implements MigrationInterface {
  name = 'Mentorship1796003300000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS btree_gist');
    await queryRunner.query(
      'CREATE TABLE "mentor_profiles" ("user_id" uuid NOT NULL, "headline" character varying(140) NOT NULL, "bio" text NOT NULL DEFAULT \'\', "topics" text array NOT NULL DEFAULT \'{}\', "time_zone" character varying(64) NOT NULL, "active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_mentor_profiles_headline" CHECK (char_length("headline") BETWEEN 1 AND 140), CONSTRAINT "PK_mentor_profiles" PRIMARY KEY ("user_id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "mentor_weekly_hours" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "mentor_id" uuid NOT NULL, "weekday" smallint NOT NULL, "start_minute" smallint NOT NULL, "end_minute" smallint NOT NULL, CONSTRAINT "CHK_mentor_weekly_hours_range" CHECK ("start_minute" >= 0 AND "end_minute" <= 1440 AND "start_minute" < "end_minute"), CONSTRAINT "CHK_mentor_weekly_hours_weekday" CHECK ("weekday" BETWEEN 1 AND 7), CONSTRAINT "PK_mentor_weekly_hours" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_mentor_weekly_hours_mentor" ON "mentor_weekly_hours"  ("mentor_id", "weekday") ',
    );
    await queryRunner.query(
      'CREATE TABLE "mentor_date_overrides" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "mentor_id" uuid NOT NULL, "date" date NOT NULL, "start_minute" smallint, "end_minute" smallint, CONSTRAINT "CHK_mentor_date_overrides_range" CHECK (("start_minute" IS NULL AND "end_minute" IS NULL) OR ("start_minute" >= 0 AND "end_minute" <= 1440 AND "start_minute" < "end_minute")), CONSTRAINT "PK_mentor_date_overrides" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_mentor_date_overrides_mentor" ON "mentor_date_overrides"  ("mentor_id", "date") ',
    );
    await queryRunner.query(
      'CREATE TABLE "session_types" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "mentor_id" uuid NOT NULL, "title" character varying(120) NOT NULL, "description" text NOT NULL DEFAULT \'\', "duration_minutes" smallint NOT NULL, "price_paise" integer NOT NULL, "currency" character varying(3) NOT NULL DEFAULT \'INR\', "buffer_before_minutes" smallint NOT NULL DEFAULT \'0\', "buffer_after_minutes" smallint NOT NULL DEFAULT \'0\', "min_notice_minutes" integer NOT NULL DEFAULT \'240\', "booking_window_days" smallint NOT NULL DEFAULT \'60\', "daily_limit" smallint, "cancellation_notice_hours" smallint NOT NULL DEFAULT \'24\', "cancellation_policy" text NOT NULL, "meeting_url" character varying(2000), "active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_session_types_cancellation" CHECK ("cancellation_notice_hours" BETWEEN 0 AND 720), CONSTRAINT "CHK_session_types_daily_limit" CHECK ("daily_limit" IS NULL OR "daily_limit" BETWEEN 1 AND 48), CONSTRAINT "CHK_session_types_window" CHECK ("booking_window_days" BETWEEN 1 AND 365), CONSTRAINT "CHK_session_types_notice" CHECK ("min_notice_minutes" BETWEEN 0 AND 43200), CONSTRAINT "CHK_session_types_buffers" CHECK ("buffer_before_minutes" BETWEEN 0 AND 120 AND "buffer_after_minutes" BETWEEN 0 AND 120), CONSTRAINT "CHK_session_types_price" CHECK ("price_paise" >= 0), CONSTRAINT "CHK_session_types_duration" CHECK ("duration_minutes" BETWEEN 15 AND 120), CONSTRAINT "PK_session_types" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_session_types_mentor" ON "session_types"  ("mentor_id") ',
    );
    await queryRunner.query(
      'CREATE TABLE "bookings" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "session_type_id" uuid NOT NULL, "mentor_id" uuid NOT NULL, "learner_id" uuid NOT NULL, "starts_at" TIMESTAMP WITH TIME ZONE NOT NULL, "ends_at" TIMESTAMP WITH TIME ZONE NOT NULL, "blocked_from" TIMESTAMP WITH TIME ZONE NOT NULL, "blocked_until" TIMESTAMP WITH TIME ZONE NOT NULL, "status" character varying(20) NOT NULL, "hold_expires_at" TIMESTAMP WITH TIME ZONE, "price_paise" integer NOT NULL, "learner_time_zone" character varying(64) NOT NULL, "note" text NOT NULL DEFAULT \'\', "course_id" uuid, "sequence" integer NOT NULL DEFAULT \'0\', "cancelled_at" TIMESTAMP WITH TIME ZONE, "cancelled_by" uuid, "cancel_reason" character varying(500), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_bookings_price" CHECK ("price_paise" >= 0), CONSTRAINT "CHK_bookings_status" CHECK ("status" IN (\'held\', \'confirmed\', \'cancelled\', \'expired\', \'completed\')), CONSTRAINT "CHK_bookings_times" CHECK ("starts_at" < "ends_at" AND "blocked_from" <= "starts_at" AND "ends_at" <= "blocked_until"), CONSTRAINT "EX_bookings_mentor_time" EXCLUDE USING gist ("mentor_id" WITH =, tstzrange("blocked_from", "blocked_until", \'[)\') WITH &&) WHERE ("status" IN (\'held\', \'confirmed\')), CONSTRAINT "PK_bookings" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_bookings_session_type" ON "bookings"  ("session_type_id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_bookings_learner_start" ON "bookings"  ("learner_id", "starts_at") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_bookings_mentor_start" ON "bookings"  ("mentor_id", "starts_at") ',
    );
    await queryRunner.query(
      'ALTER TABLE "mentor_profiles" ADD CONSTRAINT "FK_mentor_profiles_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "mentor_weekly_hours" ADD CONSTRAINT "FK_mentor_weekly_hours_mentor" FOREIGN KEY ("mentor_id") REFERENCES "mentor_profiles"("user_id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "mentor_date_overrides" ADD CONSTRAINT "FK_mentor_date_overrides_mentor" FOREIGN KEY ("mentor_id") REFERENCES "mentor_profiles"("user_id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "session_types" ADD CONSTRAINT "FK_session_types_mentor" FOREIGN KEY ("mentor_id") REFERENCES "mentor_profiles"("user_id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "bookings" ADD CONSTRAINT "FK_bookings_session_type" FOREIGN KEY ("session_type_id") REFERENCES "session_types"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "bookings" ADD CONSTRAINT "FK_bookings_mentor" FOREIGN KEY ("mentor_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "bookings" ADD CONSTRAINT "FK_bookings_learner" FOREIGN KEY ("learner_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "bookings" ADD CONSTRAINT "FK_bookings_course" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "bookings" DROP CONSTRAINT "FK_bookings_course"');
    await queryRunner.query('ALTER TABLE "bookings" DROP CONSTRAINT "FK_bookings_learner"');
    await queryRunner.query('ALTER TABLE "bookings" DROP CONSTRAINT "FK_bookings_mentor"');
    await queryRunner.query('ALTER TABLE "bookings" DROP CONSTRAINT "FK_bookings_session_type"');
    await queryRunner.query(
      'ALTER TABLE "session_types" DROP CONSTRAINT "FK_session_types_mentor"',
    );
    await queryRunner.query(
      'ALTER TABLE "mentor_date_overrides" DROP CONSTRAINT "FK_mentor_date_overrides_mentor"',
    );
    await queryRunner.query(
      'ALTER TABLE "mentor_weekly_hours" DROP CONSTRAINT "FK_mentor_weekly_hours_mentor"',
    );
    await queryRunner.query(
      'ALTER TABLE "mentor_profiles" DROP CONSTRAINT "FK_mentor_profiles_user"',
    );
    await queryRunner.query('DROP INDEX "public"."IDX_bookings_mentor_start"');
    await queryRunner.query('DROP INDEX "public"."IDX_bookings_learner_start"');
    await queryRunner.query('DROP INDEX "public"."IDX_bookings_session_type"');
    await queryRunner.query('DROP TABLE "bookings"');
    await queryRunner.query('DROP INDEX "public"."IDX_session_types_mentor"');
    await queryRunner.query('DROP TABLE "session_types"');
    await queryRunner.query('DROP INDEX "public"."IDX_mentor_date_overrides_mentor"');
    await queryRunner.query('DROP TABLE "mentor_date_overrides"');
    await queryRunner.query('DROP INDEX "public"."IDX_mentor_weekly_hours_mentor"');
    await queryRunner.query('DROP TABLE "mentor_weekly_hours"');
    await queryRunner.query('DROP TABLE "mentor_profiles"');
  }
}
