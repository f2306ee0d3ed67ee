// Browser-test plumbing: the production server on embedded PostgreSQL, and Debian's Chromium.
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import { freePort } from '../../scripts/free-port.mjs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, afterEach, before } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * A fresh DATA_DIR; traversable, since embedded PostgreSQL runs as its own user when we are root.
 * With `seeded`, a copy of E2E_SEEDED_DATA_DIR when run.mjs made one: a stopped server's folder,
 * migrated and seeded, so a file does not wait for initdb, migrations and the demo seed again.
 * `cp -a` keeps the owner and modes PostgreSQL insists on.
 */
export function newDataDir({ seeded = false } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brandcraft-e2e-'));
  fs.chmodSync(dir, 0o755);
  const template = process.env.E2E_SEEDED_DATA_DIR;
  if (seeded && template) execFileSync('cp', ['-a', `${template}/.`, dir]);
  return dir;
}

/**
 * Starts `server/dist/server/src/main.js` (what `npm start` runs) with its own data folder;
 * resolves once healthy. `env` adds or overrides settings (e.g. CLIENT_ORIGINS).
 */
export async function startServer(dataDir, port, env = {}) {
  port ??= await freePort();
  const child = spawn(process.execPath, ['server/dist/server/src/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      JWT_SECRET: '',
      NODE_ENV: 'development',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  // Generous: the other test lanes share the machine's two cores.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not healthy after 120 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    port,
    pid: child.pid,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** How every journey starts Debian's Chromium: headless, with no traffic of its own. */
export const chromiumOptions = () => ({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-quic',
    '--disable-sync',
  ],
});

/** Headless Debian Chromium; every request that leaves localhost is recorded (the product must work offline). */
export async function launchBrowser() {
  return chromium.launch(chromiumOptions());
}

/** sessionStorage key of client/src/components/firstLoadSplash.ts: the session has seen the splash. */
const FIRST_LOAD_SEEN_KEY = 'brandcraft.firstLoadSeen';

/**
 * Journeys start after the 3-second first-load splash, as in a session that has seen it:
 * first-view.e2e.mjs tests the splash itself (`splash: true`).
 */
export async function skipSplash(context) {
  await context.addInitScript((key) => sessionStorage.setItem(key, '1'), FIRST_LOAD_SEEN_KEY);
}

/**
 * A page that records uncaught page errors, requests to other hosts, and Content-Security-Policy
 * violations (`csp`, also counted in `errors`). The splash is skipped unless `splash` is set.
 * Journeys prefer reduced motion, as some users do: the landing hero's endless floating particles
 * kept software compositing busy (0.4 of a core per open landing page) on CI's two cores. The first
 * view's tests pass `splash`, and see the motion every visitor sees. `mobile` makes the page a
 * phone's: touch, and laid out by its meta viewport.
 */
export async function newPage(
  browser,
  viewport = { width: 1280, height: 800 },
  { splash, mobile } = {},
) {
  const context = await browser.newContext({
    viewport,
    reducedMotion: splash ? 'no-preference' : 'reduce',
    ...(mobile && { isMobile: true, hasTouch: true }),
  });
  if (!splash) await skipSplash(context);
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(
        `Content Security Policy violation: ${e.effectiveDirective} blocked ${e.blockedURI}`,
      ),
    ),
  );
  const page = await context.newPage();
  const external = [];
  const errors = [];
  const csp = [];
  page.on('request', (req) => {
    const { protocol, hostname } = new URL(req.url());
    const network = ['http:', 'https:', 'ws:', 'wss:'].includes(protocol);
    if (network && !['127.0.0.1', 'localhost'].includes(hostname)) external.push(req.url());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error' || !message.text().includes('Content Security Policy')) return;
    csp.push(message.text());
    errors.push(message.text());
  });
  return { page, context, external, errors, csp };
}

/** Registers through the REST API and returns the session; `signIn` puts its token where the client keeps it. */
export async function register(server, name) {
  const res = await fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      email: `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.com`,
      password: 'Str0ng!pass',
    }),
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Seeded accounts (server/src/seed/demo-data.ts; listed in the README). */
export const SEEDED = {
  student: { email: 'student@brandcraft.dev', password: 'Student@123' },
  sana: { email: 'sana@brandcraft.dev', password: 'Educator@123' },
  admin: { email: 'admin@brandcraft.dev', password: 'Admin@12345' },
};

