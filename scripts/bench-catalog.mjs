// Read throughput of the production build beside the limit of this machine: for each read, a bare
// node:http server answering the very same bytes (body and headers), measured in the same run
// with the same load.
// Run after `npm run build`:
//   npm run bench:catalog -- [seconds=5] [connections=50]
// BENCH_ONLY=<regular expression> runs only the lines whose label matches (the uncached and
// bystander tables are labelled "uncached" and "bystanders").
// The machine is shared and noisy: compare the ratio column, not absolute figures between runs.
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { newDataDir, startServer } from '../client/e2e/support.mjs';
import { clientOperation } from './client-operations.mjs';

const seconds = Number(process.argv[2] ?? 5);
const connections = Number(process.argv[3] ?? 50);
const root = fileURLToPath(new URL('..', import.meta.url));
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;
const wanted = (label) => !only || only.test(label);
process.chdir(root);

function gql(operationName, variables = {}, token) {
  const headers = {
    'content-type': 'application/json',
    ...(token && { authorization: `Bearer ${token}` }),
  };
  return {
    method: 'POST',
    path: '/graphql',
    headers,
    body: JSON.stringify({ operationName, query: clientOperation(operationName), variables }),
  };
}

/** A query as the client sends it since it uses GET for queries (apollo-require-preflight included). */
function gqlGet(operationName, variables = {}, token) {
  const params = new URLSearchParams({
    operationName,
    query: clientOperation(operationName),
    variables: JSON.stringify(variables),
  });
  return {
    method: 'GET',
    path: `/graphql?${params}`,
    headers: {
      'apollo-require-preflight': 'true',
      ...(token && { authorization: `Bearer ${token}` }),
    },
  };
}

function rest(pathname, token) {
  return {
    method: 'GET',
    path: pathname,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  };
}

/** Per connection or per moment: the bare server makes its own. */
const HOP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** One answer as the load generator gets it (no Accept-Encoding: autocannon sends none). */
async function call(base, request) {
  const res = await fetch(base + request.path, {
    method: request.method,
    headers: { 'accept-encoding': 'identity', ...request.headers },
    body: request.body,
  });
  const body = Buffer.from(await res.arrayBuffer());
  if (!res.ok) throw new Error(`${request.path}: HTTP ${res.status} ${body}`);
  return {
    body,
    headers: [...res.headers].filter(([name]) => !HOP_HEADERS.has(name)),
    json: () => JSON.parse(body.toString()),
  };
}

/** A learner enrolled in every free course, with one lecture completed in each. */
async function learner(base) {
  const email = `bench.${Date.now()}@example.com`;
  const registered = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench Learner', email, password: 'Str0ng!pass' }),
  }).then((r) => r.json());
  const token = registered.token;
  const { courses } = (await call(base, rest('/api/course/all'))).json();
  const enrolled = [];
  for (const course of courses) {
    const purchase = await fetch(`${base}/api/user/purchase`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ courseId: course._id }),
    }).then((r) => r.json());
    if (purchase.success && !purchase.orderId) enrolled.push(course);
  }
  if (!enrolled.length) throw new Error('the demo catalog has no free course to enrol in');
  for (const course of enrolled) {
    const lectureId = course.courseContent[0]?.chapterContent[0]?.lectureId;
    if (lectureId)
      await fetch(`${base}/api/user/update-course-progress`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ courseId: course._id, lectureId }),
      });
  }
  return { token, courseId: enrolled[0]._id };
}

