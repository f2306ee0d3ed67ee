import { DataSource } from 'typeorm';
import { loadConfig } from '../../src/config/app-config';
import { SeatFollowups } from '../../src/live/seats/seat-followups';
import { Coupon, CouponKind } from '../../src/payments/coupons/coupon.entity';
import { signUp } from '../support/auth-operations';
import { createCourse, educator, enroll } from '../support/catalog-fixtures';
import { deliverWebhook } from '../support/razorpay-webhook';
import { newUser, TestApp, type GraphQLResponse } from '../support/test-app';

type Session = Awaited<ReturnType<typeof signUp>>;

const SCHEDULE = `mutation($input: ScheduleLiveSessionInput!) { scheduleLiveSession(input: $input) {
  id occurrences { id startsAt } } }`;
const BUY = `mutation($id: ID!, $coupon: String) { buyLiveSeat(id: $id, timeZone: "Asia/Kolkata", couponCode: $coupon) {
  __typename ... on PaymentOrder { purchaseId orderId amount courseName }
  ... on FreeLiveSeat { liveSeatId message } } }`;
const SANDBOX = `mutation($purchaseId: ID!) { sandboxCheckout(purchaseId: $purchaseId) {
  razorpayOrderId razorpayPaymentId razorpaySignature } }`;
const VERIFY = `mutation($input: VerifyPaymentInput!) { verifyPayment(input: $input) {
  message courseId bookingId liveSeatId } }`;
const SEAT = 'id status expiresAt pricePaise paidPaise refundedPaise refundableUntil';
const VIEW = `query($id: ID!) { liveSession(id: $id) { id seatsTaken waitlistCount mySeat { ${SEAT} } } }`;
const RSVP = `mutation($id: ID!) { rsvpLiveSession(id: $id, timeZone: "Asia/Kolkata") { id } }`;
const WAIT = `mutation($id: ID!) { joinLiveWaitlist(id: $id, timeZone: "Asia/Kolkata") { id status } }`;
const CANCEL = `mutation($id: ID!) { cancelLiveSeat(id: $id) { ${SEAT} } }`;
const CANCEL_SERIES = 'mutation($id: ID!) { cancelLiveSession(id: $id) { id status } }';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const PRICE = 49_999;

