import * as fs from 'node:fs';
import * as http from 'node:http';
import * as os from 'node:os';
import * as path from 'node:path';
import * as zlib from 'node:zlib';
import { Controller, Get, Module, Res } from '@nestjs/common';
import type { Response } from 'express';
import { createCourse, educator } from '../support/catalog-fixtures';
import { TestApp } from '../support/test-app';

/** The raw answer, bytes as they came over the wire (fetch and supertest would decode them). */
interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function request(
  base: string,
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
  body?: string,
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(url, base), { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

function decoded(res: Raw): Buffer {
  switch (res.headers['content-encoding']) {
    case 'br':
      return zlib.brotliDecompressSync(res.body);
    case 'gzip':
      return zlib.gunzipSync(res.body);
    case undefined:
      return res.body;
    default:
      throw new Error(`unexpected encoding ${res.headers['content-encoding']}`);
  }
}

const varies = (res: Raw) =>
  String(res.headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .includes('accept-encoding');

/** What Chromium sends over plain http. */
const CHROMIUM = 'gzip, deflate, br, zstd';

/** Text that compresses like a bundle does, `kb` KB long. */
const text = (kb: number, word: string) =>
  Array.from({ length: kb * 64 }, (_, i) => `const ${word}${i} = "${word}-${i % 7}";\n`)
    .join('')
    .slice(0, kb * 1024);

/** A client build as vite writes it: a .br and a .gz beside each text file above 1 KB. */
function writeClientBuild(dist: string) {
  const files = {
    'index.html': `<!doctype html><html><head><title>BrandCraft</title></head><body>${text(2, 'page')}</body></html>`,
    'assets/index-Ab12Cd.js': text(40, 'bundle'),
    'assets/index-Ef34Gh.css': text(4, 'style'),
    'robots.txt': 'User-agent: *\n',
  };
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dist, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
    if (content.length < 1024) continue;
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
    // The build skips a variant that would not be smaller; the stylesheet stands for that.
    if (!name.endsWith('.css')) fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
  }
  return (name: string) => fs.readFileSync(path.join(dist, name));
}

/** Answers the compression middleware must leave as they are. */
@Controller('api/compression-probe')
class CompressionProbeController {
  @Get('events')
  events(@Res() res: Response) {
    res.setHeader('Content-Type', 'text/event-stream');
    res.end(`data: ${text(4, 'event')}\n\n`);
  }

  @Get('encoded')
  encoded(@Res() res: Response) {
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Content-Encoding', 'gzip');
    res.end(zlib.gzipSync(JSON.stringify({ filler: text(4, 'json') })));
  }
}

@Module({ controllers: [CompressionProbeController] })
class CompressionProbeModule {}

describe('compression', () => {
  let app: TestApp;
  let base: string;
  let file: (name: string) => Buffer;

  beforeAll(async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'brandcraft-compression-'));
    file = writeClientBuild(dist);
    app = await TestApp.start({ clientDist: dist }, [CompressionProbeModule]);
    await app.app.listen(0, '127.0.0.1');
    base = await app.app.getUrl();
  });
  afterAll(() => app.close());

  describe('static files, precompressed at build time', () => {
    const JS = '/assets/index-Ab12Cd.js';

    it.each([
      [CHROMIUM, 'br'],
      ['gzip', 'gzip'],
      ['br', 'br'],
    ])('answers Accept-Encoding %p with the %s file', async (accept, encoding) => {
      const res = await request(base, JS, { 'accept-encoding': accept });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(varies(res)).toBe(true);
      const written = file(`${JS}.${encoding === 'br' ? 'br' : 'gz'}`);
      expect(res.body.equals(written)).toBe(true);
      expect(res.headers['content-length']).toBe(String(written.length));
      expect(decoded(res).equals(file(JS))).toBe(true);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('answers a request without Accept-Encoding with the file itself', async () => {
      const res = await request(base, JS);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body.equals(file(JS))).toBe(true);
      expect(res.headers['content-length']).toBe(String(file(JS).length));
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(varies(res)).toBe(true);
    });

    it.each([
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['br;q=0, *', 'gzip'],
      ['br;q=0, gzip;q=0', undefined],
      ['identity;q=1, *;q=0', undefined],
      ['identity, gzip;q=0.5', undefined],
      ['deflate', undefined],
    ])('respects q-values: %p gets %p', async (accept, encoding) => {
      const res = await request(base, JS, { 'accept-encoding': accept });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(decoded(res).equals(file(JS))).toBe(true);
    });

    it('chooses among the files the build wrote', async () => {
      const css = '/assets/index-Ef34Gh.css';
      const both = await request(base, css, { 'accept-encoding': CHROMIUM });
      expect(both.headers['content-encoding']).toBe('gzip');
      expect(both.headers['content-type']).toBe('text/css; charset=utf-8');
      expect(decoded(both).equals(file(css))).toBe(true);
      const brOnly = await request(base, css, { 'accept-encoding': 'br' });
      expect(brOnly.headers['content-encoding']).toBeUndefined();
      expect(brOnly.body.equals(file(css))).toBe(true);
    });

    it('leaves a small file without a compressed copy as it is, with no Vary', async () => {
      const res = await request(base, '/robots.txt', { 'accept-encoding': CHROMIUM });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body.toString()).toBe('User-agent: *\n');
      expect(varies(res)).toBe(false);
      expect(res.headers['cache-control']).toBe('no-cache');
    });

    it('keeps the compressed file for a query string', async () => {
      const res = await request(base, `${JS}?v=2`, { 'accept-encoding': 'br' });
      expect(res.headers['content-encoding']).toBe('br');
      expect(decoded(res).equals(file(JS))).toBe(true);
    });

    it('answers If-None-Match with 304 per encoding: each encoding has its own ETag', async () => {
      const br = await request(base, JS, { 'accept-encoding': 'br' });
      const gzip = await request(base, JS, { 'accept-encoding': 'gzip' });
      const identity = await request(base, JS);
      const tags = [br, gzip, identity].map((res) => res.headers.etag);
      expect(new Set(tags).size).toBe(3);
      expect(br.headers['last-modified']).toBeDefined();

      const again = await request(base, JS, { 'accept-encoding': 'br', 'if-none-match': tags[0]! });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(tags[0]);
      expect(varies(again)).toBe(true);
      const otherEncoding = await request(base, JS, {
        'accept-encoding': 'gzip',
        'if-none-match': tags[0]!,
      });
      expect(otherEncoding.status).toBe(200);
      expect(otherEncoding.headers['content-encoding']).toBe('gzip');
    });

    it('answers HEAD with the headers GET would send and no body', async () => {
      const get = await request(base, JS, { 'accept-encoding': 'br' });
      const head = await request(base, JS, { 'accept-encoding': 'br' }, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      for (const name of ['content-encoding', 'content-length', 'content-type', 'etag', 'vary'])
        expect(head.headers[name]).toBe(get.headers[name]);
    });

    it('serves a range of the bytes it sends, the compressed ones', async () => {
      const res = await request(base, JS, { 'accept-encoding': 'br', range: 'bytes=0-99' });
      const written = file(`${JS}.br`);
      expect(res.status).toBe(206);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-range']).toBe(`bytes 0-99/${written.length}`);
      expect(res.body.equals(written.subarray(0, 100))).toBe(true);
    });

    it('gives client routes the compressed index.html, revalidated on every visit', async () => {
      const page = { accept: 'text/html', 'accept-encoding': CHROMIUM };
      const res = await request(base, '/course-list/seo', page);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(varies(res)).toBe(true);
      expect(decoded(res).equals(file('index.html'))).toBe(true);

      const again = await request(base, '/my-enrollments', {
        ...page,
        'if-none-match': res.headers.etag!,
      });
      expect(again.status).toBe(304);
      const plain = await request(base, '/course-list/seo', { accept: 'text/html' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.equals(file('index.html'))).toBe(true);
    });

    it('does not turn a missing API path or upload into a page', async () => {
      const api = await request(base, '/api/nothing-here', {
        accept: 'text/html',
        'accept-encoding': 'br',
      });
      expect(api.status).toBe(404);
      expect(api.headers['content-type']).toMatch(/^application\/json/);
    });
  });

  describe('API answers', () => {
    beforeAll(async () => {
      const owner = await educator(app);
      for (let i = 0; i < 12; i++)
        await createCourse(app, owner.user.id, { title: `Compressed Course ${i}` });
    });

    it.each(['br', 'gzip'])('compresses the course list with %s', async (encoding) => {
      const plain = await request(base, '/api/course/all');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.length).toBeGreaterThan(4096);
      expect(Number(plain.headers['content-length'])).toBe(plain.body.length);

      const res = await request(base, '/api/course/all', { 'accept-encoding': encoding });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(varies(res)).toBe(true);
      expect(res.body.length).toBeLessThan(plain.body.length / 3);
      expect(decoded(res).equals(plain.body)).toBe(true);
      expect((JSON.parse(decoded(res).toString()) as { courses: unknown[] }).courses).toHaveLength(
        12,
      );
    });

    it('prefers br when the client accepts both equally', async () => {
      const res = await request(base, '/api/course/all', { 'accept-encoding': CHROMIUM });
      expect(res.headers['content-encoding']).toBe('br');
    });

    it('leaves answers under 1 KB as they are, still marked as varying', async () => {
      const res = await request(base, '/api/health', { 'accept-encoding': 'br, gzip' });
      expect(res.status).toBe(200);
      expect(res.body.length).toBeLessThan(1024);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(varies(res)).toBe(true);
    });

    it('compresses GraphQL answers and decodes to the same JSON', async () => {
      const body = JSON.stringify({
        query: '{ courses(first: 20) { nodes { id courseTitle courseDescription coursePrice } } }',
      });
      const send = (encoding?: string) =>
        request(
          base,
          '/graphql',
          { 'content-type': 'application/json', ...(encoding && { 'accept-encoding': encoding }) },
          'POST',
          body,
        );
      const plain = await send();
      const br = await send('br');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.length).toBeGreaterThan(1024);
      expect(br.headers['content-encoding']).toBe('br');
      expect(JSON.parse(decoded(br).toString())).toEqual(JSON.parse(plain.body.toString()));
    });

    it('answers HEAD and 304 without a body or an encoding', async () => {
      const head = await request(base, '/api/course/all', { 'accept-encoding': 'br' }, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.headers['content-encoding']).toBeUndefined();
      expect(head.body.length).toBe(0);

      const first = await request(base, '/api/course/all', { 'accept-encoding': 'br' });
      const again = await request(base, '/api/course/all', {
        'accept-encoding': 'br',
        'if-none-match': first.headers.etag!,
      });
      expect(again.status).toBe(304);
      expect(again.headers['content-encoding']).toBeUndefined();
      expect(again.body.length).toBe(0);
    });

    it('leaves event streams and already encoded answers alone', async () => {
      const events = await request(base, '/api/compression-probe/events', {
        'accept-encoding': 'br, gzip',
      });
      expect(events.headers['content-encoding']).toBeUndefined();
      expect(events.body.toString()).toMatch(/^data: const event0/);

      const encoded = await request(base, '/api/compression-probe/encoded', {
        'accept-encoding': 'br, gzip',
      });
      expect(encoded.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(decoded(encoded).toString())).toEqual({ filler: text(4, 'json') });
    });
  });
});
