import { sign } from 'jsonwebtoken';
import { DataSource } from 'typeorm';
import { LOGIN, ME, signUp } from '../support/auth-operations';
import { newUser, TEST_JWT_SECRET, TestApp } from '../support/test-app';

const CHANGE_PASSWORD = `mutation($input: ChangePasswordInput!) {
  changePassword(input: $input) { message token user { id } }
}`;
const SIGN_OUT_EVERYWHERE = 'mutation { signOutEverywhere }';

describe('revocable sessions', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await TestApp.start();
  });
  afterAll(async () => {
    await app.close();
  });

  async function login(email: string, password: string): Promise<string> {
    const res = await app.gql<{ login: { token: string } }>(LOGIN, { input: { email, password } });
    if (!res.data?.login) throw new Error(`login failed: ${res.text}`);
    return res.data.login.token;
  }

  /** Whether a token still signs in, asserted alike on both APIs. */
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

  describe('changing the password over GraphQL', () => {
    it('revokes every earlier token and keeps the changing device signed in', async () => {
      const input = newUser();
      const { token } = await signUp(app, input);
      const otherDevice = await login(input.email, input.password);
      const res = await app.gql(
        CHANGE_PASSWORD,
        { input: { currentPassword: input.password, newPassword: 'brand-new-1' } },
        token,
      );
      const fresh: string = res.data!.changePassword.token;
      expect(await works(token)).toBe(false);
      expect(await works(otherDevice)).toBe(false);
      expect(await works(fresh)).toBe(true);
      expect(await works(await login(input.email, 'brand-new-1'))).toBe(true);
    });

    it("locks out a thief's token once the owner changes the password", async () => {
      const input = newUser();
      const { token: owner } = await signUp(app, input);
      const stolen = await login(input.email, input.password);
      await app.gql(
        CHANGE_PASSWORD,
        { input: { currentPassword: input.password, newPassword: 'owners-new-1' } },
        owner,
      );
      const again = await app.gql(
        CHANGE_PASSWORD,
        { input: { currentPassword: 'owners-new-1', newPassword: 'thiefs-new-1' } },
        stolen,
      );
      expect(again.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
      expect(await works(await login(input.email, 'owners-new-1'))).toBe(true);
    });

    it('leaves no earlier token valid when changes race', async () => {
      const input = newUser();
      const { token } = await signUp(app, input);
      const results = await Promise.all(
        [1, 2, 3, 4].map((n) =>
          app.gql(
            CHANGE_PASSWORD,
            { input: { currentPassword: input.password, newPassword: `racing-${n}-pass` } },
            token,
          ),
        ),
      );
      const fresh = results.flatMap((r) => (r.data?.changePassword ? [r.data.changePassword] : []));
      expect(fresh.length).toBeGreaterThan(0);
      expect(await works(token)).toBe(false);
      const working = [];
      for (const { token: t } of fresh) if (await works(t)) working.push(t);
      expect(working).toHaveLength(1);
      const [row] = await app.app
        .get(DataSource)
        .query('SELECT token_version FROM users WHERE id = $1', [fresh[0].user.id]);
      expect(row.token_version).toBe(fresh.length);
    });
  });

  describe('changing the password over REST', () => {
    it('answers a new token and revokes the earlier ones', async () => {
      const input = newUser();
      const { token } = await signUp(app, input);
      const otherDevice = await login(input.email, input.password);
      const res = await app.rest(
        'put',
        '/api/auth/change-password',
        { currentPassword: input.password, newPassword: 'rest-new-1' },
        token,
      );
      expect(res.status).toBe(200);
      expect(await works(token)).toBe(false);
      expect(await works(otherDevice)).toBe(false);
      expect(await works(res.body.token)).toBe(true);
    });
  });

  describe('signOutEverywhere', () => {
    it('revokes every token of the account, its own included, and only that account', async () => {
      const input = newUser();
      const { token } = await signUp(app, input);
      const otherDevice = await login(input.email, input.password);
      const bystander = (await signUp(app, newUser())).token;
      const res = await app.gql(SIGN_OUT_EVERYWHERE, {}, token);
      expect(res.data).toEqual({ signOutEverywhere: true });
      expect(await works(token)).toBe(false);
      expect(await works(otherDevice)).toBe(false);
      expect(await works(bystander)).toBe(true);
      expect(await works(await login(input.email, input.password))).toBe(true);
    });

    it('needs a signed-in caller', async () => {
      const res = await app.gql(SIGN_OUT_EVERYWHERE);
      expect(res.errors![0]).toMatchObject({
        message: 'Access token required',
        extensions: { code: 'UNAUTHENTICATED' },
      });
    });

    it('also revokes a token issued before token versions existed', async () => {
      const { user } = await signUp(app, newUser());
      const legacy = sign({ sub: user.id }, TEST_JWT_SECRET, { expiresIn: '1h' });
      expect(await works(legacy)).toBe(true);
      const fresh = sign({ sub: user.id, ver: 0 }, TEST_JWT_SECRET, { expiresIn: '1h' });
      await app.gql(SIGN_OUT_EVERYWHERE, {}, fresh);
      expect(await works(legacy)).toBe(false);
    });
  });

  it("refuses a deleted user's token", async () => {
    const { token, user } = await signUp(app, newUser());
    await app.app.get(DataSource).query('DELETE FROM users WHERE id = $1', [user.id]);
    expect(await works(token)).toBe(false);
  });
});
