import { ResponseCache } from '../../src/common/http-cache/response-cache';
import { createLogger } from '../../src/common/observability/logging';
import { signUp } from '../support/auth-operations';
import { createCourse, educator } from '../support/catalog-fixtures';
import { newUser, TestApp } from '../support/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const COURSE_TITLES = `query CourseTitles { courses(first: 5) { nodes { id courseTitle } } }`;
const ANONYMOUS = `{ courses(first: 1) { totalCount } }`;
const PURCHASE = `mutation Purchase($courseId: ID!) { purchaseCourse(courseId: $courseId) {
  ... on PaymentOrder { orderId purchaseId } } }`;
const SANDBOX = `mutation Sandbox($purchaseId: ID!) { sandboxCheckout(purchaseId: $purchaseId) {
  razorpayOrderId razorpayPaymentId razorpaySignature } }`;
const VERIFY = `mutation Verify($input: VerifyPaymentInput!) { verifyPayment(input: $input) { message } }`;

type Line = Record<string, unknown> & { reqId?: string; msg?: string; context?: string };

/** The value of one sample of `/metrics` text whose labels include `labels`; 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value))
      return Number(match[3]);
  }
  return 0;
}

describe('observability', () => {
  const lines: Line[] = [];
  let app: TestApp;
  let courseId: string;
  beforeAll(async () => {
    const destination = { write: (line: string) => void lines.push(JSON.parse(line) as Line) };
    app = await TestApp.start({ logLevel: 'info' }, [], createLogger('info', destination));
    const owner = await educator(app);
    await app.raw('/api/health'); // listens: one Host, so supertest's requests share cache keys
    courseId = (await createCourse(app, owner.user.id, { title: 'Metrics Course', price: 999 })).id;
  });
  afterAll(() => app.close());

  const metrics = async () => {
    const res = await app.http().get('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text;
  };
  const gql = (query: string, variables: object = {}, token?: string, id?: string) => {
    const req = app.http().post('/graphql').set('content-type', 'application/json');
    if (token) req.set('authorization', `Bearer ${token}`);
    if (id) req.set('x-request-id', id);
    return req.send({ query, variables });
  };

  describe('X-Request-Id', () => {
    it('is generated when absent, on Express answers and on cache hits alike', async () => {
      const first = await gql(ANONYMOUS);
      const second = await gql(ANONYMOUS); // answered by the cache's fast path
      const rest = await app.http().get('/api/nowhere');
      for (const res of [first, second, rest]) expect(res.headers['x-request-id']).toMatch(UUID);
      expect(new Set([first, second, rest].map((r) => r.headers['x-request-id'])).size).toBe(3);
    });

    it("keeps a caller's sane id, on a cache hit too", async () => {
      await app.http().get(`/api/course/${courseId}`);
      const hit = await app
        .http()
        .get(`/api/course/${courseId}`)
        .set('x-request-id', 'lb-7f3a.01:x_y');
      expect(hit.headers['x-request-id']).toBe('lb-7f3a.01:x_y');
    });

    it.each([
      ['too long', 'a'.repeat(129)],
      ['a tab', 'abc\tdef'],
      ['spaces and markup', 'a b <script>'],
      ['non-ASCII bytes', Buffer.from('réq', 'utf8').toString('latin1')],
      ['a quote', 'abc"def'],
    ])('replaces one with %s by a new UUID', async (_name, hostile) => {
      const res = await app.http().get('/api/course/all').set('x-request-id', hostile);
      expect(res.headers['x-request-id']).toMatch(UUID);
    });
  });

  describe('Server-Timing', () => {
    it("states the server's own time on Express answers and on cache hits alike", async () => {
      const first = await gql(ANONYMOUS);
      const second = await gql(ANONYMOUS); // answered by the cache's fast path
      const rest = await app.http().get('/api/nowhere');
      for (const res of [first, second, rest]) {
        const [, ms] = /^app;dur=(\d+\.\d)$/.exec(res.headers['server-timing']) ?? [];
        expect(Number(ms)).toBeGreaterThanOrEqual(0);
      }
    });
  });

  describe('logs', () => {
    it("carries the request's id on every line of it, a service's Nest Logger line included, without the token", async () => {
      const learner = await signUp(app, newUser());
      const id = 'verify-request-1';
      const res = await gql(
        VERIFY,
        {
          input: {
            purchaseId: 'not-a-uuid',
            razorpayOrderId: 'o',
            razorpayPaymentId: 'p',
            razorpaySignature: 's',
          },
        },
        learner.token,
        id,
      );
      expect(res.body.errors[0].message).toMatch(/^Payment verification failed/);
      const mine = lines.filter((line) => line.reqId === id);
      const warning = mine.find((line) => line.context === 'Payments');
      expect(warning).toMatchObject({
        level: 40,
        msg: expect.stringMatching(/^Verification refused/),
      });
      const access = mine.find((line) => line.msg === 'request completed');
      expect(access).toMatchObject({
        level: 30,
        method: 'POST',
        path: '/graphql',
        route: '/graphql',
        operation: 'Verify',
        status: 200,
        ms: expect.any(Number),
      });
      expect(JSON.stringify(lines)).not.toContain(learner.token);
    });

    it('writes an access line with the id for a cache hit', async () => {
      const stats = app.app.get(ResponseCache).stats;
      await gql(COURSE_TITLES);
      const hits = stats.hits;
      await gql(COURSE_TITLES, {}, undefined, 'cache-hit-1');
      expect(stats.hits).toBe(hits + 1);
      const access = lines.filter((line) => line.reqId === 'cache-hit-1');
      expect(access).toHaveLength(1);
      expect(access[0]).toMatchObject({ msg: 'request completed', level: 30 });
    });

    it('sends Nest boot lines through pino', () => {
      expect(lines.some((line) => line.context === 'RoutesResolver')).toBe(true);
    });
  });

  describe('/metrics', () => {
    it('counts REST reads by route pattern, cache hits included, never by raw URL', async () => {
      const labels = { method: 'GET', route: '/api/course/:id', status: '200' };
      const before = sample(await metrics(), 'http_requests_total', labels);
      const hitsBefore = sample(await metrics(), 'response_cache_hits_total');
      for (let i = 0; i < 3; i += 1) await app.http().get(`/api/course/${courseId}`);
      const text = await metrics();
      expect(sample(text, 'http_requests_total', labels)).toBe(before + 3);
      expect(sample(text, 'http_request_duration_seconds_count', labels)).toBe(before + 3);
      expect(sample(text, 'response_cache_hits_total')).toBeGreaterThanOrEqual(hitsBefore + 2);
      expect(text).not.toContain(courseId);
      await app.http().get('/api/no/such/path/123');
      expect(
        sample(await metrics(), 'http_requests_total', { route: 'unmatched', status: '404' }),
      ).toBeGreaterThan(0);
      expect(await metrics()).not.toContain('/api/no/such');
    });

    it('counts GraphQL by operation name, a cache hit included; anonymous ones as one label', async () => {
      const text0 = await metrics();
      const named = { route: '/graphql', operation: 'CourseTitles', status: '200' };
      const anonymous = { route: '/graphql', operation: 'anonymous' };
      const [namedBefore, anonBefore] = [
        sample(text0, 'http_requests_total', named),
        sample(text0, 'http_requests_total', anonymous),
      ];
      const [hits, misses] = [
        sample(text0, 'response_cache_hits_total'),
        sample(text0, 'response_cache_misses_total'),
      ];
      await gql(`${COURSE_TITLES} # a new document: a miss`);
      await gql(`${COURSE_TITLES} # a new document: a miss`); // a hit
      await gql(`{ courses(first: 2) { totalCount } }`);
      await gql(`{ courses(first: 2) { totalCount } }`);
      const text = await metrics();
      expect(sample(text, 'http_requests_total', named)).toBe(namedBefore + 2);
      expect(sample(text, 'http_requests_total', anonymous)).toBe(anonBefore + 2);
      expect(sample(text, 'response_cache_hits_total')).toBe(hits + 2);
      expect(sample(text, 'response_cache_misses_total')).toBe(misses + 2);
    });

    it('shows the database pool and the default Node metrics', async () => {
      const text = await metrics();
      expect(sample(text, 'db_pool_connections_total')).toBeGreaterThanOrEqual(1);
      expect(text).toMatch(/^db_pool_connections_idle \d+$/m);
      expect(text).toMatch(/^db_pool_waiting_requests \d+$/m);
      expect(text).toMatch(/^process_cpu_seconds_total /m);
      expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    });

    it('counts payments by outcome through the sandbox checkout', async () => {
      const before = await metrics();
      const learner = await signUp(app, newUser());
      const order = (await gql(PURCHASE, { courseId }, learner.token)).body.data.purchaseCourse;
      const paid = (await gql(SANDBOX, { purchaseId: order.purchaseId }, learner.token)).body.data
        .sandboxCheckout;
      const verified = await gql(
        VERIFY,
        {
          input: {
            purchaseId: order.purchaseId,
            razorpayOrderId: paid.razorpayOrderId,
            razorpayPaymentId: paid.razorpayPaymentId,
            razorpaySignature: paid.razorpaySignature,
          },
        },
        learner.token,
      );
      expect(verified.body.data.verifyPayment.message).toBe('Payment verified. You are enrolled!');
      const after = await metrics();
      for (const outcome of ['order_created', 'completed'])
        expect(sample(after, 'payments_total', { outcome })).toBe(
          sample(before, 'payments_total', { outcome }) + 1,
        );
    });

    it('is not compressed, cached or answered by the client app', async () => {
      const res = await app.http().get('/metrics').set('accept-encoding', 'gzip, br');
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.text).toMatch(/^# HELP /);
    });
  });

  describe('METRICS_TOKEN', () => {
    const token = 'scrape-token-0123456789abcdef';
    let guarded: TestApp;
    beforeAll(async () => {
      guarded = await TestApp.beside(app, { metricsToken: token });
    });
    afterAll(() => guarded.close());

    it('answers 401 without the bearer token, or with a wrong one, and the metrics with it', async () => {
      for (const header of [undefined, 'Bearer wrong', `Bearer ${token}x`, token]) {
        const req = guarded.http().get('/metrics');
        if (header) req.set('authorization', header);
        const res = await req;
        expect(res.status).toBe(401);
        expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
        expect(res.text).not.toContain('http_requests_total');
      }
      const ok = await guarded.http().get('/metrics').set('authorization', `Bearer ${token}`);
      expect(ok.status).toBe(200);
      expect(ok.text).toContain('http_requests_total');
    });
  });
});
