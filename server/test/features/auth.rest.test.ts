import { sign } from 'jsonwebtoken';
import { DataSource } from 'typeorm';
import { newUser, TEST_JWT_SECRET, TestApp } from '../support/test-app';

const USER_KEYS = [
  '_id',
  'createdAt',
  'email',
  'enrolledCourses',
  'imageUrl',
  'name',
  'role',
  'updatedAt',
];

describe('auth over REST (/api, the original contract)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await TestApp.start();
  });
  afterAll(async () => {
    expect(app.bodies.join('\n')).not.toMatch(/argon2|password_?hash/i);
    await app.close();
  });

  async function register(body: Record<string, unknown> = newUser()) {
    const res = await app.rest('post', '/api/auth/register', body);
    expect(res.status).toBe(201);
    return res.body as { token: string; user: { _id: string; email: string; role: string } };
  }

  it('registers with 201 and the original shape, ignoring a non-student role', async () => {
    const input = newUser({ email: ' Shape.Test@Example.com' });
    const res = await app.rest('post', '/api/auth/register', { ...input, role: 'educator' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: 'Registration successful!' });
    expect(typeof res.body.token).toBe('string');
    expect(Object.keys(res.body.user).sort()).toEqual(USER_KEYS);
    expect(res.body.user).toMatchObject({
      email: 'shape.test@example.com',
      role: 'student',
      enrolledCourses: [],
    });
  });

  it.each([
    [{ name: 'x', email: 'x@example.com' }, 'Password is required'],
    [{ email: 'x@example.com', password: 'secret1' }, 'Name is required'],
    [{ name: 'x', email: 'nope', password: 'secret1' }, 'Email must be a valid email address'],
    [
      { name: 'x', email: 'x@example.com', password: '12345' },
      'Password must be at least 6 characters',
    ],
    [
      { name: 'x', email: 'x@example.com', password: 'p'.repeat(129) },
      'Password must be at most 128 characters',
    ],
    [{ name: ['x'], email: { $ne: '' }, password: 123456 }, 'Name is required'],
  ])('refuses bad registration input %j with 400', async (body, message) => {
    const res = await app.rest('post', '/api/auth/register', body);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toContain(message);
  });

  it('refuses a duplicate email with 400, as the original did', async () => {
    const input = newUser();
    await register(input);
    const res = await app.rest('post', '/api/auth/register', input);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      message: 'An account with this email already exists',
    });
  });

  it('logs in, and answers a wrong password and an unknown email alike with 401', async () => {
    const input = newUser();
    await register(input);
    const ok = await app.rest('post', '/api/auth/login', {
      email: input.email,
      password: input.password,
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      success: true,
      message: 'Login successful!',
      user: { email: input.email },
    });
    const wrong = await app.rest('post', '/api/auth/login', {
      email: input.email,
      password: 'nope-nope',
    });
    const unknown = await app.rest('post', '/api/auth/login', {
      email: 'ghost@example.com',
      password: input.password,
    });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, message: 'Invalid email or password' });
    }
  });

  it('refuses an over-long password at login with 400 before verifying it', async () => {
    const input = newUser();
    await register(input);
    const res = await app.rest('post', '/api/auth/login', {
      email: input.email,
      password: 'x'.repeat(900_000),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      message: 'Password must be at most 128 characters',
      errors: [
        { field: 'password', message: 'Password must be at most 128 characters', code: 'TOO_LONG' },
      ],
    });
  });

  it('reads and updates the profile', async () => {
    const { token } = await register();
    const get = await app.rest('get', '/api/auth/profile', undefined, token);
    expect(get.status).toBe(200);
    expect(Object.keys(get.body.user).sort()).toEqual(USER_KEYS);
    const put = await app.rest(
      'put',
      '/api/auth/profile',
      { name: 'Updated', phone: '+1 555 0100' },
      token,
    );
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      success: true,
      message: 'Profile updated successfully',
      user: { name: 'Updated', phone: '+1 555 0100' },
    });
    const bad = await app.rest('put', '/api/auth/profile', { imageUrl: 'ftp://x' }, token);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      success: false,
      message: 'Image URL must be an http(s) or image data URL',
      errors: [
        {
          field: 'imageUrl',
          message: 'Image URL must be an http(s) or image data URL',
          code: 'INVALID',
        },
      ],
    });
  });

  it('changes the password with the current one only', async () => {
    const input = newUser();
    const { token } = await register(input);
    const wrong = await app.rest(
      'put',
      '/api/auth/change-password',
      { currentPassword: 'x', newPassword: 'newpass1' },
      token,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      success: false,
      message: 'Current password is incorrect',
      errors: [
        { field: 'currentPassword', message: 'Current password is incorrect', code: 'INCORRECT' },
      ],
    });
    const ok = await app.rest(
      'put',
      '/api/auth/change-password',
      { currentPassword: input.password, newPassword: 'newpass1' },
      token,
    );
    expect(ok.body).toEqual({
      success: true,
      message: 'Password changed successfully',
      token: expect.any(String),
    });
    const login = await app.rest('post', '/api/auth/login', {
      email: input.email,
      password: 'newpass1',
    });
    expect(login.status).toBe(200);
  });

  it('returns the user data and makes the caller an educator', async () => {
    const { token } = await register();
    const data = await app.rest('get', '/api/user/data', undefined, token);
    expect(data.body).toMatchObject({
      success: true,
      user: { role: 'student', enrolledCourses: [] },
    });
    const role = await app.rest('get', '/api/educator/update-role', undefined, token);
    expect(role.body).toEqual({ success: true, message: 'You are now an educator!' });
    const after = await app.rest('get', '/api/user/data', undefined, token);
    expect(after.body.user.role).toBe('educator');
  });

  describe('every protected path', () => {
    const paths: ['get' | 'put', string][] = [
      ['get', '/api/auth/profile'],
      ['put', '/api/auth/profile'],
      ['put', '/api/auth/change-password'],
      ['get', '/api/educator/update-role'],
      ['get', '/api/user/data'],
    ];
    let userId: string;
    let deletedToken: string;
    beforeAll(async () => {
      userId = (await register()).user._id;
      const doomed = await register();
      deletedToken = doomed.token;
      await app.app.get(DataSource).query('DELETE FROM users WHERE id = $1', [doomed.user._id]);
    });

    it.each(paths)(
      '%s %s refuses missing, garbage, expired and orphaned tokens with 401',
      async (method, path) => {
        const cases: [string | undefined, string][] = [
          [undefined, 'Access token required'],
          ['garbage.token.here', 'Invalid token'],
          [sign({ sub: userId }, TEST_JWT_SECRET, { expiresIn: -1 }), 'Token expired'],
          [sign({ sub: userId }, 'some-other-secret-some-other-secret-xx'), 'Invalid token'],
          [deletedToken, 'Invalid token'],
        ];
        for (const [token, message] of cases) {
          const res = await app.rest(method, path, method === 'put' ? {} : undefined, token);
          expect(res.status).toBe(401);
          expect(res.body).toEqual({ success: false, message });
        }
      },
    );
  });
});
