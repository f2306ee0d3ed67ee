import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { Response } from 'supertest';
import { PNG } from '../support/educator-operations';
import { TestApp } from '../support/test-app';

/** The policy's directives by name, each with its sources. */
function policy(res: Response): Record<string, string[]> {
  const header = res.headers['content-security-policy'] as string | undefined;
  expect(header).toBeDefined();
  return Object.fromEntries(
    header!
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

function expectBasicHeaders(res: Response) {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['strict-transport-security']).toBeUndefined(); // plain http
  expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
}

describe('security headers', () => {
  let app: TestApp;
  let uploadDir: string;

  beforeAll(async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'brandcraft-headers-'));
    const clientDist = path.join(root, 'dist');
    uploadDir = path.join(root, 'uploads');
    fs.mkdirSync(clientDist);
    fs.writeFileSync(path.join(clientDist, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(clientDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    fs.writeFileSync(path.join(clientDist, 'manifest.webmanifest'), '{"name":"BrandCraft"}');
    fs.mkdirSync(path.join(uploadDir, 'seed'), { recursive: true });
    fs.writeFileSync(path.join(uploadDir, 'thumb.png'), PNG);
    fs.writeFileSync(path.join(uploadDir, 'seed', 'course.svg'), '<svg/>');
    app = await TestApp.start({ clientDist, uploadDir });
  });
  afterAll(() => app.close());

  it('gives the app a policy that admits Razorpay Checkout and the YouTube player, and no framing', async () => {
    const res = await app.http().get('/courses/some-id').set('accept', 'text/html');
    expect(res.status).toBe(200);
    expectBasicHeaders(res);
    const csp = policy(res);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://checkout.razorpay.com',
        'https://www.youtube.com',
      ]),
    );
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['frame-src']).toEqual(
      expect.arrayContaining([
        'https://api.razorpay.com',
        'https://checkout.razorpay.com',
        'https://www.youtube.com',
        'https://www.youtube-nocookie.com',
      ]),
    );
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining(["'self'", 'https://api.razorpay.com']),
    );
    expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:', 'https:']));
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['font-src']).toContain("'self'");
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['upgrade-insecure-requests']).toBeUndefined(); // would break plain-http installs
  });

  it('serves the service worker revalidated on every visit and the manifest as a manifest, both allowed by the policy', async () => {
    const sw = await app.http().get('/sw.js').set('accept', '*/*');
    expect(sw.status).toBe(200);
    expect(sw.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.text).toContain('addEventListener'); // the worker, not the SPA's index.html
    const manifest = await app.http().get('/manifest.webmanifest').set('accept', '*/*');
    expect(manifest.status).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const csp = policy(await app.http().get('/').set('accept', 'text/html'));
    expect(csp['worker-src']).toEqual(["'self'"]);
    expect(csp['manifest-src']).toEqual(["'self'"]);
  });

  it('sends the basic headers and no framing on API answers', async () => {
    for (const res of [
      await app.http().get('/api/health'),
      await app.http().post('/graphql').send({ query: '{ __typename }' }),
    ]) {
      expectBasicHeaders(res);
      expect(policy(res)['frame-ancestors']).toEqual(["'none'"]);
    }
  });

  it('lets no cache keep a GraphQL answer the response cache does not vouch for', async () => {
    const write = await app.http().post('/graphql').send({
      query: 'mutation { login(input: { email: "no@one.test", password: "x" }) { token } }',
    });
    const search = await app
      .http()
      .post('/graphql')
      .send({ query: '{ searchSuggestions(text: "seo") { categories { slug } } }' });
    for (const res of [write, search]) expect(res.headers['cache-control']).toBe('no-store');
  });

  it("lets GraphiQL run its one inline script by hash, and its editor's blob: workers", async () => {
    const res = await app.http().get('/graphql').set('accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expectBasicHeaders(res);
    const scripts = [...res.text.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, s]) => s);
    expect(scripts).toHaveLength(1);
    expect(res.text).not.toMatch(/<script[^>]+src=/);
    const hash = `'sha256-${createHash('sha256').update(scripts[0]).digest('base64')}'`;
    const csp = policy(res);
    expect(csp['script-src']).toEqual(["'self'", hash]);
    expect(csp['worker-src']).toEqual(["'self'", 'blob:']);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
  });

  it('keeps uploads sandboxed and unsniffed, and lets any site show them as images', async () => {
    for (const file of ['/uploads/thumb.png', '/uploads/seed/course.svg']) {
      const res = await app.http().get(file);
      expect(res.status).toBe(200);
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    }
  });

  it('believes X-Forwarded-Proto for HSTS only from a trusted proxy', async () => {
    const untrusted = await app.http().get('/api/health').set('x-forwarded-proto', 'https');
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();

    const behindProxy = await TestApp.start({ trustProxy: ['loopback'] });
    try {
      const overTls = await behindProxy.http().get('/api/health').set('x-forwarded-proto', 'https');
      expect(overTls.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      const plain = await behindProxy.http().get('/api/health');
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behindProxy.close();
    }
  });
});
