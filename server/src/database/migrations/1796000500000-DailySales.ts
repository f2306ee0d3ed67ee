import type { MigrationInterface, QueryRunner } from 'typeorm';

/*
 * What one purchase or enrolment adds to course_daily_sales. A paid purchase (refunded ones too)
 * counts a sale on its completion day, and its amount while it is kept (completed or refunding);
 * a refunded one counts a refund on its refund day. A trigger subtracts the old row's share and
 * adds the new one's, so every status change, refund or deletion moves the counters exactly.
 * Subtracting only updates (the row exists: it was added before), so a course deleted with its
 * purchases cascading away re-creates nothing.
 */
export const BUMP = `CREATE FUNCTION bump_course_daily_sales(
  course uuid, on_day date, add_sales int, add_revenue bigint, add_refunds int, add_refunded bigint,
  add_enrolments int, adding boolean
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF adding THEN
    INSERT INTO course_daily_sales AS d
      (course_id, day, sales, revenue_paise, refunds, refunded_paise, enrolments)
    VALUES (course, on_day, add_sales, add_revenue, add_refunds, add_refunded, add_enrolments)
    ON CONFLICT (course_id, day) DO UPDATE SET
      sales = d.sales + EXCLUDED.sales, revenue_paise = d.revenue_paise + EXCLUDED.revenue_paise,
      refunds = d.refunds + EXCLUDED.refunds, refunded_paise = d.refunded_paise + EXCLUDED.refunded_paise,
      enrolments = d.enrolments + EXCLUDED.enrolments;
  ELSE
    UPDATE course_daily_sales SET
      sales = sales - add_sales, revenue_paise = revenue_paise - add_revenue,
      refunds = refunds - add_refunds, refunded_paise = refunded_paise - add_refunded,
      enrolments = enrolments - add_enrolments
    WHERE course_id = course AND day = on_day;
  END IF;
END $$`;

const PURCHASE_SHARE = `CREATE FUNCTION purchase_daily_sales(p purchases, adding boolean)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p.status IN ('completed', 'refunding', 'refunded') AND p.completed_at IS NOT NULL THEN
    PERFORM bump_course_daily_sales(p.course_id, (p.completed_at AT TIME ZONE 'UTC')::date, 1,
      CASE WHEN p.status = 'refunded' THEN 0 ELSE p.amount_paise END, 0, 0, 0, adding);
  END IF;
  IF p.status = 'refunded' AND p.refunded_at IS NOT NULL THEN
    PERFORM bump_course_daily_sales(p.course_id, (p.refunded_at AT TIME ZONE 'UTC')::date, 0, 0, 1,
      p.amount_paise, 0, adding);
  END IF;
END $$`;

const ON_PURCHASE = `CREATE FUNCTION purchases_daily_sales() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM purchase_daily_sales(OLD, false); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM purchase_daily_sales(NEW, true); END IF;
  RETURN NULL;
END $$`;

const ON_ENROLMENT = `CREATE FUNCTION enrollments_daily_sales() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM bump_course_daily_sales(OLD.course_id, (OLD.created_at AT TIME ZONE 'UTC')::date,
      0, 0, 0, 0, 1, false);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM bump_course_daily_sales(NEW.course_id, (NEW.created_at AT TIME ZONE 'UTC')::date,
      0, 0, 0, 0, 1, true);
  END IF;
  RETURN NULL;
END $$`;

/** Rebuilds every counter from the rows: the backfill, and the scale generator (its load runs with triggers off). */
const REFRESH = `CREATE FUNCTION refresh_course_daily_sales() RETURNS void LANGUAGE sql AS $$
  DELETE FROM course_daily_sales;
  INSERT INTO course_daily_sales (course_id, day, sales, revenue_paise, refunds, refunded_paise, enrolments)
  SELECT course_id, day, sum(sales), sum(revenue), sum(refunds), sum(refunded), sum(enrolments)
  FROM (
    SELECT course_id, (completed_at AT TIME ZONE 'UTC')::date AS day, count(*) AS sales,
      coalesce(sum(amount_paise) FILTER (WHERE status <> 'refunded'), 0) AS revenue,
      0 AS refunds, 0 AS refunded, 0 AS enrolments
    FROM purchases
    WHERE status IN ('completed', 'refunding', 'refunded') AND completed_at IS NOT NULL
    GROUP BY 1, 2
    UNION ALL
    SELECT course_id, (refunded_at AT TIME ZONE 'UTC')::date, 0, 0, count(*), sum(amount_paise), 0
    FROM purchases WHERE status = 'refunded' AND refunded_at IS NOT NULL
    GROUP BY 1, 2
    UNION ALL
    SELECT course_id, (created_at AT TIME ZONE 'UTC')::date, 0, 0, 0, 0, count(*)
    FROM enrollments GROUP BY 1, 2
  ) parts
  GROUP BY 1, 2;
$$`;

