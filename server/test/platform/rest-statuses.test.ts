import { createHmac } from 'node:crypto';
import { sign as signJwt } from 'jsonwebtoken';
import type { Response } from 'supertest';
import { loadConfig } from '../../src/config/app-config';
import { NO_ACCESS } from '../../src/courses/course-access';
import { signUp } from '../support/auth-operations';
import { createCourse, educator, enroll } from '../support/catalog-fixtures';
import { restCreate, validCourse } from '../support/educator-operations';
import { newUser, TEST_JWT_SECRET, TEST_PAYMENT_SECRET, TestApp } from '../support/test-app';

type Session = Awaited<ReturnType<typeof signUp>>;
type Call = () => Promise<Response>;

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** REST.md, Conventions: the statuses of the original API, path by path. */
describe('REST failure statuses', () => {
  let app: TestApp;
  let owner: Session;
  let otherEducator: Session;
  let learner: Session;
  let outsider: Session;
  let paidId: string;
  let lectureId: string;
  beforeAll(async () => {
    app = await TestApp.start();
    owner = await educator(app);
    otherEducator = await educator(app);
    learner = await signUp(app, newUser());
    outsider = await signUp(app, newUser());
    paidId = (await createCourse(app, owner.user.id, { title: 'Paid', price: 1999 })).id;
    await enroll(app, learner.user.id, paidId);
    const course = await app.rest('get', `/api/course/${paidId}`);
    lectureId = course.body.courseData.courseContent[0].chapterContent[0].lectureId;
  });
  afterAll(() => app.close());

  const expectFailure = (res: Response, status: number, message: string | RegExp) => {
    expect({ status: res.status, success: res.body.success }).toEqual({ status, success: false });
    expect(res.body.message).toEqual(
      typeof message === 'string' ? message : expect.stringMatching(message),
    );
  };

  describe('/api/auth/* keeps the original 400 and 401', () => {
    const cases: [string, Call, number, string | RegExp][] = [
      ['register, bad input', () => app.rest('post', '/api/auth/register', {}), 400, /required/],
      [
        'register, an email already taken',
        () => app.rest('post', '/api/auth/register', { ...newUser(), email: learnerEmail() }),
        400,
        'An account with this email already exists',
      ],
      [
        'login, wrong password',
        () => app.rest('post', '/api/auth/login', { email: learnerEmail(), password: 'wrong1' }),
        401,
        'Invalid email or password',
      ],
      [
        'profile, bad input',
        () => app.rest('put', '/api/auth/profile', { imageUrl: 'ftp://x' }, outsider.token),
        400,
        /Image URL/,
      ],
      [
        'change-password, wrong current password',
        () =>
          app.rest(
            'put',
            '/api/auth/change-password',
            { currentPassword: 'nope12', newPassword: 'newpass1' },
            outsider.token,
          ),
        400,
        'Current password is incorrect',
      ],
      [
        'malformed JSON',
        () =>
          app.http().post('/api/auth/login').set('content-type', 'application/json').send('{"a'),
        400,
        'Malformed request',
      ],
    ];
    const learnerEmail = () => learner.user.email;
    it.each(cases)('%s', async (_, call, status, message) => {
      expectFailure(await call(), status, message);
    });
  });

  describe('every other original path answers a refusal 200 { success: false, message }', () => {
    const cases: [string, Call, string | RegExp][] = [
      [
        'GET /api/course/:id, unknown',
        () => app.rest('get', `/api/course/${UNKNOWN_ID}`),
        'Course not found',
      ],
      [
        'GET /api/course/:id, malformed',
        () => app.rest('get', '/api/course/abc'),
        'Course not found',
      ],
      [
        "PUT /api/course/:id, another educator's",
        () => app.rest('put', `/api/course/${paidId}`, { discount: 5 }, otherEducator.token),
        NO_ACCESS,
      ],
      [
        'PUT /api/course/:id, bad input',
        () => app.rest('put', `/api/course/${paidId}`, { discount: 150 }, owner.token),
        /Discount/,
      ],
      [
        'DELETE /api/course/:id, unknown',
        () => app.rest('delete', `/api/course/${UNKNOWN_ID}`, undefined, owner.token),
        NO_ACCESS,
      ],
      [
        'POST /api/user/purchase, unknown course',
        () => app.rest('post', '/api/user/purchase', { courseId: UNKNOWN_ID }, outsider.token),
        'Course not found',
      ],
      [
        'POST /api/user/purchase, already enrolled',
        () => app.rest('post', '/api/user/purchase', { courseId: paidId }, learner.token),
        'Already Enrolled',
      ],
      [
        'POST /api/user/verify-payment, no purchase',
        () => app.rest('post', '/api/user/verify-payment', {}, outsider.token),
        'Payment verification failed: the purchase id is not valid',
      ],
      [
        'POST /api/user/get-course-progress, not enrolled',
        () =>
          app.rest('post', '/api/user/get-course-progress', { courseId: paidId }, outsider.token),
        'You are not enrolled in this course',
      ],
      [
        'POST /api/user/update-course-progress, not enrolled',
        () =>
          app.rest(
            'post',
            '/api/user/update-course-progress',
            { courseId: paidId, lectureId },
            outsider.token,
          ),
        'You are not enrolled in this course',
      ],
      [
        'POST /api/user/update-course-progress, a lecture of no course',
        () =>
          app.rest(
            'post',
            '/api/user/update-course-progress',
            { courseId: paidId, lectureId: 'x' },
            learner.token,
          ),
        'This lecture is not part of the course',
      ],
      [
        'POST /api/user/add-rating, out of range',
        () =>
          app.rest('post', '/api/user/add-rating', { courseId: paidId, rating: 9 }, learner.token),
        'Rating must be a whole number from 1 to 5',
      ],
      [
        'POST /api/educator/add-course, no image',
        () => restCreate(app, owner.token, validCourse(), null),
        'Thumbnail Not Selected',
      ],
      [
        'POST /api/user/purchase, malformed JSON',
        () =>
          app
            .http()
            .post('/api/user/purchase')
            .set('authorization', `Bearer ${outsider.token}`)
            .set('content-type', 'application/json')
            .send('{"courseId":'),
        'Malformed request',
      ],
      [
        'POST /api/newsletter, bad email',
        () => app.rest('post', '/api/newsletter', { email: 'nope' }),
        /email/i,
      ],
    ];
    it.each(cases)('%s', async (_, call, message) => {
      expectFailure(await call(), 200, message);
    });

    it('lists invalid fields beside the message', async () => {
      const res = await app.rest('put', `/api/course/${paidId}`, { discount: 150 }, owner.token);
      expect(res.status).toBe(200);
      expect(res.body.errors).toEqual([expect.objectContaining({ field: 'discount' })]);
    });

    describe('a refused payment', () => {
      const message = 'Payment verification failed: the signature does not match';
      let buyer: Session;
      let orderId: string;
      let purchaseId: string;
      beforeAll(async () => {
        buyer = await signUp(app, newUser());
        const order = await app.rest(
          'post',
          '/api/user/purchase',
          { courseId: paidId },
          buyer.token,
        );
        ({ orderId, purchaseId } = order.body as { orderId: string; purchaseId: string });
      });
      const signature = (secret: string) =>
        createHmac('sha256', secret).update(`${orderId}|pay_1`).digest('hex');
      const verifyOverRest = (razorpay_signature: string) =>
        app.rest(
          'post',
          '/api/user/verify-payment',
          {
            razorpay_order_id: orderId,
            razorpay_payment_id: 'pay_1',
            razorpay_signature,
            purchaseId,
          },
          buyer.token,
        );

      it('says why over REST', async () => {
        expectFailure(await verifyOverRest(signature('not-the-secret')), 200, message);
      });

      it('says the same over GraphQL', async () => {
        const gql = await app.gql(
          `mutation($input: VerifyPaymentInput!) { verifyPayment(input: $input) { message } }`,
          {
            input: {
              purchaseId,
              razorpayOrderId: orderId,
              razorpayPaymentId: 'pay_1',
              razorpaySignature: signature('not-the-secret'),
            },
          },
          buyer.token,
        );
        expect(gql.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
      });

      it('still accepts the real signature afterwards', async () => {
        const paid = await verifyOverRest(signature(TEST_PAYMENT_SECRET));
        expect(paid.body.success).toBe(true);
      });
    });
  });

  describe('authentication, role and unknown paths', () => {
    const bearerPaths: [string, string][] = [
      ['get', '/api/auth/profile'],
      ['get', '/api/educator/update-role'],
      ['put', `/api/course/${UNKNOWN_ID}`],
      ['delete', `/api/course/${UNKNOWN_ID}`],
      ['get', '/api/user/data'],
      ['get', '/api/user/enrolled-courses'],
      ['post', '/api/user/purchase'],
      ['post', '/api/user/verify-payment'],
      ['post', '/api/user/get-course-progress'],
      ['post', '/api/user/update-course-progress'],
      ['post', '/api/user/add-rating'],
      ['get', '/api/educator/dashboard'],
      ['post', '/api/educator/add-course'],
      ['get', '/api/educator/courses'],
      ['get', '/api/educator/enrolled-students'],
    ];
    it.each(bearerPaths)('%s %s answers 401 without a valid token', async (method, path) => {
      const call = (token?: string) =>
        app.rest(method as 'get', path, method === 'get' ? undefined : {}, token);
      expectFailure(await call(), 401, 'Access token required');
      expectFailure(await call('garbage'), 401, 'Invalid token');
      const expired = signJwt({ sub: learner.user.id }, TEST_JWT_SECRET, { expiresIn: -1 });
      expectFailure(await call(expired), 401, 'Token expired');
    });

    it.each(bearerPaths.filter(([, path]) => /educator\/(?!update-role)|\/course\//.test(path)))(
      '%s %s answers a student 403 Insufficient permissions',
      async (method, path) => {
        const res = await app.rest(
          method as 'get',
          path,
          method === 'get' ? undefined : {},
          learner.token,
        );
        expectFailure(res, 403, 'Insufficient permissions');
      },
    );

    it('answers a path with no handler 404', async () => {
      expectFailure(await app.rest('get', '/api/nothing-here'), 404, 'Not found');
    });
  });

  describe("the product's own additions keep REST.md's statuses", () => {
    it('POST /api/contact lists invalid fields with 400', async () => {
      const res = await app.rest('post', '/api/contact', { email: 'nope', message: '' });
      expectFailure(res, 400, /./);
      expect(res.body.errors).toEqual(
        expect.arrayContaining([expect.objectContaining({ field: 'email' })]),
      );
    });

    it('the Razorpay webhook refuses a bad signature with 400', async () => {
      const res = await app
        .http()
        .post('/api/payments/razorpay-webhook')
        .set('content-type', 'application/json')
        .set('x-razorpay-signature', 'forged')
        .send('{"event":"order.paid"}');
      expectFailure(res, 400, 'Invalid webhook signature');
    });
  });

  it('GraphQL keeps its error codes for the same refusals', async () => {
    const codes = async (query: string, variables: Record<string, unknown>, token?: string) => {
      const res = await app.gql(query, variables, token);
      expect(res.status).toBe(200);
      return res.errors?.map((e) => e.extensions?.code);
    };
    expect(await codes('query($id: ID!) { course(id: $id) { id } }', { id: UNKNOWN_ID })).toEqual([
      'NOT_FOUND',
    ]);
    const purchase = `mutation($id: ID!) { purchaseCourse(courseId: $id) { __typename } }`;
    expect(await codes(purchase, { id: paidId }, learner.token)).toEqual(['CONFLICT']);
    const progress = `query($id: ID!) { courseProgress(courseId: $id) { percent } }`;
    expect(await codes(progress, { id: paidId }, outsider.token)).toEqual(['FORBIDDEN']);
    expect(await codes('{ educatorDashboard { totalCourses } }', {}, learner.token)).toEqual([
      'FORBIDDEN',
    ]);
    const update = `mutation($id: ID!) { updateCourse(id: $id, input: { discount: 150 }) { id } }`;
    expect(await codes(update, { id: paidId }, owner.token)).toEqual(['BAD_USER_INPUT']);
  });
});

describe('REST failure statuses under a low sign-in limit and no webhook secret', () => {
  let app: TestApp;
  beforeAll(async () => {
    const { payments } = loadConfig({ NODE_ENV: 'test' });
    app = await TestApp.start({
      authRateLimitPerMinute: 2,
      payments: { ...payments, keySecret: TEST_PAYMENT_SECRET, webhookSecret: undefined },
    });
  });
  afterAll(() => app.close());

  it('answers too many sign-in attempts 429 with Retry-After', async () => {
    const attempt = () =>
      app.rest('post', '/api/auth/login', { email: 'nobody@example.com', password: 'secret1' });
    expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(401);
    const refused = await attempt();
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, message: expect.any(String) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers the webhook 403 while no webhook secret is configured', async () => {
    const res = await app
      .http()
      .post('/api/payments/razorpay-webhook')
      .set('content-type', 'application/json')
      .send('{}');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, message: 'Webhooks are not configured' });
  });
});
