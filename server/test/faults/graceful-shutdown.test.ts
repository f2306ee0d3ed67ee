import * as http from 'node:http';
import * as net from 'node:net';
import { DataSource } from 'typeorm';
import { DrainState, drainAndClose } from '../../src/common/lifecycle/draining';
import { TestApp } from '../support/test-app';

const QUERY = JSON.stringify({ query: '{ courses(first: 1) { totalCount } }' });

async function listen(app: TestApp): Promise<number> {
  const server: http.Server = app.app.getHttpServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as net.AddressInfo).port;
}

/** A GraphQL POST whose headers are sent now and whose body waits for `finish()`: accepted, in flight. */
function slowRequest(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  socket.write(
    `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(QUERY)}\r\n\r\n${QUERY.slice(0, 10)}`,
  );
  let raw = '';
  socket.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  const ended = new Promise<string>((resolve) => socket.on('close', () => resolve(raw)));
  return { finish: () => socket.write(QUERY.slice(10)), ended };
}

const connects = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

describe('probes', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await TestApp.start();
  });
  afterAll(() => app.close());

  it('live answers without asking the database; ready says ready, then draining once told to stop', async () => {
    expect((await app.rest('get', '/api/health/live')).body).toEqual({ status: 'ok' });
    const ready = await app.rest('get', '/api/health/ready');
    expect([ready.status, ready.body]).toEqual([
      200,
      { status: 'ready', db: 'up', cache: 'current' },
    ]);
    app.app.get(DrainState).draining = true;
    try {
      const draining = await app.rest('get', '/api/health/ready');
      expect([draining.status, draining.body]).toEqual([503, { status: 'draining' }]);
      expect((await app.rest('get', '/api/health/live')).status).toBe(200);
    } finally {
      app.app.get(DrainState).draining = false;
    }
  });
});

describe('draining on SIGTERM', () => {
  it('finishes a request accepted before the signal, refuses new connections, then closes the pool', async () => {
    const app = await TestApp.start();
    const port = await listen(app);
    const inFlight = slowRequest(port);
    await new Promise((resolve) => setTimeout(resolve, 100));

    let drained = false;
    const draining = drainAndClose(app.app, { delayMs: 0, timeoutMs: 10_000 }).then(
      () => (drained = true),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await connects(port)).toBe(false);
    expect(drained).toBe(false);

    inFlight.finish();
    const answer = await inFlight.ended;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    expect(answer).toContain('"totalCount"');
    await draining;
    expect(drained).toBe(true);
    expect(app.app.get(DataSource).isInitialized).toBe(false);
    await app.close();
  });

  it('serves on through the delay with readiness failing, for load balancers to notice', async () => {
    const app = await TestApp.start();
    const port = await listen(app);
    const draining = drainAndClose(app.app, { delayMs: 600, timeoutMs: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
    expect([ready.status, await ready.json()]).toEqual([503, { status: 'draining' }]);
    const served = await fetch(`http://127.0.0.1:${port}/api/course/all`);
    expect(served.status).toBe(200);
    await draining;
    expect(await connects(port)).toBe(false);
    await app.close();
  });

  it('cuts a request still running at the deadline, and stops then', async () => {
    const app = await TestApp.start();
    const port = await listen(app);
    const stuck = slowRequest(port);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await drainAndClose(app.app, { delayMs: 0, timeoutMs: 500 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await stuck.ended).toBe('');
    await app.close();
  });
});
