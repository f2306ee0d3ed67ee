// Installable and offline (docs/client.md, "Installable and offline"): the manifest and its icons,
// a service worker in control and Chromium's own installability check; the catalog, a course page,
// My Enrollments and a certificate reopened offline, marked as a saved copy; and a lecture marked
// complete offline in the player, sent when the connection returns and counted once.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { chromium } from 'playwright-core';
import {
  chromiumOptions,
  courseId,
  fakeYouTube,
  finishCourse,
  gql,
  newPage,
  register,
  serverAndBrowser,
  signIn,
  skipSplash,
} from './support.mjs';

const run = serverAndBrowser();
const COURSE = 'Digital Marketing Starter Kit';
const SAVED_COPY = 'You are offline: this page is a saved copy.';
const PHONE = { width: 390, height: 844 };

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (bytes) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

/** Waits until a service worker controls `page` (the first one takes the open tab over). */
const controlled = (page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 30_000,
  });

async function enrolledLearner(page, name) {
  const { token } = await register(run.server, name);
  await signIn(page, run.server, token);
  const id = await courseId(run.server, COURSE);
  await gql(
    run.server.url,
    'mutation($id: ID!) { purchaseCourse(courseId: $id) { __typename } }',
    { id },
    { token },
  );
  return { token, id };
}

async function lecturesCompleted(token, id) {
  const data = await gql(
    run.server.url,
    'query($id: ID!) { courseProgress(courseId: $id) { lecturesCompleted completedLectureIds } }',
    { id },
    { token },
  );
  return data.courseProgress;
}

test('installable: a valid manifest with PNG icons, a controlling worker, and no installability errors', async (t) => {
  // A profile of its own: Chromium never offers to install from an incognito context, which
  // browser.newContext() makes.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'brandcraft-pwa-'));
  const context = await chromium.launchPersistentContext(profile, chromiumOptions());
  t.after(async () => {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  });
  await skipSplash(context);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(run.server.url);
  assert.equal(await page.locator('meta[name="theme-color"]').getAttribute('content'), '#5b3cc4');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifestRes = await page.request.get(new URL(href, run.server.url).href);
  assert.match(manifestRes.headers()['content-type'], /^application\/manifest\+json/);
  const manifest = await manifestRes.json();
  assert.equal(manifest.name, 'BrandCraft');
  assert.equal(manifest.start_url, '/');
  assert.equal(manifest.scope, '/');
  assert.equal(manifest.display, 'standalone');
  assert.equal(manifest.theme_color, '#5b3cc4');
  for (const size of [192, 512]) {
    const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}` && !i.purpose);
    assert.ok(icon, `an icon of ${size}px`);
    const res = await page.request.get(new URL(icon.src, run.server.url).href);
    assert.equal(res.headers()['content-type'], 'image/png');
    assert.deepEqual(pngSize(await res.body()), { width: size, height: size });
  }
  assert.ok(
    manifest.icons.some((i) => i.purpose === 'maskable'),
    'a maskable icon',
  );

  await controlled(page);
  const sw = await page.request.get(`${run.server.url}/sw.js`);
  assert.equal(sw.headers()['cache-control'], 'no-cache');
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  assert.deepEqual(installabilityErrors, []);
  assert.deepEqual(errors, []);
});

for (const viewport of [undefined, PHONE]) {
  const where = viewport ? 'at 390 px' : 'on a desktop';
  test(`offline ${where}: the catalog, a course page, My Enrollments and a certificate open as a saved copy`, async () => {
    const { page, context, errors } = await newPage(run.browser, viewport);
    const { token } = await register(run.server, 'Offline Reader');
    await signIn(page, run.server, token);
    const id = await courseId(run.server, COURSE);
    const certificateId = await finishCourse(run.server, token, id);

    await page.goto(run.server.url);
    await controlled(page);
    const visits = [
      ['/course-list', () => page.getByText(COURSE).filter({ visible: true }).first()],
      [`/course/${id}`, () => page.getByRole('heading', { level: 1, name: COURSE })],
      // A table on a desktop, cards on a phone: the course's name, wherever it shows.
      ['/my-enrollments', () => page.getByText(COURSE).filter({ visible: true }).first()],
      [
        `/certificate/${certificateId}`,
        () => page.getByRole('heading', { level: 1, name: 'Certificate of Completion' }),
      ],
    ];
    for (const [path, shown] of visits) {
      await page.goto(`${run.server.url}${path}`);
      await shown().waitFor();
    }
    const banner = page.getByRole('status').filter({ hasText: SAVED_COPY });
    assert.equal(await banner.count(), 0, 'no banner online');

    await context.setOffline(true);
    for (const [path, shown] of visits) {
      await page.goto(`${run.server.url}${path}`);
      await shown().waitFor();
      await banner.waitFor();
    }
    await context.setOffline(false);
    assert.deepEqual(
      errors.filter((e) => !/Failed to fetch|NetworkError/.test(e)),
      [],
    );
  });
}

test('a lecture marked complete offline in the player is sent when back online and counted once', async () => {
  const { page, context } = await newPage(run.browser);
  await fakeYouTube(page);
  const { token, id } = await enrolledLearner(page, 'Offline Learner');
  await page.goto(`${run.server.url}/player/${id}`);
  await page.getByRole('heading', { level: 2, name: 'What digital marketing really is' }).waitFor();
  await controlled(page);

  await context.setOffline(true);
  await page.getByRole('status').filter({ hasText: SAVED_COPY }).waitFor();
  await page.getByRole('button', { name: 'Mark As Complete' }).click();
  await page.getByText('Marked complete offline.').first().waitFor();
  await page.getByText('1 of 4 lectures completed').waitFor();
  assert.equal((await lecturesCompleted(token, id)).lecturesCompleted, 0, 'not sent while offline');
  const queued = await page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('brandcraft-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('queue').objectStore('queue').get('actions');
          get.onsuccess = () => resolve(get.result.map((a) => a.key));
        };
      }),
  );
  assert.equal(queued.length, 1);

  await context.setOffline(false);
  await page.getByText('1 action you took offline was sent').first().waitFor();
  const progress = await lecturesCompleted(token, id);
  assert.equal(progress.lecturesCompleted, 1);

  // A second replay of the same key (the tab coming back online again) changes nothing.
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.reload();
  await page.getByText('1 of 4 lectures completed').waitFor();
  assert.deepEqual(await lecturesCompleted(token, id), progress);
});
