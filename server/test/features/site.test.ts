import { NEWSLETTER_MESSAGES } from '../../src/site/site.service';
import { DataSource } from 'typeorm';
import { TestApp } from '../support/test-app';
import { withForgedToken } from '../support/mail-catcher';

describe('site features: visitor counter, contact form, newsletter', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await TestApp.start({ trustProxy: ['loopback'] }); // so each visit can name its address
  });
  afterAll(() => app.close());
  const db = () => app.app.get(DataSource);
  const visit = (from: string) => app.http().post('/api/visitors').set('x-forwarded-for', from);
  const gqlVisit = async (from: string) =>
    (
      await app
        .http()
        .post('/graphql')
        .set('x-forwarded-for', from)
        .send({ query: 'mutation { recordVisit }' })
    ).body as { data: unknown };

  it('counts each address once a day, through both APIs, in PostgreSQL', async () => {
    const first = await visit('203.0.113.1');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, count: 1 });
    expect((await gqlVisit('203.0.113.2')).data).toEqual({ recordVisit: 2 });
    // A repeat visit, over either API, is answered the total and adds nothing.
    expect((await visit('203.0.113.2')).body).toEqual({ success: true, count: 2 });
    expect((await gqlVisit('203.0.113.1')).data).toEqual({ recordVisit: 2 });
    const tenAtOnce = () =>
      Promise.all(Array.from({ length: 10 }, (_, i) => visit(`198.51.100.${i}`)));
    await tenAtOnce();
    await tenAtOnce();
    expect((await visit('203.0.113.3')).body.count).toBe(13);
    await db().query(`INSERT INTO visits (day, count) VALUES (CURRENT_DATE - 1, 100)`);
    expect((await gqlVisit('203.0.113.4')).data).toEqual({ recordVisit: 114 });
    expect((await visit('203.0.113.4')).body.count).toBe(114);
  });

  describe('contact form', () => {
    const SEND = `mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) }`;

    it('stores a message from either API', async () => {
      expect(
        (
          await app.gql(SEND, {
            input: { email: ' Visitor@Example.com ', message: ' Hello team ' },
          })
        ).data,
      ).toEqual({ sendContactMessage: true });
      const rest = await app.rest('post', '/api/contact', {
        email: 'rest@example.com',
        message: 'Via REST',
      });
      expect(rest.status).toBe(200);
      expect(rest.body).toEqual({ success: true });
      const rows = await db().query(
        `SELECT email, message FROM contact_messages ORDER BY created_at`,
      );
      expect(rows).toEqual([
        { email: 'visitor@example.com', message: 'Hello team' },
        { email: 'rest@example.com', message: 'Via REST' },
      ]);
    });

    it('lists every invalid field with a code, and stores nothing', async () => {
      const before = (await db().query(`SELECT count(*)::int AS n FROM contact_messages`))[0].n;
      const rest = await app.rest('post', '/api/contact', { email: 'nope', message: '' });
      expect(rest.status).toBe(400);
      expect(rest.body).toMatchObject({
        success: false,
        errors: [
          { field: 'email', message: 'Email must be a valid email address', code: 'TYPE_EMAIL' },
          { field: 'message', message: 'Message is required', code: 'REQUIRED_FIELD_EMPTY' },
        ],
      });
      const missing = await app.rest('post', '/api/contact', {});
      expect(missing.body.errors.map((e: any) => e.code)).toEqual([
        'REQUIRED_FIELD_EMPTY',
        'REQUIRED_FIELD_EMPTY',
      ]);
      const long = await app.gql(SEND, { input: { email: 'a@b.co', message: 'x'.repeat(5001) } });
      expect(long.errors![0].extensions).toEqual({
        code: 'BAD_USER_INPUT',
        fields: [
          {
            field: 'message',
            message: 'Message must be at most 5000 characters',
            code: 'TOO_LONG',
          },
        ],
      });
      expect((await db().query(`SELECT count(*)::int AS n FROM contact_messages`))[0].n).toBe(
        before,
      );
    });
  });

  describe('newsletter', () => {
    it('subscribes by double opt-in: a mailed link confirms, another unsubscribes in one click', async () => {
      const first = await app.rest('post', '/api/newsletter', { email: 'Reader@Example.com' });
      expect(first.body).toEqual({ success: true, message: NEWSLETTER_MESSAGES.subscribed });
      const mails = async () =>
        db().query<{ text: string; headers: Record<string, string> }[]>(
          `SELECT text, headers FROM outbound_mails WHERE to_address = 'reader@example.com' ORDER BY created_at`,
        );
      // Not confirmed yet: asking again mails the link again.
      const again = await app.gql(
        `mutation { subscribeNewsletter(email: " reader@example.com") { message alreadySubscribed } }`,
      );
      expect(again.data!.subscribeNewsletter.alreadySubscribed).toBe(false);
      const [mail] = await mails();
      expect(await mails()).toHaveLength(2);
      const confirm = /(\/newsletter\/confirm\?id=[^\s]+)/.exec(mail.text)![1];
      expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      const unsubscribe = /<https?:\/\/[^/]+(\/newsletter\/unsubscribe\?[^>]+)>/.exec(
        mail.headers['List-Unsubscribe'],
      )![1];

      const forged = await app.http().get(withForgedToken(confirm));
      expect(forged.status).toBe(400);
      const confirmed = await app.http().get(confirm);
      expect(confirmed.status).toBe(200);
      expect(confirmed.text).toContain('You are subscribed');
      const repeat = await app.gql(
        `mutation { subscribeNewsletter(email: "reader@example.com") { message alreadySubscribed } }`,
      );
      expect(repeat.data).toEqual({
        subscribeNewsletter: { message: NEWSLETTER_MESSAGES.already, alreadySubscribed: true },
      });
      expect(
        (await db().query(`SELECT email FROM newsletter_subscriptions`)).map((r: any) => r.email),
      ).toEqual(['reader@example.com']);

      // Opening the link (as a link scanner would) changes nothing; the one-click POST does.
      expect((await app.http().get(unsubscribe)).text).toContain('<form method="post"');
      expect(await db().query(`SELECT 1 FROM newsletter_subscriptions`)).toHaveLength(1);
      const gone = await app
        .http()
        .post(unsubscribe)
        .type('form')
        .send('List-Unsubscribe=One-Click');
      expect(gone.status).toBe(200);
      expect(await db().query(`SELECT 1 FROM newsletter_subscriptions`)).toHaveLength(0);
    });

    it('refuses a malformed address clearly (REST: 200 with success: false, per REST.md)', async () => {
      const rest = await app.rest('post', '/api/newsletter', { email: 'not an email' });
      expect(rest.status).toBe(200);
      expect(rest.body.success).toBe(false);
      expect(rest.body.message).toBe('Email must be a valid email address');
      const gql = await app.gql(`mutation { subscribeNewsletter(email: "") { message } }`);
      expect(gql.errors![0]).toMatchObject({
        message: 'Email is required',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    });
  });
});
