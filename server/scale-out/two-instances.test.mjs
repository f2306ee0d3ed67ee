// Two instances of the built server on one PostgreSQL with an S3 stand-in, booted at the same
// moment on an empty database. Each has a data folder of its own, so any state an instance kept
// to itself (files, counters, cached answers, secrets) would show up as a failure here.
import assert from 'node:assert/strict';
import sharp from 'sharp';
import * as net from 'node:net';
import { after, before, test } from 'node:test';
import { WebSocket } from 'ws';
import {
  addCourse,
  json,
  send,
  sharedEnv,
  sql,
  startInstance,
  startPostgres,
  startS3,
} from './support.mjs';

let postgres;
let s3;
let a;
let b;
const password = 'Str0ng!pass';

before(async () => {
  postgres = await startPostgres();
  s3 = await startS3();
  const env = { ...sharedEnv(), ...s3.env, DATABASE_URL: postgres.url };
  [a, b] = await Promise.all([startInstance('A', env), startInstance('B', env)]);
});

after(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await s3?.stop();
  await postgres?.stop();
});

const email = (name) => `${name}.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;

async function register(instance, name) {
  const res = await json(instance.url, 'POST', '/api/auth/register', {
    name,
    email: email(name.toLowerCase()),
    password,
  });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body;
}

test('booting together on an empty database: every migration applied once, the demo seeded once', async () => {
  const applied = await sql(
    postgres.url,
    'SELECT name, count(*)::int AS n FROM migrations GROUP BY name',
  );
  assert.ok(applied.length >= 8, `migrations applied: ${applied.length}`);
  assert.deepEqual(
    applied.filter((m) => m.n !== 1),
    [],
  );
  // Without the boot lock one of them fails its first try (a duplicate catalog row) and retries.
  for (const instance of [a, b])
    assert.doesNotMatch(instance.output(), /Retrying|duplicate key/, instance.name);
  const [{ accounts }] = await sql(
    postgres.url,
    `SELECT count(*)::int AS accounts FROM users WHERE email LIKE '%@brandcraft.dev'`,
  );
  const catalog = await json(b.url, 'GET', '/api/course/all');
  const [{ courses }] = await sql(postgres.url, 'SELECT count(*)::int AS courses FROM courses');
  assert.equal(catalog.body.courses.length, courses);
  assert.ok(courses > 0 && accounts > 0);
  // The seed's thumbnails are in the bucket, so every instance's answers point at loadable images.
  const thumbnail = catalog.body.courses[0].courseThumbnail;
  assert.ok(thumbnail.startsWith(`${s3.publicUrl}/`), thumbnail);
  assert.equal((await fetch(thumbnail)).status, 200);
});

test('a course created with its thumbnail on A is listed on B in the next read, its thumbnail loading', async () => {
  const before = await json(b.url, 'GET', '/api/course/all'); // B has the list cached now
  const teacher = await register(a, 'Asha');
  const role = await json(a.url, 'GET', '/api/educator/update-role', undefined, teacher.token);
  assert.equal(role.status, 200, JSON.stringify(role.body));
  const title = `Scaling Personal Brands ${Date.now()}`;
  const added = await addCourse(a.url, teacher.token, {
    courseTitle: title,
    courseDescription: '<p>One catalog, many servers.</p>',
    coursePrice: 0,
    discount: 0,
    courseContent: [
      {
        chapterTitle: 'Start',
        chapterContent: [
          {
            lectureTitle: 'Hello',
            lectureDuration: 5,
            lectureUrl: 'https://youtu.be/aaaaaaaaaaa',
            isPreviewFree: true,
          },
        ],
      },
    ],
  });
  assert.deepEqual([added.status, added.body.success], [200, true], JSON.stringify(added.body));

  const after = await json(b.url, 'GET', '/api/course/all');
  assert.equal(after.body.courses.length, before.body.courses.length + 1);
  const listed = after.body.courses.find((c) => c.courseTitle === title);
  assert.ok(listed, 'the new course is in B’s very next answer');
  assert.ok(listed.courseThumbnail.startsWith(`${s3.publicUrl}/`), listed.courseThumbnail);
  const image = await fetch(listed.courseThumbnail);
  assert.equal(image.status, 200);
  assert.equal(image.headers.get('content-type'), 'image/jpeg');
  const decoded = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
  assert.deepEqual([decoded.format, decoded.width, decoded.height], ['jpeg', 640, 360]);

  const gql = await json(b.url, 'POST', '/graphql', {
    query: 'query($id: ID!) { course(id: $id) { courseTitle courseThumbnail } }',
    variables: { id: listed._id },
  });
  assert.deepEqual(gql.body.data.course, {
    courseTitle: title,
    courseThumbnail: listed.courseThumbnail,
  });
});

test('a token issued by A works on B, and after a password change on A it fails on B', async () => {
  const learner = await register(a, 'Ravi');
  const onB = await json(b.url, 'GET', '/api/user/data', undefined, learner.token);
  assert.equal(onB.status, 200);
  assert.equal(onB.body.user.name, 'Ravi');

  const changed = await json(
    a.url,
    'PUT',
    '/api/auth/change-password',
    { currentPassword: password, newPassword: 'Even$tronger1' },
    learner.token,
  );
  assert.equal(changed.status, 200, JSON.stringify(changed.body));
  const old = await json(b.url, 'GET', '/api/user/data', undefined, learner.token);
  assert.equal(old.status, 401);
  const fresh = await json(b.url, 'GET', '/api/user/data', undefined, changed.body.token);
  assert.equal(fresh.status, 200);
});

test('failed sign-ins spread over A and B meet one limit', async () => {
  const target = await register(b, 'Meena');
  const attempt = (instance) =>
    json(instance.url, 'POST', '/api/auth/login', {
      email: target.user.email,
      password: 'wrong-password',
    });
  // Five failures are answered (docs/rate-limits.md, "Sign-in limits"); the sixth waits, wherever
  // it lands.
  for (const instance of [a, b, a, b, a]) assert.equal((await attempt(instance)).status, 401);
  const sixth = await attempt(b);
  assert.equal(sixth.status, 429, JSON.stringify(sixth.body));
  assert.ok(Number(sixth.headers['retry-after']) > 0);
  assert.equal((await attempt(a)).status, 429);
});

test('each instance logs JSON lines with the request id it was given, and counts the request in /metrics', async () => {
  const id = `balancer-${Date.now()}`;
  for (const instance of [a, b]) {
    const res = await send(instance.url, {
      path: '/api/course/all',
      headers: { 'x-request-id': `${id}-${instance.name}` },
    });
    assert.equal(res.headers['x-request-id'], `${id}-${instance.name}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const lines = instance
      .output()
      .split('\n')
      .filter((line) => line.includes(`"${id}-${instance.name}"`))
      .map((line) => JSON.parse(line));
    assert.equal(lines.length, 1, instance.output().slice(-1000));
    assert.deepEqual(
      { route: lines[0].route, status: lines[0].status, msg: lines[0].msg },
      { route: '/api/course/all', status: 200, msg: 'request completed' },
    );
    const metrics = (await send(instance.url, { path: '/metrics' })).body.toString();
    const counted = metrics
      .split('\n')
      .find(
        (line) =>
          line.startsWith('http_requests_total{') &&
          line.includes('route="/api/course/all"') &&
          line.includes('status="200"'),
      );
    assert.ok(Number(counted?.split(' ').pop()) >= 1, counted);
    assert.match(metrics, /^response_cache_hits_total \d+/m);
    assert.match(metrics, /^db_pool_connections_total [1-9]/m);
  }
});

