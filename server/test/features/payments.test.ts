import { createHmac } from 'node:crypto';
import { DataSource } from 'typeorm';
import { signUp } from '../support/auth-operations';
import { createCourse, educator } from '../support/catalog-fixtures';
import { deliverWebhook } from '../support/razorpay-webhook';
import { newUser, TEST_PAYMENT_SECRET, TEST_WEBHOOK_SECRET, TestApp } from '../support/test-app';

type Session = Awaited<ReturnType<typeof signUp>>;

const PURCHASE = `mutation($courseId: ID!) { purchaseCourse(courseId: $courseId) {
  __typename
  ... on FreeEnrollment { message redirect courseId }
  ... on PaymentOrder { orderId amount currency courseName purchaseId keyId provider } } }`;
const VERIFY = `mutation($input: VerifyPaymentInput!) { verifyPayment(input: $input) { message courseId } }`;
const SANDBOX = `mutation($purchaseId: ID!) { sandboxCheckout(purchaseId: $purchaseId) { razorpayOrderId razorpayPaymentId razorpaySignature } }`;

const sign = (orderId: string, paymentId: string, secret = TEST_PAYMENT_SECRET) =>
  createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');

describe('purchases and payments', () => {
  let app: TestApp;
  let owner: Session;
  let paidId: string;
  let freeId: string;
  beforeAll(async () => {
    app = await TestApp.start();
    owner = await educator(app);
    paidId = (
      await createCourse(app, owner.user.id, { title: 'Paid Course', price: 1999, discount: 25 })
    ).id;
    freeId = (await createCourse(app, owner.user.id, { title: 'Free Course', price: 0 })).id;
  });
  afterAll(() => app.close());

  const db = () => app.app.get(DataSource);
  const enrolments = async (userId: string, courseId: string) =>
    (
      await db().query(
        `SELECT count(*)::int AS n FROM enrollments WHERE user_id = $1 AND course_id = $2`,
        [userId, courseId],
      )
    )[0].n as number;
  const student = () => signUp(app, newUser());
  async function order(session: Session, courseId = paidId) {
    const res = await app.gql(PURCHASE, { courseId }, session.token);
    if (res.data?.purchaseCourse.__typename !== 'PaymentOrder') throw new Error(res.text);
    return res.data.purchaseCourse as { orderId: string; purchaseId: string; amount: number };
  }
  const verifyInput = (
    o: { orderId: string; purchaseId: string },
    paymentId = 'pay_test123',
    signature = sign(o.orderId, paymentId),
  ) => ({
    purchaseId: o.purchaseId,
    razorpayOrderId: o.orderId,
    razorpayPaymentId: paymentId,
    razorpaySignature: signature,
  });

  describe('free courses', () => {
    it('enrols at once with a completed purchase of 0, over GraphQL', async () => {
      const learner = await student();
      const res = await app.gql(PURCHASE, { courseId: freeId }, learner.token);
      expect(res.data!.purchaseCourse).toEqual({
        __typename: 'FreeEnrollment',
        message: 'Enrolled successfully! Happy learning.',
        redirect: '/my-enrollments',
        courseId: freeId,
      });
      expect(await enrolments(learner.user.id, freeId)).toBe(1);
      const [purchase] = await db().query(
        `SELECT amount_paise, status FROM purchases WHERE user_id = $1`,
        [learner.user.id],
      );
      expect(purchase).toEqual({ amount_paise: 0, status: 'completed' });
      const again = await app.gql(PURCHASE, { courseId: freeId }, learner.token);
      expect(again.errors![0]).toMatchObject({
        message: 'Already Enrolled',
        extensions: { code: 'CONFLICT' },
      });
      // Refused by the enrolment's own insert: its transaction left no second purchase.
      const purchases = await db().query(`SELECT id FROM purchases WHERE user_id = $1`, [
        learner.user.id,
      ]);
      expect(purchases).toHaveLength(1);
    });

    it('enrols over REST with the redirect, and answers a repeat 200 with success: false', async () => {
      const learner = await student();
      const res = await app.rest('post', '/api/user/purchase', { courseId: freeId }, learner.token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        message: 'Enrolled successfully! Happy learning.',
        redirect: '/my-enrollments',
      });
      const again = await app.rest(
        'post',
        '/api/user/purchase',
        { courseId: freeId },
        learner.token,
      );
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ success: false, message: 'Already Enrolled' });
      const data = await app.rest('get', '/api/user/data', undefined, learner.token);
      expect(data.body.user.enrolledCourses).toEqual([freeId]);
    });

    it('needs a signed-in user and a real course', async () => {
      expect((await app.rest('post', '/api/user/purchase', { courseId: freeId })).status).toBe(401);
      const learner = await student();
      for (const courseId of ['00000000-0000-4000-8000-000000000000', 'x', undefined]) {
        const res = await app.rest('post', '/api/user/purchase', { courseId }, learner.token);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ success: false, message: 'Course not found' });
      }
    });
  });

  describe('paid courses', () => {
    it('opens an order for the server-computed amount in paise, reused while pending', async () => {
      const learner = await student();
      const first = await app.rest(
        'post',
        '/api/user/purchase',
        { courseId: paidId, amount: 1 },
        learner.token,
      );
      expect(first.body).toEqual({
        success: true,
        orderId: expect.stringMatching(/^order_/),
        amount: 149925,
        currency: 'INR',
        courseName: 'Paid Course',
        purchaseId: expect.any(String),
        key: 'rzp_test_key',
      });
      const second = await order(learner);
      expect(second).toMatchObject({
        orderId: first.body.orderId,
        purchaseId: first.body.purchaseId,
        amount: 149925,
      });
      expect(await enrolments(learner.user.id, paidId)).toBe(0);
    });

    it('verifies a correctly signed payment over REST, enrols, and accepts a replay without change', async () => {
      const learner = await student();
      const o = await order(learner);
      const body = {
        razorpay_order_id: o.orderId,
        razorpay_payment_id: 'pay_abc',
        razorpay_signature: sign(o.orderId, 'pay_abc'),
        purchaseId: o.purchaseId,
      };
      const res = await app.rest('post', '/api/user/verify-payment', body, learner.token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: 'Payment verified. You are enrolled!' });
      expect(await enrolments(learner.user.id, paidId)).toBe(1);
      const replay = await app.rest('post', '/api/user/verify-payment', body, learner.token);
      expect(replay.body).toEqual({ success: true, message: 'Payment already verified' });
      expect(await enrolments(learner.user.id, paidId)).toBe(1);
      const [purchase] = await db().query(
        `SELECT status, amount_paise, provider_payment_id FROM purchases WHERE id = $1`,
        [o.purchaseId],
      );
      expect(purchase).toEqual({
        status: 'completed',
        amount_paise: 149925,
        provider_payment_id: 'pay_abc',
      });
      const again = await app.rest(
        'post',
        '/api/user/purchase',
        { courseId: paidId },
        learner.token,
      );
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ success: false, message: 'Already Enrolled' });
    });

    it('pays through the sandbox checkout and verifies over GraphQL', async () => {
      const learner = await student();
      const o = await order(learner);
      const paid = await app.gql(SANDBOX, { purchaseId: o.purchaseId }, learner.token);
      const result = paid.data!.sandboxCheckout;
      expect(result.razorpayOrderId).toBe(o.orderId);
      expect(result.razorpaySignature).toBe(sign(o.orderId, result.razorpayPaymentId));
      const verified = await app.gql(
        VERIFY,
        { input: { purchaseId: o.purchaseId, ...result } },
        learner.token,
      );
      expect(verified.data!.verifyPayment).toEqual({
        message: 'Payment verified. You are enrolled!',
        courseId: paidId,
      });
      const stranger = await student();
      expect(
        (await app.gql(SANDBOX, { purchaseId: o.purchaseId }, stranger.token)).errors![0]
          .extensions!.code,
      ).toBe('NOT_FOUND');
    });

    it.each([
      [
        'a forged signature',
        (o: any) => verifyInput(o, 'pay_x', sign(o.orderId, 'pay_x', 'wrong-secret')),
        'the signature does not match',
      ],
      [
        'a signature for another payment',
        (o: any) => ({ ...verifyInput(o, 'pay_x'), razorpayPaymentId: 'pay_y' }),
        'the signature does not match',
      ],
      [
        'a mismatched order id',
        (o: any) => ({
          ...verifyInput(o),
          razorpayOrderId: 'order_other',
          razorpaySignature: sign('order_other', 'pay_test123'),
        }),
        'the order id does not match this purchase',
      ],
      [
        'a garbage signature',
        (o: any) => ({ ...verifyInput(o), razorpaySignature: 'not-hex!' }),
        'the signature does not match',
      ],
      [
        'a malformed purchase id',
        (o: any) => ({ ...verifyInput(o), purchaseId: 'nope' }),
        'the purchase id is not valid',
      ],
    ])('refuses %s and enrols nobody', async (_label, forge, reason) => {
      const learner = await student();
      const o = await order(learner);
      const res = await app.gql(VERIFY, { input: forge(o) }, learner.token);
      expect(res.errors![0]).toMatchObject({
        message: `Payment verification failed: ${reason}`,
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect(await enrolments(learner.user.id, paidId)).toBe(0);
      const [purchase] = await db().query(`SELECT status FROM purchases WHERE id = $1`, [
        o.purchaseId,
      ]);
      expect(purchase.status).toBe('pending');
    });

    it('opens a new order when the price changed, and still honours a payment on the superseded one', async () => {
      const course = await createCourse(app, owner.user.id, { title: 'Repriced', price: 1000 });
      const learner = await student();
      const old = await order(learner, course.id);
      await db().query(`UPDATE courses SET course_price = 1200 WHERE id = $1`, [course.id]);
      const fresh = await order(learner, course.id);
      expect(fresh.orderId).not.toBe(old.orderId);
      expect(fresh.amount).toBe(120000);
      const paidOld = await app.gql(VERIFY, { input: verifyInput(old) }, learner.token);
      expect(paidOld.data!.verifyPayment.message).toBe('Payment verified. You are enrolled!');
      expect(await enrolments(learner.user.id, course.id)).toBe(1);
    });

    it("refuses another user's purchase id even with a valid signature", async () => {
      const buyer = await student();
      const thief = await student();
      const o = await order(buyer);
      const rest = await app.rest(
        'post',
        '/api/user/verify-payment',
        {
          razorpay_order_id: o.orderId,
          razorpay_payment_id: 'pay_1',
          razorpay_signature: sign(o.orderId, 'pay_1'),
          purchaseId: o.purchaseId,
        },
        thief.token,
      );
      // Reads as unknown: nothing tells the caller the purchase exists for someone else.
      expect(rest.status).toBe(200);
      expect(rest.body).toEqual({
        success: false,
        message: 'Payment verification failed: the purchase was not found',
      });
      expect(await enrolments(thief.user.id, paidId)).toBe(0);
      expect(await enrolments(buyer.user.id, paidId)).toBe(0);
    });

    it('enrols once under concurrent purchases and concurrent verifications', async () => {
      const learner = await student();
      const orders = await Promise.all(
        Array.from({ length: 5 }, () => app.gql(PURCHASE, { courseId: paidId }, learner.token)),
      );
      expect(orders.every((r) => r.data?.purchaseCourse?.purchaseId)).toBe(true);
      const ids = new Set(orders.map((r) => r.data!.purchaseCourse.purchaseId));
      expect(ids.size).toBe(1);
      const pending = await db().query(
        `SELECT count(*)::int AS n FROM purchases WHERE user_id = $1 AND status = 'pending'`,
        [learner.user.id],
      );
      expect(pending[0].n).toBe(1);
      const o = orders.find((r) => r.data?.purchaseCourse)!.data!.purchaseCourse;
      const results = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          app.gql(VERIFY, { input: verifyInput(o, `pay_${i}`) }, learner.token),
        ),
      );
      expect(results.every((r) => r.data?.verifyPayment)).toBe(true);
      expect(await enrolments(learner.user.id, paidId)).toBe(1);

      const freeLearner = await student();
      const free = await Promise.all(
        Array.from({ length: 5 }, () =>
          app.rest('post', '/api/user/purchase', { courseId: freeId }, freeLearner.token),
        ),
      );
      expect(free.map((r) => r.body.success).sort()).toEqual([false, false, false, false, true]);
      expect(await enrolments(freeLearner.user.id, freeId)).toBe(1);
    });
  });

  describe('Razorpay webhook', () => {
    const deliver = (body: object, options?: { secret?: string; eventId?: string }) =>
      deliverWebhook(app, body, options);
    const paidEvent = (orderId: string, amount: number, paymentId = 'pay_hook') => ({
      event: 'order.paid',
      payload: {
        payment: { entity: { id: paymentId, order_id: orderId, amount } },
        order: { entity: { id: orderId } },
      },
    });

    it('completes the purchase once for the same event delivered twice', async () => {
      const learner = await student();
      const o = await order(learner);
      const first = await deliver(paidEvent(o.orderId, o.amount), { eventId: 'evt_same' });
      expect(first.status).toBe(200);
      expect(await enrolments(learner.user.id, paidId)).toBe(1);
      const again = await deliver(paidEvent(o.orderId, o.amount), { eventId: 'evt_same' });
      expect(again.status).toBe(200);
      expect(await enrolments(learner.user.id, paidId)).toBe(1);
      const rows = await db().query(
        `SELECT count(*)::int AS n FROM payment_webhook_events WHERE event_id = 'evt_same'`,
      );
      expect(rows[0].n).toBe(1);
    });

    it('rejects a bad signature and changes nothing', async () => {
      const learner = await student();
      const o = await order(learner);
      const res = await deliver(paidEvent(o.orderId, o.amount), { secret: 'not-the-secret' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message: 'Invalid webhook signature' });
      const tampered = await app
        .http()
        .post('/api/payments/razorpay-webhook')
        .set('content-type', 'application/json')
        .set(
          'x-razorpay-signature',
          createHmac('sha256', TEST_WEBHOOK_SECRET)
            .update(JSON.stringify(paidEvent(o.orderId, 1)))
            .digest('hex'),
        )
        .send(JSON.stringify(paidEvent(o.orderId, o.amount)));
      expect(tampered.status).toBe(400);
      expect(await enrolments(learner.user.id, paidId)).toBe(0);
    });

    it('after a verify, a payment.captured webhook enrols nobody twice; a wrong amount enrols nobody', async () => {
      const learner = await student();
      const o = await order(learner);
      await app.gql(VERIFY, { input: verifyInput(o) }, learner.token);
      const hook = await deliver({
        event: 'payment.captured',
        payload: {
          payment: { entity: { id: 'pay_test123', order_id: o.orderId, amount: o.amount } },
        },
      });
      expect(hook.status).toBe(200);
      expect(await enrolments(learner.user.id, paidId)).toBe(1);

      const other = await student();
      const o2 = await order(other);
      await deliver(paidEvent(o2.orderId, 100));
      expect(await enrolments(other.user.id, paidId)).toBe(0);
      const webhookThenVerify = await student();
      const o3 = await order(webhookThenVerify);
      await deliver(paidEvent(o3.orderId, o3.amount, 'pay_w'));
      const verified = await app.gql(
        VERIFY,
        { input: verifyInput(o3, 'pay_w') },
        webhookThenVerify.token,
      );
      expect(verified.data!.verifyPayment.message).toBe('Payment already verified');
      expect(await enrolments(webhookThenVerify.user.id, paidId)).toBe(1);
    });
  });
});
