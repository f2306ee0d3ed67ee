import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCourse, educator } from './support/catalog-fixtures';
import { signUp } from './support/auth-operations';
import { newUser, TEST_PAYMENT_SECRET, TestApp } from './support/test-app';

/** Razorpay's Orders API is unreachable here: a local stand-in answers at the HTTP boundary. */
describe('Razorpay provider (SDK against a stand-in Orders API)', () => {
  let app: TestApp;
  let server: http.Server;
  const requests: { path: string; auth: string; body: any }[] = [];
  let failNext = false;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        requests.push({
          path: req.url ?? '',
          auth: req.headers.authorization ?? '',
          body: JSON.parse(body || '{}'),
        });
        if (failNext) {
          failNext = false;
          res
            .writeHead(500, { 'content-type': 'application/json' })
            .end(JSON.stringify({ error: { description: 'boom' } }));
          return;
        }
        const parsed = JSON.parse(body) as { amount: number; currency: string; receipt: string };
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: `order_rzp${requests.length}`,
            entity: 'order',
            ...parsed,
            status: 'created',
          }),
        );
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

  it('creates the order with the server-computed amount and the key credentials', async () => {
    const teacher = await educator(app);
    const course = await createCourse(app, teacher.user.id, {
      title: 'Razorpay Course',
      price: 999,
      discount: 10,
    });
    const learner = await signUp(app, newUser());
    const res = await app.rest(
      'post',
      '/api/user/purchase',
      { courseId: course.id },
      learner.token,
    );
    expect(res.body).toMatchObject({
      success: true,
      orderId: 'order_rzp1',
      amount: 89910,
      currency: 'INR',
      key: 'rzp_live_key',
    });
    expect(requests[0].path).toBe('/v1/orders');
    expect(requests[0].auth).toBe(
      `Basic ${Buffer.from(`rzp_live_key:${TEST_PAYMENT_SECRET}`).toString('base64')}`,
    );
    expect(requests[0].body).toMatchObject({
      amount: 89910,
      currency: 'INR',
      receipt: res.body.purchaseId,
    });

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

  it('reports an unreachable provider as 503 and leaves no open purchase', async () => {
    const teacher = await educator(app);
    const course = await createCourse(app, teacher.user.id, { title: 'Flaky', price: 500 });
    const learner = await signUp(app, newUser());
    failNext = true;
    const res = await app.rest(
      'post',
      '/api/user/purchase',
      { courseId: course.id },
      learner.token,
    );
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      success: false,
      message: 'The payment provider is not reachable right now. Please try again in a moment.',
    });
    const retry = await app.rest(
      'post',
      '/api/user/purchase',
      { courseId: course.id },
      learner.token,
    );
    expect(retry.status).toBe(200);
  });
});
