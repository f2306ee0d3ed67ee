import { createHmac } from 'node:crypto';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { Metrics } from '../../src/common/observability/metrics';
import { signUp } from '../support/auth-operations';
import { deliverWebhook } from '../support/razorpay-webhook';
import { createCourse, educator } from '../support/catalog-fixtures';
import {
  newUser,
  TEST_PAYMENT_SECRET,
  TEST_WEBHOOK_SECRET,
  TestApp,
} from '../support/test-app';

type Session = Awaited<ReturnType<typeof signUp>>;

const REFUND = `mutation($courseId: ID!, $reason: String) {
  requestRefund(courseId: $courseId, reason: $reason) { message courseId amount currency } }`;
const MY_ENROLLMENTS = `{ myEnrollments { course { id } refundableUntil } }`;
const DASHBOARD = `{ educatorDashboard { totalEarnings totalRefunds refundedAmount totalEnrollments
  enrolledStudentsData { student { id } } } }`;
const PURCHASE = `mutation($courseId: ID!) { purchaseCourse(courseId: $courseId) {
  ... on PaymentOrder { orderId purchaseId } } }`;
const VERIFY = `mutation($input: VerifyPaymentInput!) { verifyPayment(input: $input) { message } }`;
const RATE = `mutation($courseId: ID!) { rateCourse(courseId: $courseId, rating: 5) { ratingCount } }`;
const COMPLETE = `mutation($courseId: ID!, $lectureId: ID!) {
  completeLecture(courseId: $courseId, lectureId: $lectureId) { certificate { id } } }`;
const CERTIFICATE = `query($id: ID!) { certificate(id: $id) { id } }`;

const DONE =
  'Refund issued. The money goes back to your original payment method within 5 to 7 working days.';

/**
 * The money-back guarantee against a stand-in for Razorpay's Orders and Refunds APIs (Razorpay is
 * unreachable here): the SDK's real HTTP calls, our webhook, and the database.
 */
