import { randomBytes } from 'node:crypto';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { TestApp } from '../support/test-app';

/*
 * One anonymous client sending large, distinct bodies must not grow the server's memory: every
 * structure keyed by what a client sends (the response cache, the request labels, the GraphQL
 * document kinds, operation names) is keyed by a digest and bounded in bytes.
 */

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const BODY_BYTES = 1000 * 1000;
// 1,000 bodies of 1 MB, and 16 MB of growth allowed (about 1 MB is seen): a structure that kept as
// little as 16 KB of each body fails (3,000 bodies and 64 MB caught 22 KB), in a third of the time.
const REQUESTS = 1_000;
const MAX_GROWTH_BYTES = 16 * 1024 * 1024;
const FILLER = 'x'.repeat(BODY_BYTES);

/** About 1 MB of JSON each, distinct, in the four shapes the probe used. */
function body(i: number): string {
  // Distinct in their first bytes, then filler: what the server does with them is what costs.
  const pad = (bytes: number) => `${i}-${randomBytes(8).toString('hex')}-${FILLER.slice(0, bytes)}`;
  switch (i % 4) {
    case 0: // a cacheable read, 1 MB of unused variables
      return JSON.stringify({
        query: '{ siteSettings { currency } }',
        variables: { pad: pad(BODY_BYTES) },
      });
    case 1: // a mutation, refused for want of a session
      return JSON.stringify({
        query: 'mutation { signOutEverywhere }',
        variables: { pad: pad(BODY_BYTES) },
      });
    case 2: // refused before parsing as QUERY_TOO_LONG
      return JSON.stringify({ query: `{ siteSettings { currency } } # ${pad(BODY_BYTES)}` });
    default: // a long operation name
      return JSON.stringify({
        query: '{ siteSettings { currency } }',
        operationName: `Op${pad(BODY_BYTES)}`,
      });
  }
}

function post(agent: http.Agent, port: number, payload: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/graphql',
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode!));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Requests whose connection broke under them (EPIPE, ECONNRESET, hang-up) and were sent again. */
let resent = 0;
const BROKEN_CONNECTION = /EPIPE|ECONNRESET|socket hang up/;

/**
 * Sends once more, on a new connection, when the connection broke under the request: CI saw one
 * such break in 3,200 requests on a loaded machine (a transport event, not the server's memory,
 * which is what this measures). The test still fails if that becomes more than a rare event.
 */
async function postOnce(agent: http.Agent, port: number, payload: string): Promise<number> {
  try {
    return await post(agent, port, payload);
  } catch (error) {
    if (!(error instanceof Error) || !BROKEN_CONNECTION.test(error.message)) throw error;
    resent += 1;
    return post(agent, port, payload);
  }
}

async function send(port: number, from: number, count: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const statuses = new Map<number, number>();
  let next = from;
  const worker = async () => {
    while (next < from + count) {
      const status = await postOnce(agent, port, body(next++));
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  agent.destroy();
  return statuses;
}

async function heapAfterGc() {
  for (let i = 0; i < 3; i++) {
    gc();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return process.memoryUsage().heapUsed;
}

describe('memory under large anonymous bodies', () => {
  let app: TestApp;
  let port: number;

  beforeAll(async () => {
    app = await TestApp.start();
    const server: http.Server = app.app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  it(`keeps the heap within ${MAX_GROWTH_BYTES / 2 ** 20} MB over ${REQUESTS} distinct 1 MB bodies`, async () => {
    await send(port, 0, 200); // warm every path first
    const before = await heapAfterGc();
    const statuses = await send(port, 200, REQUESTS);
    const growth = (await heapAfterGc()) - before;
    // Every shape was answered, none by a crash.
    expect([...statuses.keys()].every((status) => status === 200 || status === 400)).toBe(true);
    expect(statuses.get(200)).toBeGreaterThanOrEqual(REQUESTS / 4);
    expect(growth).toBeLessThan(MAX_GROWTH_BYTES);
    expect(resent).toBeLessThanOrEqual(REQUESTS / 100);
  }, 600_000);
});
