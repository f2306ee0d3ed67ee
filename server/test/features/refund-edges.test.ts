import { DataSource } from 'typeorm';
import { signUp } from '../support/auth-operations';
import { createCourse, educator } from '../support/catalog-fixtures';
import { deliverWebhook } from '../support/razorpay-webhook';
import { newUser, TestApp } from '../support/test-app';

type Session = Awaited<ReturnType<typeof signUp>>;

const PURCHASE = `mutation($courseId: ID!) { purchaseCourse(courseId: $courseId) {
  ... on PaymentOrder { orderId purchaseId } } }`;
const PAY = `mutation($purchaseId: ID!) { sandboxCheckout(purchaseId: $purchaseId) {
  razorpayOrderId razorpayPaymentId razorpaySignature } }`;
const VERIFY = `mutation($input: VerifyPaymentInput!) { verifyPayment(input: $input) { message } }`;
const REFUND = `mutation($courseId: ID!) { requestRefund(courseId: $courseId) { message } }`;
const COMPLETE = `mutation($courseId: ID!, $lectureId: ID!) {
  completeLecture(courseId: $courseId, lectureId: $lectureId) { certificate { id completedAt } } }`;
const SAVE_POSITION = `mutation($courseId: ID!, $lectureId: ID!) {
  saveLecturePosition(courseId: $courseId, lectureId: $lectureId, positionSeconds: 42) { positionSeconds } }`;
const MY_ENROLLMENTS = `{ myEnrollments { course { id } progress { lecturesCompleted percent resume { lectureId } }
  certificate { id completedAt } } }`;
const PROGRESS = `query($courseId: ID!) { courseProgress(courseId: $courseId) {
  lecturesCompleted percent completedLectureIds resume { positionSeconds } } }`;
const MY_CERTIFICATE = `query($courseId: ID!) { myCertificate(courseId: $courseId) { id } }`;
const CERTIFICATE = `query($id: ID!) { certificate(id: $id) { id } }`;

/**
 * Refund edges in sandbox mode: partial refunds from Razorpay's `refund.processed` webhook that add
 * up to the amount paid, one after the other and at once; and a course bought again after a refund,
 * which starts from zero progress and earns a new certificate.
 */