describe('refunds', () => {
  let app: TestApp;
  let server: http.Server;
  let owner: Session;
  let paidId: string;
  let freeId: string;
  const refundCalls: { paymentId: string; body: any }[] = [];
  /** What the stand-in's Refunds API does with the next refund request. */
  let nextRefund: 'ok' | 'fail' | 'webhook-first' = 'ok';
  let refundDelayMs = 0;
  let orders = 0;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const json = (status: number, value: object) =>
          res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
        const refundPath = /^\/v1\/payments\/([^/]+)\/refund$/.exec(req.url ?? '');
        if (!refundPath) {
          const parsed = JSON.parse(body || '{}');
          json(200, { id: `order_rf${++orders}`, entity: 'order', ...parsed, status: 'created' });
          return;
        }
        const paymentId = refundPath[1];
        const n = refundCalls.push({ paymentId, body: JSON.parse(body || '{}') });
        const mode = nextRefund;
        nextRefund = 'ok';
        setTimeout(() => {
          if (mode === 'fail') return json(502, { error: { description: 'bank unreachable' } });
          const refund = { id: `rfnd_${n}`, payment_id: paymentId, amount: refundCalls[n - 1].body.amount };
          if (mode === 'webhook-first')
            // Razorpay's webhook overtakes its own API answer.
            return void deliver(refundEvent(refund)).then(() =>
              json(200, { ...refund, entity: 'refund', status: 'processed' }),
            );
          json(200, { ...refund, entity: 'refund', status: 'processed' });
        }, refundDelayMs);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    app = await TestApp.start({
      payments: {
        provider: 'razorpay',
        keyId: 'rzp_test_key',
        keySecret: TEST_PAYMENT_SECRET,
        webhookSecret: TEST_WEBHOOK_SECRET,
        apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        currency: 'INR',
      },
    });
    owner = await educator(app);
    paidId = (await createCourse(app, owner.user.id, { title: 'Refundable', price: 1000, discount: 10 }))
      .id;
    freeId = (await createCourse(app, owner.user.id, { title: 'Gratis', price: 0 })).id;
  });
  afterAll(async () => {
    await app.close();
    server.close();
  });
  beforeEach(() => {
    refundDelayMs = 0;
    nextRefund = 'ok';
  });

  const db = () => app.app.get(DataSource);
  const one = async <T>(sql: string, params: unknown[]) => (await db().query(sql, params))[0] as T;
  const enrolled = async (userId: string, courseId = paidId) =>
    (
      await one<{ n: number }>(
        'SELECT count(*)::int AS n FROM enrollments WHERE user_id = $1 AND course_id = $2',
        [userId, courseId],
      )
    ).n;
  const purchaseOf = (userId: string) =>
    one<Record<string, any>>(
      `SELECT id, status, refund_reason, provider_refund_id, provider_payment_id, refunded_at
       FROM purchases WHERE user_id = $1 AND course_id = $2 ORDER BY created_at DESC LIMIT 1`,
      [userId, paidId],
    );
  const refundedCount = async () =>
    (await app.app.get(Metrics).registry.getSingleMetric('payments_total')!.get()).values.find(
      (v) => v.labels.outcome === 'refunded',
    )?.value ?? 0;

  const deliver = (body: object, eventId?: string) => deliverWebhook(app, body, { eventId });
  const refundEvent = (refund: { id: string; payment_id: string; amount: number }) => ({
    event: 'refund.processed',
    payload: { refund: { entity: { ...refund, entity: 'refund', status: 'processed' } } },
  });

  /** A learner who bought the paid course through checkout, with the proof they verified. */
  async function buyer(session?: Session) {
    const learner = session ?? (await signUp(app, newUser()));
    const order = (await app.gql(PURCHASE, { courseId: paidId }, learner.token)).data!
      .purchaseCourse as { orderId: string; purchaseId: string };
    const paymentId = `pay_${Math.random().toString(36).slice(2, 12)}`;
    const input = {
      purchaseId: order.purchaseId,
      razorpayOrderId: order.orderId,
      razorpayPaymentId: paymentId,
      razorpaySignature: createHmac('sha256', TEST_PAYMENT_SECRET)
        .update(`${order.orderId}|${paymentId}`)
        .digest('hex'),
    };
    const verified = await app.gql(VERIFY, { input }, learner.token);
    expect(verified.data?.verifyPayment.message).toBe('Payment verified. You are enrolled!');
    return { learner, paymentId, input };
  }
  const refund = (learner: Session, reason?: string, courseId = paidId) =>
    app.gql(REFUND, { courseId, reason }, learner.token);

  it('refunds through the provider once, then removes the enrolment, rating, certificate and earnings', async () => {
    const { learner, paymentId } = await buyer();
    await app.gql(RATE, { courseId: paidId }, learner.token);
    const lectures = await db().query<{ id: string }[]>(
      `SELECT l.id FROM lectures l JOIN chapters c ON c.id = l.chapter_id WHERE c.course_id = $1`,
      [paidId],
    );
    let certificateId = '';
    for (const { id } of lectures) {
      const done = await app.gql(COMPLETE, { courseId: paidId, lectureId: id }, learner.token);
      certificateId = done.data!.completeLecture.certificate?.id ?? certificateId;
    }
    expect((await app.gql(CERTIFICATE, { id: certificateId })).data!.certificate).toEqual({
      id: certificateId,
    });
    const before = (await app.gql(DASHBOARD, {}, owner.token)).data!.educatorDashboard;
    const listed = (await app.gql(MY_ENROLLMENTS, {}, learner.token)).data!.myEnrollments;
    const until = new Date(listed[0].refundableUntil).getTime();
    expect(until - Date.now()).toBeGreaterThan(29.9 * 86_400_000);
    expect(until - Date.now()).toBeLessThanOrEqual(30 * 86_400_000);

    const calls = refundCalls.length;
    const counted = await refundedCount();
    const res = await refund(learner, '  Not what I expected.  ');
    expect(res.data!.requestRefund).toEqual({
      message: DONE,
      courseId: paidId,
      amount: 900,
      currency: 'INR',
    });
    expect(refundCalls.slice(calls)).toEqual([
      { paymentId, body: expect.objectContaining({ amount: 90000, speed: 'normal' }) },
    ]);
    expect(await purchaseOf(learner.user.id)).toMatchObject({
      status: 'refunded',
      refund_reason: 'Not what I expected.',
      provider_refund_id: `rfnd_${calls + 1}`,
    });
    expect(await enrolled(learner.user.id)).toBe(0);
    const rating = await one<{ n: number }>(
      'SELECT count(*)::int AS n FROM course_ratings WHERE user_id = $1',
      [learner.user.id],
    );
    expect(rating.n).toBe(0);
    expect((await app.gql(CERTIFICATE, { id: certificateId })).data!.certificate).toBeNull();
    expect(await refundedCount()).toBe(counted + 1);
    expect((await app.gql(MY_ENROLLMENTS, {}, learner.token)).data!.myEnrollments).toEqual([]);

    const after = (await app.gql(DASHBOARD, {}, owner.token)).data!.educatorDashboard;
    expect(after.totalEarnings).toBe(before.totalEarnings - 900);
    expect(after.totalRefunds).toBe(before.totalRefunds + 1);
    expect(after.refundedAmount).toBe(before.refundedAmount + 900);
    expect(after.totalEnrollments).toBe(before.totalEnrollments - 1);
    expect(after.enrolledStudentsData.map((e: any) => e.student.id)).not.toContain(learner.user.id);

    // Asking again answers as done and refunds nothing more.
    const again = await refund(learner);
    expect(again.data!.requestRefund.message).toBe(DONE);
    expect(refundCalls.length).toBe(calls + 1);
  });

  it('makes one provider call and one refund for many concurrent requests', async () => {
    const { learner } = await buyer();
    refundDelayMs = 150;
    const calls = refundCalls.length;
    const counted = await refundedCount();
    const answers = await Promise.all(Array.from({ length: 8 }, () => refund(learner)));
    expect(answers.every((a) => a.errors === undefined)).toBe(true);
    expect(answers.map((a) => a.data!.requestRefund.message)).toContain(DONE);
    expect(refundCalls.length).toBe(calls + 1);
    expect(await refundedCount()).toBe(counted + 1);
    expect(await enrolled(learner.user.id)).toBe(0);
  });

  it('finishes once when the refund webhook overtakes the API answer', async () => {
    const { learner } = await buyer();
    nextRefund = 'webhook-first';
    const counted = await refundedCount();
    const res = await refund(learner);
    expect(res.data!.requestRefund.message).toBe(DONE);
    expect(await refundedCount()).toBe(counted + 1);
    expect((await purchaseOf(learner.user.id)).status).toBe('refunded');
    expect(await enrolled(learner.user.id)).toBe(0);
  });

  it('keeps the learner enrolled and lets them ask again when the provider fails', async () => {
    const { learner } = await buyer();
    nextRefund = 'fail';
    const failed = await refund(learner);
    expect(failed.errors![0]).toMatchObject({
      message: 'The payment provider is not reachable right now. Please try again in a moment.',
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
    expect((await purchaseOf(learner.user.id)).status).toBe('completed');
    expect(await enrolled(learner.user.id)).toBe(1);
    expect((await refund(learner)).data!.requestRefund.message).toBe(DONE);
    expect(await enrolled(learner.user.id)).toBe(0);
  });

  it('applies a refund made in the provider dashboard from its webhook, once; a partial one keeps access', async () => {
    const { learner, paymentId } = await buyer();
    const partial = await deliver(refundEvent({ id: 'rfnd_part', payment_id: paymentId, amount: 100 }));
    expect(partial.status).toBe(200);
    expect(await enrolled(learner.user.id)).toBe(1);

    const counted = await refundedCount();
    const event = refundEvent({ id: 'rfnd_dash', payment_id: paymentId, amount: 90000 });
    expect((await deliver(event, 'evt_dash')).status).toBe(200);
    expect((await deliver(event, 'evt_dash_redelivered')).status).toBe(200);
    expect(await refundedCount()).toBe(counted + 1);
    expect(await purchaseOf(learner.user.id)).toMatchObject({
      status: 'refunded',
      provider_refund_id: 'rfnd_dash',
    });
    expect(await enrolled(learner.user.id)).toBe(0);

    // A refund of a payment we do not hold, or without ids, changes nothing and is still accepted.
    expect((await deliver(refundEvent({ id: 'rfnd_x', payment_id: 'pay_unknown', amount: 1 }))).status).toBe(200);
    expect((await deliver({ event: 'refund.processed', payload: {} })).status).toBe(200);
    expect(await refundedCount()).toBe(counted + 1);
  });

  it('never enrols again from a replayed payment proof or a late capture webhook', async () => {
    const { learner, input, paymentId } = await buyer();
    await refund(learner);
    const replay = await app.gql(VERIFY, { input }, learner.token);
    expect(replay.data!.verifyPayment.message).toBe('Payment already verified');
    await deliver({
      event: 'payment.captured',
      payload: { payment: { entity: { id: paymentId, order_id: input.razorpayOrderId, amount: 90000 } } },
    });
    expect(await enrolled(learner.user.id)).toBe(0);
  });

  it('refuses after 30 days, with the button gone', async () => {
    const { learner } = await buyer();
    await db().query(
      `UPDATE purchases SET completed_at = now() - interval '30 days 1 minute' WHERE user_id = $1`,
      [learner.user.id],
    );
    await app.settled();
    const listed = (await app.gql(MY_ENROLLMENTS, {}, learner.token)).data!.myEnrollments;
    expect(listed).toEqual([{ course: { id: paidId }, refundableUntil: null }]);
    const calls = refundCalls.length;
    const res = await refund(learner);
    expect(res.errors![0]).toMatchObject({
      message:
        'Refunds are only possible within 30 days of purchase, and that time has passed for this course.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(refundCalls.length).toBe(calls);
    expect(await enrolled(learner.user.id)).toBe(1);
  });

  it('refunds a course once: bought again after a refund, it cannot be refunded', async () => {
    const { learner } = await buyer();
    await refund(learner);
    await buyer(learner);
    const listed = (await app.gql(MY_ENROLLMENTS, {}, learner.token)).data!.myEnrollments;
    expect(listed).toEqual([{ course: { id: paidId }, refundableUntil: null }]);
    const res = await refund(learner);
    expect(res.errors![0]).toMatchObject({
      message: 'This course was refunded once already, so this purchase cannot be refunded.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await enrolled(learner.user.id)).toBe(1);
  });

  it('refuses free courses, strangers, unknown courses, long reasons and anonymous callers', async () => {
    const learner = await signUp(app, newUser());
    await app.gql(PURCHASE, { courseId: freeId }, learner.token);
    expect((await app.gql(MY_ENROLLMENTS, {}, learner.token)).data!.myEnrollments).toEqual([
      { course: { id: freeId }, refundableUntil: null },
    ]);
    expect((await refund(learner, undefined, freeId)).errors![0]).toMatchObject({
      message: 'Free courses have nothing to refund.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await refund(learner)).errors![0]).toMatchObject({
      message: 'You are not enrolled in this course',
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await refund(learner, undefined, 'nope')).errors![0].extensions?.code).toBe('NOT_FOUND');
    const { learner: payer } = await buyer();
    expect((await refund(payer, 'x'.repeat(501))).errors![0]).toMatchObject({
      message: 'Reason must be at most 500 characters',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await refund(payer, 'why\u0000not')).errors![0]).toMatchObject({
      message: 'Reason must not contain control characters',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await app.gql(REFUND, { courseId: paidId })).errors![0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect(await enrolled(payer.user.id)).toBe(1);
  });
});
