import { performance } from 'node:perf_hooks';
import { DataSource } from 'typeorm';
import { ANONYMOUS_WRITE_LIMITS } from '../../src/config/limits-config';
import { NEWSLETTER_MESSAGES } from '../../src/site/site.service';
import { signUp } from '../support/auth-operations';
import { createCourse, educator } from '../support/catalog-fixtures';
import { jobsDone } from '../support/jobs';
import { fastMail } from '../support/mail-catcher';
import { newUser, TestApp } from '../support/test-app';
import { requestStatementTexts } from '../support/statements';

/**
 * Issue 34, item 6: limits count people, not addresses (docs/rate-limits.md, "Sign-in limits";
 * docs/payments.md, "Coupons"; docs/accounts-and-mail.md, "Mail").
 */

const post = (app: TestApp, path: string, body: object, from: string) =>
  app.http().post(path).set('x-forwarded-for', from).send(body);
const contact = (app: TestApp, from: string) =>
  post(app, '/api/contact', { email: 'visitor@example.com', message: 'Hello team' }, from);

describe('an IPv6 client is counted by its /64', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await TestApp.start({
      trustProxy: ['loopback'],
      authRateLimitPerMinute: 2,
      anonymousWriteLimits: {
        ...ANONYMOUS_WRITE_LIMITS,
        contact: { points: 2, windowSeconds: 60 },
      },
    });
  });
  afterAll(() => app.close());

  it('shares one budget over every address of a /64, and an IPv4-mapped address with its IPv4', async () => {
    expect((await contact(app, '2001:db8:1:2::1')).status).toBe(200);
    expect((await contact(app, '2001:DB8:1:2:aaaa:bbbb:cccc:dddd')).status).toBe(200);
    expect((await contact(app, '2001:db8:1:2:0:0:0:ffff')).status).toBe(429);
    expect((await contact(app, '2001:db8:1:3::1')).status).toBe(200); // the next /64
    expect((await contact(app, '::ffff:192.0.2.9')).status).toBe(200);
    expect((await contact(app, '192.0.2.9')).status).toBe(200);
    expect((await contact(app, '::ffff:c000:209')).status).toBe(429);
  });

  it('counts sign-in attempts and visits the same way', async () => {
    const register = (from: string) => post(app, '/api/auth/register', newUser(), from);
    expect((await register('2001:db8:9:9::1')).status).toBe(201);
    expect((await register('2001:db8:9:9::2')).status).toBe(201);
    expect((await register('2001:db8:9:9:1::3')).status).toBe(429);
    const visit = async (from: string) =>
      (await post(app, '/api/visitors', {}, from)).body.count as number;
    const first = await visit('2001:db8:7:7::1');
    expect(await visit('2001:db8:7:7::2')).toBe(first);
    expect(await visit('2001:db8:7:8::1')).toBe(first + 1);
  });
});

describe('the newsletter confirmation', () => {
  it('reaches one address at most 3 times an hour, however many ask at once, with the same answer', async () => {
    const app = await TestApp.start();
    try {
      const mails = async () =>
        (
          await app.app
            .get(DataSource)
            .query(
              `SELECT count(*)::int AS n FROM outbound_mails WHERE to_address = 'victim@example.com'`,
            )
        )[0].n as number;
      const ask = () =>
        app.http().post('/api/newsletter').send({ email: 'Victim@example.com' }).expect(200);
      const answers = await Promise.all(Array.from({ length: 30 }, ask));
      for (const { body } of answers)
        expect(body).toEqual({ success: true, message: NEWSLETTER_MESSAGES.subscribed });
      expect(await mails()).toBe(3);
      expect((await ask()).body.message).toBe(NEWSLETTER_MESSAGES.subscribed);
      expect(await mails()).toBe(3);
    } finally {
      await app.close();
    }
  });
});

const CREATE = `mutation($input: CreateCouponInput!) { createCoupon(input: $input) { id code } }`;
const PURCHASE = `mutation($courseId: ID!, $couponCode: String) {
  purchaseCourse(courseId: $courseId, couponCode: $couponCode) { ... on PaymentOrder { purchaseId } } }`;