/** A bare node:http server in its own process, answering each path with the given bytes. */
async function startBare(answers) {
  const child = fork(fileURLToPath(new URL('./bench-bare-server.mjs', import.meta.url)), {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise((resolve) => child.once('message', resolve));
  child.send(
    answers.map(({ path: p, headers, body }) => ({
      path: p,
      headers,
      body: body.toString('base64'),
    })),
  );
  await new Promise((resolve) => child.once('message', resolve));
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => child.kill() };
}

/** CPU time (user + system) a process has used, in microseconds, from /proc (Linux). */
function cpuMicros(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100; // clock ticks of 10 ms
}

/** Throughput and latency under load, and the server's CPU time per answer (steadier than req/s on a shared machine). */
async function load(url, request, pid) {
  const before = cpuMicros(pid);
  const result = await autocannon({
    url: url + request.path,
    method: request.method,
    headers: request.headers,
    body: request.body,
    connections,
    duration: seconds,
  });
  if (result.non2xx || result.errors)
    throw new Error(`${request.path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { ...result, cpuPerRequest: (cpuMicros(pid) - before) / result.requests.total };
}

const dataDir = newDataDir();
const server = await startServer(dataDir, undefined, {
  NODE_ENV: 'production',
  MAIL_DISABLED: 'true',
  JWT_SECRET: 'bench-secret-'.padEnd(48, 'x'),
  PAYMENT_PROVIDER: 'sandbox',
  SEED_DEMO_DATA: 'true',
  SEED_DEMO_VIDEOS: 'false', // no transcoding beside the measurement
  // An access line per request would fill memory (startServer keeps the output); LOG_LEVEL=info measures it.
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
});
server.dataDir = dataDir;
let bare;
try {
  const { courses } = (await call(server.url, rest('/api/course/all'))).json();
  const { token, courseId } = await learner(server.url);
  const reads = [
    ['REST GET /api/course/all', rest('/api/course/all')],
    ['REST GET /api/course/:id', rest(`/api/course/${courses[0]._id}`)],
    ['GraphQL Courses (first 20)', gql('Courses', { first: 20 })],
    ['GraphQL CourseDetail', gql('CourseDetail', { id: courses[0]._id })],
    ['GraphQL GET Courses (first 20)', gqlGet('Courses', { first: 20 })],
    ['GraphQL GET CourseDetail', gqlGet('CourseDetail', { id: courses[0]._id })],
    ['signed in: GraphQL MyEnrollments', gql('MyEnrollments', {}, token)],
    ['signed in: GraphQL PlayerCourse', gql('PlayerCourse', { id: courseId }, token)],
    ['signed in: GraphQL CourseProgress', gql('CourseProgress', { courseId }, token)],
    ['signed in: GraphQL GET MyEnrollments', gqlGet('MyEnrollments', {}, token)],
    ['signed in: REST enrolled-courses', rest('/api/user/enrolled-courses', token)],
    ['REST GET /api/health (not cached)', rest('/api/health')],
  ];
  const answers = [];
  for (const [index, [, request]] of reads.entries()) {
    const { body, headers } = await call(server.url, request);
    answers.push({ path: `/${index}`, headers, body });
  }
  bare = await startBare(answers);
  console.log(
    `${seconds} s per line, ${connections} connections, autocannon in this process; both servers on this machine`,
  );
  console.log(
    '| Read | Bytes | Bare req/s | BrandCraft req/s | Ratio | p50 ms | p99 ms | Bare CPU µs/req | BrandCraft CPU µs/req | CPU ratio |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const [index, [label, request]] of reads.entries()) {
    if (!wanted(label)) continue;
    await load(server.url, request, server.pid); // warm up
    const ours = await load(server.url, request, server.pid);
    const limit = await load(bare.url, { ...request, path: `/${index}` }, bare.pid);
    const cells = [
      label,
      answers[index].body.length,
      limit.requests.average.toFixed(0),
      ours.requests.average.toFixed(0),
      `${(ours.requests.average / limit.requests.average).toFixed(2)}×`,
      ours.latency.p50,
      ours.latency.p99,
      limit.cpuPerRequest.toFixed(0),
      ours.cpuPerRequest.toFixed(0),
      `${(limit.cpuPerRequest / ours.cpuPerRequest).toFixed(2)}×`,
    ];
    console.log(`| ${cells.join(' | ')} |`);
  }
  if (wanted('uncached')) await uncached(server, courses[0]._id);
  if (wanted('bystanders')) await bystanders(server, token, courseId);
} finally {
  bare?.stop();
  await server.stop();
}

/** The embedded PostgreSQL the server started in its data folder (server/src/database/embedded-postgres.ts). */
function databaseUrl(dataDir) {
  const { password } = JSON.parse(readFileSync(`${dataDir}/postgres/credentials.json`, 'utf8'));
  const port = readFileSync(`${dataDir}/postgres/postmaster.pid`, 'utf8').split('\n')[3];
  return `postgres://postgres:${password}@127.0.0.1:${port}/app`;
}

/**
 * Issue 42's uncached one-query read: every request carries a numbered `extensions` entry (as
 * bench:scale does), so the response cache never answers and the document is parsed once; beside
 * it, a bare node:http + pg server running the same statement (bench-bare-read-server.mjs).
 */
async function uncached(server, id) {
  // One query, as a client sends it: anonymous `course(id)` with four of its columns.
  const ONE_QUERY = 'query($id: ID!) { course(id: $id) { id courseTitle coursePrice discount } }';
  const child = fork(fileURLToPath(new URL('./bench-bare-read-server.mjs', import.meta.url)), {
    env: { ...process.env, DATABASE_URL: databaseUrl(server.dataDir) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise((resolve) => child.once('message', resolve));
  let n = 0;
  const numbered = () => ({
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json' },
    setupRequest: (req) => ({
      ...req,
      body: JSON.stringify({ query: ONE_QUERY, variables: { id }, extensions: { bench: n++ } }),
    }),
  });
  const run = async (url, pid) => {
    const before = cpuMicros(pid);
    const result = await autocannon({
      url,
      connections,
      duration: seconds,
      requests: [numbered()],
    });
    if (result.non2xx || result.errors)
      throw new Error(`uncached read: ${result.non2xx} non-2xx, ${result.errors} errors`);
    return { ...result, cpuPerRequest: (cpuMicros(pid) - before) / result.requests.total };
  };
  try {
    const bareUrl = `http://127.0.0.1:${port}`;
    const [mine, theirs] = await Promise.all(
      [server.url, bareUrl].map((url) =>
        fetch(`${url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: ONE_QUERY, variables: { id } }),
        }).then((r) => r.json()),
      ),
    );
    if (JSON.stringify(mine) !== JSON.stringify(theirs))
      throw new Error(`the anchor answers differently: ${JSON.stringify([mine, theirs])}`);
    await run(server.url, server.pid); // warm up
    const ours = await run(server.url, server.pid);
    const limit = await run(bareUrl, child.pid);
    console.log(
      '\n| Uncached, one statement | Bare node:http + pg req/s | BrandCraft req/s | Ratio | p99 ms | Bare CPU µs/req | BrandCraft CPU µs/req |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    const cells = [
      'GraphQL course(id), anonymous',
      limit.requests.average.toFixed(0),
      ours.requests.average.toFixed(0),
      `${(ours.requests.average / limit.requests.average).toFixed(2)}×`,
      ours.latency.p99,
      limit.cpuPerRequest.toFixed(0),
      ours.cpuPerRequest.toFixed(0),
    ];
    console.log(`| ${cells.join(' | ')} |`);
  } finally {
    child.kill();
  }
}

/**
 * Issue 42's "no bystander flush": the anonymous catalog reads, quiet and then while one learner
 * who rated a course renames themselves through `PUT /api/auth/profile` back to back. Their edits
 * must not drop the catalog's cached answers (docs/performance.md).
 */
async function bystanders(server, token, courseId) {
  const rated = await fetch(`${server.url}/api/user/add-rating`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ courseId, rating: 5 }),
  }).then((r) => r.json());
  if (!rated.success) throw new Error(`rating: ${JSON.stringify(rated)}`);
  console.log(
    '\n| Anonymous reads, while … | REST /api/course/all req/s | GraphQL Courses req/s | Profile edits |',
  );
  console.log('|---|---:|---:|---:|');
  for (const editing of [false, true]) {
    let edits = 0;
    let stop = false;
    const editor = (async () => {
      while (editing && !stop) {
        const res = await fetch(`${server.url}/api/auth/profile`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ name: `Bench Learner ${edits}` }),
        });
        if (!res.ok) throw new Error(`profile edit: HTTP ${res.status}`);
        await res.arrayBuffer();
        edits += 1;
      }
    })();
    const restReads = await load(server.url, rest('/api/course/all'), server.pid);
    const gqlReads = await load(server.url, gql('Courses', { first: 20 }), server.pid);
    stop = true;
    await editor;
    const label = editing ? 'a learner who rated edits their profile' : 'quiet';
    console.log(
      `| ${label} | ${restReads.requests.average.toFixed(0)} | ${gqlReads.requests.average.toFixed(0)} | ${edits} |`,
    );
  }
}
