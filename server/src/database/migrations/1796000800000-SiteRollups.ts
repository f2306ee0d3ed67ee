import type { MigrationInterface, QueryRunner } from 'typeorm';
import { BUMP } from './1796000500000-DailySales';

/** The top-sources label of a sale: one label per educator link, else its ?ref=, else its referrer. */
const SALE_SOURCE = `CREATE FUNCTION sale_source(kind varchar, source varchar, host varchar)
RETURNS varchar LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN kind = 'educator' THEN 'educator' ELSE coalesce(source, host, 'direct') END
$$`;

/** Each sales counter and the bump_course_daily_sales argument that moves it. */
const SHARES = [
  ['sales', 'add_sales'],
  ['revenue_paise', 'add_revenue'],
  ['refunds', 'add_refunds'],
  ['refunded_paise', 'add_refunded'],
  ['enrolments', 'add_enrolments'],
];
const SALES_COLUMNS = SHARES.map(([column]) => column).join(', ');
const SHARE_ARGUMENTS = SHARES.map(([, argument]) => argument).join(', ');
const ADD = (table: string) =>
  SHARES.map(([column]) => `${column} = ${table}.${column} + EXCLUDED.${column}`).join(', ');
const SUBTRACT = SHARES.map(([column, argument]) => `${column} = ${column} - ${argument}`).join(
  ', ',
);

/*
 * course_daily_sales' triggers also keep the whole site's day in site_daily_sales, spread over 8
 * stripes by course, so concurrent sales of different courses seldom wait on one row. Subtracting
 * only updates, as for a course.
 */
const BUMP_WITH_SITE = `CREATE OR REPLACE FUNCTION bump_course_daily_sales(
  course uuid, on_day date, add_sales int, add_revenue bigint, add_refunds int, add_refunded bigint,
  add_enrolments int, adding boolean
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF adding THEN
    INSERT INTO course_daily_sales AS d (course_id, day, ${SALES_COLUMNS})
    VALUES (course, on_day, ${SHARE_ARGUMENTS})
    ON CONFLICT (course_id, day) DO UPDATE SET ${ADD('d')};
    INSERT INTO site_daily_sales AS s (day, stripe, ${SALES_COLUMNS})
    VALUES (on_day, hashtext(course::text) & 7, ${SHARE_ARGUMENTS})
    ON CONFLICT (day, stripe) DO UPDATE SET ${ADD('s')};
  ELSE
    UPDATE course_daily_sales SET ${SUBTRACT} WHERE course_id = course AND day = on_day;
    UPDATE site_daily_sales SET ${SUBTRACT} WHERE day = on_day AND stripe = hashtext(course::text) & 7;
  END IF;
END $$`;

/*
 * Rolls up the UTC days closed since the last run: a day is closed an hour after it ends, when no
 * view or sale can still be written for it. A closed day's views never change and its paid sales
 * stay paid (a refund keeps its sale; analytics subtract refunds from the purchases themselves), so
 * each day is rolled once: the whole site's views and paid sales per source into site_daily_sources,
 * and at each month's close every course's running totals of views, preview plays and checkouts
 * into course_running_stats, so any run of whole months is the difference of two rows a course.
 * Concurrent callers wait on one lock; the second finds the work done.
 */
const ROLL_UP = `CREATE FUNCTION roll_up_site_days() RETURNS date LANGUAGE plpgsql AS $$
DECLARE
  last_closed date := ((now() - interval '1 hour') AT TIME ZONE 'UTC')::date - 1;
  done date;
  closing timestamp;
BEGIN
  SELECT through INTO done FROM site_rollup_state;
  IF done >= last_closed THEN RETURN done; END IF;
  PERFORM pg_advisory_xact_lock(hashtext('roll_up_site_days'));
  SELECT through INTO done FROM site_rollup_state;
  IF done >= last_closed THEN RETURN done; END IF;
  INSERT INTO site_daily_sources (day, source, views, sales, paid_paise)
  SELECT day, source, sum(views), sum(sales), sum(paise)
  FROM (
    SELECT d.day, d.source, d.views, 0 AS sales, 0 AS paise
    FROM course_daily_sources d
    WHERE d.day > done AND d.day <= last_closed
    UNION ALL
    SELECT (p.completed_at AT TIME ZONE 'UTC')::date, sale_source(p.source_kind, p.source, p.referrer_host),
      0, 1, p.amount_paise
    FROM purchases p
    WHERE p.status IN ('completed', 'refunding', 'refunded')
      AND p.completed_at >= (done + 1)::timestamp AT TIME ZONE 'UTC'
      AND p.completed_at < (last_closed + 1)::timestamp AT TIME ZONE 'UTC'
  ) parts
  GROUP BY 1, 2;
  -- Each month closed since, in order: every course's running totals through its end, from the
  -- month before's and the month's days (so every course keeps a row each month once it has one).
  closing := greatest(date_trunc('month', (done + 1)::timestamp),
    (SELECT date_trunc('month', coalesce(min(day), last_closed + 1)::timestamp) FROM course_daily_stats));
  WHILE closing + interval '1 month' <= (last_closed + 1)::timestamp LOOP
    INSERT INTO course_running_stats (course_id, month, views, preview_plays, checkouts_started)
    SELECT course_id, closing::date, sum(views), sum(plays), sum(checkouts)
    FROM (
      SELECT r.course_id, r.views, r.preview_plays AS plays, r.checkouts_started AS checkouts
      FROM course_running_stats r WHERE r.month = (closing - interval '1 month')::date
      UNION ALL
      SELECT d.course_id, d.views, d.preview_plays, d.checkouts_started
      FROM course_daily_stats d WHERE d.day >= closing AND d.day < closing + interval '1 month'
    ) parts
    GROUP BY 1;
    closing := closing + interval '1 month';
  END LOOP;
  UPDATE site_rollup_state SET through = last_closed;
  RETURN last_closed;
END $$`;

