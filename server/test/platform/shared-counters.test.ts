import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { type RuntimeConfig } from '../../src/config/app-config';
import { ANONYMOUS_WRITE_LIMITS, FAILED_SIGN_IN_LIMITS } from '../../src/config/limits-config';
import { signUp } from '../support/auth-operations';
import { RedisServer } from '../support/redis-server';
import { newUser, TestApp } from '../support/test-app';

type Credentials = { email: string; password: string };

const ACCOUNT_LIMITED = /^Too many failed sign-ins for this account\./;
const ADDRESS_LIMITED = /^Too many failed sign-ins from your network\./;

/** Two instances on one database, as behind a load balancer; each attempt may name its address. */
const settings = (counters: RuntimeConfig['counters']): Partial<RuntimeConfig> => ({
  trustProxy: ['loopback'],
  failedSignInLimits: {
    ...FAILED_SIGN_IN_LIMITS,
    perAccount: 3,
    baseDelaySeconds: 60,
    perAddress: 4,
  },
  anonymousWriteLimits: {
    ...ANONYMOUS_WRITE_LIMITS,
    contact: { points: 3, windowSeconds: 600 },
  },
  counters,
});

const signIn = (app: TestApp, { email, password }: Credentials, from: string) =>
  app.http().post('/api/auth/login').set('x-forwarded-for', from).send({ email, password });
const wrong = (account: Credentials) => ({ ...account, password: 'not-the-password' });

/** How SignInLimits names an account (AuthRateLimitInterceptor). */
const accountKey = (email: string) => createHash('sha256').update(email).digest('base64url');

/** Rows of the PostgreSQL counter table, by key. */
async function postgresCounters(app: TestApp): Promise<string[]> {
  const rows: { key: string }[] = await app.app
    .get(DataSource)
    .query('SELECT "key" FROM "rate_limits" ORDER BY "key"');
  return rows.map((row) => row.key);
}

/** The checks every shared store must pass, on instances `a` and `b` of one deployment. */
function sharesOneBudget(instances: () => [TestApp, TestApp]) {
  it('meets one account limit with failed sign-ins alternating between the instances', async () => {
    const [a, b] = instances();
    const owner = newUser();
    await signUp(a, owner);
    // Each from its own address, so only the account's limit (3) applies.
    expect((await signIn(a, wrong(owner), '203.0.113.1')).status).toBe(401);
    expect((await signIn(b, wrong(owner), '203.0.113.2')).status).toBe(401);
    expect((await signIn(a, wrong(owner), '203.0.113.3')).status).toBe(401);
    // B has seen one failure itself; the shared count is three, so even the right password waits.
    const refused = await signIn(b, owner, '203.0.113.4');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(ACCOUNT_LIMITED);
    expect((await signIn(a, owner, '203.0.113.5')).status).toBe(429);
  });

  it('shares the per-address budget of failures', async () => {
    const [a, b] = instances();
    const learner = newUser();
    await signUp(b, learner);
    const from = '198.51.100.7';
    for (const app of [a, b, a, b])
      expect((await signIn(app, wrong(newUser()), from)).status).toBe(401);
    for (const app of [a, b]) {
      const refused = await signIn(app, learner, from);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(ADDRESS_LIMITED);
    }
    expect((await signIn(a, learner, '198.51.100.8')).status).toBe(200);
  });

  it("shares an address's contact budget and its visitor period", async () => {
    const [a, b] = instances();
    const contact = (app: TestApp, from: string) =>
      app
        .http()
        .post('/api/contact')
        .set('x-forwarded-for', from)
        .send({ email: 'reader@example.com', message: 'Hello' });
    for (const app of [a, b, a]) expect((await contact(app, '198.51.100.9')).status).toBe(200);
    expect((await contact(b, '198.51.100.9')).status).toBe(429);
    expect((await contact(a, '198.51.100.10')).status).toBe(200);

    const visit = (app: TestApp) =>
      app.http().post('/api/visitors').set('x-forwarded-for', '198.51.100.11');
    const { count } = (await visit(a)).body as { count: number };
    expect((await visit(b)).body).toEqual({ success: true, count });
  });
}

