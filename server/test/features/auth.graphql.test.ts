import { sign } from 'jsonwebtoken';
import { DataSource } from 'typeorm';
import { LOGIN, ME, REGISTER, signUp } from '../support/auth-operations';
import { newUser, TEST_JWT_SECRET, TestApp } from '../support/test-app';

describe('auth over GraphQL', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await TestApp.start();
  });
  afterAll(async () => {
    expect(app.bodies.join('\n')).not.toMatch(/argon2|password_?hash/i);
    await app.close();
  });

  const codeOf = (res: { errors?: { extensions?: { code?: string } }[] }) =>
    res.errors?.[0]?.extensions?.code;

  describe('register', () => {
    it('creates a student with a normalised email and a generated avatar, and returns a working token', async () => {
      const input = newUser({ email: '  Mixed.Case@Example.COM ', name: '  Rahul Verma ' });
      const res = await app.gql(REGISTER, { input: { ...input, email: input.email } });
      expect(res.errors).toBeUndefined();
      const { token, user, message } = res.data!.register;
      expect(message).toBe('Registration successful!');
      expect(user).toMatchObject({
        name: 'Rahul Verma',
        email: 'mixed.case@example.com',
        role: 'STUDENT',
        phone: null,
      });
      expect(user.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(user.imageUrl).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(Buffer.from(user.imageUrl.split(',')[1], 'base64').toString()).toContain('>RV<');
      const me = await app.gql(ME, {}, token);
      expect(me.data!.me).toEqual(user);
    });

    it('never grants educator or admin at registration', async () => {
      for (const role of ['EDUCATOR', 'ADMIN']) {
        const { user } = await signUp(app, { ...newUser(), role });
        expect(user.role).toBe('STUDENT');
      }
    });

    it('stores an argon2id hash, never the password', async () => {
      const input = newUser();
      const { user } = await signUp(app, input);
      const [row] = await app.app
        .get(DataSource)
        .query('SELECT password_hash FROM users WHERE id = $1', [user.id]);
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(row.password_hash).not.toContain(input.password);
    });

    it.each([
      ['a missing name', { name: '' }, 'name', 'Name is required'],
      ['a blank name', { name: '   ' }, 'name', 'Name is required'],
      ['a missing email', { email: '' }, 'email', 'Email is required'],
      [
        'a malformed email',
        { email: 'not-an-email' },
        'email',
        'Email must be a valid email address',
      ],
      [
        'an email without a domain dot',
        { email: 'a@b' },
        'email',
        'Email must be a valid email address',
      ],
      ['a missing password', { password: '' }, 'password', 'Password is required'],
      [
        'a 5-character password',
        { password: 'Ab1!x' },
        'password',
        'Password must be at least 6 characters',
      ],
      [
        'a 129-character password',
        { password: 'a'.repeat(129) },
        'password',
        'Password must be at most 128 characters',
      ],
    ])(
      'refuses %s with BAD_USER_INPUT naming the field',
      async (_label, override, field, message) => {
        const res = await app.gql(REGISTER, { input: { ...newUser(), ...override } });
        expect(res.data).toBeNull();
        expect(codeOf(res)).toBe('BAD_USER_INPUT');
        expect(res.errors![0].message).toContain(message);
        expect(res.errors![0].extensions!.fields).toContainEqual(
          expect.objectContaining({ field, message }),
        );
      },
    );

    it('accepts passwords of exactly 6 and 128 characters', async () => {
      await signUp(app, newUser({ password: 'abcdef' }));
      await signUp(app, newUser({ password: 'x'.repeat(128) }));
    });

    it('reports every invalid field at once', async () => {
      const res = await app.gql(REGISTER, { input: { name: '', email: 'bad', password: '1' } });
      expect(res.errors![0].extensions!.fields!.map((f) => f.field)).toEqual([
        'name',
        'email',
        'password',
      ]);
    });

    it('refuses a missing field at the schema level without a server error', async () => {
      const res = await app.gql(
        `mutation { register(input: { name: "x", email: "x@y.io" }) { token } }`,
      );
      expect(res.status).toBe(400);
      expect(codeOf(res)).toBe('GRAPHQL_VALIDATION_FAILED');
    });

    it('refuses a duplicate email, whatever its case, as a CONFLICT', async () => {
      const input = newUser();
      await signUp(app, input);
      const res = await app.gql(REGISTER, {
        input: { ...newUser(), email: input.email.toUpperCase() },
      });
      expect(codeOf(res)).toBe('CONFLICT');
      expect(res.errors![0].message).toBe('An account with this email already exists');
    });

    it('lets only one of two simultaneous registrations of one email through', async () => {
      const input = newUser();
      const results = await Promise.all([
        app.gql(REGISTER, { input }),
        app.gql(REGISTER, { input }),
      ]);
      expect(results.filter((r) => r.data?.register).length).toBe(1);
      expect(results.map(codeOf).filter(Boolean)).toEqual(['CONFLICT']);
    });
  });

  describe('login', () => {
    const input = newUser();
    beforeAll(async () => {
      await signUp(app, input);
    });

    it('signs in with any case of the email', async () => {
      const res = await app.gql(LOGIN, {
        input: { email: ` ${input.email.toUpperCase()} `, password: input.password },
      });
      expect(res.data!.login.message).toBe('Login successful!');
      expect(res.data!.login.user.email).toBe(input.email);
      const me = await app.gql(ME, {}, res.data!.login.token);
      expect(me.data!.me.email).toBe(input.email);
    });

    it('gives the same answer for a wrong password and an unknown email', async () => {
      const wrongPassword = await app.gql(LOGIN, {
        input: { email: input.email, password: 'wrong-password' },
      });
      const unknownEmail = await app.gql(LOGIN, {
        input: { email: 'nobody@example.com', password: input.password },
      });
      for (const res of [wrongPassword, unknownEmail]) {
        expect(res.data).toBeNull();
        expect(codeOf(res)).toBe('UNAUTHENTICATED');
        expect(res.errors![0].message).toBe('Invalid email or password');
      }
    });

    it('requires email and password', async () => {
      const res = await app.gql(LOGIN, { input: { email: '', password: '' } });
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(res.errors![0].extensions!.fields!.map((f) => f.field)).toEqual(['email', 'password']);
    });

    it('refuses an over-long password before verifying it, as registration does', async () => {
      const res = await app.gql(LOGIN, {
        input: { email: input.email, password: 'x'.repeat(129) },
      });
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(res.errors![0].extensions!.fields).toEqual([
        { field: 'password', message: 'Password must be at most 128 characters', code: 'TOO_LONG' },
      ]);
    });
  });

  describe('tokens', () => {
    it('refuses a missing, garbage, wrongly signed or expired token', async () => {
      const { user } = await signUp(app, newUser());
      const cases: [string | undefined, string][] = [
        [undefined, 'Access token required'],
        ['garbage', 'Invalid token'],
        [sign({ sub: user.id }, 'another-secret-another-secret-another-secret'), 'Invalid token'],
        [sign({ sub: user.id }, TEST_JWT_SECRET, { expiresIn: -10 }), 'Token expired'],
        [sign({ sub: user.id }, TEST_JWT_SECRET, { algorithm: 'HS512' }), 'Invalid token'],
      ];
      for (const [token, message] of cases) {
        const res = await app.gql(ME, {}, token);
        expect(res.data).toBeNull();
        expect(codeOf(res)).toBe('UNAUTHENTICATED');
        expect(res.errors![0].message).toBe(message);
      }
    });

    it("refuses a deleted user's token", async () => {
      const { token, user } = await signUp(app, newUser());
      expect((await app.gql(ME, {}, token)).data!.me.id).toBe(user.id);
      await app.app.get(DataSource).query('DELETE FROM users WHERE id = $1', [user.id]);
      const res = await app.gql(ME, {}, token);
      expect(codeOf(res)).toBe('UNAUTHENTICATED');
      expect(res.errors![0].message).toBe('Invalid token');
    });
  });

  describe('profile, password and role', () => {
    it('updates only the given profile fields and validates them', async () => {
      const { token } = await signUp(app, newUser());
      const update = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { name phone imageUrl } }`;
      const ok = await app.gql(
        update,
        { input: { name: 'New Name', phone: '+91 98765 43210' } },
        token,
      );
      expect(ok.data!.updateProfile).toMatchObject({ name: 'New Name', phone: '+91 98765 43210' });
      const cleared = await app.gql(update, { input: { phone: null } }, token);
      expect(cleared.data!.updateProfile).toMatchObject({ name: 'New Name', phone: null });
      const bad = await app.gql(
        update,
        { input: { name: ' ', phone: 'call me', imageUrl: 'javascript:alert(1)' } },
        token,
      );
      expect(codeOf(bad)).toBe('BAD_USER_INPUT');
      expect(bad.errors![0].extensions!.fields!.map((f) => f.field)).toEqual([
        'name',
        'phone',
        'imageUrl',
      ]);
      expect((await app.gql(update, { input: { name: 'x' } })).errors![0].extensions!.code).toBe(
        'UNAUTHENTICATED',
      );
    });

    describe('changePassword', () => {
      const CHANGE = `mutation($input: ChangePasswordInput!) {
        changePassword(input: $input) { message token user { email } }
      }`;
      const input = newUser();
      let token: string;
      beforeAll(async () => {
        ({ token } = await signUp(app, input));
      });
      const change = (currentPassword: string, newPassword: string) =>
        app.gql(CHANGE, { input: { currentPassword, newPassword } }, token);
      const login = (password: string) =>
        app.gql(LOGIN, { input: { email: input.email, password } });

      it('refuses a wrong current password', async () => {
        const wrong = await change('not-it', 'brand-new-1');
        expect(codeOf(wrong)).toBe('BAD_USER_INPUT');
        expect(wrong.errors![0].message).toBe('Current password is incorrect');
      });

      it('refuses a new password shorter than 6 characters', async () => {
        const short = await change(input.password, '12345');
        expect(short.errors![0].message).toBe('New password must be at least 6 characters');
      });

      it('refuses an over-long current password as a field error', async () => {
        const long = await change('x'.repeat(129), 'brand-new-1');
        expect(long.errors![0].extensions!.fields).toEqual([
          {
            field: 'currentPassword',
            message: 'Current password must be at most 128 characters',
            code: 'TOO_LONG',
          },
        ]);
      });

      // The tests below run in order: they follow one successful change.
      it('changes it with the current one and returns a new token', async () => {
        const ok = await change(input.password, 'brand-new-1');
        expect(ok.data!.changePassword).toMatchObject({
          message: 'Password changed successfully',
          token: expect.any(String),
          user: { email: input.email },
        });
      });

      it('no longer signs in with the old password', async () => {
        expect(codeOf(await login(input.password))).toBe('UNAUTHENTICATED');
      });

      it('signs in with the new password', async () => {
        expect((await login('brand-new-1')).data!.login.token).toBeTruthy();
      });
    });

    it('makes a student an educator, and the same token sees the new role', async () => {
      const { token } = await signUp(app, newUser());
      const res = await app.gql('mutation { becomeEducator { role } }', {}, token);
      expect(res.data!.becomeEducator.role).toBe('EDUCATOR');
      expect((await app.gql(ME, {}, token)).data!.me.role).toBe('EDUCATOR');
      const again = await app.gql('mutation { becomeEducator { role } }', {}, token);
      expect(again.data!.becomeEducator.role).toBe('EDUCATOR');
    });

    it('keeps an admin an admin', async () => {
      const { token, user } = await signUp(app, newUser());
      await app.app
        .get(DataSource)
        .query(`UPDATE users SET role = 'admin' WHERE id = $1`, [user.id]);
      const res = await app.gql('mutation { becomeEducator { role } }', {}, token);
      expect(res.data!.becomeEducator.role).toBe('ADMIN');
    });
  });
});
