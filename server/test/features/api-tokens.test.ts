import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { API_TOKENS_PER_USER } from '../../../shared/api-scopes';
import { signUp } from '../support/auth-operations';
import { createCourse, educator, enroll } from '../support/catalog-fixtures';
import { newUser, TestApp } from '../support/test-app';

type Session = Awaited<ReturnType<typeof signUp>>;

const CREATE = `mutation($input: CreateApiTokenInput!) {
  createApiToken(input: $input) { token apiToken { id name tokenStart scopes state expiresAt lastUsedAt } } }`;
const LIST = `{ apiTokens { id name tokenStart scopes state createdAt expiresAt lastUsedAt revokedAt } }`;
const REVOKE = `mutation($id: ID!) { revokeApiToken(id: $id) { id state revokedAt } }`;
const ME = '{ me { id email } }';
const DASHBOARD = '{ educatorDashboard { totalEnrollments } }';
const COURSES = '{ courses(first: 1) { totalCount } }';
const CHANGE_PASSWORD = `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { token } }`;

/** The per-token budget for this file: small, so the 429 is reached quickly. */
const LIMIT = 25;
const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

describe('API tokens', () => {
  let app: TestApp;
  let db: DataSource;
  let learner: Session;
  let teacher: Session;
  const learnerInput = newUser();

  beforeAll(async () => {
    app = await TestApp.start({ apiTokenRateLimitPerMinute: LIMIT });
    db = app.app.get(DataSource);
    learner = await signUp(app, learnerInput);
    teacher = await educator(app);
  });
  afterAll(() => app.close());

  async function create(session: Session, scopes: string[], name = 'CI') {
    const res = await app.gql<{ createApiToken: { token: string; apiToken: { id: string } } }>(
      CREATE,
      { input: { name, scopes, expiresAt: inDays(30) } },
      session.token,
    );
    if (!res.data?.createApiToken) throw new Error(`createApiToken failed: ${res.text}`);
    return { token: res.data.createApiToken.token, id: res.data.createApiToken.apiToken.id };
  }

  const tokenCount = async () =>
    Number((await db.query('SELECT count(*) FROM api_tokens'))[0].count);
  const errorOf = (res: { errors?: { message: string; extensions?: { code?: unknown } }[] }) => ({
    code: res.errors?.[0]?.extensions?.code,
    message: res.errors?.[0]?.message,
  });

  it('creates a token shown once, stored only as its SHA-256', async () => {
    const res = await app.gql(
      CREATE,
      { input: { name: ' Reporting ', scopes: ['LEARNING_READ'], expiresAt: inDays(90) } },
      learner.token,
    );
    const { token, apiToken } = res.data!.createApiToken;
    expect(token).toMatch(/^bcpat_[A-Za-z0-9_-]{43}$/);
    expect(apiToken).toMatchObject({
      name: 'Reporting',
      tokenStart: token.slice(0, 12),
      scopes: ['LEARNING_READ'],
      state: 'ACTIVE',
      lastUsedAt: null,
    });
    const [row] = await db.query('SELECT token_hash, scopes FROM api_tokens WHERE id = $1', [
      apiToken.id,
    ]);
    expect(row).toEqual({
      token_hash: createHash('sha256').update(token).digest('hex'),
      scopes: ['learning:read'],
    });
    const list = await app.gql(LIST, {}, learner.token);
    expect(list.data!.apiTokens.map((t: { id: string }) => t.id)).toContain(apiToken.id);
    expect(list.text).not.toContain(token);
  });

  it('signs in on GraphQL and REST with the owner, sending the rate limit headers', async () => {
    const { token } = await create(learner, ['LEARNING_READ']);
    const me = await app
      .http()
      .post('/graphql')
      .set('authorization', `Bearer ${token}`)
      .set('origin', 'http://localhost:5173')
      .send({ query: ME });
    expect(me.headers['access-control-expose-headers']).toBe(
      'RateLimit,RateLimit-Policy,Retry-After',
    );
    expect(me.body.data.me).toEqual({ id: learner.user.id, email: learnerInput.email });
    expect(me.headers['ratelimit-policy']).toBe(`"token";q=${LIMIT};w=60`);
    expect(me.headers.ratelimit).toMatch(new RegExp(`^"token";r=${LIMIT - 1};t=\\d+$`));
    const profile = await app.rest('get', '/api/user/data', undefined, token);
    expect(profile.status).toBe(200);
    expect(profile.body.success).toBe(true);
    expect(profile.headers.ratelimit).toMatch(new RegExp(`^"token";r=${LIMIT - 2};t=\\d+$`));
  });

  it('records the last use', async () => {
    const { token, id } = await create(learner, ['LEARNING_READ']);
    await app.gql(ME, {}, token);
    await app.gql(ME, {}, token);
    const list = await app.gql(LIST, {}, learner.token);
    const listed = list.data!.apiTokens.find((t: { id: string }) => t.id === id);
    expect(Date.now() - Date.parse(listed.lastUsedAt)).toBeLessThan(60_000);
  });

  it('refuses what the token has no scope for, on GraphQL and REST', async () => {
    const { token } = await create(learner, ['CATALOG_READ']);
    expect(errorOf(await app.gql(ME, {}, token))).toEqual({
      code: 'FORBIDDEN',
      message: 'This API token lacks the scope learning:read.',
    });
    const rest = await app.rest('get', '/api/user/data', undefined, token);
    expect(rest.status).toBe(403);
    expect(rest.body).toEqual({
      success: false,
      message: 'This API token lacks the scope learning:read.',
    });
    // Public reads answer with the catalog scope, and still without any token.
    expect((await app.gql(COURSES, {}, token)).data!.courses.totalCount).toBeGreaterThanOrEqual(0);
    expect((await app.gql(COURSES)).errors).toBeUndefined();
    const learningOnly = await create(learner, ['LEARNING_READ']);
    expect(errorOf(await app.gql(COURSES, {}, learningOnly.token)).code).toBe('FORBIDDEN');
  });

  it('reads the catalog as anyone does with catalog:read alone, as its owner with more', async () => {
    const DRAFT = `query($id: ID!) { course(id: $id) { id } }`;
    const LECTURES = `query($id: ID!) { course(id: $id) { viewerIsEnrolled
      courseContent { chapterContent { lectureUrl } } } }`;
    const author = await educator(app);
    const draft = await createCourse(app, author.user.id, { published: false });
    const paid = await createCourse(app, author.user.id, {
      chapters: [[{ minutes: 5, free: false, url: 'https://youtu.be/paidlecture1' }]],
    });
    await enroll(app, learner.user.id, paid.id);
    const urlsFor = async (token: string) => {
      const res = await app.gql(LECTURES, { id: paid.id }, token);
      return res.data!.course;
    };
    // catalog:read alone: the owner's draft stays hidden, the learner's lectures stay locked.
    const ownerCatalog = await create(author, ['CATALOG_READ']);
    expect(errorOf(await app.gql(DRAFT, { id: draft.id }, ownerCatalog.token))).toEqual({
      code: 'NOT_FOUND',
      message: 'Course not found',
    });
    const learnerCatalog = await create(learner, ['CATALOG_READ']);
    expect(await urlsFor(learnerCatalog.token)).toEqual({
      viewerIsEnrolled: false,
      courseContent: [{ chapterContent: [{ lectureUrl: null }] }],
    });
    // With the scope that reads them, the owner is the viewer.
    const ownerWrite = await create(author, ['CATALOG_READ', 'COURSES_WRITE']);
    expect((await app.gql(DRAFT, { id: draft.id }, ownerWrite.token)).data?.course).toEqual({
      id: draft.id,
    });
    const learnerLearning = await create(learner, ['CATALOG_READ', 'LEARNING_READ']);
    expect(await urlsFor(learnerLearning.token)).toEqual({
      viewerIsEnrolled: true,
      courseContent: [{ chapterContent: [{ lectureUrl: 'https://youtu.be/paidlecture1' }] }],
    });
  });

  it('manages webhooks only with the webhooks:manage scope', async () => {
    const ENDPOINTS = 'query { webhookEndpoints { id } }';
    const sales = await create(teacher, ['SALES_READ']);
    expect(errorOf(await app.gql(ENDPOINTS, {}, sales.token))).toEqual({
      code: 'FORBIDDEN',
      message: 'This API token lacks the scope webhooks:manage.',
    });
    const hooks = await create(teacher, ['WEBHOOKS_MANAGE']);
    expect((await app.gql(ENDPOINTS, {}, hooks.token)).data).toEqual({ webhookEndpoints: [] });
    // The role still applies: once its owner is a learner again, it manages nothing.
    const former = await educator(app);
    const formerHooks = await create(former, ['WEBHOOKS_MANAGE']);
    await db.query(`UPDATE users SET role = 'student' WHERE id = $1`, [former.user.id]);
    expect(errorOf(await app.gql(ENDPOINTS, {}, formerHooks.token)).code).toBe('FORBIDDEN');
  });

  it('never reaches token management or account changes, whatever its scopes', async () => {
    const { token } = await create(teacher, ['CATALOG_READ', 'LEARNING_READ', 'SALES_READ']);
    const before = await tokenCount();
    const refused = await app.gql(
      CREATE,
      { input: { name: 'x', scopes: ['LEARNING_READ'], expiresAt: inDays(1) } },
      token,
    );
    expect(errorOf(refused)).toEqual({
      code: 'FORBIDDEN',
      message: 'API tokens cannot be used for this operation: sign in instead.',
    });
    expect(errorOf(await app.gql(LIST, {}, token)).code).toBe('FORBIDDEN');
    const change = await app.gql(
      CHANGE_PASSWORD,
      { input: { currentPassword: learnerInput.password, newPassword: 'whatever-1' } },
      token,
    );
    expect(errorOf(change).code).toBe('FORBIDDEN');
    expect(
      (
        await app.rest(
          'put',
          '/api/auth/change-password',
          { oldPassword: 'a', newPassword: 'b' },
          token,
        )
      ).status,
    ).toBe(403);
    expect(await tokenCount()).toBe(before);
  });

  it('offers a learner no teaching scope, and refuses one asked for, changing nothing', async () => {
    const before = await tokenCount();
    const ask = (scopes: string[]) =>
      app.gql(CREATE, { input: { name: 'x', scopes, expiresAt: inDays(30) } }, learner.token);
    expect((await ask(['CATALOG_READ', 'SALES_READ'])).errors![0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [
        {
          field: 'scopes',
          message: 'Only educators and admins can use the scope sales:read.',
          code: 'ROLE',
        },
      ],
    });
    const both = await ask(['COURSES_WRITE', 'WEBHOOKS_MANAGE']);
    expect(both.errors![0].extensions!.fields![0].message).toBe(
      'Only educators and admins can use the scopes courses:write, webhooks:manage.',
    );
    expect(await tokenCount()).toBe(before);
    // Every scope is open to educators and admins.
    const all = ['CATALOG_READ', 'LEARNING_READ', 'SALES_READ', 'COURSES_WRITE', 'WEBHOOKS_MANAGE'];
    expect((await create(teacher, all)).token).toMatch(/^bcpat_/);
  });

  it('does no more than its owner: a former educator’s sales:read token reads no sales', async () => {
    const former = await educator(app);
    const { token } = await create(former, ['SALES_READ']);
    await db.query(`UPDATE users SET role = 'student' WHERE id = $1`, [former.user.id]);
    expect(errorOf(await app.gql(DASHBOARD, {}, token))).toEqual({
      code: 'FORBIDDEN',
      message: 'Insufficient permissions',
    });
    const own = await create(teacher, ['SALES_READ']);
    expect((await app.gql(DASHBOARD, {}, own.token)).data).toEqual({
      educatorDashboard: { totalEnrollments: 0 },
    });
    expect((await app.rest('get', '/api/educator/dashboard', undefined, own.token)).status).toBe(
      200,
    );
  });

  it('outlives a password change', async () => {
    const { token } = await create(learner, ['LEARNING_READ']);
    const changed = await app.gql(
      CHANGE_PASSWORD,
      { input: { currentPassword: learnerInput.password, newPassword: 'Another!pass1' } },
      learner.token,
    );
    learner = { ...learner, token: changed.data!.changePassword.token };
    expect((await app.gql(ME, {}, token)).data!.me.id).toBe(learner.user.id);
  });

  it('ends when revoked, expired, or its owner is disabled or deleted', async () => {
    const revoked = await create(learner, ['LEARNING_READ']);
    const res = await app.gql(REVOKE, { id: revoked.id }, learner.token);
    expect(res.data!.revokeApiToken).toMatchObject({ id: revoked.id, state: 'REVOKED' });
    expect(errorOf(await app.gql(ME, {}, revoked.token))).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'API token revoked',
    });
    expect(await app.rest('get', '/api/user/data', undefined, revoked.token)).toMatchObject({
      status: 401,
      body: { success: false, message: 'API token revoked' },
    });

    const expired = await create(learner, ['LEARNING_READ']);
    await db.query(`UPDATE api_tokens SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      expired.id,
    ]);
    expect(errorOf(await app.gql(ME, {}, expired.token)).message).toBe('API token expired');

    expect(errorOf(await app.gql(ME, {}, 'bcpat_nothing')).message).toBe('Invalid token');

    const other = await signUp(app, newUser());
    const disabled = await create(other, ['LEARNING_READ']);
    await db.query('UPDATE users SET disabled_at = now() WHERE id = $1', [other.user.id]);
    expect(errorOf(await app.gql(ME, {}, disabled.token))).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'The account this API token belongs to is disabled',
    });
    await db.query('DELETE FROM users WHERE id = $1', [other.user.id]);
    expect(await db.query('SELECT 1 FROM api_tokens WHERE id = $1', [disabled.id])).toEqual([]);
  });

  it('tells integrators the per-token budget in siteSettings', async () => {
    const { data } = await app.gql('{ siteSettings { apiTokenRateLimit } }');
    expect(data).toEqual({ siteSettings: { apiTokenRateLimit: LIMIT } });
  });

  it('answers 429 with Retry-After over the token’s budget, on GraphQL and REST', async () => {
    const { token } = await create(learner, ['LEARNING_READ']);
    for (let i = 0; i < LIMIT; i++) expect((await app.gql(ME, {}, token)).data?.me).toBeTruthy();
    const over = await app
      .http()
      .post('/graphql')
      .set('authorization', `Bearer ${token}`)
      .send({ query: ME });
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.headers.ratelimit).toMatch(/^"token";r=0;t=\d+$/);
    expect(over.body.errors[0].extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    const rest = await app.rest('get', '/api/user/data', undefined, token);
    expect(rest.status).toBe(429);
    expect(rest.body.message).toMatch(/^This API token has made its 25 requests for this minute/);
    // Another token of the same owner has its own budget.
    const fresh = await create(learner, ['LEARNING_READ']);
    expect((await app.gql(ME, {}, fresh.token)).data?.me).toBeTruthy();
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const before = await tokenCount();
    const attempt = (input: Record<string, unknown>) =>
      app.gql(
        CREATE,
        { input: { name: 'n', scopes: ['LEARNING_READ'], expiresAt: inDays(30), ...input } },
        learner.token,
      );
    const fieldsOf = async (input: Record<string, unknown>) =>
      (await attempt(input)).errors![0].extensions!.fields;
    expect(await fieldsOf({ name: '  ' })).toEqual([
      { field: 'name', message: 'Name is required', code: 'REQUIRED_FIELD_EMPTY' },
    ]);
    expect(await fieldsOf({ name: 'x'.repeat(101) })).toEqual([
      { field: 'name', message: 'Name must be at most 100 characters', code: 'TOO_LONG' },
    ]);
    expect(await fieldsOf({ scopes: [] })).toEqual([
      { field: 'scopes', message: 'Choose at least one scope', code: 'REQUIRED_FIELD_EMPTY' },
    ]);
    expect(await fieldsOf({ expiresAt: inDays(-1) })).toEqual([
      { field: 'expiresAt', message: 'Expiry date must be in the future', code: 'INVALID' },
    ]);
    expect(await fieldsOf({ expiresAt: inDays(400) })).toEqual([
      {
        field: 'expiresAt',
        message: 'Expiry date must be at most 366 days ahead',
        code: 'INVALID',
      },
    ]);
    const unknown = await attempt({ scopes: ['LEARNING_READ', 'EVERYTHING'] });
    expect(unknown.errors![0].message).toMatch(/"EVERYTHING".*ApiScope/);
    expect(await tokenCount()).toBe(before);
  });

  it('keeps another user’s tokens out of reach', async () => {
    const mine = await create(learner, ['LEARNING_READ']);
    const stranger = await signUp(app, newUser());
    for (const id of [mine.id, 'not-an-id']) {
      expect(errorOf(await app.gql(REVOKE, { id }, stranger.token))).toEqual({
        code: 'NOT_FOUND',
        message: 'API token not found',
      });
    }
    expect((await app.gql(ME, {}, mine.token)).data?.me).toBeTruthy();
    expect((await app.gql(LIST, {}, stranger.token)).data!.apiTokens).toEqual([]);
  });

  it(`allows at most ${API_TOKENS_PER_USER} live tokens per user`, async () => {
    const busy = await signUp(app, newUser());
    for (let i = 0; i < API_TOKENS_PER_USER; i++) await create(busy, ['CATALOG_READ'], `t${i}`);
    const over = await app.gql(
      CREATE,
      { input: { name: 'one more', scopes: ['CATALOG_READ'], expiresAt: inDays(30) } },
      busy.token,
    );
    expect(errorOf(over).code).toBe('CONFLICT');
    const first = (await app.gql(LIST, {}, busy.token)).data!.apiTokens[0];
    await app.gql(REVOKE, { id: first.id }, busy.token);
    await create(busy, ['CATALOG_READ'], 'after revoking');
  });

  it('shows GraphiQL users where a token goes', async () => {
    const page = await app.http().get('/graphql').set('accept', 'text/html');
    expect(page.text).toContain('Bearer bcpat_YOUR_TOKEN');
    expect(page.text).toContain('Create one on your account page (/account');
  });
});
