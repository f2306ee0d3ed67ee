import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Course page views, preview plays and checkouts started as daily counters, their visitor dedupe
 * and daily salts, and where a purchase came from. Deliberately no change-feed triggers on the new
 * tables: they take a write per view and no cached answer reads them (see ChangeNotifications).
 */
export class CourseAnalytics1796000100000 implements MigrationInterface {
  name = 'CourseAnalytics1796000100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "course_daily_sources" ("course_id" uuid NOT NULL, "day" date NOT NULL, "source" character varying(255) NOT NULL, "views" integer NOT NULL DEFAULT \'0\', CONSTRAINT "PK_b0a9896ddd34b4479bc7c39c1ef" PRIMARY KEY ("course_id", "day", "source"))',
    );
    await queryRunner.query(
      'CREATE TABLE "course_daily_stats" ("course_id" uuid NOT NULL, "day" date NOT NULL, "views" integer NOT NULL DEFAULT \'0\', "preview_plays" integer NOT NULL DEFAULT \'0\', "checkouts_started" integer NOT NULL DEFAULT \'0\', CONSTRAINT "PK_58dd2bb8979b11fe184d43415a4" PRIMARY KEY ("course_id", "day"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_course_daily_stats_day" ON "course_daily_stats"  ("day") ',
    );
    await queryRunner.query(
      'CREATE TABLE "course_visitor_marks" ("day" date NOT NULL, "course_id" uuid NOT NULL, "event" character varying(10) NOT NULL, "visitor" character varying(64) NOT NULL, CONSTRAINT "PK_38e27b770a97864c3b61c69e865" PRIMARY KEY ("day", "course_id", "event", "visitor"))',
    );
    await queryRunner.query(
      'CREATE TABLE "visitor_salts" ("day" date NOT NULL, "salt" character varying(64) NOT NULL, CONSTRAINT "PK_5afeced8a19b40e13d5d2e73698" PRIMARY KEY ("day"))',
    );
    await queryRunner.query('ALTER TABLE "purchases" ADD "source" character varying(100)');
    await queryRunner.query('ALTER TABLE "purchases" ADD "referrer_host" character varying(255)');
    await queryRunner.query('ALTER TABLE "purchases" ADD "source_kind" character varying(20)');
    await queryRunner.query(
      'CREATE INDEX "IDX_purchases_course_completed" ON "purchases"  ("course_id", "completed_at") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_purchases_completed" ON "purchases"  ("completed_at") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_enrollments_created" ON "enrollments"  ("created_at") ',
    );
    await queryRunner.query(
      'ALTER TABLE "course_daily_sources" ADD CONSTRAINT "FK_f627fd595715593a3e88b6e72d8" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "course_daily_stats" ADD CONSTRAINT "FK_8497e600b60bbfa3ec407cfa8c2" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "course_daily_stats" DROP CONSTRAINT "FK_8497e600b60bbfa3ec407cfa8c2"',
    );
    await queryRunner.query(
      'ALTER TABLE "course_daily_sources" DROP CONSTRAINT "FK_f627fd595715593a3e88b6e72d8"',
    );
    await queryRunner.query('DROP INDEX "public"."IDX_enrollments_created"');
    await queryRunner.query('DROP INDEX "public"."IDX_purchases_completed"');
    await queryRunner.query('DROP INDEX "public"."IDX_purchases_course_completed"');
    await queryRunner.query('ALTER TABLE "purchases" DROP COLUMN "source_kind"');
    await queryRunner.query('ALTER TABLE "purchases" DROP COLUMN "referrer_host"');
    await queryRunner.query('ALTER TABLE "purchases" DROP COLUMN "source"');
    await queryRunner.query('DROP TABLE "visitor_salts"');
    await queryRunner.query('DROP TABLE "course_visitor_marks"');
    await queryRunner.query('DROP INDEX "public"."IDX_course_daily_stats_day"');
    await queryRunner.query('DROP TABLE "course_daily_stats"');
    await queryRunner.query('DROP TABLE "course_daily_sources"');
  }
}