describe('refund edges', () => {
  let app: TestApp;
  let courseId: string;
  let lectureIds: string[];

  const db = () => app.app.get(DataSource);
  const one = async <T>(sql: string, params: unknown[]) => (await db().query(sql, params))[0] as T;
  const enrolled = async (userId: string) =>
    (
      await one<{ n: number }>(
        'SELECT count(*)::int AS n FROM enrollments WHERE user_id = $1 AND course_id = $2',
        [userId, courseId],
      )
    ).n;
  const status = async (userId: string) =>
    (
      await one<{ status: string }>(
        'SELECT status FROM purchases WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1',
        [userId],
      )
    ).status;
  const partialRefund = (paymentId: string, id: string, amount: number) =>
    deliverWebhook(app, {
      event: 'refund.processed',
      payload: { refund: { entity: { id, payment_id: paymentId, amount, entity: 'refund' } } },
    });

  /** Buys the course through the sandbox checkout; the payment id Razorpay would name. */
  async function buy(learner: Session): Promise<string> {
    const order = (await app.gql(PURCHASE, { courseId }, learner.token)).data!.purchaseCourse;
    const paid = (await app.gql(PAY, { purchaseId: order.purchaseId }, learner.token)).data!
      .sandboxCheckout;
    const verified = await app.gql(
      VERIFY,
      { input: { purchaseId: order.purchaseId, ...paid } },
      learner.token,
    );
    expect(verified.data?.verifyPayment.message).toBe('Payment verified. You are enrolled!');
    return paid.razorpayPaymentId as string;
  }

  /** Completes every lecture; the certificate issued with the last one. */
  async function completeAll(learner: Session): Promise<{ id: string; completedAt: string }> {
    let certificate: { id: string; completedAt: string } | null = null;
    for (const lectureId of lectureIds) {
      const res = await app.gql(COMPLETE, { courseId, lectureId }, learner.token);
      expect(res.errors).toBeUndefined();
      certificate = res.data!.completeLecture.certificate ?? certificate;
    }
    expect(certificate).not.toBeNull();
    return certificate!;
  }

  beforeAll(async () => {
    // One public origin, hence one response cache key per user (supertest's port varies).
    app = await TestApp.start({ publicUrl: 'https://brandcraft.test' });
    const owner = await educator(app);
    courseId = (await createCourse(app, owner.user.id, { title: 'Refund edges', price: 1000 })).id;
    lectureIds = (
      await db().query<{ id: string }[]>(
        `SELECT l.id FROM lectures l JOIN chapters c ON c.id = l.chapter_id
         WHERE c.course_id = $1 ORDER BY c.chapter_order, l.lecture_order`,
        [courseId],
      )
    ).map((r) => r.id);
  });
  afterAll(() => app.close());

  it('ends the enrolment and revokes the certificate when two partial refunds add up to the amount paid', async () => {
    const learner = await signUp(app, newUser());
    const paymentId = await buy(learner);
    const certificate = await completeAll(learner);

    expect((await partialRefund(paymentId, 'rfnd_half_1', 40000)).status).toBe(200);
    expect(await enrolled(learner.user.id)).toBe(1);
    expect(await status(learner.user.id)).toBe('completed');
    // A redelivery of the same refund under another event id is not counted twice.
    expect((await partialRefund(paymentId, 'rfnd_half_1', 40000)).status).toBe(200);
    expect(await enrolled(learner.user.id)).toBe(1);

    expect((await partialRefund(paymentId, 'rfnd_half_2', 60000)).status).toBe(200);
    expect(await status(learner.user.id)).toBe('refunded');
    expect(await enrolled(learner.user.id)).toBe(0);
    expect((await app.gql(CERTIFICATE, { id: certificate.id })).data!.certificate).toBeNull();
    expect((await app.gql(MY_ENROLLMENTS, {}, learner.token)).data!.myEnrollments).toEqual([]);
  });

  it('sums partial refund webhooks that arrive at once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const learner = await signUp(app, newUser());
      const paymentId = await buy(learner);
      const certificate = await completeAll(learner);
      const answers = await Promise.all(
        [0, 1, 2, 3].map((i) => partialRefund(paymentId, `rfnd_quarter_${round}_${i}`, 25000)),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      expect(await status(learner.user.id)).toBe('refunded');
      expect(await enrolled(learner.user.id)).toBe(0);
      expect((await app.gql(CERTIFICATE, { id: certificate.id })).data!.certificate).toBeNull();
    }
  });

  it('clears progress on refund: bought again, the course starts at zero and earns a new certificate', async () => {
    const learner = await signUp(app, newUser());
    await buy(learner);
    const first = await completeAll(learner);
    await app.gql(SAVE_POSITION, { courseId, lectureId: lectureIds[1] }, learner.token);
    // Read, and so cached, before the refund.
    const before = (await app.gql(MY_ENROLLMENTS, {}, learner.token)).data!.myEnrollments;
    expect(before).toEqual([
      {
        course: { id: courseId },
        progress: { lecturesCompleted: 4, percent: 100, resume: { lectureId: lectureIds[1] } },
        certificate: first,
      },
    ]);
    expect(
      (await app.gql(PROGRESS, { courseId }, learner.token)).data!.courseProgress.percent,
    ).toBe(100);

    const refundedAt = Date.now();
    expect((await app.gql(REFUND, { courseId }, learner.token)).errors).toBeUndefined();
    expect((await app.gql(MY_ENROLLMENTS, {}, learner.token)).data!.myEnrollments).toEqual([]);
    const left = await one<{ completions: number; positions: number }>(
      `SELECT (SELECT count(*)::int FROM lecture_completions WHERE user_id = $1) AS completions,
              (SELECT count(*)::int FROM lecture_positions WHERE user_id = $1) AS positions`,
      [learner.user.id],
    );
    expect(left).toEqual({ completions: 0, positions: 0 });

    await buy(learner);
    expect((await app.gql(MY_ENROLLMENTS, {}, learner.token)).data!.myEnrollments).toEqual([
      {
        course: { id: courseId },
        progress: { lecturesCompleted: 0, percent: 0, resume: null },
        certificate: null,
      },
    ]);
    expect((await app.gql(PROGRESS, { courseId }, learner.token)).data!.courseProgress).toEqual({
      lecturesCompleted: 0,
      percent: 0,
      completedLectureIds: [],
      resume: null,
    });
    expect(
      (await app.gql(MY_CERTIFICATE, { courseId }, learner.token)).data!.myCertificate,
    ).toBeNull();
    expect((await app.gql(CERTIFICATE, { id: first.id })).data!.certificate).toBeNull();

    const second = await completeAll(learner);
    expect(second.id).not.toBe(first.id);
    expect(new Date(second.completedAt).getTime()).toBeGreaterThan(
      new Date(first.completedAt).getTime(),
    );
    expect(new Date(second.completedAt).getTime()).toBeGreaterThanOrEqual(refundedAt - 1000);
    expect((await app.gql(CERTIFICATE, { id: second.id })).data!.certificate).toEqual({
      id: second.id,
    });
    // The revoked one stays revoked.
    expect((await app.gql(CERTIFICATE, { id: first.id })).data!.certificate).toBeNull();
  });
});
