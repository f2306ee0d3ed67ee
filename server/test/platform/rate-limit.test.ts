import { setTimeout as sleep } from 'node:timers/promises';
import type { Test } from 'supertest';
import { loadConfig } from '../../src/config/app-config';
import { FAILED_SIGN_IN_LIMITS } from '../../src/config/limits-config';
import { LOGIN, REGISTER, signUp } from '../support/auth-operations';
import { newUser, TestApp } from '../support/test-app';

type Credentials = { email: string; password: string };

/** Sends `body`, as if relayed for `forwardedFor` when given. */
const send = (req: Test, body: object, forwardedFor?: string) =>
  (forwardedFor ? req.set('x-forwarded-for', forwardedFor) : req).send(body);

const restSignIn = (app: TestApp, { email, password }: Credentials, from?: string) =>
  send(app.http().post('/api/auth/login'), { email, password }, from);
const gqlSignIn = (app: TestApp, { email, password }: Credentials, from?: string) =>
  send(
    app.http().post('/graphql'),
    { query: LOGIN, variables: { input: { email, password } } },
    from,
  );
const restRegister = (app: TestApp, from?: string) =>
  send(app.http().post('/api/auth/register'), newUser(), from);
const gqlRegister = (app: TestApp, from?: string) =>
  send(app.http().post('/graphql'), { query: REGISTER, variables: { input: newUser() } }, from);

const wrong = (account: Credentials) => ({ ...account, password: 'not-the-password' });

/** The REST refusal, with the seconds it says to wait. */
function expectRestLimited(res: Awaited<ReturnType<typeof restSignIn>>, message: RegExp) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ success: false, message: expect.stringMatching(message) });
  return Number(res.headers['retry-after']);
}

/** The GraphQL refusal: HTTP 200, code TOO_MANY_REQUESTS, retryAfter and the header agreeing. */
function expectGqlLimited(res: Awaited<ReturnType<typeof gqlSignIn>>, message: RegExp) {
  expect(res.status).toBe(200);
  expect(res.body.errors[0]).toMatchObject({
    message: expect.stringMatching(message),
    extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: Number(res.headers['retry-after']) },
  });
  return Number(res.headers['retry-after']);
}

describe('a classroom behind one address', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await TestApp.start({ authRateLimitPerMinute: loadConfig({}).authRateLimitPerMinute });
  });
  afterAll(() => app.close());

  it('lets a class of 40 register and sign in (80 attempts, both APIs) within a minute', async () => {
    const started = Date.now();
    const learners: Credentials[] = [];
    for (let i = 0; i < 20; i++) {
      learners.push(newUser(), newUser());
      expect((await send(app.http().post('/api/auth/register'), learners.at(-2)!)).status).toBe(
        201,
      );
      const gql = await send(app.http().post('/graphql'), {
        query: REGISTER,
        variables: { input: learners.at(-1) },
      });
      expect(gql.body.data.register.token).toBeTruthy();
    }
    for (const [i, learner] of learners.entries()) {
      if (i % 2) expect((await gqlSignIn(app, learner)).body.data.login.token).toBeTruthy();
      else expect((await restSignIn(app, learner)).status).toBe(200);
    }
    expect(Date.now() - started).toBeLessThan(60_000); // all in one window of the budget
  });

  it('still bounds the attempts of one address: the 121st in the minute answers 429', async () => {
    const learner = newUser();
    expect((await send(app.http().post('/api/auth/register'), learner)).status).toBe(201);
    for (let i = 82; i <= 120; i++) expect((await restSignIn(app, learner)).status).toBe(200);

    const tooMany =
      /^Too many sign-in attempts from your network\. Please try again in \d+ seconds?\.$/;
    const restWait = expectRestLimited(await restRegister(app), tooMany);
    expect(restWait).toBeGreaterThanOrEqual(1);
    expect(restWait).toBeLessThanOrEqual(60);
    expectGqlLimited(await gqlSignIn(app, learner), tooMany);
    expect((await app.rest('get', '/api/health')).status).toBe(200);
  });
});

