import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { DataSource } from 'typeorm';
import { WEBHOOK_EVENTS } from '../../../shared/webhook-events';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../src/config/app-config';
import type { WebhookConfig } from '../../src/config/webhook-config';
import { Lecture } from '../../src/courses/lecture.entity';
import { Role, User } from '../../src/users/user.entity';
import { isPublicAddress, publicOnlyLookup } from '../../src/webhooks/webhook-destinations';
import {
  MANUAL_SENDS_PER_MINUTE,
  MANUAL_SENDS_PER_OWNER_PER_MINUTE,
} from '../../src/webhooks/webhook-endpoints.service';
import { postWebhook } from '../../src/webhooks/webhook-request';
import { signUp } from '../support/auth-operations';
import { createCourse, educator, enroll } from '../support/catalog-fixtures';
import { buyCourse } from '../support/checkout';
import { newUser, TestApp } from '../support/test-app';

type Session = Awaited<ReturnType<typeof signUp>>;

interface Received {
  path: string;
  id: string;
  type: string;
  data: Record<string, unknown>;
  status: number;
}

const ALL_EVENTS = WEBHOOK_EVENTS.map((e) => e.type);
/** The events of a course; booking.* are a mentor's, proven in booking-invites.test.ts. */
// Bookings' and live sessions' events have tests of their own (booking-invites, live-invites).
const COURSE_EVENTS = WEBHOOK_EVENTS.filter(
  (e) => !e.type.startsWith('booking.') && !e.type.startsWith('live_session.'),
);
const CREATE = `mutation($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) {
  secret endpoint { id url events enabled } } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateWebhookEndpointInput!) {
  updateWebhookEndpoint(id: $id, input: $input) { id url events enabled disabledReason } }`;
const LIST = `{ webhookEndpoints { id url enabled disabledReason } }`;
const DELIVERIES = `query($id: ID!) { webhookDeliveries(endpointId: $id) {
  id webhookId eventType status attempts { statusCode durationMs responseBody error } } }`;
const REDELIVER = `mutation($id: ID!) { redeliverWebhook(deliveryId: $id) { id status } }`;
const TEST = `mutation($id: ID!) { sendTestWebhook(endpointId: $id) { id eventType webhookId } }`;

