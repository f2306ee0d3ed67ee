import { DataSource } from 'typeorm';
import { LOGIN, ME, signUp } from '../support/auth-operations';
import { freePort } from '../support/free-port';
import { jobsDone } from '../support/jobs';
import { fastMail, linkToken, MailCatcher } from '../support/mail-catcher';
import { TestApp } from '../support/test-app';

const REQUEST_RESET = 'mutation ($email: String!) { requestPasswordReset(email: $email) }';
const RESET = `mutation ($token: String!, $password: String!) {
  resetPassword(token: $token, newPassword: $password) { token user { email } }
}`;
const VERIFY = 'mutation ($token: String!) { verifyEmail(token: $token) { email emailVerified } }';
const VERIFIED = 'query { me { emailVerified } }';

describe('mail', () => {
  let smtp: MailCatcher;
  let app: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    smtp = await new MailCatcher(await freePort()).start();
    app = await TestApp.start(fastMail(smtp.url()));
    db = app.app.get(DataSource);
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.stop();
  });

  it('mails a verification link at registration that verifies the address once', async () => {
    const { token, user } = await signUp(app, {
      name: 'Vera Mail',
      email: 'vera@example.com',
      password: 'secret1',
    });
    expect((await app.gql(VERIFIED, {}, token)).data!.me.emailVerified).toBe(false);
    const mail = await smtp.waitFor('vera@example.com', /Confirm your email/);
    expect(mail.html).toContain('Confirm my email');
    expect(mail.messageId).toMatch(/@brandcraft\.test>$/);
    const link = linkToken(mail, '/verify-email');
    const verified = await app.gql(VERIFY, { token: link });
    expect(verified.data!.verifyEmail).toEqual({ email: user.email, emailVerified: true });
    expect((await app.gql(VERIFIED, {}, token)).data!.me.emailVerified).toBe(true);
    const again = await app.gql(VERIFY, { token: link });
    expect(again.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    expect(again.errors![0].message).toMatch(/invalid, expired or already used/);
  });

  it('resets a password from the mailed link alone, once, and ends every other session', async () => {
    const { token: oldSession } = await signUp(app, {
      name: 'Rita Reset',
      email: 'rita@example.com',
      password: 'oldpass1',
    });
    const known = await app.gql(REQUEST_RESET, { email: 'RITA@example.com' });
    const unknown = await app.gql(REQUEST_RESET, { email: 'nobody@example.com' });
    expect(known.data).toEqual({ requestPasswordReset: true });
    expect(unknown.data).toEqual({ requestPasswordReset: true });

    const mail = await smtp.waitFor('rita@example.com', /Reset your BrandCraft password/);
    const token = linkToken(mail, '/reset-password');
    expect(mail.text).toContain('one hour');
    // Stored only as a hash.
    const stored = await db.query('SELECT token_hash FROM account_tokens WHERE purpose = $1', [
      'password_reset',
    ]);
    expect(JSON.stringify(stored)).not.toContain(token);

    const weak = await app.gql(RESET, { token, password: '123' });
    expect(weak.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    const reset = await app.gql(RESET, { token, password: 'newpass1' });
    expect(reset.data!.resetPassword.user.email).toBe('rita@example.com');
    const fresh = reset.data!.resetPassword.token;
    expect((await app.gql(ME, {}, fresh)).data!.me.email).toBe('rita@example.com');
    expect((await app.gql(ME, {}, oldSession)).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    const oldLogin = await app.gql(LOGIN, {
      input: { email: 'rita@example.com', password: 'oldpass1' },
    });
    expect(oldLogin.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    const newLogin = await app.gql(LOGIN, {
      input: { email: 'rita@example.com', password: 'newpass1' },
    });
    expect(newLogin.data!.login.token).toBeTruthy();

    const reused = await app.gql(RESET, { token, password: 'another1' });
    expect(reused.errors![0].message).toMatch(/invalid, expired or already used/);
    await smtp.waitFor('rita@example.com', /password was changed/);
    // The unknown address got nothing; Rita got one of each.
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.to('nobody@example.com')).toHaveLength(0);
    expect(smtp.to('rita@example.com').map((m) => m.subject)).toEqual([
      'Confirm your email for BrandCraft',
      'Reset your BrandCraft password',
      'Your BrandCraft password was changed',
    ]);
  });

  it('refuses an expired or made-up token and changes nothing', async () => {
    await signUp(app, { name: 'Ed Expired', email: 'ed@example.com', password: 'edpass11' });
    await app.gql(REQUEST_RESET, { email: 'ed@example.com' });
    const token = linkToken(await smtp.waitFor('ed@example.com', /Reset your/), '/reset-password');
    await db.query("UPDATE account_tokens SET expires_at = now() - interval '1 second'");
    for (const bad of [token, 'x'.repeat(43), 'not a token', '']) {
      const res = await app.gql(RESET, { token: bad, password: 'edpass22' });
      expect(res.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    }
    const login = await app.gql(LOGIN, {
      input: { email: 'ed@example.com', password: 'edpass11' },
    });
    expect(login.data!.login.token).toBeTruthy();
  });

  it('sends at most 3 resets an hour to one account, with the same answer', async () => {
    await signUp(app, { name: 'Max Many', email: 'max@example.com', password: 'maxpass1' });
    for (let i = 0; i < 5; i += 1)
      expect((await app.gql(REQUEST_RESET, { email: 'max@example.com' })).data).toEqual({
        requestPasswordReset: true,
      });
    await jobsDone(app, 'password-reset'); // the requests only queue the work
    const [{ n }] = await db.query(
      "SELECT count(*)::int AS n FROM outbound_mails WHERE to_address = 'max@example.com' AND kind = 'password_reset'",
    );
    expect(n).toBe(3);
  });
});

describe('mail delivery when the SMTP server is away', () => {
  it('keeps retrying with backoff and delivers each message once when it comes back', async () => {
    const port = await freePort();
    const app = await TestApp.start(fastMail(`smtp://127.0.0.1:${port}`));
    const smtp = new MailCatcher(port);
    try {
      await signUp(app, { name: 'Dora Down', email: 'dora@example.com', password: 'dorapass1' });
      const db = app.app.get(DataSource);
      const failing = async () =>
        (
          await db.query(
            "SELECT attempts, last_error, status FROM outbound_mails WHERE to_address = 'dora@example.com'",
          )
        )[0];
      const deadline = Date.now() + 20_000;
      while ((await failing()).attempts < 2 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 200));
      const row = await failing();
      expect(row.attempts).toBeGreaterThanOrEqual(2);
      expect(row.status).toBe('queued');
      expect(row.last_error).toMatch(/ECONNREFUSED/);
      await smtp.start();
      await smtp.waitFor('dora@example.com', /Confirm your email/, 30_000);
      await new Promise((r) => setTimeout(r, 3000));
      expect(smtp.to('dora@example.com')).toHaveLength(1);
      expect((await failing()).status).toBe('sent');
    } finally {
      await app.close();
      await smtp.stop();
    }
  }, 90_000);
});

describe('mail without SMTP_URL', () => {
  it('keeps messages for the development mailbox instead of dropping them', async () => {
    const app = await TestApp.start();
    try {
      await signUp(app, { name: 'Kim Kept', email: 'kim@example.com', password: 'kimpass11' });
      const list = await app.http().get('/dev/mail');
      expect(list.status).toBe(200);
      expect(list.text).toContain('kim@example.com');
      const id = /href="\/dev\/mail\/([0-9a-f-]{36})"/.exec(list.text)![1];
      const mail = await app.http().get(`/dev/mail/${id}`);
      expect(mail.text).toContain('/verify-email?token=');
      expect(mail.headers['content-security-policy']).toContain("default-src 'none'");
    } finally {
      await app.close();
    }
  });
});