describe('failed sign-ins on one account', () => {
  let app: TestApp;
  let owner: Credentials;
  let neighbour: Credentials;
  const accountLimited = /^Too many failed sign-ins for this account\. Please try again in /;

  beforeAll(async () => {
    app = await TestApp.start({
      trustProxy: ['loopback'], // so each attempt can come from a different address
      failedSignInLimits: { ...FAILED_SIGN_IN_LIMITS, perAccount: 3, baseDelaySeconds: 1 },
    });
    owner = newUser();
    neighbour = newUser();
    await signUp(app, owner);
    await signUp(app, neighbour);
  });
  afterAll(() => app.close());

  it('makes the account wait after the threshold whatever the address, then lets its owner in', async () => {
    // Invalid input is not a failed sign-in.
    for (let i = 0; i < 4; i++)
      expect((await restSignIn(app, { ...owner, password: '' })).status).toBe(400);
    expect((await restSignIn(app, wrong(owner), '203.0.113.1')).status).toBe(401);
    expect((await gqlSignIn(app, wrong(owner), '203.0.113.2')).body.errors[0].extensions.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await restSignIn(app, wrong(owner), '203.0.113.3')).status).toBe(401);

    // Even the right password waits: the attempt is refused before it is checked.
    const waitRest = expectRestLimited(await restSignIn(app, owner, '203.0.113.4'), accountLimited);
    expect(waitRest).toBe(1);
    const sameAccount = { ...owner, email: `  ${owner.email.toUpperCase()} ` };
    expect(expectGqlLimited(await gqlSignIn(app, sameAccount, '203.0.113.5'), accountLimited)).toBe(
      1,
    );
    // Someone else at the attacker's address is not affected.
    expect((await restSignIn(app, neighbour, '203.0.113.1')).status).toBe(200);

    await sleep(1100);
    expect((await restSignIn(app, wrong(owner), '203.0.113.6')).status).toBe(401);
    const doubled = expectRestLimited(await restSignIn(app, owner, '203.0.113.7'), accountLimited);
    expect(doubled).toBe(2);

    await sleep(2100);
    expect((await restSignIn(app, owner, '203.0.113.8')).status).toBe(200);
    // The success ended the run of failures.
    expect((await restSignIn(app, wrong(owner))).status).toBe(401);
    expect((await restSignIn(app, owner)).status).toBe(200);
  });

  it('lets no more guesses than the threshold through when they arrive at once', async () => {
    const target = newUser();
    await signUp(app, target);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => restSignIn(app, wrong(target))),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([...Array(3).fill(401), ...Array(7).fill(429)]);
  });
});

describe('failed sign-ins from one address', () => {
  let app: TestApp;
  let learner: Credentials;

  beforeAll(async () => {
    app = await TestApp.start({
      trustProxy: ['loopback'],
      failedSignInLimits: { ...FAILED_SIGN_IN_LIMITS, perAddress: 3 },
    });
    learner = newUser();
    await signUp(app, learner);
  });
  afterAll(() => app.close());

  it('caps failures per address over all accounts; successes do not count', async () => {
    for (let i = 0; i < 5; i++)
      expect((await restSignIn(app, learner, '198.51.100.2')).status).toBe(200);
    for (let i = 0; i < 3; i++)
      expect((await restSignIn(app, wrong(newUser()), '198.51.100.1')).status).toBe(401);

    const addressLimited =
      /^Too many failed sign-ins from your network\. Please try again in 15 minutes\.$/;
    const wait = expectRestLimited(await restSignIn(app, learner, '198.51.100.1'), addressLimited);
    expect(wait).toBeGreaterThan(890);
    expect(wait).toBeLessThanOrEqual(900);
    expectGqlLimited(await gqlSignIn(app, learner, '198.51.100.1'), addressLimited);
    expect((await restSignIn(app, learner, '198.51.100.2')).status).toBe(200);
  });
});

describe('forwarded addresses', () => {
  it('are ignored without TRUST_PROXY: rotating X-Forwarded-For shares one budget', async () => {
    const app = await TestApp.start({ authRateLimitPerMinute: 2 });
    try {
      expect((await restRegister(app, '192.0.2.1')).status).toBe(201);
      expect((await gqlRegister(app, '192.0.2.2')).body.data.register.token).toBeTruthy();
      expectRestLimited(await restRegister(app, '192.0.2.3'), /^Too many sign-in attempts/);
    } finally {
      await app.close();
    }
  });

  it('are believed from the proxies TRUST_PROXY names', async () => {
    const app = await TestApp.start({ authRateLimitPerMinute: 2, trustProxy: ['loopback'] });
    try {
      for (const from of ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.3'])
        expect((await restRegister(app, from)).status).toBe(201);
      expectGqlLimited(await gqlRegister(app, '192.0.2.3'), /^Too many sign-in attempts/);
    } finally {
      await app.close();
    }
  });
});
