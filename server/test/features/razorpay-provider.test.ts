import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { createCourse, educator } from '../support/catalog-fixtures';
import { signUp } from '../support/auth-operations';
import { newUser, TEST_PAYMENT_SECRET, TestApp } from '../support/test-app';

/** Razorpay's Orders API is unreachable here: a local stand-in answers at the HTTP boundary. */
describe('Razorpay provider (SDK against a stand-in Orders API)', () => {
  let app: TestApp;
  let server: http.Server;
  /** POST /api/user/purchase as the original client calls it. */
  const restPurchase = (courseId: string, token: string) =>
    app.rest('post', '/api/user/purchase', { courseId }, token);
  const requests: { path: string; auth: string; body: any }[] = [];
  let failNext = false;
  /** How long the stand-in takes to answer, so concurrent calls overlap an order in flight. */
  let answerAfterMs = 0;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const n = requests.push({
          path: req.url ?? '',
          auth: req.headers.authorization ?? '',
          body: JSON.parse(body || '{}'),
        });
        const fail = failNext;
        failNext = false;
        setTimeout(() => {
          if (fail) {
            res
              .writeHead(500, { 'content-type': 'application/json' })
              .end(JSON.stringify({ error: { description: 'boom' } }));
            return;
          }
          const parsed = JSON.parse(body) as { amount: number; currency: string; receipt: string };
          res.writeHead(200, { 'content-type': 'application/json' }).end(
            JSON.stringify({
              id: `order_rzp${n}`,
              entity: 'order',
              ...parsed,
              status: 'created',
            }),
          );
        }, answerAfterMs);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    app = await TestApp.start({
      payments: {
        provider: 'razorpay',
        keyId: 'rzp_live_key',
        keySecret: TEST_PAYMENT_SECRET,
        webhookSecret: undefined,
        apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        currency: 'INR',
      },
    });
  });
  afterAll(async () => {
    await app.close();
    server.close();
  });

  // The first purchase of the suite: its order is the stand-in's first request.
  describe('a purchase', () => {
    let learner: Awaited<ReturnType<typeof signUp>>;
    let res: Awaited<ReturnType<TestApp['rest']>>;
    beforeAll(async () => {
      const teacher = await educator(app);
      const course = await createCourse(app, teacher.user.id, {
        title: 'Razorpay Course',
        price: 999,
        discount: 10,
      });
      learner = await signUp(app, newUser());
      res = await restPurchase(course.id, learner.token);
    });

    it('answers the order with the server-computed amount and the public key', () => {
      expect(res.body).toMatchObject({
        success: true,
        orderId: 'order_rzp1',
        amount: 89910,
        currency: 'INR',
        key: 'rzp_live_key',
      });
    });

    it('creates the order on the Orders API with the key credentials', () => {
      expect(requests[0].path).toBe('/v1/orders');
      expect(requests[0].auth).toBe(
        `Basic ${Buffer.from(`rzp_live_key:${TEST_PAYMENT_SECRET}`).toString('base64')}`,
      );
    });

    it('sends the server-computed amount with the purchase as the receipt', () => {
      expect(requests[0].body).toMatchObject({
        amount: 89910,
        currency: 'INR',
        receipt: res.body.purchaseId,
      });
    });

    it('refuses the sandbox checkout outside sandbox mode', async () => {
      const sandbox = await app.gql(
        `mutation { sandboxCheckout(purchaseId: "${res.body.purchaseId}") { razorpaySignature } }`,
        {},
        learner.token,
      );
      expect(sandbox.errors![0]).toMatchObject({
        message: 'The sandbox checkout is only available in sandbox mode',
        extensions: { code: 'FORBIDDEN' },
      });
    });
  });

  it('reports an unreachable provider as 503 and leaves no open purchase', async () => {
    const teacher = await educator(app);
    const course = await createCourse(app, teacher.user.id, { title: 'Flaky', price: 500 });
    const learner = await signUp(app, newUser());
    failNext = true;
    const res = await restPurchase(course.id, learner.token);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      success: false,
      message: 'The payment provider is not reachable right now. Please try again in a moment.',
    });
    const retry = await restPurchase(course.id, learner.token);
    expect(retry.status).toBe(200);
  });

  describe('concurrent purchase calls', () => {
    const PURCHASE = `mutation($courseId: ID!) { purchaseCourse(courseId: $courseId) {
      ... on PaymentOrder { orderId purchaseId } } }`;
    const db = () => app.app.get(DataSource);
    afterEach(() => (answerAfterMs = 0));

    async function setUp(price = 700) {
      const teacher = await educator(app);
      const course = await createCourse(app, teacher.user.id, { title: 'Busy Course', price });
      const learner = await signUp(app, newUser());
      return { course, learner };
    }
    /** 30 calls at once, alternating REST and GraphQL; each answers its status and order. */
    const purchaseAtOnce = (courseId: string, token: string) =>
      Promise.all(
        Array.from({ length: 30 }, async (_, i) => {
          if (i % 2) {
            const res = await app.rest('post', '/api/user/purchase', { courseId }, token);
            return {
              status: res.status,
              orderId: res.body.orderId,
              purchaseId: res.body.purchaseId,
            };
          }
          const res = await app.gql(PURCHASE, { courseId }, token);
          const order = res.data?.purchaseCourse;
          return {
            status: res.errors ? res.errors[0].extensions!.code : 200,
            orderId: order?.orderId,
            purchaseId: order?.purchaseId,
          };
        }),
      );
    const purchases = (userId: string) =>
      db().query(
        `SELECT id, status, provider_order_id FROM purchases WHERE user_id = $1 ORDER BY created_at`,
        [userId],
      );

    it('opens exactly one provider order for one pending purchase, every call answering it', async () => {
      const { course, learner } = await setUp();
      const before = requests.length;
      answerAfterMs = 300;
      const results = await purchaseAtOnce(course.id, learner.token);
      expect(requests.length - before).toBe(1);
      const [{ orderId, purchaseId }] = results;
      expect(orderId).toMatch(/^order_rzp/);
      expect(results).toEqual(results.map(() => ({ status: 200, orderId, purchaseId })));
      expect(await purchases(learner.user.id)).toEqual([
        { id: purchaseId, status: 'pending', provider_order_id: orderId },
      ]);
    });

    describe('when the provider fails the order they wait on', () => {
      type Row = { id: string; status: string; provider_order_id: string | null };
      let course: { id: string };
      let learner: Awaited<ReturnType<typeof signUp>>;
      let results: Awaited<ReturnType<typeof purchaseAtOnce>>;
      let providerCalls: typeof requests;
      let rows: Row[];
      beforeAll(async () => {
        ({ course, learner } = await setUp());
        const before = requests.length;
        answerAfterMs = 300;
        failNext = true;
        results = await purchaseAtOnce(course.id, learner.token);
        answerAfterMs = 0;
        providerCalls = requests.slice(before);
        rows = await purchases(learner.user.id);
      });

      it('answers 503 (SERVICE_UNAVAILABLE over GraphQL) to the waiting calls', () => {
        const statuses = results.map((r) => r.status);
        expect(
          statuses.filter((s) => s === 503 || s === 'SERVICE_UNAVAILABLE').length,
        ).toBeGreaterThan(1);
      });

      // A call arriving after the failure may open a fresh order: still one order per purchase.
      it('answers at most one order to the calls that succeed', () => {
        expect(
          new Set(results.filter((r) => r.status === 200).map((r) => r.orderId)).size,
        ).toBeLessThanOrEqual(1);
      });

      it('asks the provider for exactly one order per purchase stored', () => {
        expect(providerCalls.map((r) => r.body.receipt).sort()).toEqual(
          rows.map((r) => r.id).sort(),
        );
      });

      it('marks the purchase of the failed order failed, without an order', () => {
        expect(rows[0]).toMatchObject({ status: 'failed', provider_order_id: null });
      });

      it('leaves at most one purchase pending, and none open without an order', () => {
        expect(rows.filter((r) => r.status === 'pending').length).toBeLessThanOrEqual(1);
        expect(rows.every((r) => r.status === 'failed' || r.provider_order_id)).toBe(true);
      });

      it('opens an order on a later retry', async () => {
        const retry = await restPurchase(course.id, learner.token);
        expect(retry.status).toBe(200);
      });
    });

    it('takes over a purchase whose order was never stored (its server stopped mid-call)', async () => {
      const { course, learner } = await setUp();
      const [stale] = await db().query(
        `INSERT INTO purchases (user_id, course_id, amount_paise, currency, status, provider, created_at)
         VALUES ($1, $2, 70000, 'INR', 'pending', 'razorpay', now() - interval '1 hour') RETURNING id`,
        [learner.user.id, course.id],
      );
      const res = await restPurchase(course.id, learner.token);
      expect(res.status).toBe(200);
      expect(res.body.orderId).toMatch(/^order_rzp/);
      expect(await purchases(learner.user.id)).toEqual([
        { id: stale.id, status: 'failed', provider_order_id: null },
        { id: res.body.purchaseId, status: 'pending', provider_order_id: res.body.orderId },
      ]);
    });
  });
});