/**
 * Rebuilds the site's rollups from the course counters and the rows: the backfill, and the scale
 * generator, whose load writes past days with triggers off (run after refresh_course_daily_sales).
 */
const REFRESH = `CREATE FUNCTION refresh_site_rollups() RETURNS date LANGUAGE sql AS $$
  DELETE FROM site_daily_sales;
  INSERT INTO site_daily_sales (day, stripe, ${SALES_COLUMNS})
  SELECT day, hashtext(course_id::text) & 7, sum(sales), sum(revenue_paise), sum(refunds),
    sum(refunded_paise), sum(enrolments)
  FROM course_daily_sales GROUP BY 1, 2;
  DELETE FROM site_daily_sources;
  DELETE FROM course_running_stats;
  UPDATE site_rollup_state SET through = '1999-12-31';
  SELECT roll_up_site_days();
$$`;

/**
 * Whole-site rollups for analytics (site_daily_sales, site_daily_sources, course_running_stats) and the indexes their
 * live part reads: views by source by day, refunded sales by their sale time; and coupon sales by
 * their sale time (the site's coupon performance). No change-feed
 * trigger: no cached answer reads them.
 */
export class SiteRollups1796000800000 implements MigrationInterface {
  name = 'SiteRollups1796000800000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "site_daily_sales" ("day" date NOT NULL, "stripe" smallint NOT NULL, "sales" integer NOT NULL DEFAULT \'0\', "revenue_paise" bigint NOT NULL DEFAULT \'0\', "refunds" integer NOT NULL DEFAULT \'0\', "refunded_paise" bigint NOT NULL DEFAULT \'0\', "enrolments" integer NOT NULL DEFAULT \'0\', CONSTRAINT "PK_site_daily_sales" PRIMARY KEY ("day", "stripe"))',
    );
    await queryRunner.query(
      'CREATE TABLE "site_daily_sources" ("day" date NOT NULL, "source" character varying(255) NOT NULL, "views" integer NOT NULL DEFAULT \'0\', "sales" integer NOT NULL DEFAULT \'0\', "paid_paise" bigint NOT NULL DEFAULT \'0\', CONSTRAINT "PK_site_daily_sources" PRIMARY KEY ("day", "source"))',
    );
    await queryRunner.query(
      'CREATE TABLE "course_running_stats" ("course_id" uuid NOT NULL, "month" date NOT NULL, "views" integer NOT NULL DEFAULT \'0\', "preview_plays" integer NOT NULL DEFAULT \'0\', "checkouts_started" integer NOT NULL DEFAULT \'0\', CONSTRAINT "PK_course_running_stats" PRIMARY KEY ("course_id", "month"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_course_running_stats_month" ON "course_running_stats" ("month") ',
    );
    await queryRunner.query(
      'ALTER TABLE "course_running_stats" ADD CONSTRAINT "FK_course_running_stats_course" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'CREATE TABLE "site_rollup_state" ("id" boolean NOT NULL DEFAULT true, "through" date NOT NULL, CONSTRAINT "CHK_site_rollup_state_one_row" CHECK ("id"), CONSTRAINT "PK_site_rollup_state" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(`INSERT INTO site_rollup_state (through) VALUES ('1999-12-31')`);
    await queryRunner.query(
      'CREATE INDEX "IDX_course_daily_sources_day" ON "course_daily_sources" ("day") ',
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_purchases_refunded_completed" ON "purchases" ("completed_at") INCLUDE ("amount_paise", "source_kind", "source", "referrer_host") WHERE "status" = 'refunded'`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_purchases_coupon_completed" ON "purchases" ("completed_at") INCLUDE ("coupon_id", "status", "amount_paise", "list_price_paise", "course_id") WHERE "coupon_id" IS NOT NULL`,
    );
    for (const sql of [SALE_SOURCE, BUMP_WITH_SITE, ROLL_UP, REFRESH]) await queryRunner.query(sql);
    await queryRunner.query('SELECT refresh_site_rollups()');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP FUNCTION refresh_site_rollups()');
    await queryRunner.query('DROP FUNCTION roll_up_site_days()');
    await queryRunner.query(
      'DROP FUNCTION bump_course_daily_sales(uuid, date, int, bigint, int, bigint, int, boolean)',
    );
    await queryRunner.query(BUMP);
    await queryRunner.query('DROP FUNCTION sale_source(varchar, varchar, varchar)');
    await queryRunner.query('DROP INDEX "public"."IDX_purchases_coupon_completed"');
    await queryRunner.query('DROP INDEX "public"."IDX_purchases_refunded_completed"');
    await queryRunner.query('DROP INDEX "public"."IDX_course_daily_sources_day"');
    await queryRunner.query('DROP TABLE "site_rollup_state"');
    await queryRunner.query('DROP TABLE "site_daily_sources"');
    await queryRunner.query('DROP TABLE "site_daily_sales"');
    await queryRunner.query('DROP TABLE "course_running_stats"');
  }
}