describe('a coupon hold', () => {
  let app: TestApp;
  let owner: Awaited<ReturnType<typeof educator>>;
  let courseId: string;
  let secondId: string;
  let codes = 0;
  beforeAll(async () => {
    app = await TestApp.start();
    owner = await educator(app);
    courseId = (await createCourse(app, owner.user.id, { price: 1000 })).id;
    secondId = (await createCourse(app, owner.user.id, { price: 2000 })).id;
  });
  afterAll(() => app.close());

  const db = () => app.app.get(DataSource);
  const learner = () => signUp(app, newUser());
  /** A coupon with one place, for `course` (or every course of the owner). */
  async function coupon(course?: string) {
    const input = { code: `HOLD-${++codes}`, kind: 'PERCENT_OFF', value: 50, maxRedemptions: 1 };
    const res = await app.gql(CREATE, { input: { ...input, courseId: course } }, owner.token);
    return res.data!.createCoupon.code as string;
  }
  /** The purchase id of the order, or the refusal's code. */
  async function buy(session: { token: string }, code: string, id = courseId) {
    const res = await app.gql(PURCHASE, { courseId: id, couponCode: code }, session.token);
    const refusal = res.errors?.[0].extensions?.fields?.[0] as { code: string } | undefined;
    return (res.data?.purchaseCourse?.purchaseId ?? refusal?.code) as string;
  }
  /** Moves `userId`'s orders back in time, as if they were opened `interval` earlier. */
  const age = (userId: string, interval: string) =>
    db().query(`UPDATE purchases SET created_at = created_at - $2::interval WHERE user_id = $1`, [
      userId,
      interval,
    ]);
  const status = async (purchaseId: string) =>
    (await db().query('SELECT status FROM purchases WHERE id = $1', [purchaseId]))[0].status;

  it('is not renewed by reopening: an unpaid order locks others out for 30 minutes, not indefinitely', async () => {
    const code = await coupon(courseId);
    const hoarder = await learner();
    expect(await buy(hoarder, code)).toMatch(/^[0-9a-f-]{36}$/);
    expect(await buy(await learner(), code)).toBe('COUPON_EXHAUSTED');
    await age(hoarder.user.id, '31 minutes');
    // The hoarder reopens, again and again, while ten others try at once: the reopened orders hold
    // nothing, so exactly one of the others gets the place.
    const others = await Promise.all(Array.from({ length: 10 }, learner));
    const results = await Promise.all([
      ...others.map((other) => buy(other, code)),
      buy(hoarder, code),
      buy(hoarder, code),
    ]);
    const won = results.slice(0, 10).filter((r) => r !== 'COUPON_EXHAUSTED');
    expect(won).toHaveLength(1);
    expect(await buy(await learner(), code)).toBe('COUPON_EXHAUSTED');
    // A day later the same buyer may hold a place again (once the other order is gone).
    await db().query(`UPDATE purchases SET status = 'failed' WHERE id = $1`, [won[0]]);
    await age(hoarder.user.id, '24 hours');
    expect(await buy(hoarder, code)).toMatch(/^[0-9a-f-]{36}$/);
    expect(await buy(await learner(), code)).toBe('COUPON_EXHAUSTED');
  });

  it('is one per buyer: an order for another course releases the earlier one', async () => {
    const code = await coupon();
    const buyer = await learner();
    const first = await buy(buyer, code, courseId);
    const second = await buy(buyer, code, secondId);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(await status(first)).toBe('failed');
    expect(await buy(await learner(), code, courseId)).toBe('COUPON_EXHAUSTED');
  });
});

describe('a password reset request', () => {
  it('takes the same time for an existing and a missing account, and the mail still follows', async () => {
    const app = await TestApp.start({
      ...fastMail(), // the jobs run within seconds
      anonymousWriteLimits: {
        ...ANONYMOUS_WRITE_LIMITS,
        passwordReset: { points: 1_000, windowSeconds: 60 },
      },
    });
    try {
      const { email } = newUser();
      await signUp(app, { name: 'Tim Timing', email, password: 'Str0ng!pass' });
      const ask = async (address: string) => {
        const started = performance.now();
        const res = await app.gql('mutation($e: String!) { requestPasswordReset(email: $e) }', {
          e: address,
        });
        expect(res.data).toEqual({ requestPasswordReset: true });
        return performance.now() - started;
      };
      const median = (ms: number[]) => ms.sort((a, b) => a - b)[ms.length >> 1];
      for (let i = 0; i < 5; i++) await ask(`warm.${i}@example.com`);
      const existing: number[] = [];
      const missing: number[] = [];
      for (let i = 0; i < 25; i++) {
        // Alternating which goes first, so whatever else the server does weighs on both alike.
        if (i % 2) missing.push(await ask(`missing.${i}@example.com`));
        existing.push(await ask(email));
        if (!(i % 2)) missing.push(await ask(`missing.${i}@example.com`));
      }
      // The deterministic half: the request does the same database work whatever the address
      // (before the work was queued, an existing account's request issued a token and a mail).
      // Only the request's own statements: the queued jobs of the asks above run meanwhile.
      const [sqlExisting] = await requestStatementTexts(() => ask(email));
      const [sqlMissing] = await requestStatementTexts(() => ask('missing.sql@example.com'));
      expect(sqlExisting.length).toBeGreaterThan(0);
      expect(sqlExisting).toEqual(sqlMissing);
      const [a, b] = [median(existing), median(missing)];
      // As the issue measured it before the work was queued: about 30 ms against 10. The margin
      // allows for this shared machine's noise; the statements above are the exact check.
      expect(Math.abs(a - b)).toBeLessThan(Math.max(8, 0.5 * Math.min(a, b)));
      await jobsDone(app, 'password-reset');
      const sent = await app.app
        .get(DataSource)
        .query(`SELECT to_address FROM outbound_mails WHERE kind = 'password_reset'`);
      expect(sent).toEqual([{ to_address: email }, { to_address: email }, { to_address: email }]);
    } finally {
      await app.close();
    }
  });
});