/**
 * Daily sales counters for analytics (course_daily_sales), kept by triggers, filled from what is
 * there. Deliberately no change-feed trigger on the new table: no cached answer reads it.
 */
export class DailySales1796000500000 implements MigrationInterface {
  name = 'DailySales1796000500000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "course_daily_sales" ("course_id" uuid NOT NULL, "day" date NOT NULL, "sales" integer NOT NULL DEFAULT \'0\', "revenue_paise" bigint NOT NULL DEFAULT \'0\', "refunds" integer NOT NULL DEFAULT \'0\', "refunded_paise" bigint NOT NULL DEFAULT \'0\', "enrolments" integer NOT NULL DEFAULT \'0\', CONSTRAINT "PK_course_daily_sales" PRIMARY KEY ("course_id", "day"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_course_daily_sales_day" ON "course_daily_sales"  ("day") ',
    );
    await queryRunner.query(
      'ALTER TABLE "course_daily_sales" ADD CONSTRAINT "FK_4e6048f95c670d75a8bf986b3e6" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    for (const sql of [BUMP, PURCHASE_SHARE, ON_PURCHASE, ON_ENROLMENT, REFRESH])
      await queryRunner.query(sql);
    await queryRunner.query(
      `CREATE TRIGGER purchases_daily_sales AFTER INSERT OR DELETE ON purchases
       FOR EACH ROW EXECUTE FUNCTION purchases_daily_sales()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER purchases_daily_sales_update AFTER UPDATE ON purchases FOR EACH ROW
       WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.completed_at IS DISTINCT FROM NEW.completed_at
         OR OLD.refunded_at IS DISTINCT FROM NEW.refunded_at OR OLD.amount_paise <> NEW.amount_paise
         OR OLD.course_id <> NEW.course_id)
       EXECUTE FUNCTION purchases_daily_sales()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER enrollments_daily_sales AFTER INSERT OR DELETE ON enrollments
       FOR EACH ROW EXECUTE FUNCTION enrollments_daily_sales()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER enrollments_daily_sales_update AFTER UPDATE ON enrollments FOR EACH ROW
       WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.course_id <> NEW.course_id)
       EXECUTE FUNCTION enrollments_daily_sales()`,
    );
    await queryRunner.query('SELECT refresh_course_daily_sales()');
    await queryRunner.query('DROP INDEX "public"."IDX_purchases_course_completed"');
    await queryRunner.query(
      'CREATE INDEX "IDX_purchases_course_completed" ON "purchases" ("course_id", "completed_at") INCLUDE ("status", "amount_paise", "source_kind", "source", "referrer_host", "coupon_id", "list_price_paise")',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."IDX_purchases_course_completed"');
    await queryRunner.query(
      'CREATE INDEX "IDX_purchases_course_completed" ON "purchases"  ("course_id", "completed_at") ',
    );
    await queryRunner.query('DROP TRIGGER enrollments_daily_sales_update ON enrollments');
    await queryRunner.query('DROP TRIGGER enrollments_daily_sales ON enrollments');
    await queryRunner.query('DROP TRIGGER purchases_daily_sales_update ON purchases');
    await queryRunner.query('DROP TRIGGER purchases_daily_sales ON purchases');
    await queryRunner.query('DROP FUNCTION refresh_course_daily_sales()');
    await queryRunner.query('DROP FUNCTION enrollments_daily_sales()');
    await queryRunner.query('DROP FUNCTION purchases_daily_sales()');
    await queryRunner.query('DROP FUNCTION purchase_daily_sales(purchases, boolean)');
    await queryRunner.query(
      'DROP FUNCTION bump_course_daily_sales(uuid, date, int, bigint, int, bigint, int, boolean)',
    );
    await queryRunner.query('DROP TABLE "course_daily_sales"');
  }
}