const until = async (done: () => Promise<boolean>, what: string, ms = 20_000) => {
  for (const deadline = Date.now() + ms; !(await done());) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

/**
 * Paid seats of live sessions end to end on real PostgreSQL and pg-boss, through the sandbox
 * provider: the course checkout's order, verification, receipts, coupons and refunds, for seats.
 */
describe('paid live session seats', () => {
  let app: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    app = await TestApp.start({
      webhooks: { ...loadConfig({ NODE_ENV: 'test' }).webhooks, deliver: false },
    });
    db = app.app.get(DataSource);
  }, 60_000);

  afterAll(async () => {
    await app?.close();
  });

  const gql = async (query: string, variables: Record<string, unknown>, token: string) => {
    const res = await app.gql(query, variables, token);
    expect(res.errors).toBeUndefined();
    return res.data!;
  };
  const message = (res: GraphQLResponse) => res.errors?.[0]?.message;

  /** A weekly series of 4 paid meetings, the first `firstInHours` ahead, and its host. */
  async function paidSeries(firstInHours = 72, capacity = 5) {
    const host = await educator(app);
    const course = await createCourse(app, host.user.id, { title: 'Reels course' });
    const { scheduleLiveSession } = await gql(
      SCHEDULE,
      {
        input: {
          courseId: course.id,
          title: 'Reels clinic',
          startsAt: new Date(Date.now() + firstInHours * HOUR).toISOString(),
          durationMinutes: 60,
          timeZone: 'Asia/Kolkata',
          rrule: 'FREQ=WEEKLY;COUNT=4',
          capacity,
          access: 'SEAT',
          pricePaise: PRICE,
        },
      },
      host.token,
    );
    return {
      host,
      courseId: course.id,
      sessionId: scheduleLiveSession.id as string,
      occurrences: scheduleLiveSession.occurrences as { id: string; startsAt: string }[],
    };
  }

  async function learner(courseId: string) {
    const session = await signUp(app, newUser({ name: 'Lena Learner' }));
    await enroll(app, session.user.id, courseId);
    return session;
  }

  /** Opens the seat's order and pays it in the sandbox; returns the purchase and verifyPayment's answer. */
  async function buy(who: Session, sessionId: string, coupon?: string) {
    const order = (await gql(BUY, { id: sessionId, coupon }, who.token)).buyLiveSeat;
    expect(order.__typename).toBe('PaymentOrder');
    const verified = await pay(who, order.purchaseId);
    return { purchaseId: order.purchaseId as string, order, verified };
  }

  async function pay(who: Session, purchaseId: string) {
    const proof = (await gql(SANDBOX, { purchaseId }, who.token)).sandboxCheckout;
    return (await gql(VERIFY, { input: { purchaseId, ...proof } }, who.token)).verifyPayment;
  }

  const mySeat = async (who: Session, sessionId: string) =>
    (await gql(VIEW, { id: sessionId }, who.token)).liveSession.mySeat;
  const purchase = async (id: string) =>
    (
      await db.query<{ status: string; amount_paise: number }[]>(
        'SELECT status, amount_paise FROM purchases WHERE id = $1',
        [id],
      )
    )[0];
  const creditNotes = (purchaseId: string) =>
    db.query<{ amount_paise: number }[]>(
      `SELECT c.amount_paise FROM credit_notes c JOIN receipts r ON r.id = c.receipt_id
        WHERE r.purchase_id = $1`,
      [purchaseId],
    );
  const mails = (to: string, kind: string) =>
    db.query<{ subject: string; text: string }[]>(
      'SELECT subject, text FROM outbound_mails WHERE to_address = $1 AND kind = $2',
      [to, kind],
    );
  const seatsTaken = async (sessionId: string) =>
    (
      await db.query<{ n: number }[]>('SELECT seats_taken AS n FROM live_sessions WHERE id = $1', [
        sessionId,
      ])
    )[0].n;

  it('holds a seat, pays it in the sandbox: confirmed, with a receipt naming the series', async () => {
    const { host, sessionId, courseId } = await paidSeries();
    const lena = await learner(courseId);
    expect(message(await app.gql(RSVP, { id: sessionId }, lena.token))).toBe(
      'Seats of this session are sold: buy one.',
    );
    const order = (await gql(BUY, { id: sessionId }, lena.token)).buyLiveSeat;
    expect(order).toMatchObject({
      __typename: 'PaymentOrder',
      amount: PRICE,
      courseName: 'Reels clinic',
    });
    const held = await mySeat(lena, sessionId);
    expect(held).toMatchObject({ status: 'HELD', pricePaise: PRICE, paidPaise: null });
    expect(Date.parse(held.expiresAt) - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(await seatsTaken(sessionId)).toBe(1);
    // Asking again while held reopens the same order.
    const again = (await gql(BUY, { id: sessionId }, lena.token)).buyLiveSeat;
    expect(again.purchaseId).toBe(order.purchaseId);

    const verified = await pay(lena, order.purchaseId);
    expect(verified).toMatchObject({
      message: 'Payment verified. Your seat is confirmed.',
      courseId: null,
      bookingId: null,
      liveSeatId: held.id,
    });
    expect(await mySeat(lena, sessionId)).toMatchObject({
      status: 'CONFIRMED',
      expiresAt: null,
      paidPaise: PRICE,
      refundedPaise: null,
    });
    expect(await purchase(order.purchaseId)).toEqual({ status: 'completed', amount_paise: PRICE });
    expect(await seatsTaken(sessionId)).toBe(1);
    const [receipt] = await db.query<{ course_title: string; amount_paise: number }[]>(
      'SELECT course_title, amount_paise FROM receipts WHERE purchase_id = $1',
      [order.purchaseId],
    );
    expect(receipt.amount_paise).toBe(PRICE);
    expect(receipt.course_title).toMatch(
      /^Reels clinic, 4 live meetings from .*IST \(Asia\/Kolkata\)$/,
    );
    const [receiptMail] = await mails(lena.user.email, 'purchase_receipt');
    expect(receiptMail.text).toContain('give up your seat at least 24 hours before');
    expect(receiptMail.text).toContain(`/live/${sessionId}`);
    expect(await mails(lena.user.email, 'live_seat_confirmed')).toHaveLength(1);
    // A seat bought twice: refused, nothing changes.
    expect(message(await app.gql(BUY, { id: sessionId }, lena.token))).toBe(
      'You already have a seat.',
    );
    expect(await seatsTaken(sessionId)).toBe(1);
    // Course figures count courses only.
    const dashboard = await gql('{ educatorDashboard { totalEarnings } }', {}, host.token);
    expect(dashboard.educatorDashboard.totalEarnings).toBe(0);
  }, 60_000);

  it("confirms a seat from Razorpay's webhook when the learner never comes back", async () => {
    const { sessionId, courseId } = await paidSeries();
    const lena = await learner(courseId);
    const order = (await gql(BUY, { id: sessionId }, lena.token)).buyLiveSeat;
    const event = {
      event: 'order.paid',
      payload: {
        order: { entity: { id: order.orderId } },
        payment: { entity: { id: 'pay_live_seat_1', order_id: order.orderId, amount: PRICE } },
      },
    };
    expect((await deliverWebhook(app, event)).status).toBe(200);
    expect((await deliverWebhook(app, event)).status).toBe(200);
    expect(await mySeat(lena, sessionId)).toMatchObject({ status: 'CONFIRMED', paidPaise: PRICE });
    expect(await purchase(order.purchaseId)).toEqual({ status: 'completed', amount_paise: PRICE });
    expect(await mails(lena.user.email, 'purchase_receipt')).toHaveLength(1);
    expect(await mails(lena.user.email, 'live_seat_confirmed')).toHaveLength(1);
  }, 60_000);

  it("takes the educator's coupon for no one course, refuses one bound to a course, changing nothing", async () => {
    const { host, sessionId, courseId } = await paidSeries();
    await db.getRepository(Coupon).insert([
      {
        educatorId: host.user.id,
        courseId: null,
        code: 'LIVE20',
        kind: CouponKind.PERCENT_OFF,
        value: 20,
      },
      {
        educatorId: host.user.id,
        courseId,
        code: 'COURSE50',
        kind: CouponKind.PERCENT_OFF,
        value: 50,
      },
      {
        educatorId: host.user.id,
        courseId: null,
        code: 'FREESEAT',
        kind: CouponKind.PERCENT_OFF,
        value: 100,
      },
    ]);
    const lena = await learner(courseId);
    const refused = await app.gql(BUY, { id: sessionId, coupon: 'COURSE50' }, lena.token);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'This coupon is for a course, not this session.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    // The hold made for that refused order is gone.
    expect(await mySeat(lena, sessionId)).toBeNull();
    expect(await seatsTaken(sessionId)).toBe(0);

    const { order, purchaseId } = await buy(lena, sessionId, 'live20');
    expect(order.amount).toBe(39_999);
    expect(await purchase(purchaseId)).toEqual({ status: 'completed', amount_paise: 39_999 });
    expect((await mySeat(lena, sessionId)).paidPaise).toBe(39_999);

    const free = await learner(courseId);
    const answer = (await gql(BUY, { id: sessionId, coupon: 'FREESEAT' }, free.token)).buyLiveSeat;
    expect(answer).toMatchObject({
      __typename: 'FreeLiveSeat',
      message: 'Your seat is confirmed.',
    });
    expect(await mySeat(free, sessionId)).toMatchObject({
      id: answer.liveSeatId,
      status: 'CONFIRMED',
      paidPaise: 0,
    });
    expect(await seatsTaken(sessionId)).toBe(2);
  }, 60_000);

  it('refunds a seat given up 24 hours before the first meeting, once; not a later one', async () => {
    const early = await paidSeries(72);
    const lena = await learner(early.courseId);
    const { purchaseId } = await buy(lena, early.sessionId);
    const seat = await mySeat(lena, early.sessionId);
    expect(Date.parse(seat.refundableUntil)).toBe(Date.parse(early.occurrences[0].startsAt) - DAY);
    const cancelled = (await gql(CANCEL, { id: seat.id }, lena.token)).cancelLiveSeat;
    expect(cancelled).toMatchObject({
      status: 'CANCELLED',
      paidPaise: PRICE,
      refundedPaise: PRICE,
    });
    expect(await purchase(purchaseId)).toEqual({ status: 'refunded', amount_paise: PRICE });
    expect(await creditNotes(purchaseId)).toEqual([{ amount_paise: PRICE }]);
    const [refundMail] = await mails(lena.user.email, 'refund_confirmation');
    expect(refundMail.text).toContain('a seat in a live session');
    expect(await seatsTaken(early.sessionId)).toBe(0);
    // The refund's job, run again, refunds nothing twice.
    const followups = app.app.get(SeatFollowups);
    await followups.run({ kind: 'refund', purchaseId, reason: null, amountPaise: null });
    expect(await creditNotes(purchaseId)).toHaveLength(1);
    expect(message(await app.gql(CANCEL, { id: seat.id }, lena.token))).toBe(
      'This seat is already given up.',
    );

    const late = await paidSeries(10);
    const ben = await learner(late.courseId);
    const paid = await buy(ben, late.sessionId);
    const benSeat = await mySeat(ben, late.sessionId);
    const kept = (await gql(CANCEL, { id: benSeat.id }, ben.token)).cancelLiveSeat;
    expect(kept).toMatchObject({ status: 'CANCELLED', paidPaise: PRICE, refundedPaise: null });
    expect(await purchase(paid.purchaseId)).toEqual({ status: 'completed', amount_paise: PRICE });
    expect(await creditNotes(paid.purchaseId)).toEqual([]);
    expect(await mails(ben.user.email, 'refund_confirmation')).toEqual([]);
  }, 60_000);

  it('refunds each paid seat pro rata of the meetings not held when the host cancels the series', async () => {
    const { host, sessionId, courseId, occurrences } = await paidSeries(72, 2);
    await db.getRepository(Coupon).insert({
      educatorId: host.user.id,
      courseId: null,
      code: 'LIVE15',
      kind: CouponKind.PERCENT_OFF,
      value: 15,
    });
    const [ana, ben, cai] = [
      await learner(courseId),
      await learner(courseId),
      await learner(courseId),
    ];
    const full = await buy(ana, sessionId);
    const discounted = await buy(ben, sessionId, 'LIVE15');
    expect((await gql(WAIT, { id: sessionId }, cai.token)).joinLiveWaitlist.status).toBe(
      'WAITLISTED',
    );
    // The first of the four meetings has been held.
    await db.query(
      `UPDATE live_occurrences SET starts_at = now() - interval '3 hours', ends_at = now() - interval '2 hours'
        WHERE id = $1`,
      [occurrences[0].id],
    );
    await gql(CANCEL_SERIES, { id: sessionId }, host.token);

    const paidBen = (await purchase(discounted.purchaseId)).amount_paise;
    expect(paidBen).toBe(42_499);
    // 3 of 4 meetings not held: 49 999 x 3/4 = 37 499.25 and 42 499 x 3/4 = 31 874.25, floored.
    for (const [purchaseId, back] of [
      [full.purchaseId, 37_499],
      [discounted.purchaseId, 31_874],
    ] as const) {
      await until(async () => (await purchase(purchaseId)).status === 'refunded', 'the refund');
      expect(await creditNotes(purchaseId)).toEqual([{ amount_paise: back }]);
    }
    expect(await mySeat(ana, sessionId)).toBeNull();
    const [anaSeat] = await db.query<{ status: string }[]>(
      'SELECT status FROM live_seats WHERE user_id = $1',
      [ana.user.id],
    );
    expect(anaSeat.status).toBe('cancelled');
    const [mail] = await mails(ana.user.email, 'refund_confirmation');
    expect(mail.text).toContain('374.99');
    expect((await gql(VIEW, { id: sessionId }, cai.token)).liveSession).toMatchObject({
      seatsTaken: 0,
      waitlistCount: 0,
      mySeat: null,
    });
  }, 60_000);

  it('refunds a payment that arrives after the hold lapsed and the seat went to the next in line', async () => {
    const { sessionId, courseId } = await paidSeries(72, 1);
    const [lena, ben] = [await learner(courseId), await learner(courseId)];
    const order = (await gql(BUY, { id: sessionId }, lena.token)).buyLiveSeat;
    const held = await mySeat(lena, sessionId);
    expect(message(await app.gql(BUY, { id: sessionId }, ben.token))).toBe(
      'This session is full: join its waitlist.',
    );
    const waiting = (await gql(WAIT, { id: sessionId }, ben.token)).joinLiveWaitlist;
    // Lena's hold runs out: Ben is offered the seat, claims it, and it is held for his checkout.
    await app.app
      .get(SeatFollowups)
      .run(
        { kind: 'lapse', seatId: held.id, expiresAt: held.expiresAt },
        new Date(Date.parse(held.expiresAt) + 1000),
      );
    expect((await mySeat(ben, sessionId)).status).toBe('OFFERED');
    const claimed = (
      await gql(
        `mutation($id: ID!) { claimLiveSeat(id: $id) { status expiresAt } }`,
        { id: waiting.id },
        ben.token,
      )
    ).claimLiveSeat;
    expect(claimed.status).toBe('HELD');
    // Lena pays late: the seat is Ben's, so her money goes back in full.
    const verified = await pay(lena, order.purchaseId);
    expect(verified.liveSeatId).toBe(held.id);
    await until(async () => (await purchase(order.purchaseId)).status === 'refunded', 'the refund');
    expect(await creditNotes(order.purchaseId)).toEqual([{ amount_paise: PRICE }]);
    const [lenaSeat] = await db.query<{ status: string }[]>(
      'SELECT status FROM live_seats WHERE id = $1',
      [held.id],
    );
    expect(lenaSeat.status).toBe('expired');
    // Ben pays in time: his seat.
    const benOrder = (await gql(BUY, { id: sessionId }, ben.token)).buyLiveSeat;
    await pay(ben, benOrder.purchaseId);
    expect((await mySeat(ben, sessionId)).status).toBe('CONFIRMED');
    expect(await seatsTaken(sessionId)).toBe(1);
  }, 60_000);
});
