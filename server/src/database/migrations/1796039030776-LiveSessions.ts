import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Live sessions (issue 40): a course's live sessions and weekly series, their occurrences, seats and
 * waitlists, attendance, and a purchase of a seat (purchases.live_seat_id).
 */
export class LiveSessions1796039030776 implements MigrationInterface {
  name = 'LiveSessions1796039030776';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "purchases" DROP CONSTRAINT "CHK_purchases_course_or_booking"',
    );
    await queryRunner.query(
      'CREATE TABLE "live_sessions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "course_id" uuid NOT NULL, "host_id" uuid NOT NULL, "title" character varying(200) NOT NULL, "agenda" text NOT NULL DEFAULT \'\', "first_starts_at" TIMESTAMP WITH TIME ZONE NOT NULL, "duration_minutes" smallint NOT NULL, "time_zone" character varying(64) NOT NULL, "rrule" character varying(500), "capacity" integer NOT NULL, "seats_taken" integer NOT NULL DEFAULT \'0\', "access" character varying(10) NOT NULL, "price_paise" integer NOT NULL DEFAULT \'0\', "meeting_url" character varying(500), "status" character varying(12) NOT NULL DEFAULT \'scheduled\', "sequence" integer NOT NULL DEFAULT \'0\', "cancelled_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_live_sessions_status" CHECK ("status" IN (\'scheduled\', \'cancelled\')), CONSTRAINT "CHK_live_sessions_price" CHECK ("price_paise" >= 0 AND ("access" = \'seat\' OR "price_paise" = 0)), CONSTRAINT "CHK_live_sessions_access" CHECK ("access" IN (\'enrolled\', \'seat\')), CONSTRAINT "CHK_live_sessions_seats" CHECK ("capacity" > 0 AND "seats_taken" BETWEEN 0 AND "capacity"), CONSTRAINT "CHK_live_sessions_duration" CHECK ("duration_minutes" BETWEEN 15 AND 480), CONSTRAINT "PK_live_sessions" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_live_sessions_host" ON "live_sessions"  ("host_id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_live_sessions_course" ON "live_sessions"  ("course_id") ',
    );
    await queryRunner.query(
      'CREATE TABLE "live_occurrences" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "live_session_id" uuid NOT NULL, "original_starts_at" TIMESTAMP WITH TIME ZONE NOT NULL, "starts_at" TIMESTAMP WITH TIME ZONE NOT NULL, "ends_at" TIMESTAMP WITH TIME ZONE NOT NULL, "status" character varying(12) NOT NULL DEFAULT \'scheduled\', "sequence" integer NOT NULL DEFAULT \'0\', "recording_lecture_id" uuid, CONSTRAINT "UQ_live_occurrences_original" UNIQUE ("live_session_id", "original_starts_at"), CONSTRAINT "CHK_live_occurrences_status" CHECK ("status" IN (\'scheduled\', \'cancelled\')), CONSTRAINT "CHK_live_occurrences_times" CHECK ("starts_at" < "ends_at"), CONSTRAINT "PK_live_occurrences" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_live_occurrences_start" ON "live_occurrences"  ("starts_at") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_live_occurrences_session_start" ON "live_occurrences"  ("live_session_id", "starts_at") ',
    );
    await queryRunner.query(
      'CREATE TABLE "live_attendance" ("occurrence_id" uuid NOT NULL, "user_id" uuid NOT NULL, "joined_at" TIMESTAMP WITH TIME ZONE NOT NULL, "last_seen_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_live_attendance" PRIMARY KEY ("occurrence_id", "user_id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_live_attendance_user" ON "live_attendance"  ("user_id") ',
    );
    await queryRunner.query(
      'CREATE TABLE "live_seats" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "live_session_id" uuid NOT NULL, "user_id" uuid NOT NULL, "status" character varying(12) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE, "time_zone" character varying(64) NOT NULL, "price_paise" integer NOT NULL DEFAULT \'0\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_live_seats_expiry" CHECK ("status" NOT IN (\'held\', \'offered\') OR "expires_at" IS NOT NULL), CONSTRAINT "CHK_live_seats_status" CHECK ("status" IN (\'held\', \'confirmed\', \'waitlisted\', \'offered\', \'cancelled\', \'expired\')), CONSTRAINT "PK_live_seats" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_live_seats_user" ON "live_seats"  ("user_id") ');
    await queryRunner.query(
      'CREATE INDEX "IDX_live_seats_session_status" ON "live_seats"  ("live_session_id", "status", "created_at") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_live_seats_active" ON "live_seats"  ("live_session_id", "user_id") WHERE "status" IN (\'held\', \'confirmed\', \'waitlisted\', \'offered\')',
    );
    await queryRunner.query('ALTER TABLE "purchases" ADD "live_seat_id" uuid');
    await queryRunner.query(
      'CREATE INDEX "IDX_purchases_live_seat_status" ON "purchases"  ("live_seat_id", "status") WHERE "live_seat_id" IS NOT NULL',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_purchases_pending_live_seat" ON "purchases"  ("live_seat_id") WHERE "status" = \'pending\'',
    );
    await queryRunner.query(
      'ALTER TABLE "purchases" ADD CONSTRAINT "CHK_purchases_one_item" CHECK (num_nonnulls("course_id", "booking_id", "live_seat_id") = 1)',
    );
    await queryRunner.query(
      'ALTER TABLE "purchases" ADD CONSTRAINT "FK_purchases_live_seat" FOREIGN KEY ("live_seat_id") REFERENCES "live_seats"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "live_sessions" ADD CONSTRAINT "FK_live_sessions_course" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "live_sessions" ADD CONSTRAINT "FK_live_sessions_host" FOREIGN KEY ("host_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "live_occurrences" ADD CONSTRAINT "FK_live_occurrences_session" FOREIGN KEY ("live_session_id") REFERENCES "live_sessions"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "live_occurrences" ADD CONSTRAINT "FK_live_occurrences_recording" FOREIGN KEY ("recording_lecture_id") REFERENCES "lectures"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "live_attendance" ADD CONSTRAINT "FK_live_attendance_occurrence" FOREIGN KEY ("occurrence_id") REFERENCES "live_occurrences"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "live_attendance" ADD CONSTRAINT "FK_live_attendance_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "live_seats" ADD CONSTRAINT "FK_live_seats_session" FOREIGN KEY ("live_session_id") REFERENCES "live_sessions"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "live_seats" ADD CONSTRAINT "FK_live_seats_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "live_seats" DROP CONSTRAINT "FK_live_seats_user"');
    await queryRunner.query('ALTER TABLE "live_seats" DROP CONSTRAINT "FK_live_seats_session"');
    await queryRunner.query(
      'ALTER TABLE "live_attendance" DROP CONSTRAINT "FK_live_attendance_user"',
    );
    await queryRunner.query(
      'ALTER TABLE "live_attendance" DROP CONSTRAINT "FK_live_attendance_occurrence"',
    );
    await queryRunner.query(
      'ALTER TABLE "live_occurrences" DROP CONSTRAINT "FK_live_occurrences_recording"',
    );
    await queryRunner.query(
      'ALTER TABLE "live_occurrences" DROP CONSTRAINT "FK_live_occurrences_session"',
    );
    await queryRunner.query('ALTER TABLE "live_sessions" DROP CONSTRAINT "FK_live_sessions_host"');
    await queryRunner.query(
      'ALTER TABLE "live_sessions" DROP CONSTRAINT "FK_live_sessions_course"',
    );
    await queryRunner.query('ALTER TABLE "purchases" DROP CONSTRAINT "FK_purchases_live_seat"');
    await queryRunner.query('ALTER TABLE "purchases" DROP CONSTRAINT "CHK_purchases_one_item"');
    await queryRunner.query('DROP INDEX "public"."UQ_purchases_pending_live_seat"');
    await queryRunner.query('DROP INDEX "public"."IDX_purchases_live_seat_status"');
    await queryRunner.query('ALTER TABLE "purchases" DROP COLUMN "live_seat_id"');
    await queryRunner.query('DROP INDEX "public"."UQ_live_seats_active"');
    await queryRunner.query('DROP INDEX "public"."IDX_live_seats_session_status"');
    await queryRunner.query('DROP INDEX "public"."IDX_live_seats_user"');
    await queryRunner.query('DROP TABLE "live_seats"');
    await queryRunner.query('DROP INDEX "public"."IDX_live_attendance_user"');
    await queryRunner.query('DROP TABLE "live_attendance"');
    await queryRunner.query('DROP INDEX "public"."IDX_live_occurrences_session_start"');
    await queryRunner.query('DROP INDEX "public"."IDX_live_occurrences_start"');
    await queryRunner.query('DROP TABLE "live_occurrences"');
    await queryRunner.query('DROP INDEX "public"."IDX_live_sessions_course"');
    await queryRunner.query('DROP INDEX "public"."IDX_live_sessions_host"');
    await queryRunner.query('DROP TABLE "live_sessions"');
    await queryRunner.query(
      'ALTER TABLE "purchases" ADD CONSTRAINT "CHK_purchases_course_or_booking" CHECK (((course_id IS NULL) <> (booking_id IS NULL)))',
    );
  }
}
