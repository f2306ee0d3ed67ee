import { DataSource } from 'typeorm';
import { loadConfig } from '../../src/config/app-config';
import { WeeklyHours } from '../../src/mentorship/availability.entity';
import { BookingFollowups } from '../../src/mentorship/bookings/booking-followups';
import { MentorProfile } from '../../src/mentorship/mentor-profile.entity';
import { SessionType } from '../../src/mentorship/session-type.entity';
import { Coupon, CouponKind } from '../../src/payments/coupons/coupon.entity';
import { signUp } from '../support/auth-operations';
import { createCourse, educator } from '../support/catalog-fixtures';
import { newUser, TestApp } from '../support/test-app';

type Session = Awaited<ReturnType<typeof signUp>>;

const BOOK = `mutation($input: BookSessionInput!) { bookSession(input: $input) { id status } }`;
const PAY = `mutation($id: ID!, $coupon: String) { payForBooking(bookingId: $id, couponCode: $coupon) {
  __typename ... on PaymentOrder { purchaseId orderId amount courseName provider }
  ... on FreeBooking { bookingId } } }`;
const SANDBOX = `mutation($purchaseId: ID!) { sandboxCheckout(purchaseId: $purchaseId) {
  razorpayOrderId razorpayPaymentId razorpaySignature } }`;
const VERIFY = `mutation($input: VerifyPaymentInput!) { verifyPayment(input: $input) { message courseId bookingId } }`;
const FIELDS = 'id status paid refunded cancellationRefund noShowReportedBy noShowResolvedAt';
const BOOKING = `query($id: ID!) { booking(id: $id) { ${FIELDS} } }`;
const CANCEL = `mutation($id: ID!) { cancelBooking(id: $id) { ${FIELDS} } }`;
const REPORT = `mutation($id: ID!) { reportNoShow(bookingId: $id, note: "Nobody came.") { ${FIELDS} } }`;
const RESOLVE = `mutation($id: ID!, $refund: Boolean!) { resolveNoShow(bookingId: $id, refund: $refund) { ${FIELDS} } }`;

const HOUR = 3600_000;
const PRICE = 49_900;

