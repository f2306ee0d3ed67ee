// What Chromium actually negotiates with the production server over plain http://127.0.0.1.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { newPage, serverAndBrowser } from './support.mjs';

const run = serverAndBrowser();

/**
 * Every answer from our server of the given resource types (encoding, bytes over the wire and
 * decoded) until `stop()`, which resolves to them.
 */
function record(page, types) {
  const pending = [];
  const listener = (request) => {
    if (types.includes(request.resourceType()) && request.url().startsWith(run.server.url))
      pending.push(summarize(request));
  };
  page.on('requestfinished', listener);
  return {
    stop() {
      page.off('requestfinished', listener);
      return Promise.all(pending);
    },
  };
}

async function summarize(request) {
  const response = await request.response();
  const [headers, sent, sizes, body] = await Promise.all([
    response.allHeaders(),
    request.allHeaders(),
    request.sizes(),
    response.body(),
  ]);
  return {
    path: new URL(request.url()).pathname,
    acceptEncoding: sent['accept-encoding'],
    encoding: headers['content-encoding'],
    wire: sizes.responseBodySize,
    decoded: body.length,
  };
}

test("the landing page's JavaScript and data arrive brotli-compressed", async () => {
  const { page, context, errors } = await newPage(run.browser);
  const scriptLog = record(page, ['script']);
  const dataLog = record(page, ['fetch', 'xhr']);
  await page.goto(run.server.url, { waitUntil: 'networkidle' });
  await page.locator('#courses').getByText('Popular').waitFor();
  const [scripts, data] = [await scriptLog.stop(), await dataLog.stop()];
  await context.close();
  assert.deepEqual(errors, []);

  // Chromium offers br on plain http to 127.0.0.1 too.
  assert.match(scripts[0].acceptEncoding, /\bbr\b/);
  const large = scripts.filter((s) => s.decoded > 1024);
  assert.ok(large.length >= 4, `the entry and vendor chunks load: ${JSON.stringify(scripts)}`);
  for (const script of large) assert.equal(script.encoding, 'br', script.path);
  const wire = scripts.reduce((sum, s) => sum + s.wire, 0);
  const decoded = scripts.reduce((sum, s) => sum + s.decoded, 0);
  assert.ok(wire < decoded / 3, `${wire} B over the wire for ${decoded} B of JavaScript`);

  const catalog = data.filter((d) => d.path === '/graphql' && d.decoded > 1024);
  assert.ok(catalog.length > 0, `the catalog is fetched: ${JSON.stringify(data)}`);
  for (const answer of catalog) assert.equal(answer.encoding, 'br', answer.path);
});
