import { sign } from 'jsonwebtoken';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { SessionsService } from '../../src/auth/sessions.service';
import { User } from '../../src/users/user.entity';
import { statementTexts } from '../support/statements';
import { newUser, TEST_JWT_SECRET, TestApp } from '../support/test-app';

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0';
const SAFARI_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { token user { id } } }`;
const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { token } }`;
const SESSIONS = '{ mySessions { id device network signedInAt lastSeenAt current } }';
const REVOKE = 'mutation($id: ID!) { revokeSession(id: $id) }';
const SIGN_OUT = 'mutation { signOut }';
const ME = '{ me { id } }';
const CHANGE_PASSWORD = `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { token } }`;

interface Listed {
  id: string;
  device: string;
  network: string;
  signedInAt: string;
  lastSeenAt: string;
  current: boolean;
}

describe('signed-in devices', () => {
  let app: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    app = await TestApp.start();
    db = app.app.get(DataSource);
  });
  afterAll(() => app.close());

  /** A GraphQL call from a browser with this User-Agent. */
  async function gqlFrom(userAgent: string, query: string, variables = {}, token?: string) {
    const req = app.http().post('/graphql').set('user-agent', userAgent);
    if (token) req.set('authorization', `Bearer ${token}`);
    const res = await req.send({ query, variables });
    return res.body as {
      data?: Record<string, any>;
      errors?: { message: string; extensions: { code: string } }[];
    };
  }

  async function account(userAgent = CHROME_ANDROID) {
    const input = newUser();
    const res = await gqlFrom(userAgent, REGISTER, { input });
    return {
      input,
      token: res.data!.register.token as string,
      id: res.data!.register.user.id as string,
    };
  }

  async function login(email: string, password: string, userAgent: string): Promise<string> {
    const res = await gqlFrom(userAgent, LOGIN, { input: { email, password } });
    return res.data!.login.token;
  }

  async function sessions(token: string): Promise<Listed[]> {
    const res = await app.gql<{ mySessions: Listed[] }>(SESSIONS, {}, token);
    if (!res.data?.mySessions) throw new Error(`mySessions failed: ${res.text}`);
    return res.data.mySessions;
  }

  /** Whether a token signs in, on GraphQL and REST alike (refused as an old token version is). */
  async function works(token: string): Promise<boolean> {
    const me = await app.gql(ME, {}, token);
    const profile = await app.rest('get', '/api/auth/profile', undefined, token);
    if (me.data?.me) {
      expect(profile.status).toBe(200);
      return true;
    }
    expect(me.errors![0]).toMatchObject({
      message: 'Invalid token',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(profile.status).toBe(401);
    expect(profile.body).toEqual({ success: false, message: 'Invalid token' });
    return false;
  }

  const sid = (token: string) =>
    (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sid: string }).sid;

  it('lists each sign-in with its device, network block and times, marking this one', async () => {
    const { input, token } = await account(CHROME_ANDROID);
    const laptop = await login(input.email, input.password, FIREFOX_WINDOWS);
    const listed = await sessions(laptop);
    expect(listed).toHaveLength(2);
    const byDevice = Object.fromEntries(listed.map((s) => [s.device, s]));
    expect(byDevice['Chrome on Android']).toMatchObject({ id: sid(token), current: false });
    expect(byDevice['Firefox on Windows']).toMatchObject({ id: sid(laptop), current: true });
    for (const session of listed) {
      expect(session.network).toBe('127.0.0.0/24');
      expect(Date.now() - Date.parse(session.signedInAt)).toBeLessThan(60_000);
      expect(Date.parse(session.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(session.signedInAt));
    }
    // Only the block is stored, never the address.
    const stored = await db.query('SELECT network FROM user_sessions WHERE id = $1', [sid(token)]);
    expect(stored).toEqual([{ network: '127.0.0.0/24' }]);
  });

  it('signs one device out: its token is refused, the others keep working', async () => {
    const { input, token: phone } = await account(CHROME_ANDROID);
    const laptop = await login(input.email, input.password, FIREFOX_WINDOWS);
    const tablet = await login(input.email, input.password, SAFARI_IOS);
    expect((await app.gql(REVOKE, { id: sid(phone) }, laptop)).data).toEqual({
      revokeSession: true,
    });
    expect(await works(phone)).toBe(false);
    expect(await works(laptop)).toBe(true);
    expect(await works(tablet)).toBe(true);
    expect((await sessions(laptop)).map((s) => s.device).sort()).toEqual([
      'Firefox on Windows',
      'Safari on iOS',
    ]);
    // Once ended, it is not found again.
    const again = await app.gql(REVOKE, { id: sid(phone) }, laptop);
    expect(again.errors![0]).toMatchObject({
      message: 'Session not found',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('signs this device out with signOut: refused from now on, gone from the list elsewhere', async () => {
    const { input, token: phone } = await account(CHROME_ANDROID);
    const laptop = await login(input.email, input.password, FIREFOX_WINDOWS);
    expect((await app.gql(SIGN_OUT, {}, phone)).data).toEqual({ signOut: true });
    expect(await works(phone)).toBe(false);
    expect(await works(laptop)).toBe(true);
    expect((await sessions(laptop)).map((s) => [s.device, s.current])).toEqual([
      ['Firefox on Windows', true],
    ]);
    // Again with the ended token, or with none: nothing left to end, and still true.
    expect(await app.gql(SIGN_OUT, {}, phone)).toMatchObject({ data: { signOut: true } });
    expect(await app.gql(SIGN_OUT)).toMatchObject({ data: { signOut: true } });
    expect(await works(laptop)).toBe(true);
  });

  it('answers signOut for a token without a session, which it cannot end', async () => {
    const { id, token } = await account();
    const [{ token_version: ver }] = await db.query(
      'SELECT token_version FROM users WHERE id = $1',
      [id],
    );
    const old = sign({ sub: id, ver }, TEST_JWT_SECRET, { algorithm: 'HS256', expiresIn: '1h' });
    expect(await app.gql(SIGN_OUT, {}, old)).toMatchObject({ data: { signOut: true } });
    expect(await works(token)).toBe(true);
    expect((await sessions(token)).map((s) => s.id)).toEqual([sid(token)]);
  });

  it("cannot see or end another account's sessions", async () => {
    const mine = await account();
    const theirs = await account();
    const listed = await sessions(mine.token);
    expect(listed.map((s) => s.id)).toEqual([sid(mine.token)]);
    for (const id of [sid(theirs.token), 'not-a-uuid']) {
      const res = await app.gql(REVOKE, { id }, mine.token);
      expect(res.errors![0]).toMatchObject({
        message: 'Session not found',
        extensions: { code: 'NOT_FOUND' },
      });
    }
    expect(await works(theirs.token)).toBe(true);
    expect((await app.gql(SESSIONS)).errors![0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('ends every session with signOutEverywhere', async () => {
    const { input, token: phone } = await account();
    const laptop = await login(input.email, input.password, FIREFOX_WINDOWS);
    await app.gql('mutation { signOutEverywhere }', {}, phone);
    expect(await works(phone)).toBe(false);
    expect(await works(laptop)).toBe(false);
    const fresh = await login(input.email, input.password, SAFARI_IOS);
    expect((await sessions(fresh)).map((s) => [s.device, s.current])).toEqual([
      ['Safari on iOS', true],
    ]);
    // The ended sessions' rows are gone too: the new sign-in forgot them.
    const [{ count }] = await db.query(
      'SELECT count(*)::int AS count FROM user_sessions WHERE user_id = (SELECT id FROM users WHERE email = $1)',
      [input.email],
    );
    expect(count).toBe(1);
  });

  it('ends the other sessions on a password change and lists the changing device', async () => {
    const { input, token: phone } = await account(CHROME_ANDROID);
    const laptop = await login(input.email, input.password, FIREFOX_WINDOWS);
    const res = await gqlFrom(
      CHROME_ANDROID,
      CHANGE_PASSWORD,
      { input: { currentPassword: input.password, newPassword: 'brand-new-1' } },
      phone,
    );
    const fresh: string = res.data!.changePassword.token;
    expect(await works(laptop)).toBe(false);
    expect((await sessions(fresh)).map((s) => [s.id, s.device, s.current])).toEqual([
      [sid(fresh), 'Chrome on Android', true],
    ]);
  });

  it('opens a session on REST sign-in and registration, with the original answers', async () => {
    const input = newUser();
    const registered = await app
      .http()
      .post('/api/auth/register')
      .set('user-agent', SAFARI_IOS)
      .send(input);
    expect(registered.status).toBe(201);
    expect(Object.keys(registered.body).sort()).toEqual(['message', 'success', 'token', 'user']);
    const loggedIn = await app
      .http()
      .post('/api/auth/login')
      .set('user-agent', FIREFOX_WINDOWS)
      .send({ email: input.email, password: input.password });
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.body).toMatchObject({ success: true, message: 'Login successful!' });
    expect(Object.keys(loggedIn.body).sort()).toEqual(['message', 'success', 'token', 'user']);
    const listed = await sessions(loggedIn.body.token);
    expect(listed.map((s) => [s.device, s.current]).sort()).toEqual([
      ['Firefox on Windows', true],
      ['Safari on iOS', false],
    ]);
    // The REST token works on REST, and ends like any other.
    expect(await works(registered.body.token)).toBe(true);
    await app.gql(REVOKE, { id: sid(registered.body.token) }, loggedIn.body.token);
    expect(await works(registered.body.token)).toBe(false);
  });

  it('keeps a token from before sessions working until signOutEverywhere', async () => {
    const { id, token } = await account();
    const [{ token_version: ver }] = await db.query(
      'SELECT token_version FROM users WHERE id = $1',
      [id],
    );
    const old = sign({ sub: id, ver }, TEST_JWT_SECRET, { algorithm: 'HS256', expiresIn: '1h' });
    expect(await works(old)).toBe(true);
    // It is no listed session, so none is marked current.
    expect((await sessions(old)).map((s) => [s.id, s.current])).toEqual([[sid(token), false]]);
    await app.gql('mutation { signOutEverywhere }', {}, token);
    expect(await works(old)).toBe(false);
  });

  it('reads the session in the query that loads the user', async () => {
    const { id, token } = await account();
    const [{ token_version: ver }] = await db.query(
      'SELECT token_version FROM users WHERE id = $1',
      [id],
    );
    const old = sign({ sub: id, ver }, TEST_JWT_SECRET, { algorithm: 'HS256', expiresIn: '1h' });
    const [withSession] = await statementTexts(() => app.gql(ME, {}, token));
    const [withoutSession] = await statementTexts(() => app.gql(ME, {}, old));
    expect(withSession).toHaveLength(withoutSession.length);
    expect(withSession.filter((sql) => sql.includes('user_sessions'))).toHaveLength(1);
  });

  it("loads the user as TypeORM's own read of the row does, every column but the password hash", async () => {
    const { id, token } = await account();
    await db.query(
      `UPDATE users SET push_kinds = '{booking,live}', notice_mail_off = '{announcement}',
         role = 'educator', disabled_at = NULL, email_verified_at = now() WHERE id = $1`,
      [id],
    );
    const request = { headers: {}, socket: { remoteAddress: '127.0.0.1' } } as unknown as Request;
    const signedIn = await app.app.get(SessionsService).signedIn(id, sid(token), request);
    const loaded = await db.getRepository(User).findOneByOrFail({ id });
    expect(signedIn).toBeInstanceOf(User);
    expect(signedIn).toEqual(loaded);
    expect((signedIn as User).passwordHash).toBeUndefined();
  });

  it('records the last use at most every 5 minutes, and the network it came from', async () => {
    const { token } = await account();
    const id = sid(token);
    // Recently seen: requests write nothing.
    const [texts] = await statementTexts(async () => {
      await app.gql(ME, {}, token);
      await app.gql(ME, {}, token);
    });
    expect(texts.filter((sql) => /UPDATE "user_sessions"/.test(sql))).toEqual([]);
    // Seen 6 minutes ago, from elsewhere: the next request records now and this block.
    await db.query(
      "UPDATE user_sessions SET last_seen_at = now() - interval '6 minutes', network = '198.51.100.0/24' WHERE id = $1",
      [id],
    );
    await app.gql(ME, {}, token);
    let row: { seen: string; network: string } | undefined;
    for (let i = 0; i < 50; i++) {
      [row] = await db.query(
        "SELECT now() - last_seen_at < interval '1 minute' AS seen, network FROM user_sessions WHERE id = $1",
        [id],
      );
      if (row?.seen) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(row).toEqual({ seen: true, network: '127.0.0.0/24' });
  });

  it('forgets the devices of a deleted account', async () => {
    const { input, id, token } = await account();
    await login(input.email, input.password, FIREFOX_WINDOWS);
    const deleted = await app.gql(
      'mutation($password: String!) { deleteAccount(password: $password) }',
      { password: input.password },
      token,
    );
    expect(deleted.data).toEqual({ deleteAccount: true });
    expect(await db.query('SELECT id FROM user_sessions WHERE user_id = $1', [id])).toEqual([]);
    expect(await works(token)).toBe(false);
  });

  it("exports the account's signed-in devices, never their tokens", async () => {
    const { input, token: phone } = await account(CHROME_ANDROID);
    const laptop = await login(input.email, input.password, FIREFOX_WINDOWS);
    const ended = await login(input.email, input.password, SAFARI_IOS);
    await app.gql(SIGN_OUT, {}, ended);
    const res = await app.gql<{ myDataExport: string }>('{ myDataExport }', {}, laptop);
    const exported = JSON.parse(res.data!.myDataExport) as { signedInDevices: unknown[] };
    const listed = await sessions(laptop);
    expect(exported.signedInDevices).toEqual(
      listed.map(({ device, network, signedInAt, lastSeenAt }) => ({
        device,
        network,
        signedInAt,
        lastSeenAt,
      })),
    );
    expect(listed.map((s) => s.device).sort()).toEqual(['Chrome on Android', 'Firefox on Windows']);
    const text = res.data!.myDataExport;
    for (const token of [phone, laptop, ended]) {
      expect(text).not.toContain(token);
      expect(text).not.toContain(sid(token));
    }
    expect(text).not.toContain(FIREFOX_WINDOWS);
  });

  it('is out of reach of API tokens', async () => {
    const { token } = await account();
    const created = await app.gql(
      `mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }`,
      {
        input: {
          name: 'CI',
          scopes: ['LEARNING_READ'],
          expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
        },
      },
      token,
    );
    const apiToken = created.data!.createApiToken.token;
    expect((await app.gql(SESSIONS, {}, apiToken)).errors![0].extensions?.code).toBe('FORBIDDEN');
    expect((await app.gql(REVOKE, { id: sid(token) }, apiToken)).errors![0].extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await app.gql(SIGN_OUT, {}, apiToken)).errors![0].extensions?.code).toBe('FORBIDDEN');
    expect(await works(token)).toBe(true);
  });
});
