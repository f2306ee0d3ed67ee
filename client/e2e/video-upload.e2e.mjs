// Issue 38's promise in real Chromium: an educator uploads a lecture from a phone on a flaky
// connection. At 1280 and 390 px wide (a touch phone), a clip made here with ffmpeg goes up
// through the lecture form over tus: the labelled bar moves, the connection drops mid-upload, the
// form says so, and once back the upload goes on from the byte the server holds (the PATCH after
// the drop starts past 0) to processing, then ready, without reloading; then the owner adds
// English WebVTT and Hindi SubRip captions, and a malformed file is refused with the line at fault.
// On the phone, a tab reloaded mid-upload resumes when the same file is chosen again; a file past
// the length cap is refused before a byte is sent, and a text file named .mp4 once the server has
// looked at it.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { promisify } from 'node:util';
import {
  assertNoHorizontalScroll,
  courseId,
  login,
  newPage,
  screenshot,
  SEEDED,
  serverAndBrowser,
} from './support.mjs';

/** The cap of this file's server: a minute, so a file past it is quick to make. */
const MAX_SECONDS = 60;
const run = serverAndBrowser({ MAX_VIDEO_SECONDS: String(MAX_SECONDS) });
const work = mkdtempSync(path.join(os.tmpdir(), 'video-upload-e2e-'));
after(() => rmSync(work, { recursive: true, force: true }));

/** One of Sana's courses (server/src/seed/demo-data.ts); each test uploads to its own lecture. */
const COURSE = 'Instagram Marketing for Small Businesses';
/** tus-js-client's chunk (CHUNK_BYTES of videoUploadStore.ts): what one PATCH carries at most. */
const CHUNK_BYTES = 5 * 1024 * 1024;
/** Bytes a second: a phone's uplink, about 8 Mbit/s, so the bar is seen moving for seconds. */
const UPLINK = 1_000_000;

