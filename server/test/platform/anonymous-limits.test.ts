import { NEWSLETTER_MESSAGES } from '../../src/site/site.service';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Response } from 'supertest';
import { DataSource } from 'typeorm';
import { loadConfig } from '../../src/config/app-config';
import { ANONYMOUS_WRITE_LIMITS } from '../../src/config/limits-config';
import { TestApp } from '../support/test-app';

const CONTACT = `mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) }`;
const NEWSLETTER = `mutation($email: String!) { subscribeNewsletter(email: $email) { message } }`;

/** Sends `body` to `path`, relayed for `from` when given. */
const post = (app: TestApp, path: string, body: object, from?: string) => {
  const req = app.http().post(path);
  return (from ? req.set('x-forwarded-for', from) : req).send(body);
};
const restContact = (app: TestApp, from?: string) =>
  post(app, '/api/contact', { email: 'visitor@example.com', message: 'Hello team' }, from);
const gqlContact = (app: TestApp, from?: string) =>
  post(
    app,
    '/graphql',
    { query: CONTACT, variables: { input: { email: 'visitor@example.com', message: 'Hi' } } },
    from,
  );

/** The REST refusal: 429, Retry-After, and the message in the original API's shape. */
function expectRestLimited(res: Response, message: RegExp) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ success: false, message: expect.stringMatching(message) });
  return Number(res.headers['retry-after']);
}

/** The GraphQL refusal: TOO_MANY_REQUESTS, with retryAfter and the header agreeing. */
function expectGqlLimited(res: Response, message: RegExp) {
  expect(res.body.errors[0]).toMatchObject({
    message: expect.stringMatching(message),
    extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: Number(res.headers['retry-after']) },
  });
  return Number(res.headers['retry-after']);
}

describe('anonymous writes with the default budgets', () => {
  let app: TestApp;
  const count = async (table: string) =>
    Number((await app.app.get(DataSource).query(`SELECT count(*) AS n FROM ${table}`))[0].n);

  beforeAll(async () => {
    app = await TestApp.start({
      anonymousWriteLimits: loadConfig({}).anonymousWriteLimits,
      trustProxy: ['loopback'],
    });
  });
  afterAll(() => app.close());

  it('takes 5 contact messages per address per 10 minutes over both APIs, then answers 429', async () => {
    for (let i = 0; i < 5; i++) {
      if (i % 2) expect((await gqlContact(app, '203.0.113.1')).body.data).toBeTruthy();
      else expect((await restContact(app, '203.0.113.1')).status).toBe(200);
    }
    const tooMany = /^Too many messages from your network\. Please try again in 10 minutes\.$/;
    const wait = expectRestLimited(await restContact(app, '203.0.113.1'), tooMany);
    expect(wait).toBeGreaterThan(590);
    expect(wait).toBeLessThanOrEqual(600);
    expectGqlLimited(await gqlContact(app, '203.0.113.1'), tooMany);
    expect(await count('contact_messages')).toBe(5);
    // Another address has its own budget.
    expect((await restContact(app, '203.0.113.2')).status).toBe(200);
  });

  it('takes 10 newsletter sign-ups per address per hour, then answers 429 (not a 200 refusal)', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await post(app, '/api/newsletter', { email: `r${i}@example.com` }, '203.0.113.3');
      expect(res.body).toEqual({ success: true, message: NEWSLETTER_MESSAGES.subscribed });
    }
    const tooMany =
      /^Too many newsletter sign-ups from your network\. Please try again in 60 minutes\.$/;
    const wait = expectRestLimited(
      await post(app, '/api/newsletter', { email: 'r10@example.com' }, '203.0.113.3'),
      tooMany,
    );
    expect(wait).toBeGreaterThan(3590);
    const gql = { query: NEWSLETTER, variables: { email: 'r11@example.com' } };
    expectGqlLimited(await post(app, '/graphql', gql, '203.0.113.3'), tooMany);
    expect(await count('newsletter_subscriptions')).toBe(10);
  });
});

describe('the address of an anonymous write', () => {
  const tight = {
    anonymousWriteLimits: { ...ANONYMOUS_WRITE_LIMITS, contact: { points: 2, windowSeconds: 60 } },
  };

  it('is the connection without TRUST_PROXY: rotating X-Forwarded-For shares one budget', async () => {
    const app = await TestApp.start(tight);
    try {
      expect((await restContact(app, '192.0.2.1')).status).toBe(200);
      expect((await gqlContact(app, '192.0.2.2')).body.data).toBeTruthy();
      expectRestLimited(await restContact(app, '192.0.2.3'), /^Too many messages/);
    } finally {
      await app.close();
    }
  });

  it('is the forwarded one from the proxies TRUST_PROXY names', async () => {
    const app = await TestApp.start({ ...tight, trustProxy: ['loopback'] });
    try {
      for (const from of ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.3'])
        expect((await restContact(app, from)).status).toBe(200);
      expectGqlLimited(await gqlContact(app, '192.0.2.3'), /^Too many messages/);
    } finally {
      await app.close();
    }
  });
});

describe('the visitor period', () => {
  it('counts an address again once its period has ended', async () => {
    const app = await TestApp.start({
      anonymousWriteLimits: { ...ANONYMOUS_WRITE_LIMITS, visitorPeriodSeconds: 1 },
    });
    try {
      const visit = async () =>
        ((await app.rest('post', '/api/visitors')).body as { count: number }).count;
      expect(await visit()).toBe(1);
      expect(await visit()).toBe(1);
      await sleep(1_100);
      expect(await visit()).toBe(2);
    } finally {
      await app.close();
    }
  });
});
