import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import * as fs from 'node:fs';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { decrypt } from 'http_ece';
import { importJWK, jwtVerify } from 'jose';
import { DataSource } from 'typeorm';
import { resolveRuntime } from '../../src/bootstrap';
import { ConfigError, loadConfig } from '../../src/config/app-config';
import { SEND_PUSH } from '../../src/push/notices';
import { VAPID_KEYS_FILE } from '../../src/push/vapid-keys';
import { signUp } from '../support/auth-operations';
import { createCourse, educator, enroll } from '../support/catalog-fixtures';
import { buyCourse } from '../support/checkout';
import { jobsDone } from '../support/jobs';
import { newUser, TestApp } from '../support/test-app';

type Session = Awaited<ReturnType<typeof signUp>>;

const KEY = '{ pushPublicKey }';
const SUBSCRIBE = `mutation($input: PushSubscriptionInput!) { subscribePush(input: $input) }`;
const UNSUBSCRIBE = `mutation($endpoint: String!) { unsubscribePush(endpoint: $endpoint) }`;
const KINDS = `mutation($kinds: [String!]!) {
  updateNotificationPreferences(input: { pushKinds: $kinds }) { notificationPreferences { pushKinds } } }`;
const REFUND = `mutation($courseId: ID!) { requestRefund(courseId: $courseId) { message } }`;
const COMPLETE = `mutation($courseId: ID!, $lectureId: ID!) {
  completeLecture(courseId: $courseId, lectureId: $lectureId) { certificate { id } } }`;

/** A browser's side of a subscription: its own P-256 key pair and auth secret, as a browser makes them. */
interface Browser {
  ecdh: ECDH;
  auth: Buffer;
  input: { endpoint: string; p256dh: string; auth: string };
}

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * Web Push end to end: real `web-push` requests to a push service stand-in on loopback, which
 * decrypts them (RFC 8291, with http_ece, as a browser would) and checks their VAPID signature.
 */
