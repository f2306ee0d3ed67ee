import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { DATABASE_TIMEOUTS } from '../../src/common/database/timeouts';
import { TestApp } from '../support/test-app';
import { FaultDatabase } from './fault-database';

/** Every request must end within the database timeouts; one that does not fails the suite rather than stalling it. */
const REQUEST_DEADLINE_MS = DATABASE_TIMEOUTS.connectMs + DATABASE_TIMEOUTS.queryMs + 2_000;

interface Answer {
  status: number;
  body: Record<string, any>;
  retryAfter: string | null;
  ms: number;
}

/** The real app on a real port, on a PostgreSQL of its own that the tests crash and freeze. */
describe('database faults', () => {
  let db: FaultDatabase;
  let app: TestApp;
  let base: string;

  beforeAll(async () => {
    db = await FaultDatabase.start();
    process.env.TEST_DATABASE_URL = db.url;
    app = await TestApp.start();
    await app.app.listen(0, '127.0.0.1');
    base = await app.app.getUrl();
  });
  afterAll(async () => {
    await app?.close();
    await db?.destroy();
  });

  async function call(path: string, body?: unknown): Promise<Answer> {
    const started = Date.now();
    const res = await fetch(`${base}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_DEADLINE_MS),
    });
    const answer = (await res.json()) as Record<string, any>;
    return {
      status: res.status,
      body: answer,
      retryAfter: res.headers.get('retry-after'),
      ms: Date.now() - started,
    };
  }

  const readCatalog = () => call('/graphql', { query: '{ courses(first: 5) { totalCount } }' });
  const contact = (message: string) => call('/api/contact', { email: 'load@example.com', message });

  it('keeps every acknowledged write through a crash and restart of PostgreSQL', async () => {
    const acknowledged: string[] = [];
    let unavailable = 0;
    const wrong: string[] = [];
    let running = true;
    const client = async (n: number) => {
      for (let i = 0; running; i += 1) {
        const message = `fault-${n}-${i}`;
        try {
          const res = await contact(message);
          if (res.status === 200) acknowledged.push(message);
          else if (res.status === 503 && res.retryAfter === '5') unavailable += 1;
          else wrong.push(`${message}: ${res.status} ${JSON.stringify(res.body)}`);
          if (res.status !== 200) await sleep(20);
        } catch (error) {
          wrong.push(`${message}: ${String(error)}`); // a hang past the deadline, or a dropped connection
        }
      }
    };

    const clients = Array.from({ length: 8 }, (_, n) => client(n));
    await sleep(1_000);
    await db.crashAndRestart();
    const acknowledgedBeforeRecovery = acknowledged.length;
    await sleep(1_500);
    running = false;
    await Promise.all(clients);

    expect(wrong).toEqual([]);
    expect(unavailable).toBeGreaterThan(0);
    expect(acknowledged.length).toBeGreaterThan(acknowledgedBeforeRecovery); // served again, same process
    const stored = await app.app
      .get(DataSource)
      .query<{ message: string }[]>(
        'SELECT message FROM contact_messages WHERE message = ANY($1)',
        [acknowledged],
      );
    const storedMessages = new Set(stored.map((row) => row.message));
    expect(acknowledged.filter((message) => !storedMessages.has(message))).toEqual([]);
  });

  it('answers 503 in time while PostgreSQL stops answering, and recovers without a restart', async () => {
    expect((await call('/api/health')).status).toBe(200);
    db.freeze();
    try {
      const [health, read, write] = await Promise.all([
        call('/api/health'),
        readCatalog(),
        contact('written while frozen'),
      ]);
      expect(health).toMatchObject({ status: 503, body: { status: 'error', db: 'down' } });
      expect(health.ms).toBeLessThan(2_000);
      expect(read.body.errors).toEqual([
        expect.objectContaining({ extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter: 5 } }),
      ]);
      expect(read.ms).toBeLessThan(DATABASE_TIMEOUTS.queryMs + 1_000);
      expect(write).toMatchObject({ status: 503, retryAfter: '5' });
    } finally {
      db.thaw();
    }

    let health = await call('/api/health');
    for (let tries = 0; health.status !== 200 && tries < 20; tries += 1) {
      await sleep(250);
      health = await call('/api/health');
    }
    expect(health.body).toEqual({ status: 'ok', db: 'up' });
    expect((await readCatalog()).body.data).toEqual({ courses: { totalCount: 0 } });
    expect((await contact('written after the thaw')).status).toBe(200);
  });
});
