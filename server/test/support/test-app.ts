import { generateKeyPairSync, randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import type { Type } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Client } from 'pg';
import type { Logger } from 'pino';
import request from 'supertest';
import { AppModule } from '../../src/app.module';
import { createApp } from '../../src/bootstrap';
import { ChangeFeed } from '../../src/common/http-cache/change-feed';
import { loadConfig, type RuntimeConfig } from '../../src/config/app-config';
import { ANONYMOUS_WRITE_LIMITS } from '../../src/config/limits-config';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
/** The credential issuer's key: a fresh one per test file. */
const TEST_ISSUER_KEY = generateKeyPairSync('ed25519')
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();
export const TEST_PAYMENT_SECRET = 'test-razorpay-key-secret';
export const TEST_WEBHOOK_SECRET = 'test-razorpay-webhook-secret';

export interface GraphQLResponse<T = Record<string, any>> {
  status: number;
  data?: T | null;
  errors?: {
    message: string;
    extensions?: { code?: string; fields?: { field: string; message: string }[] };
  }[];
  text: string;
}

/** The real Nest app over real HTTP on a fresh database of the test run's PostgreSQL. */
export class TestApp {
  /** Every response body seen, so a file can assert none of them leaked a secret. */
  readonly bodies: string[] = [];

  private constructor(
    readonly app: NestExpressApplication,
    private readonly adminUrl: string,
    private readonly database: string,
    private readonly keepDatabase: boolean,
  ) {}

  /**
   * `extraModules` are imported beside the AppModule, e.g. probes that exercise shared guards;
   * `logger` replaces the stdout one (to read what is logged).
   */
  static async start(
    overrides: Partial<RuntimeConfig> = {},
    extraModules: Type[] = [],
    logger?: Logger,
  ): Promise<TestApp> {
    const { adminUrl, database } = await newDatabase(process.env.TEST_TEMPLATE_DATABASE);
    return TestApp.on(adminUrl, database, overrides, extraModules, false, logger);
  }

  /** `count` instances booting at the same moment on one new, empty database; the first owns it. */
  static async startTogether(
    count: number,
    overrides: Partial<RuntimeConfig> = {},
  ): Promise<TestApp[]> {
    const { adminUrl, database } = await newDatabase();
    return Promise.all(
      Array.from({ length: count }, (_, i) => TestApp.on(adminUrl, database, overrides, [], i > 0)),
    );
  }

  /** A second instance on `first`'s database, as a load balancer would run it; closing it keeps the database. */
  static beside(first: TestApp, overrides: Partial<RuntimeConfig> = {}): Promise<TestApp> {
    return TestApp.on(first.adminUrl, first.database, overrides, [], true);
  }

  private static async on(
    adminUrl: string,
    database: string,
    overrides: Partial<RuntimeConfig>,
    extraModules: Type[],
    keepDatabase: boolean,
    logger?: Logger,
  ): Promise<TestApp> {
    const databaseUrl = new URL(adminUrl);
    databaseUrl.pathname = `/${database}`;
    const base = loadConfig({ NODE_ENV: 'test' });
    const config: RuntimeConfig = {
      ...base,
      payments: {
        ...base.payments,
        keyId: 'rzp_test_key',
        keySecret: TEST_PAYMENT_SECRET,
        webhookSecret: TEST_WEBHOOK_SECRET,
      },
      databaseUrl: databaseUrl.toString(),
      jwtSecret: TEST_JWT_SECRET,
      issuerKey: TEST_ISSUER_KEY,
      authRateLimitPerMinute: 10_000,
      // Generous, so files can write freely; anonymous-limits.test.ts checks the real budgets.
      anonymousWriteLimits: {
        ...ANONYMOUS_WRITE_LIMITS,
        contact: { points: 10_000, windowSeconds: 60 },
        newsletter: { points: 10_000, windowSeconds: 60 },
      },
      clientDist: '/nonexistent',
      uploadDir: fs.mkdtempSync(path.join(os.tmpdir(), 'brandcraft-test-uploads-')),
      ...overrides,
    };
    const root = {
      module: class TestRoot {},
      imports: [AppModule.forRoot(config), ...extraModules],
    };
    const app = await createApp(config, root, logger);
    await app.init();
    return new TestApp(app, adminUrl, database, keepDatabase);
  }

  http() {
    return request(this.app.getHttpServer());
  }

  async gql<T = Record<string, any>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): Promise<GraphQLResponse<T>> {
    const req = this.http().post('/graphql').set('content-type', 'application/json');
    if (token) req.set('authorization', `Bearer ${token}`);
    const res = await req.send({ query, variables });
    this.bodies.push(res.text);
    return { status: res.status, data: res.body.data, errors: res.body.errors, text: res.text };
  }

  /** The bytes exactly as sent (supertest would decode compressed bodies), over a real socket. */
  async raw(path: string, headers: Record<string, string> = {}) {
    const server: http.Server = this.app.getHttpServer();
    if (!server.listening)
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path, headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({
                status: res.statusCode!,
                headers: res.headers,
                body: Buffer.concat(chunks),
              }),
            );
          })
          .on('error', reject);
      },
    );
  }

  /** A REST call; `token` adds the bearer header. */
  async rest(
    method: 'get' | 'post' | 'put' | 'delete',
    path: string,
    body?: unknown,
    token?: string,
  ) {
    const req = this.http()[method](path);
    if (token) req.set('authorization', `Bearer ${token}`);
    const res = body === undefined ? await req : await req.send(body as object);
    this.bodies.push(res.text);
    return res;
  }

  /** Resolves once this instance has seen every change committed so far (rows written straight to the database). */
  async settled() {
    await this.app.get(ChangeFeed).sync();
  }

  async close() {
    await this.app.close();
    if (this.keepDatabase) return;
    await withAdmin(this.adminUrl, (client) =>
      client.query(`DROP DATABASE IF EXISTS ${this.database} WITH (FORCE)`),
    );
  }
}

/** An empty database, or a copy of `template` (the run's migrated one: the app boots with nothing to apply). */
async function newDatabase(template?: string) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is set by test/global-setup.ts');
  const database = `test_${randomBytes(6).toString('hex')}`;
  const from = template ? ` TEMPLATE ${template}` : '';
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${database}${from}`));
  return { adminUrl, database };
}

/** A new, empty database of the test run's PostgreSQL, for tests below the app. */
export async function emptyDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const { adminUrl, database } = await newDatabase();
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdmin(adminUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`),
      ).then(() => undefined),
  };
}

async function withAdmin(url: string, run: (client: Client) => Promise<unknown>) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

let counter = 0;
/** A unique, valid registration. */
export function newUser(
  overrides: Partial<{ name: string; email: string; password: string }> = {},
) {
  counter += 1;
  return {
    name: 'Priya Sharma',
    email: `priya.${process.pid}.${counter}.${randomBytes(3).toString('hex')}@example.com`,
    password: 'Str0ng!pass',
    ...overrides,
  };
}