describe('sign-in counters in PostgreSQL (the default)', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await TestApp.start(settings({ redisUrl: undefined, sweepSeconds: 1 }));
    b = await TestApp.beside(a, settings({ redisUrl: undefined, sweepSeconds: 1 }));
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  sharesOneBudget(() => [a, b]);

  it('keeps them in rate_limits and sweeps the expired ones', async () => {
    const live = await postgresCounters(a);
    expect(live).toEqual(expect.arrayContaining([expect.stringMatching(/^auth-failures-ip:/)]));
    await a.app
      .get(DataSource)
      .query(`INSERT INTO "rate_limits" ("key", "points", "expire") VALUES ('ended', 1, $1)`, [
        Date.now() - 1,
      ]);
    expect(await postgresCounters(a)).toContain('ended');
    await sleep(1_500); // sweepSeconds: 1
    expect(await postgresCounters(a)).toEqual(live);
  });
});

describe('sign-in counters in Redis (REDIS_URL)', () => {
  let redis: RedisServer;
  let a: TestApp;
  let b: TestApp;
  let inspect: Redis;

  beforeAll(async () => {
    redis = await RedisServer.start();
    const counters = { redisUrl: redis.url, sweepSeconds: 1 };
    a = await TestApp.start(settings(counters));
    b = await TestApp.beside(a, settings(counters));
    inspect = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  });
  afterAll(async () => {
    inspect?.disconnect();
    await b?.close();
    await a?.close();
    await redis?.stop();
  });

  sharesOneBudget(() => [a, b]);

  it('keeps nothing in PostgreSQL', async () => {
    expect(await inspect.keys('auth-failures-ip:*')).not.toEqual([]);
    expect(await postgresCounters(a)).toEqual([]);
  });

  it('answers sign-ins within seconds while Redis accepts connections but never answers', async () => {
    const owner = newUser();
    await signUp(a, owner);
    redis.pause();
    try {
      const started = Date.now();
      expect((await signIn(a, wrong(owner), '192.0.2.50')).status).toBe(401);
      expect((await signIn(a, owner, '192.0.2.51')).status).toBe(200);
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      redis.resume();
    }
  });

  it('keeps signing in while Redis is down, each instance counting alone, and shares again once it is back', async () => {
    const owner = newUser();
    await signUp(a, owner);
    await redis.crash();

    expect((await signIn(a, owner, '192.0.2.1')).status).toBe(200);
    for (let i = 1; i <= 3; i++)
      expect((await signIn(a, wrong(owner), `192.0.2.${10 + i}`)).status).toBe(401);
    // The limits still hold on each instance.
    const refused = await signIn(a, owner, '192.0.2.20');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(ACCOUNT_LIMITED);
    expect((await signIn(b, owner, '192.0.2.21')).status).toBe(200);

    await redis.run();
    await reconnected(a);
    await reconnected(b);
    const next = newUser();
    await signUp(a, next);
    expect((await signIn(a, wrong(next), '192.0.2.30')).status).toBe(401);
    expect((await signIn(b, wrong(next), '192.0.2.31')).status).toBe(401);
    expect((await signIn(a, wrong(next), '192.0.2.32')).status).toBe(401);
    expect((await signIn(b, next, '192.0.2.33')).status).toBe(429);
  });

  /** Waits until `app`'s failed sign-ins reach Redis again (an instance reconnects within seconds). */
  async function reconnected(app: TestApp) {
    for (let tries = 0; tries < 50; tries++) {
      const stranger = wrong(newUser());
      expect((await signIn(app, stranger, `192.0.2.${100 + tries}`)).status).toBe(401);
      if (
        await inspect.exists(`auth-failures-account:${accountKey(stranger.email)}`).catch(() => 0)
      )
        return;
      await sleep(200);
    }
    throw new Error('the instance did not reconnect to Redis within 10 s');
  }
});