const until = async (done: () => Promise<boolean>, what: string, ms = 20_000) => {
  for (const deadline = Date.now() + ms; !(await done());) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

/** A start on the half-hour grid at least `hours` ahead. */
const slot = (hours: number) => {
  const step = 30 * 60_000;
  return new Date(Math.ceil((Date.now() + hours * HOUR) / step) * step);
};

/**
 * Paid sessions end to end on real PostgreSQL and pg-boss, through the sandbox provider: the
 * course checkout's order, verification and refunds, for bookings.
 */
describe('booking payments', () => {
  let app: TestApp;
  let db: DataSource;
  let followups: BookingFollowups;

  beforeAll(async () => {
    app = await TestApp.start({
      webhooks: { ...loadConfig({ NODE_ENV: 'test' }).webhooks, deliver: false },
    });
    db = app.app.get(DataSource);
    followups = app.app.get(BookingFollowups);
  }, 60_000);

  afterAll(async () => {
    await app?.close();
  });

  const gql = async (query: string, variables: Record<string, unknown>, token: string) => {
    const res = await app.gql(query, variables, token);
    expect(res.errors).toBeUndefined();
    return res.data!;
  };

  /** An educator made a mentor in UTC, hours all day every day, one paid session type. */
  async function mentor(type: Partial<SessionType> = {}) {
    const session = await educator(app);
    const mentorId = session.user.id;
    await db
      .getRepository(MentorProfile)
      .insert({ userId: mentorId, headline: 'Mentor', timeZone: 'UTC' });
    await db.getRepository(WeeklyHours).insert(
      [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        mentorId,
        weekday,
        startMinute: 0,
        endMinute: 1440,
      })),
    );
    const sessionType = await db.getRepository(SessionType).save({
      mentorId,
      title: 'Profile review',
      durationMinutes: 30,
      pricePaise: PRICE,
      minNoticeMinutes: 0,
      bookingWindowDays: 365,
      cancellationNoticeHours: 24,
      cancellationPolicy: 'Cancel a day ahead for a full refund.',
      ...type,
    });
    return { session, sessionType };
  }

  const book = async (learner: Session, typeId: string, at: Date) =>
    (
      await gql(
        BOOK,
        { input: { sessionTypeId: typeId, startsAt: at.toISOString(), timeZone: 'Asia/Kolkata' } },
        learner.token,
      )
    ).bookSession as { id: string; status: string };

  /** Opens the order and pays it in the sandbox; returns the purchase id and verifyPayment's answer. */
  async function pay(learner: Session, bookingId: string, coupon?: string) {
    const order = (await gql(PAY, { id: bookingId, coupon }, learner.token)).payForBooking;
    expect(order.__typename).toBe('PaymentOrder');
    const proof = (await gql(SANDBOX, { purchaseId: order.purchaseId }, learner.token))
      .sandboxCheckout;
    const verified = (
      await gql(VERIFY, { input: { purchaseId: order.purchaseId, ...proof } }, learner.token)
    ).verifyPayment;
    return { purchaseId: order.purchaseId as string, order, verified };
  }

  /** A paid, confirmed booking `hours` ahead, with a fresh mentor and learner. */
  async function paidBooking(hours: number, type: Partial<SessionType> = {}) {
    const { session: mentorSession, sessionType } = await mentor(type);
    const learner = await signUp(app, newUser({ name: 'Lena Learner' }));
    const booking = await book(learner, sessionType.id, slot(hours));
    const { purchaseId } = await pay(learner, booking.id);
    return { mentorSession, learner, booking, purchaseId, sessionType };
  }

  const purchase = async (id: string) =>
    (
      await db.query<{ status: string; amount_paise: number }[]>(
        'SELECT status, amount_paise FROM purchases WHERE id = $1',
        [id],
      )
    )[0];
  const mails = (to: string, kind: string) =>
    db.query<{ subject: string; text: string }[]>(
      'SELECT subject, text FROM outbound_mails WHERE to_address = $1 AND kind = $2 ORDER BY created_at',
      [to, kind],
    );
  const creditNotes = async (purchaseId: string) =>
    (
      await db.query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM credit_notes c JOIN receipts r ON r.id = c.receipt_id
         WHERE r.purchase_id = $1`,
        [purchaseId],
      )
    )[0].n;
  /** Moves a confirmed booking into the past: it started `startedHoursAgo` and lasted 30 minutes. */
  const intoThePast = (bookingId: string, startedHoursAgo: number) =>
    db.query(
      `UPDATE bookings SET starts_at = $2, blocked_from = $2, ends_at = $3, blocked_until = $3 WHERE id = $1`,
      [
        bookingId,
        new Date(Date.now() - startedHoursAgo * HOUR),
        new Date(Date.now() - startedHoursAgo * HOUR + 30 * 60_000),
      ],
    );

  it('pays a held booking in the sandbox: confirmed, mailed, with a receipt naming the session', async () => {
    const { learner, booking, purchaseId, mentorSession } = await paidBooking(48);
    expect(booking.status).toBe('HELD');
    const now = (await gql(BOOKING, { id: booking.id }, learner.token)).booking;
    expect(now).toMatchObject({ status: 'CONFIRMED', paid: true, refunded: false });
    expect(await purchase(purchaseId)).toEqual({ status: 'completed', amount_paise: PRICE });
    expect(await mails(learner.user.email, 'booking_confirmed')).toHaveLength(1);
    expect(await mails(mentorSession.user.email, 'booking_confirmed')).toHaveLength(1);
    const [receiptMail] = await mails(learner.user.email, 'purchase_receipt');
    expect(receiptMail.text).toContain('Profile review with Edu Cator');
    const [receipt] = await db.query<{ course_title: string; amount_paise: number }[]>(
      'SELECT course_title, amount_paise FROM receipts WHERE purchase_id = $1',
      [purchaseId],
    );
    expect(receipt.amount_paise).toBe(PRICE);
    expect(receipt.course_title).toMatch(
      /^Profile review with Edu Cator, .*IST \(Asia\/Kolkata\)$/,
    );
    // Course figures count courses only: the mentor's dashboard shows no sale.
    const dashboard = await gql('{ educatorDashboard { totalEarnings } }', {}, mentorSession.token);
    expect(dashboard.educatorDashboard.totalEarnings).toBe(0);
    // Paying again: the booking is not waiting for payment.
    const again = await app.gql(PAY, { id: booking.id }, learner.token);
    expect(again.errors?.[0].message).toBe('This booking is not waiting for payment.');
  }, 60_000);

  it("applies the mentor's coupon for no one course, refuses one bound to a course", async () => {
    const { session: mentorSession, sessionType } = await mentor();
    const course = await createCourse(app, mentorSession.user.id);
    await db.getRepository(Coupon).insert([
      {
        educatorId: mentorSession.user.id,
        courseId: null,
        code: 'TALK20',
        kind: CouponKind.PERCENT_OFF,
        value: 20,
      },
      {
        educatorId: mentorSession.user.id,
        courseId: course.id,
        code: 'COURSE50',
        kind: CouponKind.PERCENT_OFF,
        value: 50,
      },
    ]);
    const learner = await signUp(app, newUser());
    const booking = await book(learner, sessionType.id, slot(30));
    const refused = await app.gql(PAY, { id: booking.id, coupon: 'COURSE50' }, learner.token);
    expect(refused.errors?.[0].message).toBe('This coupon is for a course, not this session.');
    expect(refused.errors?.[0].extensions?.fields).toEqual([
      {
        field: 'couponCode',
        message: 'This coupon is for a course, not this session.',
        code: 'COUPON_OTHER_COURSE',
      },
    ]);
    const { order, purchaseId } = await pay(learner, booking.id, 'talk20');
    expect(order.amount).toBe(39_920);
    expect(await purchase(purchaseId)).toEqual({ status: 'completed', amount_paise: 39_920 });
  }, 60_000);

  it("refuses someone else's booking and purchase as unknown", async () => {
    const { sessionType } = await mentor();
    const learner = await signUp(app, newUser());
    const other = await signUp(app, newUser());
    const booking = await book(learner, sessionType.id, slot(30));
    const foreign = await app.gql(PAY, { id: booking.id }, other.token);
    expect(foreign.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const order = (await gql(PAY, { id: booking.id }, learner.token)).payForBooking;
    const sandbox = await app.gql(SANDBOX, { purchaseId: order.purchaseId }, other.token);
    expect(sandbox.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await gql(BOOKING, { id: booking.id }, learner.token)).booking.status).toBe('HELD');
  }, 60_000);

  it('confirms a payment that arrives after the hold lapsed when the time is free, refunds it when taken', async () => {
    const { sessionType } = await mentor();
    const learner = await signUp(app, newUser());
    const at = slot(40);
    const lapse = (id: string) =>
      db.query(`UPDATE bookings SET hold_expires_at = now() - interval '1 minute' WHERE id = $1`, [
        id,
      ]);

    // Free: confirmed.
    const free = await book(learner, sessionType.id, at);
    const order = (await gql(PAY, { id: free.id }, learner.token)).payForBooking;
    await lapse(free.id);
    const proof = (await gql(SANDBOX, { purchaseId: order.purchaseId }, learner.token))
      .sandboxCheckout;
    await gql(VERIFY, { input: { purchaseId: order.purchaseId, ...proof } }, learner.token);
    expect((await gql(BOOKING, { id: free.id }, learner.token)).booking.status).toBe('CONFIRMED');

    // Taken by another learner meanwhile: refunded in full at once.
    const later = slot(44);
    const first = await book(learner, sessionType.id, later);
    const late = (await gql(PAY, { id: first.id }, learner.token)).payForBooking;
    await lapse(first.id);
    const rival = await signUp(app, newUser());
    expect((await book(rival, sessionType.id, later)).status).toBe('HELD');
    const lateProof = (await gql(SANDBOX, { purchaseId: late.purchaseId }, learner.token))
      .sandboxCheckout;
    await gql(VERIFY, { input: { purchaseId: late.purchaseId, ...lateProof } }, learner.token);
    await until(async () => (await purchase(late.purchaseId)).status === 'refunded', 'the refund');
    const lost = (await gql(BOOKING, { id: first.id }, learner.token)).booking;
    expect(lost).toMatchObject({ status: 'EXPIRED', paid: true, refunded: true });
    expect(await creditNotes(late.purchaseId)).toBe(1);
    expect(await mails(learner.user.email, 'refund_confirmation')).toHaveLength(1);
  }, 60_000);

  it("refuses an admin's refund of a session's purchase, and changes nothing", async () => {
    const { learner, booking, purchaseId } = await paidBooking(48);
    const admin = await signUp(app, newUser({ name: 'Ada Admin' }));
    await db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.user.id]);
    const refused = await app.gql(
      `mutation($id: ID!) { adminRefundPurchase(purchaseId: $id, reason: "Asked by email") { message } }`,
      { id: purchaseId },
      admin.token,
    );
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0]).toMatchObject({
      message: 'A session is refunded by cancelling its booking.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await purchase(purchaseId)).toEqual({ status: 'completed', amount_paise: PRICE });
    expect((await gql(BOOKING, { id: booking.id }, learner.token)).booking).toMatchObject({
      status: 'CONFIRMED',
      paid: true,
      refunded: false,
    });
    expect(await creditNotes(purchaseId)).toBe(0);
    const audits = await db.query<{ n: number }[]>(
      'SELECT count(*)::int AS n FROM admin_audit_log WHERE target_id = $1',
      [purchaseId],
    );
    expect(audits[0].n).toBe(0);
  }, 60_000);

  it("refunds a mentor's cancellation in full, and mails that the money comes back", async () => {
    const { mentorSession, learner, booking, purchaseId } = await paidBooking(2);
    const cancelled = (await gql(CANCEL, { id: booking.id }, mentorSession.token)).cancelBooking;
    expect(cancelled).toMatchObject({
      status: 'CANCELLED',
      cancellationRefund: 'FULL',
      refunded: true,
    });
    expect(await purchase(purchaseId)).toMatchObject({ status: 'refunded' });
    const [mail] = await mails(learner.user.email, 'booking_cancelled');
    expect(mail.text).toContain('Your payment is refunded in full');
  }, 60_000);

  it("follows the notice on a learner's cancellation: none inside it, full outside", async () => {
    const inside = await paidBooking(10);
    const kept = (await gql(CANCEL, { id: inside.booking.id }, inside.learner.token)).cancelBooking;
    expect(kept).toMatchObject({ cancellationRefund: 'NONE', refunded: false, paid: true });
    expect(await purchase(inside.purchaseId)).toMatchObject({ status: 'completed' });
    const [mail] = await mails(inside.learner.user.email, 'booking_cancelled');
    expect(mail.text).toContain('less than 24 hours before the start');

    const outside = await paidBooking(48);
    const back = (await gql(CANCEL, { id: outside.booking.id }, outside.learner.token))
      .cancelBooking;
    expect(back).toMatchObject({ cancellationRefund: 'FULL', refunded: true });
    expect(await purchase(outside.purchaseId)).toMatchObject({ status: 'refunded' });
  }, 60_000);

  it('refunds once when the learner and the mentor cancel at the same moment', async () => {
    const { mentorSession, learner, booking, purchaseId } = await paidBooking(48);
    const results = await Promise.all([
      app.gql(CANCEL, { id: booking.id }, learner.token),
      app.gql(CANCEL, { id: booking.id }, mentorSession.token),
    ]);
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.find((r) => r.errors)!.errors![0].message).toBe(
      'This booking is already cancelled.',
    );
    await until(async () => (await purchase(purchaseId)).status === 'refunded', 'the refund');
    // The job scheduled with the refund finds it done and changes nothing.
    await until(
      async () =>
        (
          await db.query<{ n: number }[]>(
            `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'booking-followup'
             AND data->>'purchaseId' = $1 AND state = 'completed'`,
            [purchaseId],
          )
        )[0].n === 1,
      'the refund job',
    );
    expect(await creditNotes(purchaseId)).toBe(1);
    expect(await mails(learner.user.email, 'refund_confirmation')).toHaveLength(1);
  }, 60_000);

  it("refunds a learner's no-show report the mentor leaves unsettled for 72 hours", async () => {
    const { mentorSession, learner, booking, purchaseId } = await paidBooking(30);
    const early = await app.gql(REPORT, { id: booking.id }, learner.token);
    expect(early.errors?.[0].message).toBe(
      'A no-show can be reported once the session has started.',
    );
    await intoThePast(booking.id, 1);
    const reported = (await gql(REPORT, { id: booking.id }, learner.token)).reportNoShow;
    expect(reported).toMatchObject({ noShowReportedBy: 'learner', noShowResolvedAt: null });
    const twice = await app.gql(REPORT, { id: booking.id }, mentorSession.token);
    expect(twice.errors?.[0].message).toBe('A no-show was already reported for this booking.');
    const [job] = await db.query<{ start_after: Date }[]>(
      `SELECT start_after FROM pgboss.job WHERE name = 'booking-followup'
       AND data->>'kind' = 'no-show' AND data->>'bookingId' = $1`,
      [booking.id],
    );
    const reportedAt = (
      await db.query<{ at: Date }[]>(
        'SELECT no_show_reported_at AS at FROM bookings WHERE id = $1',
        [booking.id],
      )
    )[0].at;
    expect(new Date(job.start_after).getTime()).toBe(new Date(reportedAt).getTime() + 72 * HOUR);
    // The session's end passed, but the open report keeps it from completing.
    expect(await followups.complete(booking.id)).toBe(false);

    // The job, run with a clock 71 hours on: too soon, nothing. 73 hours on: refunded, completed.
    const job71 = { kind: 'no-show', bookingId: booking.id } as const;
    await followups.run(job71, new Date(new Date(reportedAt).getTime() + 71 * HOUR));
    expect(await purchase(purchaseId)).toMatchObject({ status: 'completed' });
    await followups.run(job71, new Date(new Date(reportedAt).getTime() + 73 * HOUR));
    await until(async () => (await purchase(purchaseId)).status === 'refunded', 'the refund');
    const after = (await gql(BOOKING, { id: booking.id }, learner.token)).booking;
    expect(after).toMatchObject({ status: 'COMPLETED', refunded: true });
    expect(after.noShowResolvedAt).not.toBeNull();
    // Settled already: the mentor has nothing left to settle.
    const late = await app.gql(RESOLVE, { id: booking.id, refund: false }, mentorSession.token);
    expect(late.errors?.[0].message).toBe(
      'There is no open no-show report from the learner to settle.',
    );
  }, 60_000);

  it("lets the mentor settle a learner's report without a refund", async () => {
    const { mentorSession, learner, booking, purchaseId } = await paidBooking(30);
    await intoThePast(booking.id, 1);
    await gql(REPORT, { id: booking.id }, learner.token);
    const byLearner = await app.gql(RESOLVE, { id: booking.id, refund: true }, learner.token);
    expect(byLearner.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const settled = (await gql(RESOLVE, { id: booking.id, refund: false }, mentorSession.token))
      .resolveNoShow;
    expect(settled).toMatchObject({ status: 'COMPLETED', refunded: false });
    expect(await purchase(purchaseId)).toMatchObject({ status: 'completed' });
  }, 60_000);

  it('completes a session at its end once, emitting booking.completed once', async () => {
    const { mentorSession, booking } = await paidBooking(30);
    await db.query(
      `INSERT INTO webhook_endpoints (owner_id, url, events, secret)
       VALUES ($1, 'https://hooks.example.com/b', ARRAY['booking.completed'], 'whsec_test')`,
      [mentorSession.user.id],
    );
    const [scheduled] = await db.query<{ start_after: Date }[]>(
      `SELECT start_after FROM pgboss.job WHERE name = 'booking-followup'
       AND data->>'kind' = 'complete' AND data->>'bookingId' = $1`,
      [booking.id],
    );
    expect(scheduled).toBeDefined();
    // Not over yet: the job does nothing.
    expect(await followups.complete(booking.id)).toBe(false);
    await intoThePast(booking.id, 2);
    const runs = await Promise.all([
      followups.complete(booking.id),
      followups.complete(booking.id),
      followups.run({ kind: 'complete', bookingId: booking.id }).then(() => false),
    ]);
    expect(runs.filter(Boolean).length).toBeLessThanOrEqual(1);
    expect((await gql(BOOKING, { id: booking.id }, mentorSession.token)).booking.status).toBe(
      'COMPLETED',
    );
    await followups.run({ kind: 'complete', bookingId: booking.id });
    const events = await db.query<{ status: string }[]>(
      `SELECT payload->'data'->>'status' AS status FROM webhook_events
       WHERE type = 'booking.completed' AND payload->'data'->>'bookingId' = $1`,
      [booking.id],
    );
    expect(events).toEqual([{ status: 'completed' }]);
  }, 60_000);
});
