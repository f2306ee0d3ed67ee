import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { SignInLimits } from '../../src/auth/sign-in-limits';
import { toClientError } from '../../src/common/errors/error-mapping';
import { LOGIN, signUp } from '../support/auth-operations';
import { TcpProxy } from '../support/tcp-proxy';
import { newUser, TestApp } from '../support/test-app';

const UNAVAILABLE = 'The service is briefly unavailable. Please try again in a moment.';

async function admin(sql: string) {
  const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The app reaches its database through a proxy that can cut or stall the connection. */
describe('while the database is away', () => {
  const database = `outage_${randomBytes(6).toString('hex')}`;
  let proxy: TcpProxy;
  let app: TestApp;
  let token: string;

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${database}`);
    const direct = new URL(process.env.TEST_DATABASE_URL!);
    proxy = await TcpProxy.start({ host: direct.hostname, port: Number(direct.port) });
    const viaProxy = new URL(direct);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    viaProxy.pathname = `/${database}`;
    app = await TestApp.start({ databaseUrl: viaProxy.toString() });
    token = (await signUp(app, newUser())).token;
  });
  afterAll(async () => {
    await app.close();
    await proxy.close();
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });
  afterEach(() => proxy.restore());

  const health = async () => {
    const started = Date.now();
    const res = await app.rest('get', '/api/health');
    return { status: res.status, body: res.body as unknown, ms: Date.now() - started };
  };

  it('answers REST 503 with Retry-After, also for a signed-in caller', async () => {
    await proxy.cut();
    const contact = await app.rest('post', '/api/contact', {
      email: 'ada@example.com',
      message: 'Hello',
    });
    expect(contact.status).toBe(503);
    expect(contact.headers['retry-after']).toBe('5');
    expect(contact.body).toEqual({ success: false, message: UNAVAILABLE });

    const signedIn = await app.rest('get', '/api/user/data', undefined, token);
    expect(signedIn.status).toBe(503);
    expect(signedIn.body).toEqual({ success: false, message: UNAVAILABLE });
    const optional = await app.rest('get', '/api/course/all', undefined, token);
    expect(optional.status).toBe(503);
  });

  it('answers GraphQL SERVICE_UNAVAILABLE with retryAfter, never UNAUTHENTICATED', async () => {
    await proxy.cut();
    const expected = {
      message: UNAVAILABLE,
      extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter: 5 },
    };
    const anonymous = await app.gql('{ courses(first: 1) { totalCount } }');
    expect(anonymous.status).toBe(200);
    expect(anonymous.errors).toEqual([expect.objectContaining(expected)]);
    const raw = await app
      .http()
      .post('/graphql')
      .send({ query: '{ courses(first: 1) { totalCount } }' });
    expect(raw.headers['retry-after']).toBe('5');
    const me = await app.gql('{ me { id } }', {}, token);
    expect(me.errors).toEqual([expect.objectContaining(expected)]);
    const optional = await app.gql('{ courses(first: 1) { totalCount } }', {}, token);
    expect(optional.errors).toEqual([expect.objectContaining(expected)]);
    const mutation = await app.gql(
      'mutation { sendContactMessage(input: { email: "ada@example.com", message: "Hi" }) }',
    );
    expect(mutation.errors).toEqual([expect.objectContaining(expected)]);
  });

  it('refuses sign-ins 503 / SERVICE_UNAVAILABLE when the sign-in counters cannot be reached', async () => {
    await proxy.cut();
    // The counters themselves (PostgreSQL, the default store) fail as the database does.
    const refusal: unknown = await app.app
      .get(SignInLimits)
      .admit({ address: '192.0.2.1', account: 'an-account' })
      .then(
        () => 'admitted',
        (error: unknown) => error,
      );
    expect(toClientError(refusal)).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: UNAVAILABLE,
      retryAfterSeconds: 5,
    });

    const credentials = { email: 'ada@example.com', password: 'Str0ng!pass' };
    const rest = await app.rest('post', '/api/auth/login', credentials);
    expect(rest.status).toBe(503);
    expect(rest.headers['retry-after']).toBe('5');
    expect(rest.body).toEqual({ success: false, message: UNAVAILABLE });
    const gql = await app.gql(LOGIN, { input: credentials });
    expect(gql.errors).toEqual([
      expect.objectContaining({
        message: UNAVAILABLE,
        extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter: 5 },
      }),
    ]);
  });

  it('answers /api/health 503 within 2 s when the database is gone or stops answering', async () => {
    await proxy.cut();
    expect(await health()).toMatchObject({ status: 503, body: { status: 'error', db: 'down' } });

    await proxy.restore();
    proxy.stall();
    const concurrent = await Promise.all([health(), health(), health()]);
    for (const answer of concurrent) {
      expect(answer).toMatchObject({ status: 503, body: { status: 'error', db: 'down' } });
      expect(answer.ms).toBeLessThan(2_000);
    }
  });

  it('serves again, with the same session, once the database is back', async () => {
    await proxy.cut();
    expect((await health()).status).toBe(503);
    await proxy.restore();
    expect(await health()).toMatchObject({ status: 200, body: { status: 'ok', db: 'up' } });
    expect((await app.gql('{ me { id } }', {}, token)).data?.me).toBeTruthy();

    proxy.stall();
    expect((await health()).status).toBe(503);
    await proxy.restore();
    expect((await health()).status).toBe(200);
    const contact = await app.rest('post', '/api/contact', {
      email: 'a@example.com',
      message: 'Hi',
    });
    expect(contact.status).toBe(200);
  });
});