const until = async (done: () => boolean | Promise<boolean>, what: string, ms = 20_000) => {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

const fast: { webhooks: WebhookConfig } & Pick<RuntimeConfig, 'jobs'> = {
  webhooks: {
    timeoutSeconds: 5,
    retryDelaySeconds: 1,
    retryLimit: 1,
    allowPrivateUrls: true,
    maxEndpointsPerUser: 10,
    ownerConcurrency: 2,
    timeoutsBeforeDisable: 5,
    deliver: false,
  },
  jobs: { maintenanceSeconds: 1, pollingSeconds: 0.5, scheduled: false },
};

/**
 * Webhooks end to end: a real receiver on 127.0.0.1 answers 500 to the first delivery of each
 * event and 200 to its retry, verifying every signature with the standardwebhooks library.
 * `app` records (its worker is off, as if it had died); `worker`, booted later on the same
 * database, delivers, so an event recorded before it existed arrives too.
 */
describe('webhooks', () => {
  let app: TestApp;
  let worker: TestApp | undefined;
  let receiver: http.Server;
  let base: string;
  const secrets = new Map<string, string>();
  const received: Received[] = [];
  const seen = new Set<string>();
  const badSignatures: string[] = [];
  let owner: Session;
  let rival: Session;
  let admin: Session;
  let learner: Session;
  const endpoints: Record<string, string> = {};

  const gotAt = (path: string, type: string, status = 200) =>
    received.filter((r) => r.path === path && r.type === type && r.status === status);

  beforeAll(async () => {
    receiver = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const path = req.url ?? '';
        let event: { type: string; data: Record<string, unknown> };
        try {
          event = new Webhook(secrets.get(path)!).verify(
            body,
            req.headers as Record<string, string>,
          ) as typeof event;
        } catch {
          badSignatures.push(path);
          res.writeHead(401).end('bad signature');
          return;
        }
        const id = req.headers['webhook-id'] as string;
        const key = `${path} ${id}`;
        const status = path === '/dead' || !seen.has(key) ? 500 : 200;
        seen.add(key);
        received.push({ path, id, type: event.type, data: event.data, status });
        res.writeHead(status, { 'content-type': 'text/plain' }).end(`answered ${status}`);
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
    app = await TestApp.start(fast);
    [owner, rival, admin, learner] = [
      await educator(app),
      await educator(app),
      await signUp(app, newUser({ name: 'Ada Admin' })),
      await signUp(app, newUser({ name: 'Lena Learner' })),
    ];
    await app.app
      .get(DataSource)
      .getRepository(User)
      .update({ id: admin.user.id }, { role: Role.ADMIN });
  }, 60_000);

  afterAll(async () => {
    expect(badSignatures).toEqual([]);
    await worker?.close();
    await app?.close();
    await new Promise((r) => receiver?.close(r));
  });

  const register = async (session: Session, path: string, events: string[] = ALL_EVENTS) => {
    const res = await app.gql(CREATE, { input: { url: `${base}${path}`, events } }, session.token);
    const created = res.data!.createWebhookEndpoint;
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    secrets.set(path, created.secret);
    endpoints[path] = created.endpoint.id;
    return created.endpoint.id as string;
  };

  it('records an event while no worker runs, and a new instance delivers it', async () => {
    await register(owner, '/edu');
    await register(rival, '/rival');
    await register(admin, '/admin');
    const free = await createCourse(app, owner.user.id, { title: 'Free Start', price: 0 });
    const enrolled = await app.gql(
      `mutation($id: ID!) { purchaseCourse(courseId: $id) { __typename } }`,
      { id: free.id },
      learner.token,
    );
    expect(enrolled.errors).toBeUndefined();
    const jobs = await app.app
      .get(DataSource)
      .query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'deliver-webhook'`);
    expect(jobs[0].n).toBe(2); // the owner's endpoint and the admin's
    expect(received).toHaveLength(0);
    worker = await TestApp.beside(app, { ...fast, webhooks: { ...fast.webhooks, deliver: true } });
    await until(() => gotAt('/edu', 'enrollment.created').length === 1, 'the enrolment');
    const [delivered] = gotAt('/edu', 'enrollment.created');
    expect(delivered.data).toMatchObject({
      course: { id: free.id, title: 'Free Start' },
      learner: { id: learner.user.id, name: 'Lena Learner' },
    });
  }, 60_000);

  it('delivers every kind of event of the course to its educator and admins, retried with the same id', async () => {
    const course = await createCourse(app, owner.user.id, {
      title: 'Paid Branding',
      price: 1000,
      published: false,
      chapters: [[{ free: false, minutes: 5 }]],
    });
    const gql = async (query: string, variables: Record<string, unknown>, token: string) => {
      const res = await app.gql(query, variables, token);
      expect(res.errors).toBeUndefined();
      return res.data!;
    };
    await gql(
      `mutation($id: ID!) { publishCourse(id: $id) { id } }`,
      { id: course.id },
      owner.token,
    );
    await gql(
      `mutation($id: ID!) { updateCourse(id: $id, input: { courseTitle: "Paid Branding 2" }) { id } }`,
      { id: course.id },
      owner.token,
    );
    await buyCourse(app, learner, course.id);
    await gql(
      `mutation($id: ID!) { rateCourse(courseId: $id, rating: 5, review: "Sharp.") { ratingCount } }`,
      { id: course.id },
      learner.token,
    );
    const [lecture] = await app.app
      .get(DataSource)
      .getRepository(Lecture)
      .find({ where: { chapter: { courseId: course.id } } });
    await gql(
      `mutation($l: ID!) { askQuestion(lectureId: $l, body: "Where do I start?", positionSeconds: 30) { id } }`,
      { l: lecture.id },
      learner.token,
    );
    await gql(
      `mutation($c: ID!, $l: ID!) { completeLecture(courseId: $c, lectureId: $l) { certificate { id } } }`,
      { c: course.id, l: lecture.id },
      learner.token,
    );
    await gql(
      `mutation($id: ID!) { requestRefund(courseId: $id) { message } }`,
      { id: course.id },
      learner.token,
    );

    for (const path of ['/edu', '/admin'])
      for (const { type } of COURSE_EVENTS)
        await until(() => gotAt(path, type).length >= 1, `${type} at ${path}`);
    for (const { type, example } of COURSE_EVENTS) {
      const ok = gotAt('/edu', type).at(-1)!;
      // The retry carried the id of the failed first attempt.
      expect(gotAt('/edu', type, 500).map((r) => r.id)).toContain(ok.id);
      expect(Object.keys(ok.data).sort()).toEqual(Object.keys(example).sort());
    }
    expect(gotAt('/edu', 'purchase.completed').at(-1)!.data).toMatchObject({
      course: { id: course.id, title: 'Paid Branding 2' },
      amount: 1000,
      currency: 'INR',
    });
    expect(gotAt('/edu', 'review.created').at(-1)!.data).toMatchObject({
      rating: 5,
      review: 'Sharp.',
    });
    expect(received.filter((r) => r.path === '/rival')).toEqual([]);

    const log = await app.gql(DELIVERIES, { id: endpoints['/edu'] }, owner.token);
    const purchase = log.data!.webhookDeliveries.find(
      (d: { eventType: string }) => d.eventType === 'purchase.completed',
    );
    expect(purchase).toMatchObject({
      status: 'DELIVERED',
      attempts: [
        { statusCode: 500, responseBody: 'answered 500', error: null },
        { statusCode: 200, responseBody: 'answered 200', error: null },
      ],
    });
    expect(purchase.attempts[0].durationMs).toBeGreaterThanOrEqual(0);
    // Someone else's endpoint reads as not found.
    const foreign = await app.gql(DELIVERIES, { id: endpoints['/edu'] }, rival.token);
    expect(foreign.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  }, 90_000);

  it('announces a quiz added, edited or removed as its course’s course.updated, and an unchanged save not at all', async () => {
    // An educator of their own, so the other tests' endpoints see none of these events.
    const author = await educator(app);
    await register(author, '/quizzes', ['course.updated']);
    const course = await createCourse(app, author.user.id, { title: 'Quizzed' });
    const [{ chapterId }] = await app.app
      .get(DataSource)
      .query(`SELECT id AS "chapterId" FROM chapters WHERE course_id = $1`, [course.id]);
    const input = {
      chapterId,
      position: 0,
      title: 'Warm-up',
      passMarkPercent: 50,
      questions: [
        {
          kind: 'TRUE_FALSE',
          prompt: 'Consistency builds trust.',
          options: [
            { text: 'True', correct: true },
            { text: 'False', correct: false },
          ],
        },
      ],
    };
    const created = await app.gql(
      `mutation($input: QuizInput!) { createQuiz(input: $input) { id } }`,
      { input },
      author.token,
    );
    const id = created.data!.createQuiz.id as string;
    const update = `mutation($id: ID!, $input: QuizInput!) { updateQuiz(id: $id, input: $input) { id } }`;
    await app.gql(update, { id, input: { ...input, title: 'Warm-up 2' } }, author.token);
    // Saved again unchanged: nothing to announce.
    const same = await app.gql(
      update,
      { id, input: { ...input, title: 'Warm-up 2' } },
      author.token,
    );
    expect(same.errors).toBeUndefined();
    await app.gql(`mutation($id: ID!) { deleteQuiz(id: $id) }`, { id }, author.token);
    await until(
      () => gotAt('/quizzes', 'course.updated').length === 3,
      'three course.updated events',
    );
    for (const event of gotAt('/quizzes', 'course.updated'))
      expect(event.data).toMatchObject({ course: { id: course.id, title: 'Quizzed' } });
    const [{ n }] = await app.app
      .get(DataSource)
      .query('SELECT count(*)::int AS n FROM webhook_deliveries WHERE endpoint_id = $1', [
        endpoints['/quizzes'],
      ]);
    expect(n).toBe(3);
  }, 60_000);

  it('announces a first rating of stars alone as review.created, and rating again not at all', async () => {
    const author = await educator(app);
    await register(author, '/stars', ['review.created']);
    const course = await createCourse(app, author.user.id, { title: 'Rated', price: 0 });
    const rater = await signUp(app, newUser());
    await enroll(app, rater.user.id, course.id);
    const RATE = `mutation($id: ID!, $r: Int!) { rateCourse(courseId: $id, rating: $r) { rating averageRating ratingCount } }`;
    // Spelled in capitals, the id still finds the course's listeners.
    const first = await app.gql(RATE, { id: course.id.toUpperCase(), r: 4 }, rater.token);
    expect(first.data!.rateCourse).toEqual({ rating: 4, averageRating: 4, ratingCount: 1 });
    const again = await app.gql(RATE, { id: course.id, r: 2 }, rater.token);
    expect(again.data!.rateCourse).toEqual({ rating: 2, averageRating: 2, ratingCount: 1 });
    // Recorded in the rating's own transaction: once the answers are back, the count is final.
    const [{ n }] = await app.app
      .get(DataSource)
      .query(`SELECT count(*)::int AS n FROM webhook_deliveries WHERE endpoint_id = $1`, [
        endpoints['/stars'],
      ]);
    expect(n).toBe(1);
    await until(() => gotAt('/stars', 'review.created').length === 1, 'the first rating');
    expect(gotAt('/stars', 'review.created')[0].data).toMatchObject({
      course: { id: course.id },
      learner: { id: rater.user.id },
      rating: 4,
      review: null,
    });
  }, 60_000);

  it('redelivers with the same webhook-id, and sends a test event', async () => {
    const log = await app.gql(DELIVERIES, { id: endpoints['/edu'] }, owner.token);
    const delivery = log.data!.webhookDeliveries[0];
    const before = received.filter((r) => r.id === delivery.webhookId).length;
    const again = await app.gql(REDELIVER, { id: delivery.id }, owner.token);
    expect(again.data!.redeliverWebhook.status).toBe('PENDING');
    await until(
      () => received.filter((r) => r.id === delivery.webhookId).length > before,
      'the redelivery',
    );
    const test = await app.gql(TEST, { id: endpoints['/edu'] }, owner.token);
    expect(test.data!.sendTestWebhook.eventType).toBe('webhook.test');
    await until(() => gotAt('/edu', 'webhook.test', 500).length === 1, 'the test event');
    const refused = await app.gql(REDELIVER, { id: delivery.id }, rival.token);
    expect(refused.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    // One still being retried is not sent a second time beside its retries.
    const db = app.app.get(DataSource);
    await db.query(`UPDATE webhook_deliveries SET status = 'pending' WHERE id = $1`, [delivery.id]);
    const twice = await app.gql(REDELIVER, { id: delivery.id }, owner.token);
    expect(twice.errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT' },
      message: expect.stringMatching(/^This delivery is still being tried/),
    });
    await db.query(`UPDATE webhook_deliveries SET status = 'delivered' WHERE id = $1`, [
      delivery.id,
    ]);
  }, 30_000);

  it('limits test events and redeliveries sent by hand, per endpoint and per owner', async () => {
    const sender = await educator(app);
    const [busy, second, third] = [
      await register(sender, '/busy', ['course.updated']),
      await register(sender, '/busy2', ['course.updated']),
      await register(sender, '/busy3', ['course.updated']),
    ];
    const send = (id: string) => app.gql(TEST, { id }, sender.token);
    for (let i = 0; i < MANUAL_SENDS_PER_MINUTE; i++)
      expect((await send(busy)).errors).toBeUndefined();
    expect((await send(busy)).errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^Too many test events and redeliveries to this endpoint\./),
      extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: expect.any(Number) },
    });
    await until(async () => {
      const log = await app.gql(DELIVERIES, { id: busy }, sender.token);
      return log.data!.webhookDeliveries[0].status === 'DELIVERED';
    }, 'a delivered test event');
    const delivery = (await app.gql(DELIVERIES, { id: busy }, sender.token)).data!
      .webhookDeliveries[0];
    const again = await app.gql(REDELIVER, { id: delivery.id }, sender.token);
    expect(again.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    const [{ status }] = await app.app
      .get(DataSource)
      .query('SELECT status FROM webhook_deliveries WHERE id = $1', [delivery.id]);
    expect(status).toBe('delivered'); // the refused redelivery reopened nothing
    // Another endpoint has its own budget, until the owner's is spent.
    const ownerLeft = MANUAL_SENDS_PER_OWNER_PER_MINUTE - MANUAL_SENDS_PER_MINUTE;
    for (let i = 0; i < ownerLeft; i++) expect((await send(second)).errors).toBeUndefined();
    expect((await send(third)).errors?.[0].message).toMatch(
      /^Too many test events and redeliveries from your account\./,
    );
  }, 60_000);

  it('disables an endpoint whose delivery fails every retry, and mails its owner', async () => {
    const dead = await register(owner, '/dead', ['course.updated']);
    const course = await createCourse(app, owner.user.id, { title: 'Doomed' });
    await app.gql(
      `mutation($id: ID!) { unpublishCourse(id: $id) { id } }`,
      { id: course.id },
      owner.token,
    );
    await until(async () => {
      const list = await app.gql(LIST, {}, owner.token);
      return list.data!.webhookEndpoints.some(
        (e: { id: string; enabled: boolean }) => e.id === dead && !e.enabled,
      );
    }, 'the endpoint to be disabled');
    expect(gotAt('/dead', 'course.updated', 500)).toHaveLength(2); // the try and its one retry
    const endpoint = (await app.gql(LIST, {}, owner.token)).data!.webhookEndpoints.find(
      (e: { id: string }) => e.id === dead,
    );
    expect(endpoint.disabledReason).toMatch(/failed every retry.*HTTP 500/);
    const mails = await app.app
      .get(DataSource)
      .query(`SELECT subject FROM outbound_mails WHERE to_address = $1 AND kind = $2`, [
        owner.user.email,
        'webhook_endpoint_disabled',
      ]);
    expect(mails).toEqual([{ subject: 'Your webhook endpoint was disabled' }]);
    // Enabling it again clears the failure.
    const enabled = await app.gql(UPDATE, { id: dead, input: { enabled: true } }, owner.token);
    expect(enabled.data!.updateWebhookEndpoint).toMatchObject({
      enabled: true,
      disabledReason: null,
    });
  }, 40_000);

  it('refuses bad input, changing nothing', async () => {
    const count = async () =>
      (await app.app.get(DataSource).query(`SELECT count(*)::int AS n FROM webhook_endpoints`))[0]
        .n as number;
    const before = await count();
    const create = (input: object, token = owner.token) => app.gql(CREATE, { input }, token);
    const fieldOf = (res: Awaited<ReturnType<typeof create>>) =>
      res.errors?.[0].extensions?.fields?.map((f) => `${f.field}: ${f.message}`);
    expect(fieldOf(await create({ url: `${base}/x`, events: ['sale.made'] }))).toEqual([
      expect.stringMatching(/^events: Unknown event type: sale\.made\. Known: enrollment\.created/),
    ]);
    expect(fieldOf(await create({ url: `${base}/x`, events: [] }))).toEqual([
      'events: Choose at least one event',
    ]);
    expect(fieldOf(await create({ url: 'ftp://example.com/', events: ALL_EVENTS }))).toEqual([
      'url: URL must start with https:// or http://',
    ]);
    expect(
      fieldOf(await create({ url: `https://e.com/${'a'.repeat(2000)}`, events: ALL_EVENTS })),
    ).toEqual([expect.stringMatching(/^url: URL .*2000/)]);
    const student = await create({ url: `${base}/x`, events: ALL_EVENTS }, learner.token);
    expect(student.errors?.[0]).toMatchObject({ message: 'Insufficient permissions' });
    const foreign = await app.gql(
      UPDATE,
      { id: endpoints['/edu'], input: { enabled: false } },
      rival.token,
    );
    expect(foreign.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(await count()).toBe(before);

    // At most ten per account: the rival has one, so nine more fit and the eleventh is refused.
    for (let i = 0; i < 9; i++)
      expect(
        (await create({ url: `${base}/r${i}`, events: ['course.updated'] }, rival.token)).errors,
      ).toBeUndefined();
    const tooMany = await create({ url: `${base}/r10`, events: ['course.updated'] }, rival.token);
    expect(tooMany.errors?.[0]).toMatchObject({
      message: expect.stringMatching(
        /^You have 10 webhook endpoints, the most one account may have \(10\)/,
      ),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await count()).toBe(before + 9);
  }, 30_000);

  it('in production, refuses private destinations and http:// at registration and at delivery', async () => {
    const config = app.app.get<RuntimeConfig>(RUNTIME_CONFIG);
    config.webhooks.allowPrivateUrls = false;
    try {
      for (const url of [
        'https://127.0.0.1/hook',
        'https://10.1.2.3/hook',
        'https://169.254.169.254/latest',
        'https://[::1]/hook',
        'https://localhost/hook',
      ]) {
        const res = await app.gql(CREATE, { input: { url, events: ALL_EVENTS } }, admin.token);
        expect(res.errors?.[0].extensions?.fields?.[0]).toMatchObject({
          field: 'url',
          message: expect.stringMatching(/leads to .*non-public address/),
        });
      }
      const plain = await app.gql(
        CREATE,
        { input: { url: 'http://example.com/hook', events: ALL_EVENTS } },
        admin.token,
      );
      expect(plain.errors?.[0].extensions?.fields?.[0].message).toBe(
        'URL must start with https://',
      );
    } finally {
      config.webhooks.allowPrivateUrls = true;
    }
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.1.1',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      'fe80::1',
      'fc00::1',
      '::ffff:127.0.0.1',
      '::7f00:1', // 127.0.0.1, IPv4-compatible
      'fec0::1', // site-local
      '64:ff9b:1::a00:1', // local-use NAT64 of 10.0.0.1
      '198.18.0.1', // benchmarking
    ])
      expect([address, isPublicAddress(address)]).toEqual([address, false]);
    expect(isPublicAddress('93.184.216.34')).toBe(true);
    expect(isPublicAddress('2606:2800:220:1:248:1893:25c8:1946')).toBe(true);

    // DNS rebinding: the address connected to is checked, whatever the name resolved to before.
    const rebound = publicOnlyLookup(((_host: string, _options: object, callback: Function) =>
      callback(null, [{ address: '10.0.0.7', family: 4 }])) as never);
    const answer = await new Promise<Error | null>((resolve) =>
      rebound('hooks.example.com', { all: true }, (error) => resolve(error)),
    );
    expect(answer?.message).toMatch(/leads to 10\.0\.0\.7/);
    const outcome = await postWebhook(
      `https://localhost:1/hook`,
      '{}',
      {},
      {
        timeoutMs: 2000,
        allowPrivate: false,
      },
    );
    expect(outcome).toMatchObject({
      statusCode: null,
      error: expect.stringMatching(/leads to (127\.0\.0\.1|::1)/),
    });
    const plain = await postWebhook(
      `${base}/edu`,
      '{}',
      {},
      { timeoutMs: 2000, allowPrivate: false },
    );
    expect(plain.error).toBe('URL must start with https://');
  });
});
