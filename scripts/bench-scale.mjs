// Reads at scale on the production build: a fresh embedded PostgreSQL, migrated, filled by
// generate-scale-data.mjs (10,000 courses, 200,000 enrolments, 1,000,000 completed lectures,
// 1,000,000 page views as daily counters), then
// the server on it. Each line is sequential requests over localhost, so the wall time is an upper
// bound of the server's time. Run after `npm run build`:
//   npm run bench:scale [-- requests=200 [only=text]]   (only: run the lines whose label contains it)
// Every request differs from the one before (a numbered GraphQL `extensions` entry or query
// parameter), so the response cache never answers: this measures the database work. The operations are the
// client's own, read from its .graphql files.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import { createRequire } from 'node:module';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { newDataDir, startServer } from '../client/e2e/support.mjs';
import { clientOperation } from './client-operations.mjs';
import { generateScaleData } from './generate-scale-data.mjs';

const REQUESTS = Number(process.argv[2] ?? 200);
const ONLY = (process.argv[3] ?? '').toLowerCase();
const WARM_UP = 20;
const CLOCK_TICKS = 100; // USER_HZ of /proc/<pid>/stat on Linux
const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const dist = path.join(root, 'server/dist/server/src/database');
if (!fs.existsSync(dist)) throw new Error('Run `npm run build` first.');
const { startEmbeddedPostgres } = require(path.join(dist, 'embedded-postgres.js'));
const { runMigrations } = require(path.join(dist, 'typeorm-options.js'));

/** Title search terms: common, rare, multi-word and absent. */
const TERMS =
  'marketing|brand|seo|instagram|linkedin|email|youtube|copywriting|storytelling|ads|growth|creator|freelance|masterclass|beginners|analytics|tiktok|podcast|automation|design|zero to hero|personal branding|blockchain'.split(
    '|',
  );

/** `count` distinct spellings of the search terms (letter case varies), so no response cache answers. */
function searchTerms(count) {
  const terms = new Set();
  for (let i = 0; terms.size < count; i++) {
    const k = Math.floor(i / TERMS.length);
    const term = [...TERMS[i % TERMS.length]];
    terms.add(term.map((c, j) => ((k >> (j % 12)) & 1 ? c.toUpperCase() : c)).join(''));
  }
  return [...terms];
}

/** Filter and sort combinations a learner clicks through (the course list's own variables). */
const TOP_CATEGORIES = [
  'seo',
  'social-media',
  'content',
  'paid-ads',
  'email-marketing',
  'personal-branding',
  'analytics',
  'freelancing',
];
const SORTS = ['MOST_POPULAR', 'HIGHEST_RATED', 'NEWEST', 'PRICE_LOW_TO_HIGH', 'PRICE_HIGH_TO_LOW'];
function filtered(i, searches) {
  const filter = { categories: [TOP_CATEGORIES[i % TOP_CATEGORIES.length]] };
  if (i % 2) filter.price = 'PAID';
  if (i % 3 === 0) filter.minRating = 4;
  if (i % 4 === 1) filter.durations = ['ONE_TO_3_HOURS', 'THREE_TO_6_HOURS'];
  if (i % 5 === 2) filter.levels = ['BEGINNER', 'ALL_LEVELS'];
  const search = i % 3 === 1 ? searches[i] : undefined;
  return { search, filter, sort: search ? 'RELEVANCE' : SORTS[i % SORTS.length], first: 20 };
}

/** What a visitor has typed after a few keys: prefixes of words, a name, a typo. */
const TYPED = [
  'inst',
  'insta',
  'seo au',
  'linkedin gr',
  'copywr',
  'newslet',
  'personal bra',
  'emial',
  'youtub',
  'free',
];

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

/**
 * CPU time (ms) used so far by the server process and by its PostgreSQL backends, from /proc: the
 * server's own work whatever else the machine runs, which wall time is not.
 */
function serverCpu(dataDir, pgDataDir) {
  const read = (file) => {
    try {
      return fs.readFileSync(file, 'utf8');
    } catch {
      return ''; // the process exited meanwhile
    }
  };
  const postmaster = read(path.join(pgDataDir, 'postmaster.pid')).split('\n')[0];
  const ticks = new Map();
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const fields = read(`/proc/${pid}/stat`).split(') ')[1]?.split(' ');
    const cmdline = read(`/proc/${pid}/cmdline`);
    if (!fields) continue;
    const ours =
      fields[1] === postmaster
        ? cmdline.includes('127.0.0.1(') // a client's backend, not the checkpointer or autovacuum
        : cmdline.includes('main.js') &&
          read(`/proc/${pid}/environ`).includes(`DATA_DIR=${dataDir}\0`);
    if (ours) ticks.set(pid, Number(fields[11]) + Number(fields[12])); // utime + stime
  }
  return ticks;
}

