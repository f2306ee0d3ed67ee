import * as fs from 'node:fs';
import * as path from 'node:path';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { DataSource } from 'typeorm';
import { REPO_ROOT } from '../../src/config/app-config';
import { signUp } from '../support/auth-operations';
import { ProbeModule } from '../support/probe.module';
import { newUser, TestApp } from '../support/test-app';

describe('roles, error mapping and platform endpoints', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await TestApp.start({}, [ProbeModule]);
  });
  afterAll(() => app.close());

  describe('@Roles on REST and GraphQL', () => {
    it('refuses a student with 403 / FORBIDDEN and admits an educator and an admin', async () => {
      const student = await signUp(app, newUser());
      const rest = await app.rest('get', '/api/probe/educator-only', undefined, student.token);
      expect(rest.status).toBe(403);
      expect(rest.body).toEqual({ success: false, message: 'Insufficient permissions' });
      const gql = await app.gql('{ probeEducatorOnly }', {}, student.token);
      expect(gql.errors![0]).toMatchObject({
        message: 'Insufficient permissions',
        extensions: { code: 'FORBIDDEN' },
      });

      await app.gql('mutation { becomeEducator { role } }', {}, student.token);
      expect(
        (await app.rest('get', '/api/probe/educator-only', undefined, student.token)).body,
      ).toEqual({ success: true, role: 'educator' });
      expect((await app.gql('{ probeEducatorOnly }', {}, student.token)).data).toEqual({
        probeEducatorOnly: 'educator',
      });

      const admin = await signUp(app, newUser());
      await app.app
        .get(DataSource)
        .query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.user.id]);
      expect(
        (await app.rest('get', '/api/probe/educator-only', undefined, admin.token)).status,
      ).toBe(200);
    });

    it('answers an anonymous caller 401 / UNAUTHENTICATED, not 403', async () => {
      const rest = await app.rest('get', '/api/probe/educator-only');
      expect(rest.status).toBe(401);
      expect(rest.body).toEqual({ success: false, message: 'Access token required' });
      const gql = await app.gql('{ probeEducatorOnly }');
      expect(gql.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('unexpected errors', () => {
    it('reach REST clients as a generic 500 without internal text', async () => {
      const res = await app.rest('get', '/api/probe/crash');
      expect(res.status).toBe(500);
      expect(res.body).toEqual({
        success: false,
        message: 'Something went wrong. Please try again.',
      });
    });

    it('reach GraphQL clients as INTERNAL_SERVER_ERROR without internal text or stack', async () => {
      const res = await app.gql('{ probeCrash }');
      expect(res.errors![0]).toEqual({
        message: 'Something went wrong. Please try again.',
        locations: [{ line: 1, column: 3 }],
        path: ['probeCrash'],
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      });
      expect(res.text).not.toMatch(/secret_table|stacktrace/);
    });

    it('answer malformed JSON, unknown API paths and oversized bodies in the REST shape', async () => {
      const malformed = await app
        .http()
        .post('/api/auth/login')
        .set('content-type', 'application/json')
        .send('{"email":');
      expect(malformed.status).toBe(400);
      expect(malformed.body).toEqual({ success: false, message: 'Malformed request' });
      const unknown = await app.rest('get', '/api/nothing-here');
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ success: false, message: 'Not found' });
      const huge = await app.rest('post', '/api/auth/login', {
        email: 'x'.repeat(2_000_000),
        password: 'x',
      });
      expect(huge.status).toBe(400);
      expect(huge.body).toEqual({ success: false, message: 'Request body is too large' });
    });
  });

  describe('GraphQL endpoint', () => {
    it('serves GraphiQL to a browser with no external resources', async () => {
      const res = await app.http().get('/graphql').set('accept', 'text/html');
      expect(res.status).toBe(200);
      expect(res.text).toContain('GraphiQL');
      const external = [...res.text.matchAll(/(?:src|href)\s*=\s*["'](https?:)?\/\/[^"']+/gi)].map(
        (m) => m[0],
      );
      expect(external).toEqual([]);
    });

    it('serves exactly the committed, sorted schema.graphql', () => {
      const { schema } = app.app.get(GraphQLSchemaHost);
      const committed = fs.readFileSync(path.join(REPO_ROOT, 'schema.graphql'), 'utf8');
      const live = printSchema(lexicographicSortSchema(schema)) + '\n';
      const withoutProbes = live.replace(
        /\n {2}"""[^"]*"""\n {2}probe\w+: String!|\n {2}probe\w+: String!/g,
        '',
      );
      expect(withoutProbes).toBe(committed);
    });
  });

  describe('GET /api/health', () => {
    it('is ok while the database answers and 503 once it does not', async () => {
      expect((await app.rest('get', '/api/health')).body).toEqual({ status: 'ok', db: 'up' });
      const probeApp = await TestApp.start();
      await probeApp.app.get(DataSource).destroy();
      const down = await probeApp.rest('get', '/api/health');
      expect(down.status).toBe(503);
      expect(down.body).toEqual({ status: 'error', db: 'down' });
      await probeApp.app.get(DataSource).initialize();
      await probeApp.close();
    });
  });
});
