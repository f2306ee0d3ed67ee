import { LOGIN, REGISTER } from './support/auth-operations';
import { newUser, TestApp } from './support/test-app';

describe('sign-in and registration rate limit', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await TestApp.start({ authRateLimitPerMinute: 4 });
  });
  afterAll(() => app.close());

  it('answers the fifth attempt in a minute with 429 over REST and TOO_MANY_REQUESTS over GraphQL', async () => {
    for (let i = 0; i < 2; i++) {
      expect(
        (await app.rest('post', '/api/auth/login', { email: 'a@b.co', password: 'wrong1' })).status,
      ).toBe(401);
    }
    expect(
      (await app.gql(LOGIN, { input: { email: 'a@b.co', password: 'wrong1' } })).errors![0]
        .extensions!.code,
    ).toBe('UNAUTHENTICATED');
    expect((await app.gql(REGISTER, { input: newUser() })).data!.register.token).toBeTruthy();

    const rest = await app.rest('post', '/api/auth/register', newUser());
    expect(rest.status).toBe(429);
    expect(rest.body).toEqual({
      success: false,
      message: 'Too many attempts. Please wait a minute and try again.',
    });
    const gql = await app.gql(LOGIN, { input: { email: 'a@b.co', password: 'wrong1' } });
    expect(gql.errors![0]).toMatchObject({
      message: 'Too many attempts. Please wait a minute and try again.',
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
  });

  it('does not limit other paths', async () => {
    for (let i = 0; i < 6; i++) expect((await app.rest('get', '/api/health')).status).toBe(200);
  });
});