/** The next message of `type` on a room socket, within 10 s. */
function nextMessage(ws, type) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${type} message`)), 10_000);
    ws.on('message', function listener(data) {
      const message = JSON.parse(data.toString('utf8'));
      if (message.type !== type) return;
      clearTimeout(timer);
      ws.off('message', listener);
      resolve(message);
    });
  });
}

test('the two people of a call room on different instances reach each other', async () => {
  const mentor = await register(a, 'Mona');
  const learner = await register(b, 'Lena');
  await sql(
    postgres.url,
    `INSERT INTO mentor_profiles (user_id, headline, time_zone) VALUES ($1, 'Mentor', 'Asia/Kolkata')`,
    [mentor.user._id],
  );
  const [type] = await sql(
    postgres.url,
    `INSERT INTO session_types (mentor_id, title, duration_minutes, price_paise, cancellation_policy)
     VALUES ($1, 'Call', 30, 0, 'Any time.') RETURNING id`,
    [mentor.user._id],
  );
  // Started a minute ago: the room is open.
  const [booking] = await sql(
    postgres.url,
    `INSERT INTO bookings (session_type_id, mentor_id, learner_id, starts_at, ends_at, blocked_from,
       blocked_until, status, price_paise, learner_time_zone)
     SELECT $1, $2, $3, s, s + interval '30 minutes', s, s + interval '30 minutes', 'confirmed', 0, 'Asia/Kolkata'
     FROM (SELECT now() - interval '1 minute' AS s) t RETURNING id`,
    [type.id, mentor.user._id, learner.user._id],
  );
  const open = async (instance, token) => {
    const ws = new WebSocket(
      `${instance.url.replace(/^http/, 'ws')}/api/sessions/signal?booking=${booking.id}`,
      ['brandcraft.signal', `bearer.${token}`],
    );
    const ready = nextMessage(ws, 'ready');
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    await ready;
    return ws;
  };
  const onA = await open(a, mentor.token);
  const joined = nextMessage(onA, 'peer');
  const onB = await open(b, learner.token);
  assert.equal((await joined).state, 'joined');
  const offer = { type: 'description', description: { type: 'offer', sdp: 'v=0\r\n' } };
  const received = nextMessage(onA, 'description');
  onB.send(JSON.stringify(offer));
  assert.deepEqual(await received, offer);
  const chat = nextMessage(onB, 'chat');
  onA.send(JSON.stringify({ type: 'chat', text: 'Hello from A' }));
  assert.equal((await chat).text, 'Hello from A');
  const left = nextMessage(onA, 'peer');
  onB.close();
  assert.equal((await left).state, 'left');
  onA.close();
});

test('SIGTERM to A under a steady load loses no request A had accepted', async () => {
  const reader = await register(b, 'Kiran');
  const requests = [
    { path: '/api/course/all' },
    { path: '/api/user/data', headers: { authorization: `Bearer ${reader.token}` } },
    {
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ courses(first: 5) { totalCount nodes { id } } }' }),
    },
  ];
  // The load balancer: round robin over the instances its health check finds ready (every 100 ms).
  const tally = { a: 0, b: 0, afterSignal: 0, lost: [] };
  const ready = new Set([a, b]);
  let running = true;
  let signalled = false;
  // What A answers just after its readiness failed (it is draining then, for sure): a balancer
  // that has not noticed yet still sends it requests.
  let lateAnswer;
  const healthCheck = (async () => {
    while (running) {
      const res = await send(a.url, { path: '/api/health/ready' });
      if (res.status !== 200 && ready.delete(a)) lateAnswer = await send(a.url, requests[0]);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const worker = async (w) => {
    for (let i = w; running; i += 1) {
      const request = requests[i % requests.length];
      const target = ready.has(a) && i % 2 === 0 ? a : b;
      const res = await send(target.url, request);
      if (res.status === 200) {
        tally[target === a ? 'a' : 'b'] += 1;
        if (signalled && target === a) tally.afterSignal += 1;
      } else tally.lost.push(`${target.name} ${request.path}: ${res.status ?? res.error}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };
  const workers = Array.from({ length: 6 }, (_, w) => worker(w));

  // A request whose body is still arriving when the signal comes: accepted, in flight.
  const slow = net.connect(a.port, '127.0.0.1');
  await new Promise((resolve) => slow.once('connect', resolve));
  const query = requests[2].body;
  slow.write(
    `POST /graphql HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(query)}\r\n\r\n${query.slice(0, 5)}`,
  );
  let slowAnswer = '';
  slow.on('data', (chunk) => (slowAnswer += chunk));
  const slowDone = new Promise((resolve) => slow.on('close', resolve));

  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const answeredByA = tally.a;
  a.signal('SIGTERM');
  signalled = true;
  await new Promise((resolve) => setTimeout(resolve, 300));
  slow.write(query.slice(5));
  const exitCode = await a.exited;
  running = false;
  await Promise.all([...workers, healthCheck]);
  await slowDone;

  assert.deepEqual(tally.lost, []);
  assert.equal(exitCode, 0, a.output().slice(-2000));
  assert.match(slowAnswer, /^HTTP\/1\.1 200 /);
  assert.match(slowAnswer, /"totalCount"/);
  assert.ok(answeredByA > 20, `A answered ${answeredByA} requests before the signal`);
  assert.equal(
    lateAnswer?.status,
    200,
    `A went on answering until the balancer noticed (${tally.afterSignal} answers after the signal)`,
  );
  assert.equal(ready.has(a), false, 'A stopped being ready');
  assert.equal((await send(a.url, requests[0])).error, 'ECONNREFUSED');

  // B goes on alone: a write there is answered at once, not held for A's acknowledgement.
  const started = Date.now();
  const renamed = await json(b.url, 'PUT', '/api/auth/profile', { name: 'Kiran R' }, reader.token);
  assert.equal(renamed.status, 200, JSON.stringify(renamed.body));
  assert.ok(Date.now() - started < 900, `write took ${Date.now() - started} ms`);
});