/** CPU ms between two serverCpu() snapshots (processes started meanwhile count in full). */
const cpuMsBetween = (before, after) =>
  [...after].reduce((sum, [pid, t]) => sum + t - (before.get(pid) ?? 0), 0) * (1000 / CLOCK_TICKS);

function percentile(sorted, q) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

async function main() {
  process.chdir(root);
  const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brandcraft-scale-pg-'));
  fs.chmodSync(pgDir, 0o755); // embedded PostgreSQL runs as its own user when we are root
  const pgData = path.join(pgDir, 'data');
  const database = await startEmbeddedPostgres(pgData, { persistent: false });
  const dataDir = newDataDir();
  let server;
  let bare;
  const cleanUp = async () => {
    bare?.stop();
    await server?.stop();
    await database.stop();
    for (const dir of [pgDir, dataDir]) fs.rmSync(dir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));
  try {
    await runMigrations(database.url);
    console.log('Generating the data set:');
    const fixtures = await generateScaleData(database.url, { log: (line) => console.log(line) });
    server = await startServer(dataDir, undefined, {
      NODE_ENV: 'production',
      MAIL_DISABLED: 'true',
      JWT_SECRET: randomBytes(32).toString('hex'),
      PAYMENT_PROVIDER: 'sandbox',
      DATABASE_URL: database.url,
      SEED_DEMO_DATA: 'false',
    });

    let requests = 0;
    let lastExchange;
    const call = async (pathname, { token, body } = {}) => {
      requests += 1;
      // A numbered `extensions` entry: the response cache's key changes, the document does not,
      // so the server parses and validates it once, as it does for a real client's.
      const unique = body?.query ? { ...body, extensions: { request: requests } } : body;
      const url = body ? pathname : `${pathname}?request=${requests}`;
      const res = await fetch(server.url + url, {
        method: body ? 'POST' : 'GET',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: unique && JSON.stringify(unique),
      });
      const text = await res.text();
      lastExchange = {
        method: body ? 'POST' : 'GET',
        body: unique && JSON.stringify(unique),
        contentType: res.headers.get('content-type'),
        text,
      };
      if (!res.ok) throw new Error(`${pathname}: HTTP ${res.status} ${text.slice(0, 300)}`);
      const json = JSON.parse(text);
      if (json.errors || json.success === false)
        throw new Error(`${pathname}: ${text.slice(0, 300)}`);
      // The server's own time, up to its headers (observe-requests.ts).
      const serverMs = Number(/app;dur=([\d.]+)/.exec(res.headers.get('server-timing'))?.[1]);
      return { json, bytes: Buffer.byteLength(text), serverMs };
    };
    const gql = (query, variables, token) =>
      call('/graphql', { token, body: { query, variables } });
    const signIn = async (email) =>
      (await call('/api/auth/login', { body: { email, password: fixtures.password } })).json.token;
    const learner = await signIn(fixtures.learnerEmail);
    const educator = await signIn(fixtures.educatorEmail);

    const sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    const { rows: popular } = await sql.query(
      `SELECT course_id, count(*)::int AS enrolments FROM enrollments GROUP BY course_id ORDER BY 2 DESC LIMIT 10`,
    );
    // An admin sees the whole site's analytics: one learner (not the fixture) is made one.
    const {
      rows: [adminRow],
    } = await sql.query(
      `UPDATE users SET role = 'admin' WHERE id = (
         SELECT id FROM users WHERE role = 'student' AND email <> $1 ORDER BY email LIMIT 1)
       RETURNING email`,
      [fixtures.learnerEmail],
    );
    const {
      rows: [fixtureCourse],
    } = await sql.query(
      `SELECT c.id FROM courses c JOIN users u ON u.id = c.educator_id WHERE u.email = $1 ORDER BY c.id LIMIT 1`,
      [fixtures.educatorEmail],
    );
    await sql.end();
    const admin = await signIn(adminRow.email);

    const search = clientOperation('Courses');
    const detail = clientOperation('CourseDetail');
    const enrollments = clientOperation('MyEnrollments');
    const dashboard = clientOperation('EducatorDashboard');
    const students = clientOperation('EnrolledStudents');
    const suggestions = clientOperation('SearchSuggestions');
    const analytics = clientOperation('EducatorAnalytics');
    const DAY_MS = 86_400_000;
    const today = new Date();
    const tomorrow = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 1);
    /** The analytics page's own variables: the last `days` UTC days. */
    const lastDays = (days, granularity, courseId = null) => ({
      from: new Date(tomorrow - days * DAY_MS).toISOString(),
      to: new Date(tomorrow).toISOString(),
      granularity,
      courseId,
    });
    const analyticsFigures = ({ json }) => {
      const a = json.data.educatorAnalytics;
      const couponSales = a.coupons.reduce((n, c) => n + c.redemptions, 0);
      return `${a.totals.views} views, ${a.totals.paid} sales, ${couponSales} with a coupon, ${a.funnel.length - 1} courses, ${a.dropOff.length} lectures`;
    };
    const searches = searchTerms(REQUESTS + WARM_UP);
    const top = (i) => popular[i % popular.length].course_id;

    const lines = [
      {
        label: 'Title search, GraphQL courses(search, first: 20)',
        goal: 'p95 < 20 ms',
        request: (i) => gql(search, { search: searches[i], first: 20 }),
        describe: (r) => `${r.json.data.courses.totalCount} matches`,
      },
      {
        label: 'Filtered, sorted page with every facet count, GraphQL Courses (withFacets)',
        goal: 'p95 < 30 ms',
        request: (i) => gql(search, { ...filtered(i, searches), withFacets: true }),
        describe: ({ json }) =>
          `${json.data.courses.totalCount} matches, ${json.data.courses.facets.categories.length} category counts`,
      },
      {
        label: 'Search suggestions, GraphQL SearchSuggestions',
        goal: 'p95 < 15 ms',
        request: (i) => gql(suggestions, { text: `${TYPED[i % TYPED.length]}${i % 7 ? '' : 'x'}` }),
        describe: ({ json }) => {
          const s = json.data.searchSuggestions;
          return `${s.courses.length} courses, ${s.categories.length} categories, ${s.instructors.length} instructors`;
        },
      },
      {
        label: 'My Enrollments, GraphQL (200 courses)',
        goal: 'p95 < 50 ms',
        request: () => gql(enrollments, {}, learner),
        describe: (r) => `${r.json.data.myEnrollments.length} courses`,
      },
      {
        label: 'My Enrollments, REST enrolled-courses',
        count: REQUESTS / 4,
        request: () => call('/api/user/enrolled-courses', { token: learner }),
        describe: (r) => `${r.json.enrolledCourses.length} courses`,
      },
      {
        label: 'Educator dashboard, GraphQL (50,000 enrolments)',
        goal: 'p95 < 100 ms',
        request: () => gql(dashboard, {}, educator),
        describe: ({ json }) =>
          `${json.data.educatorDashboard.totalEnrollments} enrolments, ${json.data.educatorDashboard.enrolledStudentsData.length} listed`,
      },
      {
        label: 'Educator dashboard, REST',
        goal: 'p95 < 100 ms',
        request: () => call('/api/educator/dashboard', { token: educator }),
        describe: (r) => `${r.json.dashboardData.enrolledStudentsData.length} listed`,
      },
      {
        label: 'enrolledStudents, GraphQL (all of them)',
        count: 3,
        warmUp: 1,
        request: () => gql(students, {}, educator),
        describe: (r) => `${r.json.data.enrolledStudents.length} rows`,
      },
      {
        label: 'enrolled-students, REST (all of them)',
        count: 3,
        warmUp: 1,
        request: () => call('/api/educator/enrolled-students', { token: educator }),
        describe: (r) => `${r.json.enrolledStudents.length} rows`,
      },
      {
        label: 'Educator analytics, last 30 days by day (20 courses, 50,000 enrolments)',
        goal: 'p95 < 100 ms',
        request: () => gql(analytics, lastDays(30, 'DAY'), educator),
        describe: analyticsFigures,
      },
      {
        label: 'Educator analytics, last 12 months by month',
        goal: 'p95 < 100 ms',
        request: () => gql(analytics, lastDays(365, 'MONTH'), educator),
        describe: analyticsFigures,
      },
      {
        label: 'Educator analytics, one course with drop-off, last 12 months by week',
        goal: 'p95 < 100 ms',
        request: () => gql(analytics, lastDays(365, 'WEEK', fixtureCourse.id), educator),
        describe: analyticsFigures,
      },
      {
        label: 'Admin analytics, whole site, last 30 days by day',
        goal: 'p95 < 100 ms',
        request: () => gql(analytics, lastDays(30, 'DAY'), admin),
        describe: analyticsFigures,
      },
      {
        label: 'Admin analytics, whole site, last 12 months by month',
        goal: 'p95 < 100 ms',
        request: () => gql(analytics, lastDays(365, 'MONTH'), admin),
        describe: analyticsFigures,
      },
      {
        label: 'Course page, GraphQL CourseDetail (signed in)',
        request: (i) => gql(detail, { id: top(i) }, learner),
        describe: (r) => `${r.json.data.course.enrolledStudentsCount} enrolments`,
      },
      {
        label: 'Course page, REST /api/course/:id',
        count: REQUESTS / 4,
        request: (i) => call(`/api/course/${top(i)}`),
        describe: (r) => `${r.json.courseData.enrolledStudents.length} student ids`,
      },
    ];

    console.log(
      `\n${REQUESTS} sequential requests a line (fewer for the heavy ones) over localhost. Server time is what the server took up to its answer's headers, from its Server-Timing header; wall time adds the client's own work and grows with whatever else the machine runs; server CPU is what the Node and PostgreSQL processes spent per request. Load average before: ${loadAverage()}.\n`,
    );
    console.log(
      '| Read | Requests | Server p50 ms | Server p95 ms | Wall p50 ms | Wall p95 ms | Bare node:http wall p50 ms | Wall p50 ÷ bare | Server CPU ms/request | Goal (server time) | Response |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---|');
    bare = await startBare();
    for (const {
      label,
      goal = '—',
      count = REQUESTS,
      warmUp = WARM_UP,
      request,
      describe,
    } of lines.filter((line) => line.label.toLowerCase().includes(ONLY))) {
      // Warm-up: JIT, query plans, PostgreSQL buffers.
      for (let i = 0; i < warmUp; i++) await request(REQUESTS + i);
      const wall = [];
      const served = [];
      let last;
      const cpuBefore = serverCpu(dataDir, pgData);
      for (let i = 0; i < count; i++) {
        const start = performance.now();
        last = await request(i);
        wall.push(performance.now() - start);
        served.push(last.serverMs);
      }
      const cpu = (cpuMsBetween(cpuBefore, serverCpu(dataDir, pgData)) / count).toFixed(1);
      const quantiles = (times) => {
        times.sort((a, b) => a - b);
        return [0.5, 0.95].map((q) => percentile(times, q).toFixed(1)).join(' | ');
      };
      const size = `${(last.bytes / 1024).toFixed(0)} KB`;
      // The same exchange (request and response bytes) against a bare node:http server, in this run.
      const bareWall = await bare.time(lastExchange, count);
      const wallP50 = percentile(
        [...wall].sort((a, b) => a - b),
        0.5,
      );
      const ratio = (wallP50 / bareWall).toFixed(1);
      console.log(
        `| ${label} | ${count} | ${quantiles(served)} | ${quantiles(wall)} | ${bareWall.toFixed(2)} | ${ratio} | ${cpu} | ${goal} | ${describe(last)}, ${size} |`,
      );
    }
    console.log(
      `\nLoad average after: ${loadAverage()}. The bare server (scripts/bench-bare-server.mjs) answers the same response bytes to the same requests, one at a time: the floor of this machine for that exchange. The REST API has no title search.`,
    );
  } catch (error) {
    console.error(`Server output:\n${server?.output().slice(-3000)}`);
    throw error;
  } finally {
    await cleanUp();
  }
}

/**
 * A bare node:http server in its own process; `time(exchange, count)` answers `count` copies of
 * the exchange's request with its response bytes, one at a time, and gives the median wall ms.
 */
async function startBare() {
  const child = fork(fileURLToPath(new URL('./bench-bare-server.mjs', import.meta.url)), {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise((resolve) => child.once('message', resolve));
  const url = `http://127.0.0.1:${port}/answer`;
  return {
    stop: () => child.kill(),
    async time({ method, body, contentType, text }, count) {
      const answer = { path: '/answer', headers: [['content-type', contentType]] };
      child.send([{ ...answer, body: Buffer.from(text).toString('base64') }]);
      await new Promise((resolve) => child.once('message', resolve));
      const headers = { 'content-type': 'application/json' };
      const times = [];
      for (let i = 0; i < WARM_UP + count; i++) {
        const start = performance.now();
        await (await fetch(url, { method, headers, body })).text();
        if (i >= WARM_UP) times.push(performance.now() - start);
      }
      return percentile(
        times.sort((a, b) => a - b),
        0.5,
      );
    },
  };
}

await main();