describe('push notifications', () => {
  let app: TestApp;
  let standIn: http.Server;
  let standInOrigin: string;
  let dataDir: string;
  let publicKey: string;
  let teacher: Session;
  const received: Received[] = [];
  /** Status the stand-in answers, by endpoint path (201 otherwise). */
  const answers = new Map<string, number>();
  let devices = 0;

  beforeAll(async () => {
    standIn = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({ path: req.url!, headers: req.headers, body: Buffer.concat(chunks) });
        res.writeHead(answers.get(req.url!) ?? 201).end();
      });
    });
    await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
    standInOrigin = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
    // The keys as a real start makes them: generated into its data folder.
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brandcraft-push-'));
    const { runtime } = await resolveRuntime({
      ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }),
      databaseUrl: 'postgres://unused@127.0.0.1/unused',
    });
    app = await TestApp.start({ vapid: runtime.vapid });
    publicKey = (await app.gql(KEY)).data!.pushPublicKey;
    teacher = await educator(app);
  });
  afterAll(async () => {
    await app.close();
    standIn.closeAllConnections();
    await new Promise((resolve) => standIn.close(resolve));
  });

  const db = () => app.app.get(DataSource);
  const stored = async (endpoint: string) =>
    (
      await db().query<{ user_id: string }[]>(
        'SELECT user_id FROM push_subscriptions WHERE endpoint = $1',
        [endpoint],
      )
    )[0]?.user_id;

  function browser(): Browser {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    return {
      ecdh,
      auth,
      input: {
        endpoint: `${standInOrigin}/push/device-${++devices}`,
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: auth.toString('base64url'),
      },
    };
  }

  /** A learner with `kinds` pushed and one subscribed browser. */
  async function subscribed(kinds: string[], locale?: 'hi') {
    const learner = await signUp(app, newUser());
    if (locale)
      await app.gql(`mutation { setLocale(locale: "${locale}") { id } }`, {}, learner.token);
    const kindsSaved = await app.gql(KINDS, { kinds }, learner.token);
    expect(
      kindsSaved.data?.updateNotificationPreferences.notificationPreferences.pushKinds,
    ).toEqual(kinds);
    const device = browser();
    const answer = await app.gql(SUBSCRIBE, { input: device.input }, learner.token);
    expect(answer.data).toEqual({ subscribePush: true });
    return { learner, device };
  }

  /** What `device` received, decrypted, checking the VAPID signature and the headers on the way. */
  async function pushTo(device: Browser) {
    await jobsDone(app, SEND_PUSH);
    const path = new URL(device.input.endpoint).pathname;
    const mine = received.filter((r) => r.path === path);
    expect(mine).toHaveLength(1);
    const [{ headers, body }] = mine;
    expect(headers['content-encoding']).toBe('aes128gcm');
    expect(Number(headers.ttl)).toBe(24 * 60 * 60);
    expect(headers.urgency).toBe('normal');
    expect(headers.topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const vapid = /^vapid t=([^,]+), k=(.+)$/.exec(String(headers.authorization));
    expect(vapid?.[2]).toBe(publicKey);
    const point = Buffer.from(publicKey, 'base64url');
    const key = await importJWK({
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    });
    const { payload: claims } = await jwtVerify(vapid![1], key, {
      audience: standInOrigin,
      algorithms: ['ES256'],
    });
    expect(claims.sub).toMatch(/^mailto:/);
    const plain = decrypt(body, {
      version: 'aes128gcm',
      privateKey: device.ecdh,
      authSecret: device.auth,
    });
    return JSON.parse(plain.toString('utf8')) as Record<string, string>;
  }

  const queuedFor = async (userId: string) =>
    (
      await db().query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND data->>'userId' = $2`,
        [SEND_PUSH, userId],
      )
    )[0].n;

  it('keeps the VAPID keys generated once in the data folder, owner-only, and reuses them', async () => {
    const file = path.join(dataDir, VAPID_KEYS_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).publicKey).toBe(publicKey);
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const again = await resolveRuntime({
      ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }),
      databaseUrl: 'postgres://unused@127.0.0.1/unused',
    });
    expect(again.runtime.vapid).toEqual(JSON.parse(fs.readFileSync(file, 'utf8')));
  });

  it('fails the start clearly when the keys can be neither read from settings nor kept', async () => {
    const unwritable = path.join(dataDir, VAPID_KEYS_FILE, 'below-a-file');
    await expect(
      resolveRuntime({
        ...loadConfig({
          NODE_ENV: 'production',
          JWT_SECRET: 's'.repeat(32),
          MAIL_DISABLED: 'true',
          PAYMENT_PROVIDER: 'sandbox',
          DATA_DIR: unwritable,
        }),
        databaseUrl: 'postgres://unused@127.0.0.1/unused',
      }),
    ).rejects.toThrow(ConfigError);
    await expect(
      resolveRuntime({
        ...loadConfig({ NODE_ENV: 'test', DATA_DIR: unwritable }),
        databaseUrl: 'postgres://unused@127.0.0.1/unused',
      }),
    ).rejects.toThrow(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are unset/);
  });

  it('pushes a refund to a learner who opted in, in English, and nothing to one who did not', async () => {
    const course = await createCourse(app, teacher.user.id, {
      title: 'Personal Branding 101',
      price: 1000,
    });
    const { learner, device } = await subscribed(['refund']);
    const other = await subscribed(['certificate']);
    for (const buyer of [learner, other.learner]) {
      await buyCourse(app, buyer, course.id);
      const refunded = await app.gql(REFUND, { courseId: course.id }, buyer.token);
      expect(refunded.data?.requestRefund.message).toMatch(/^Refund issued/);
    }
    expect(await pushTo(device)).toEqual({
      title: 'Refund issued',
      body: '₹1,000.00 for "Personal Branding 101" is on its way back to you.',
      url: '/account',
      tag: expect.stringMatching(/^refund-/),
    });
    expect(await queuedFor(other.learner.user.id)).toBe(0);
    expect(
      received.filter((r) => r.path === new URL(other.device.input.endpoint).pathname),
    ).toEqual([]);
  });

  it('pushes a certificate in Hindi to a Hindi-speaking learner', async () => {
    const course = await createCourse(app, teacher.user.id, {
      title: 'ब्रांडिंग की शुरुआत',
      price: 0,
      chapters: [[{ free: true, minutes: 5 }]],
    });
    const { learner, device } = await subscribed(['certificate'], 'hi');
    await enroll(app, learner.user.id, course.id);
    const [{ id: lectureId }] = await db().query<{ id: string }[]>(
      'SELECT l.id FROM lectures l JOIN chapters c ON c.id = l.chapter_id WHERE c.course_id = $1',
      [course.id],
    );
    const done = await app.gql(COMPLETE, { courseId: course.id, lectureId }, learner.token);
    const certificateId = done.data!.completeLecture.certificate.id as string;
    expect(await pushTo(device)).toEqual({
      title: 'आपका सर्टिफ़िकेट तैयार है',
      body: 'आपने “ब्रांडिंग की शुरुआत” पूरा कर लिया। सर्टिफ़िकेट देखने के लिए टैप करें।',
      url: `/certificate/${certificateId}`,
      tag: `certificate-${certificateId}`,
    });
  });

  it('removes a subscription the push service says is gone (410)', async () => {
    const course = await createCourse(app, teacher.user.id, { price: 500 });
    const { learner, device } = await subscribed(['refund']);
    answers.set(new URL(device.input.endpoint).pathname, 410);
    await buyCourse(app, learner, course.id);
    await app.gql(REFUND, { courseId: course.id }, learner.token);
    await jobsDone(app, SEND_PUSH);
    expect(received.some((r) => r.path === new URL(device.input.endpoint).pathname)).toBe(true);
    expect(await stored(device.input.endpoint)).toBeUndefined();
  });

  describe('subscribing', () => {
    let learner: Session;
    beforeAll(async () => {
      learner = await signUp(app, newUser());
    });

    const refusedFields = (answer: { errors?: { extensions?: Record<string, any> }[] }) => {
      expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      return (answer.errors![0].extensions!.fields as { field: string }[]).map((f) => f.field);
    };

    it('refuses a malformed subscription and stores nothing', async () => {
      const good = browser().input;
      const cases: [Partial<typeof good>, string][] = [
        [{ endpoint: 'ftp://push.example.com/x' }, 'endpoint'],
        [{ endpoint: 'http://push.example.com/x' }, 'endpoint'],
        [{ endpoint: 'not a url' }, 'endpoint'],
        [{ p256dh: randomBytes(65).toString('base64url') }, 'p256dh'],
        [{ p256dh: good.p256dh.slice(0, 40) }, 'p256dh'],
        [{ auth: randomBytes(12).toString('base64url') }, 'auth'],
        [{ auth: 'not base64url!' }, 'auth'],
      ];
      for (const [change, field] of cases) {
        const input = { ...good, ...change };
        const answer = await app.gql(SUBSCRIBE, { input }, learner.token);
        expect(refusedFields(answer)).toEqual([field]);
        expect(await stored(input.endpoint)).toBeUndefined();
      }
    });

    it("refuses a subscription sent from another site's page, and takes one from the site's own", async () => {
      const send = (input: object, headers: Record<string, string>) =>
        app
          .http()
          .post('/graphql')
          .set({
            'content-type': 'application/json',
            authorization: `Bearer ${learner.token}`,
            ...headers,
          })
          .send({ query: SUBSCRIBE, variables: { input } });
      const foreign = browser().input;
      const refused = await send(foreign, { origin: 'https://evil.example' });
      expect(refusedFields(refused.body)).toEqual(['origin']);
      expect(refused.body.errors[0].message).toBe(
        'Push subscriptions are accepted only from this site',
      );
      expect(await stored(foreign.endpoint)).toBeUndefined();
      const hindi = await send(foreign, {
        origin: 'https://evil.example',
        'accept-language': 'hi',
      });
      expect(hindi.body.errors[0].message).toBe('पुश सब्सक्रिप्शन सिर्फ़ इसी साइट से लिए जाते हैं');
      const own = browser().input;
      const accepted = await send(own, { host: 'courses.test', origin: 'http://courses.test' });
      expect(accepted.body.data).toEqual({ subscribePush: true });
      expect(await stored(own.endpoint)).toBe(learner.user.id);
    });

    it('moves a browser subscribed again by another account, and forgets it on unsubscribe', async () => {
      const device = browser().input;
      const first = await signUp(app, newUser());
      await app.gql(SUBSCRIBE, { input: device }, first.token);
      expect(await stored(device.endpoint)).toBe(first.user.id);
      await app.gql(SUBSCRIBE, { input: device }, learner.token);
      expect(await stored(device.endpoint)).toBe(learner.user.id);
      // Only its owner can forget it.
      await app.gql(UNSUBSCRIBE, { endpoint: device.endpoint }, first.token);
      expect(await stored(device.endpoint)).toBe(learner.user.id);
      const gone = await app.gql(UNSUBSCRIBE, { endpoint: device.endpoint }, learner.token);
      expect(gone.data).toEqual({ unsubscribePush: true });
      expect(await stored(device.endpoint)).toBeUndefined();
    });

    it('keeps at most ten browsers per account, dropping the oldest', async () => {
      const busy = await signUp(app, newUser());
      const endpoints: string[] = [];
      for (let i = 0; i < 11; i++) {
        const input = browser().input;
        endpoints.push(input.endpoint);
        await app.gql(SUBSCRIBE, { input }, busy.token);
      }
      expect(await stored(endpoints[0])).toBeUndefined();
      for (const endpoint of endpoints.slice(1)) expect(await stored(endpoint)).toBe(busy.user.id);
    });

    it('needs a signed-in account, refuses unknown notice kinds, and goes with the account', async () => {
      const anonymous = await app.gql(SUBSCRIBE, { input: browser().input });
      expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      const unknown = await app.gql(KINDS, { kinds: ['refund', 'lottery'] }, learner.token);
      expect(refusedFields(unknown)).toEqual(['pushKinds']);
      const leaving = await signUp(app, newUser({ password: 'Str0ng!pass' }));
      const device = browser().input;
      await app.gql(SUBSCRIBE, { input: device }, leaving.token);
      const deleted = await app.gql(
        'mutation($password: String!) { deleteAccount(password: $password) }',
        { password: 'Str0ng!pass' },
        leaving.token,
      );
      expect(deleted.errors).toBeUndefined();
      expect(await stored(device.endpoint)).toBeUndefined();
    });
  });

  it('is off without keys: no public key, and subscribing is refused', async () => {
    const off = await TestApp.start();
    try {
      expect((await off.gql(KEY)).data).toEqual({ pushPublicKey: null });
      const someone = await signUp(off, newUser());
      const answer = await off.gql(SUBSCRIBE, { input: browser().input }, someone.token);
      expect(answer.errors?.[0].extensions?.code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      await off.close();
    }
  });
});