const CLIP = path.join(work, 'lecture-clip.mp4');
const LONG = path.join(work, 'long-lecture.mp4');
const ffmpeg = (...args) =>
  promisify(execFile)('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
before(async () => {
  // 8 s at 640x360, padded to a steady 12 Mbit/s (filler the transcode skips): 12 MB, three
  // chunks, so the connection can drop between the first byte and the last.
  await ffmpeg(
    ...['-f', 'lavfi', '-i', 'testsrc=duration=8:size=640x360:rate=25'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=660:sample_rate=44100:duration=8'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
    ...['-b:v', '12M', '-minrate', '12M', '-maxrate', '12M', '-bufsize', '4M'],
    ...['-x264-params', 'nal-hrd=cbr', '-c:a', 'aac', '-shortest', CLIP],
  );
  // Past the cap by ten seconds; small, since it is never sent.
  await ffmpeg(
    ...['-f', 'lavfi', '-i', `testsrc=duration=${MAX_SECONDS + 10}:size=160x90:rate=5`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', LONG],
  );
});

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, lecture: 'A profile that converts' },
  {
    name: 'phone',
    viewport: { width: 390, height: 844 },
    mobile: true,
    lecture: 'Choosing your content mix',
  },
];
const PHONE = VIEWPORTS[1];

/**
 * Every tus request the page makes, in order, with its Upload-Offset (PATCH), and those that
 * failed with why; `console` gathers the page's console errors.
 */
function watchUploads(page) {
  const sent = [];
  const failed = [];
  const console = [];
  const isTus = (req) => new URL(req.url()).pathname.startsWith('/api/video-uploads');
  page.on('request', (req) => {
    if (!isTus(req)) return;
    const offset = req.headers()['upload-offset'];
    sent.push({ method: req.method(), offset: offset === undefined ? null : Number(offset) });
  });
  page.on('requestfailed', (req) => {
    if (isTus(req)) failed.push({ method: req.method(), error: req.failure()?.errorText });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') console.push(message.text());
  });
  return { sent, failed, console };
}

/** Sana, signed in before the page's first load (no detour through the landing page). */
async function signedIn(page) {
  const token = await login(run.server, SEEDED.sana);
  await page.context().addInitScript((t) => localStorage.setItem('token', t), token);
}

/** Opens the lecture's editor as its educator, on "Upload a video"; returns the dialog. */
async function openLecture(page, lecture) {
  await page.goto(`${run.server.url}/educator/edit-course/${await courseId(run.server, COURSE)}`);
  await page.getByRole('button', { name: `Edit lecture ${lecture}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Lecture' });
  await dialog.getByText('Upload a video').click();
  return dialog;
}

/**
 * Waits until the app's service worker controls the page, as on any visit after an educator's
 * first: offline, the app's lazily loaded parts (the offline banner's) then come from its
 * precache. Before it does, going offline blanks the whole page: PwaStatus's lazy import of
 * PwaNotices fails and nothing catches it.
 */
const workerControls = (page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });

/** The network as Chromium's DevTools emulate it: `uplink` bytes a second, or none at all. */
const network = (cdp, { offline = false, uplink = -1 } = {}) =>
  cdp.send('Network.emulateNetworkConditions', {
    offline,
    latency: uplink === -1 ? 0 : 50,
    downloadThroughput: -1,
    uploadThroughput: uplink,
  });

/** The upload bar's value now. */
const barValue = (bar) => bar.getAttribute('aria-valuenow').then(Number);

/** Waits until the bar of `file` is at `percent` or past it. */
const barPast = (page, file, percent) =>
  page.waitForFunction(
    ([label, at]) =>
      Number(
        document
          .querySelector(`[role="progressbar"][aria-label="${label}"]`)
          ?.getAttribute('aria-valuenow'),
      ) >= at,
    [`Uploading ${file}`, percent],
    { timeout: 30_000 },
  );

/**
 * Waits for the server's word on the video: processing with its percentage, then ready. On an idle
 * machine the 8-second clip may be transcoded between two polls (STATUS_POLL_MS), so the form can
 * go from the upload's bar straight to ready; VideoStatus.test.tsx shows the percentage.
 */
async function processedToReady(dialog) {
  const status = dialog.getByRole('status').filter({ hasText: /^(Processing: \d+%|Ready · )/ });
  await status.waitFor({ timeout: 60_000 });
  await status.filter({ hasText: /^Ready · 0:0[78]$/ }).waitFor({ timeout: 120_000 });
}

/** The browser's own report of a request the emulated drop failed: expected, not the page's fault. */
const DROPPED = /^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/;

for (const { name, viewport, mobile, lecture } of VIEWPORTS) {
  test(`${name}: an upload survives a dropped connection, resumes from where it was, gets processed, then takes captions`, async () => {
    const { page, errors } = await newPage(run.browser, viewport, { mobile });
    const tus = watchUploads(page);
    await signedIn(page);
    const dialog = await openLecture(page, lecture);
    await workerControls(page);
    const cdp = await page.context().newCDPSession(page);
    await network(cdp, { uplink: UPLINK });

    await dialog.getByLabel('Video file').setInputFiles(CLIP);
    const file = path.basename(CLIP);
    const size = statSync(CLIP).size;
    const bar = dialog.getByRole('progressbar', { name: `Uploading ${file}` });
    await bar.waitFor();
    const first = await barValue(bar);
    await barPast(page, file, 20);
    assert.ok((await barValue(bar)) > first, 'the bar moved');
    assert.match(
      await bar.getAttribute('aria-valuetext'),
      new RegExp(`^\\d+% · [\\d.]+ MB of ${Math.round(size / 2 ** 20)} MB$`),
      'the bar says how much is sent, of how much',
    );
    await screenshot(page, `video-upload-sending-${name}`);

    // The connection drops mid-upload (Chromium lets the request on its way finish, and fails the
    // next): the form says so and waits, offering to resume by hand; the app says it is offline.
    await network(cdp, { offline: true, uplink: UPLINK });
    const lost = dialog.getByRole('status').filter({
      hasText: /^Connection lost at \d+%\. The upload continues when you are back online\.$/,
    });
    await lost.waitFor();
    await page.getByText(/^You are offline: this page is a saved copy\./).waitFor();
    const lostAt = Number(/at (\d+)%/.exec(await lost.textContent())[1]);
    assert.ok(lostAt > 0 && lostAt < 100, `lost at ${lostAt}%`);
    assert.equal(await barValue(bar), lostAt, 'the bar stays where the upload stopped');
    await dialog.getByRole('button', { name: 'Resume', exact: true }).waitFor();
    assert.ok(
      tus.failed.some((f) => f.method === 'PATCH' && f.error === 'net::ERR_INTERNET_DISCONNECTED'),
      `a PATCH was cut off by the drop: ${JSON.stringify(tus.failed)}`,
    );
    if (name === 'phone') await assertNoHorizontalScroll(page, 'the upload, offline');
    await screenshot(page, `video-upload-offline-${name}`);
    await page.waitForTimeout(1_000);
    assert.equal(await barValue(bar), lostAt, 'nothing is sent while offline');

    // Back online, the upload goes on by itself from the byte the server holds.
    const back = tus.sent.length;
    await network(cdp);
    await processedToReady(dialog);
    const resumed = tus.sent.slice(back);
    assert.equal(resumed[0]?.method, 'HEAD', `it asked where to go on: ${JSON.stringify(resumed)}`);
    const patch = resumed.find((r) => r.method === 'PATCH');
    assert.ok(patch?.offset > 0, `the PATCH after the drop starts at ${patch?.offset}`);
    assert.equal(Math.floor((patch.offset / size) * 100), lostAt, 'from where the form said');
    assert.ok(
      resumed.every((r) => r.method !== 'PATCH' || r.offset >= patch.offset),
      'nothing was sent twice',
    );
    assert.deepEqual(
      tus.sent.filter((r) => r.method === 'POST').length,
      1,
      'one upload, never started again',
    );
    // Never upscaled: a 360p source gets no 720p.
    const qualities = await dialog.getByText(/^Qualities: /).textContent();
    assert.deepEqual(qualities.slice('Qualities: '.length).split(', ').sort(), [
      '240p',
      '360p',
      'audio',
    ]);
    await screenshot(page, `video-upload-ready-${name}`);

    // Captions, from files of the educator's: English WebVTT and Hindi SubRip.
    const english = path.join(work, `captions-${name}.en.vtt`);
    writeFileSync(
      english,
      'WEBVTT\n\n00:00.500 --> 00:03.000\nWelcome to the lesson.\n\n00:03.500 --> 00:07.000\nFirst, your profile.\n',
    );
    const hindi = path.join(work, `captions-${name}.hi.srt`);
    writeFileSync(
      hindi,
      '1\n00:00:00,500 --> 00:00:03,000\nपाठ में आपका स्वागत है।\n\n2\n00:00:03,500 --> 00:00:07,000\nपहले, आपकी प्रोफ़ाइल।\n',
    );
    const broken = path.join(work, `captions-${name}.broken.vtt`);
    writeFileSync(broken, '00:00.500 --> 00:03.000\nNo header line.\n');
    const captions = dialog.getByRole('group', { name: 'Captions' });
    await captions.getByText('No English captions yet').waitFor();
    await captions.getByLabel('English captions file').setInputFiles(english);
    await captions.getByText('English captions added').waitFor();
    await captions.getByLabel('Hindi captions file').setInputFiles(hindi);
    await captions.getByText('Hindi captions added').waitFor();
    await captions.getByRole('button', { name: 'Remove Hindi captions' }).waitFor();
    // A malformed file is refused with what is wrong and where; the English captions stay.
    await captions.getByLabel('English captions file').setInputFiles(broken);
    await captions.getByText('Line 1: a WebVTT file starts with the line WEBVTT.').waitFor();
    await captions.getByText('English captions added').waitFor();
    if (name === 'phone') await assertNoHorizontalScroll(page, 'the captions editor');
    await screenshot(page, `video-upload-captions-${name}`);

    assert.deepEqual(errors, []);
    assert.deepEqual(
      tus.console.filter((text) => !DROPPED.test(text)),
      [],
      'no console errors but the drop',
    );
  });
}

test('phone: a tab reloaded mid-upload resumes when the same file is chosen again', async () => {
  const { page, errors } = await newPage(run.browser, PHONE.viewport, { mobile: true });
  const tus = watchUploads(page);
  await signedIn(page);
  const lecture = 'Hooks for the first three seconds';
  let dialog = await openLecture(page, lecture);
  const cdp = await page.context().newCDPSession(page);
  await network(cdp, { uplink: UPLINK });
  await dialog.getByLabel('Video file').setInputFiles(CLIP);
  // The server holds the first chunk: the tab is reloaded while the second is on its way.
  await page.waitForResponse(
    (res) =>
      res.request().method() === 'PATCH' && Number(res.headers()['upload-offset']) >= CHUNK_BYTES,
    { timeout: 30_000 },
  );
  // Leaving the unsaved form asks first; the educator leaves.
  page.on('dialog', (prompt) => void prompt.accept());
  await page.reload();
  await network(cdp);

  const reloaded = tus.sent.length;
  dialog = await openLecture(page, lecture);
  await dialog.getByLabel('Video file').setInputFiles(CLIP);
  await dialog
    .getByText(/^An earlier upload of lecture-clip\.mp4 did not finish \(.+\)\. Resume it/)
    .waitFor();
  await assertNoHorizontalScroll(page, 'the offer to resume');
  await screenshot(page, 'video-upload-resume-offer-phone');
  await dialog.getByRole('button', { name: 'Resume upload' }).click();
  await processedToReady(dialog);
  const after = tus.sent.slice(reloaded);
  assert.ok(!after.some((r) => r.method === 'POST'), `no new upload: ${JSON.stringify(after)}`);
  const patch = after.find((r) => r.method === 'PATCH');
  assert.ok(
    patch?.offset >= CHUNK_BYTES,
    `the first PATCH after the reload starts at ${patch?.offset}, past what the server held`,
  );
  await screenshot(page, 'video-upload-resumed-ready-phone');
  assert.deepEqual(errors, []);
  assert.deepEqual(tus.console, []);
});

test('phone: a file past the length cap is refused before a byte is sent, and a text file named .mp4 once the server looks at it', async () => {
  const { page, errors } = await newPage(run.browser, PHONE.viewport, { mobile: true });
  const tus = watchUploads(page);
  await signedIn(page);
  const dialog = await openLecture(page, 'Stories that sell');

  await dialog.getByLabel('Video file').setInputFiles(LONG);
  await dialog.getByText('This video is longer than the 1m limit.').waitFor();
  await assertNoHorizontalScroll(page, 'the refused file');
  await screenshot(page, 'video-upload-too-long-phone');
  assert.equal(await dialog.getByRole('progressbar').count(), 0);
  assert.deepEqual(tus.sent, [], 'nothing was sent');

  await dialog.getByLabel('Video file').setInputFiles({
    name: 'lecture-notes.mp4',
    mimeType: 'video/mp4',
    buffer: Buffer.from('Lecture notes: hooks, stories, insights.\n'.repeat(50)),
  });
  await dialog.getByText('This video is longer than').waitFor({ state: 'detached' });
  await dialog
    .getByRole('status')
    .filter({ hasText: 'The video could not be used: This file is not a video we can read.' })
    .waitFor({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Choose another file' }).waitFor();
  assert.equal(tus.sent.filter((r) => r.method === 'POST').length, 1);
  await assertNoHorizontalScroll(page, 'the refused text file');
  await screenshot(page, 'video-upload-not-a-video-phone');
  assert.deepEqual(errors, []);
  assert.deepEqual(tus.console, []);
});
