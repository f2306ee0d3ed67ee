import type { MigrationInterface, QueryRunner } from 'typeorm';

/*
 * The course sales counters (DailySales, SiteRollups) count courses only: each function that reads
 * purchases gets its condition on course_id, rewritten from its current definition in place.
 */
const COURSES_ONLY: { fn: string; from: string; to: string }[] = [
  {
    fn: 'purchase_daily_sales(purchases, boolean)',
    from: `IF p.status IN ('completed', 'refunding', 'refunded') AND p.completed_at IS NOT NULL THEN`,
    to: `IF p.course_id IS NULL THEN RETURN; END IF;
  IF p.status IN ('completed', 'refunding', 'refunded') AND p.completed_at IS NOT NULL THEN`,
  },
  {
    fn: 'refresh_course_daily_sales()',
    from: `WHERE status IN ('completed', 'refunding', 'refunded') AND completed_at IS NOT NULL`,
    to: `WHERE status IN ('completed', 'refunding', 'refunded') AND completed_at IS NOT NULL AND course_id IS NOT NULL`,
  },
  {
    fn: 'refresh_course_daily_sales()',
    from: `FROM purchases WHERE status = 'refunded' AND refunded_at IS NOT NULL`,
    to: `FROM purchases WHERE status = 'refunded' AND refunded_at IS NOT NULL AND course_id IS NOT NULL`,
  },
  {
    fn: 'roll_up_site_days()',
    from: `WHERE p.status IN ('completed', 'refunding', 'refunded')`,
    to: `WHERE p.course_id IS NOT NULL AND p.status IN ('completed', 'refunding', 'refunded')`,
  },
];

async function rewrite(queryRunner: QueryRunner, forward: boolean) {
  for (const { fn, from, to } of forward ? COURSES_ONLY : [...COURSES_ONLY].reverse()) {
    const [{ def }] = (await queryRunner.query(
      `SELECT pg_get_functiondef($1::regprocedure) AS def`,
      [fn],
    )) as { def: string }[];
    const [a, b] = forward ? [from, to] : [to, from];
    if (!def.includes(a)) throw new Error(`${fn} does not read as expected`);
    await queryRunner.query(def.replace(a, b));
  }
}

/**
 * Paid mentorship sessions: a purchase is for a course or for a booking (exactly one), with one open
 * order per booking. A booking keeps the cancellation notice the learner saw when booking (the
 * refund rule of a learner's cancellation) and its no-show report.
 */
export class BookingPayments1796003400000 implements MigrationInterface {
  name = 'BookingPayments1796003400000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "purchases" ALTER COLUMN "course_id" DROP NOT NULL');
    await queryRunner.query('ALTER TABLE "purchases" ADD "booking_id" uuid');
    await rewrite(queryRunner, true);
    await queryRunner.query(
      'ALTER TABLE "purchases" ADD CONSTRAINT "CHK_purchases_course_or_booking" CHECK (("course_id" IS NULL) <> ("booking_id" IS NULL))',
    );
    await queryRunner.query(
      'ALTER TABLE "purchases" ADD CONSTRAINT "FK_purchases_booking" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_purchases_pending_booking" ON "purchases"  ("booking_id") WHERE "status" = \'pending\'',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_purchases_booking_status" ON "purchases"  ("booking_id", "status") WHERE "booking_id" IS NOT NULL',
    );
    await queryRunner.query(
      'ALTER TABLE "bookings" ADD "cancellation_notice_hours" smallint NOT NULL DEFAULT \'24\'',
    );
    await queryRunner.query(
      'UPDATE "bookings" b SET "cancellation_notice_hours" = t."cancellation_notice_hours" FROM "session_types" t WHERE t."id" = b."session_type_id"',
    );
    await queryRunner.query(
      'ALTER TABLE "bookings" ADD "no_show_reported_by" character varying(10)',
    );
    await queryRunner.query(
      'ALTER TABLE "bookings" ADD "no_show_reported_at" TIMESTAMP WITH TIME ZONE',
    );
    await queryRunner.query('ALTER TABLE "bookings" ADD "no_show_note" character varying(500)');
    await queryRunner.query(
      'ALTER TABLE "bookings" ADD "no_show_resolved_at" TIMESTAMP WITH TIME ZONE',
    );
    await queryRunner.query(
      'ALTER TABLE "bookings" ADD CONSTRAINT "CHK_bookings_no_show" CHECK ("no_show_reported_by" IS NULL OR "no_show_reported_by" IN (\'learner\', \'mentor\'))',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "bookings" DROP CONSTRAINT "CHK_bookings_no_show"');
    for (const column of [
      'no_show_resolved_at',
      'no_show_note',
      'no_show_reported_at',
      'no_show_reported_by',
      'cancellation_notice_hours',
    ])
      await queryRunner.query(`ALTER TABLE "bookings" DROP COLUMN "${column}"`);
    await queryRunner.query('DELETE FROM "purchases" WHERE "booking_id" IS NOT NULL');
    await rewrite(queryRunner, false);
    await queryRunner.query('DROP INDEX "public"."IDX_purchases_booking_status"');
    await queryRunner.query('DROP INDEX "public"."UQ_purchases_pending_booking"');
    await queryRunner.query('ALTER TABLE "purchases" DROP CONSTRAINT "FK_purchases_booking"');
    await queryRunner.query(
      'ALTER TABLE "purchases" DROP CONSTRAINT "CHK_purchases_course_or_booking"',
    );
    await queryRunner.query('ALTER TABLE "purchases" DROP COLUMN "booking_id"');
    await queryRunner.query('ALTER TABLE "purchases" ALTER COLUMN "course_id" SET NOT NULL');
  }
}