/**
 * The demo lectures that play a hosted video (server/src/seed/demo-video-lectures.ts), each with
 * English and Hindi captions.
 */
export const DEMO_VIDEO_LECTURES = [
  { course: 'Newsletter Growth Playbook', lecture: 'Why a newsletter beats an algorithm' },
  { course: 'Newsletter Growth Playbook', lecture: 'Picking a format and a schedule' },
  { course: 'Google Analytics 4 for Marketers', lecture: 'GA4 concepts: events and parameters' },
];

/**
 * Waits (as the seeded admin, who sees a lecture's latest upload) until every demo video is
 * transcoded and captioned, so no browser test shares the machine's cores with ffmpeg. Throws at
 * once on a failed transcode, and after `timeoutMs` with what it last saw.
 */
export async function demoVideosReady(server, timeoutMs = 600_000) {
  const token = await login(server, SEEDED.admin);
  const query = `query($id: ID!) { course(id: $id) { courseContent { chapterContent {
    lectureTitle video { status failureReason captions { language } } } } } }`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const seen = [];
    for (const { course, lecture } of DEMO_VIDEO_LECTURES) {
      const data = await gql(server.url, query, { id: await courseId(server, course) }, { token });
      const found = data.course.courseContent
        .flatMap((chapter) => chapter.chapterContent)
        .find((l) => l.lectureTitle === lecture);
      const video = found?.video;
      if (video?.status === 'FAILED')
        throw new Error(`demo video of "${lecture}" failed: ${video.failureReason}`);
      const languages = (video?.captions ?? []).map((c) => c.language).sort();
      seen.push({ lecture, status: video?.status ?? 'none', captions: languages.join('+') });
    }
    if (seen.every((v) => v.status === 'READY' && v.captions === 'en+hi')) return;
    if (Date.now() > deadline)
      throw new Error(`demo videos not ready after ${timeoutMs} ms: ${JSON.stringify(seen)}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** Signs an existing account in through the REST API and returns its session token. */
export async function login(server, { email, password }) {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return (await res.json()).token;
}

/**
 * POSTs a GraphQL operation to `${baseUrl}/graphql` as JSON (a content type Apollo's CSRF
 * prevention lets through) and returns its `data`; an answer other than HTTP 200, or one with
 * `errors`, throws with their messages. `token` signs the request in; `wholeBody` returns the whole
 * parsed answer instead, whatever its status, for callers that look at `errors` themselves.
 */
export async function gql(baseUrl, query, variables, { token, wholeBody = false } = {}) {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (wholeBody) return body;
  if (res.status !== 200 || body.errors) {
    const messages = (body.errors ?? []).map((e) => e.message).join('; ');
    throw new Error(`GraphQL answered ${res.status}: ${messages || JSON.stringify(body)}`);
  }
  return body.data;
}

export async function signIn(page, server, token) {
  await page.goto(server.url);
  await page.evaluate((t) => localStorage.setItem('token', t), token);
}

/** The id of a seeded course, by exact title. */
export async function courseId(server, title) {
  const res = await fetch(`${server.url}/api/course/all`);
  const { courses } = await res.json();
  const course = courses.find((c) => c.courseTitle === title);
  if (!course) throw new Error(`no course titled ${title}`);
  return course._id;
}

/**
 * Through GraphQL as the learner of `token`: enrols in the free course `id` and completes every
 * lecture, which issues the certificate; returns its id.
 */
export async function finishCourse(server, token, id) {
  const opts = { token };
  await gql(
    server.url,
    'mutation($id: ID!) { purchaseCourse(courseId: $id) { __typename } }',
    { id },
    opts,
  );
  const { course } = await gql(
    server.url,
    'query($id: ID!) { course(id: $id) { courseContent { chapterContent { lectureId } } } }',
    { id },
    opts,
  );
  let certificate = null;
  for (const chapter of course.courseContent)
    for (const { lectureId } of chapter.chapterContent) {
      const done = await gql(
        server.url,
        `mutation($id: ID!, $lectureId: ID!) {
          completeLecture(courseId: $id, lectureId: $lectureId) { certificate { id } } }`,
        { id, lectureId },
        opts,
      );
      certificate = done.completeLecture.certificate ?? certificate;
    }
  if (!certificate) throw new Error('the last lecture issued no certificate');
  return certificate.id;
}

/**
 * One production server and one browser for the tests of a file: `run.server`, `run.browser`, and
 * the server's data folder `run.dataDir` (to look into, or to restart the server on). `env` adds
 * server settings: an object, or a function (async if need be) that returns them, called first in
 * the `before` hook, for settings that name something it starts (another server's address).
 * The server starts on a copy of the seeded data folder, or on a new one with `fresh` (for settings
 * that change what the demo seed writes, such as a bucket for thumbnails).
 * `ready(run)`, if given, runs once both are up, in the same hook: Node 20 starts a file's
 * top-level `before` hooks together, so another hook would not wait for them.
 */
export function serverAndBrowser(env = {}, { ready, fresh = false } = {}) {
  const run = {};
  before(async () => {
    const settings = typeof env === 'function' ? await env() : env;
    run.dataDir = newDataDir({ seeded: !fresh });
    // A fresh folder's demo seed would transcode its demo videos during the file's tests.
    const videos = fresh ? { SEED_DEMO_VIDEOS: 'false' } : {};
    run.server = await startServer(run.dataDir, undefined, { ...videos, ...settings });
    run.browser = await launchBrowser();
    await ready?.(run);
  });
  // A page a test left open would go on rendering through the file's later tests.
  afterEach(async () => {
    await Promise.all(run.browser?.contexts().map((context) => context.close()) ?? []);
  });
  after(async () => {
    await run.browser?.close();
    await run.server?.stop();
  });
  return run;
}

/** E2E_SCREENSHOT_DIR=/some/dir saves what each step looked like, to look at. */
export async function screenshot(page, name) {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/** Waits until `popup` has opened and its opening animation has run out (a click during it can be lost). */
export async function opened(popup) {
  await popup.waitFor();
  await popup.evaluate((el) =>
    Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined))),
  );
}

/** Nothing sticks out sideways (a phone would scroll horizontally). */
export async function assertNoHorizontalScroll(page, where) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  assert.ok(scroll <= width, `${where}: ${scroll} px wide in a ${width} px window`);
}

/**
 * The stand-in for https://www.youtube.com/iframe_api (YouTube is out of reach here): it records
 * every player in window.__yt.players (video id, start, autoplay, seeks), answers getCurrentTime
 * from window.__yt.time, and `window.__yt.current.fire(state)` plays (1), pauses (2) or ends (0).
 */
const FAKE_IFRAME_API = `
(() => {
  const yt = (window.__yt = { time: 0, players: [], current: null });
  class Player {
    constructor(element, options) {
      this.options = options;
      this.iframe = document.createElement('iframe');
      element.replaceWith(this.iframe);
      this.record = {
        videoId: options.videoId,
        start: options.playerVars?.start ?? null,
        autoplay: options.playerVars?.autoplay === 1,
        seeks: [],
        destroyed: false,
      };
      yt.players.push(this.record);
      yt.current = this;
      setTimeout(() => options.events?.onReady?.({ target: this }), 0);
    }
    getIframe() { return this.iframe; }
    getCurrentTime() { return yt.time; }
    seekTo(seconds) { this.record.seeks.push(seconds); yt.time = seconds; }
    loadVideoById(id) { this.record.videoId = id; }
    destroy() { this.record.destroyed = true; if (yt.current === this) yt.current = null; }
    fire(state) { this.options.events?.onStateChange?.({ target: this, data: state }); }
  }
  window.YT = { Player, PlayerState: { ENDED: 0, PLAYING: 1, PAUSED: 2 } };
  window.onYouTubeIframeAPIReady?.();
})();
`;

/** Serves FAKE_IFRAME_API at YouTube's address for this page. */
export async function fakeYouTube(page) {
  await page.route('https://www.youtube.com/iframe_api', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: FAKE_IFRAME_API }),
  );
}
