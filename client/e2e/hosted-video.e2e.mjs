// Hosted video in real Chromium, H.264 in HLS through hls.js (Media Source Extensions): a learner
// plays a demo lecture (transcoded before the run, see run.mjs), switches the captions to Hindi
// (the cue on screen and the transcript), comes back to the second they left, and picks the
// data-saver quality, at 1280 and 390 px wide. An educator uploads a clip made here with ffmpeg
// through the lecture form (tus, with its progress bar) and sees it processing, then ready,
// without reloading.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { promisify } from 'node:util';
import {
  assertNoHorizontalScroll,
  courseId,
  DEMO_VIDEO_LECTURES,
  gql,
  login,
  newPage,
  register,
  screenshot,
  SEEDED,
  serverAndBrowser,
  signIn,
} from './support.mjs';

const run = serverAndBrowser();
const [FIRST] = DEMO_VIDEO_LECTURES; // the free course's first lecture
/** Its second Hindi cue (server/src/seed/demo-video-lectures.ts), from 0:05 to 0:09.5. */
const HINDI_CUE = 'फ़ीड तय करती है कि आपकी पोस्ट कौन देखेगा। इनबॉक्स नहीं।';
const work = mkdtempSync(path.join(os.tmpdir(), 'hosted-video-e2e-'));
after(() => rmSync(work, { recursive: true, force: true }));

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

/** The learner's resume point, as the server holds it. */
async function resumeSeconds(id, token) {
  const data = await gql(
    run.server.url,
    'query($id: ID!) { courseProgress(courseId: $id) { resume { lectureTitle positionSeconds } } }',
    { id },
    { token },
  );
  return data.courseProgress.resume;
}

/** Waits until the player's <video> is at least `seconds` in and still going. */
const playedTo = (page, seconds) =>
  page.waitForFunction(
    (s) => {
      const video = document.querySelector('[data-testid="hosted-player"] video');
      return video && !video.paused && video.currentTime >= s;
    },
    seconds,
    { timeout: 30_000 },
  );

const currentTime = (page) =>
  page.evaluate(() => document.querySelector('[data-testid="hosted-player"] video').currentTime);

/** Chooses `option` in the player's menu whose button's name starts with `menu`. */
async function choose(page, menu, option) {
  await page
    .getByTestId('hosted-player')
    .getByRole('button', { name: new RegExp(`^${menu}: `) })
    .click();
  await page.getByRole('menuitemradio', { name: option }).click();
}

for (const viewport of VIEWPORTS) {
  test(`${viewport.name}: a demo hosted lecture plays, in Hindi captions, resumes where it was left, and plays on data saver`, async () => {
    const { page, errors, external } = await newPage(run.browser, viewport);
    const requests = [];
    page.on('request', (req) => requests.push(new URL(req.url()).pathname));
    const { token } = await register(run.server, `Watching ${viewport.name}`);
    const id = await courseId(run.server, FIRST.course);
    await gql(
      run.server.url,
      'mutation($id: ID!) { purchaseCourse(courseId: $id) { __typename } }',
      { id },
      { token },
    );
    await signIn(page, run.server, token);
    await page.goto(`${run.server.url}/player/${id}`);
    await page.getByRole('heading', { level: 2, name: FIRST.lecture }).waitFor();
    const player = page.getByTestId('hosted-player');

    // It plays: the encrypted segments are decrypted with the key, so the picture moves on.
    await player.getByRole('button', { name: 'Play', exact: true }).click();
    await playedTo(page, 2);
    assert.ok(
      requests.some((p) => /^\/api\/videos\/[0-9a-f-]{36}\/key$/.test(p)),
      'the key was fetched',
    );

    // Hindi captions: the cue on screen, and the transcript lists the Hindi lines.
    await choose(page, 'Captions', 'हिन्दी');
    await page.waitForFunction(
      () => {
        const video = document.querySelector('[data-testid="hosted-player"] video');
        const track = [...video.textTracks].find((t) => t.language === 'hi');
        const cue = track?.mode === 'showing' ? track.activeCues?.[0] : undefined;
        return cue && /[\u0900-\u097F]/.test(cue.text);
      },
      undefined,
      { timeout: 15_000 },
    );
    await page.getByRole('button', { name: 'Transcript (हिन्दी)' }).click();
    const transcript = page.getByRole('list', { name: 'Transcript' });
    await transcript.getByRole('button', { name: `0:05: ${HINDI_CUE}` }).waitFor();
    if (viewport.name === 'phone') await assertNoHorizontalScroll(page, 'the hosted player');
    await screenshot(page, `hosted-video-hindi-${viewport.name}`);

    // Paused, the position is saved; opened again, the lecture starts there, in Hindi still.
    await player.getByRole('button', { name: 'Pause', exact: true }).click();
    const left = Math.floor(await currentTime(page));
    assert.ok(left >= 3, `played to ${left} s`);
    const deadline = Date.now() + 10_000;
    while ((await resumeSeconds(id, token))?.positionSeconds !== left) {
      assert.ok(Date.now() < deadline, 'the position was saved');
      await new Promise((r) => setTimeout(r, 200));
    }
    await page.reload();
    await page.getByRole('heading', { level: 2, name: FIRST.lecture }).waitFor();
    await page.waitForFunction(
      (s) => {
        const video = document.querySelector('[data-testid="hosted-player"] video');
        return video && video.readyState >= 1 && Math.abs(video.currentTime - s) < 1.5;
      },
      left,
      { timeout: 15_000 },
    );
    await player.getByRole('button', { name: 'Captions: हिन्दी' }).waitFor();
    await player.getByRole('button', { name: 'Play', exact: true }).click();
    await playedTo(page, left + 1);

    // Data saver: the audio-only rendition, from the second it was at.
    const before = await currentTime(page);
    await choose(page, 'Quality', 'Audio only (data saver)');
    await player.getByText(/^Audio only: Data saver is on/).waitFor();
    await playedTo(page, before + 1);
    assert.ok(
      requests.some((p) => /\/audio\/index\.m3u8$/.test(p)),
      'the audio-only playlist was loaded',
    );
    await screenshot(page, `hosted-video-data-saver-${viewport.name}`);

    assert.deepEqual(errors, []);
    assert.deepEqual(external, []);
    await page.context().close();
  });
}

test('an educator uploads a clip through the lecture form and sees it processing, then ready, without reloading', async () => {
  const clip = path.join(work, 'lesson-clip.mp4');
  await promisify(execFile)('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc=duration=20:size=640x360:rate=25'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=660:sample_rate=44100:duration=20'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
    ...['-shortest', clip],
  ]);
  const { page, errors } = await newPage(run.browser);
  const token = await login(run.server, SEEDED.sana);
  await signIn(page, run.server, token);
  const course = 'Google Analytics 4 for Marketers';
  const lecture = 'Installing GA4 with Tag Manager';
  await page.goto(`${run.server.url}/educator/edit-course/${await courseId(run.server, course)}`);
  await page.getByRole('button', { name: `Edit lecture ${lecture}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Lecture' });
  await dialog.getByText('Upload a video').click();

  // A slow uplink, so the bar is seen moving (a phone's upload speed, about 2 Mbit/s).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 50,
    downloadThroughput: -1,
    uploadThroughput: 250_000,
  });
  await dialog.getByLabel('Video file').setInputFiles(clip);
  const bar = dialog.getByRole('progressbar', { name: 'Uploading lesson-clip.mp4' });
  await bar.waitFor();
  await screenshot(page, 'hosted-video-uploading');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const status = dialog.getByRole('status').filter({ hasText: /^(Processing: \d+%|Ready · )/ });
  await status.filter({ hasText: /^Processing: \d+%$/ }).waitFor({ timeout: 60_000 });
  await status.filter({ hasText: /^Ready · 0:(19|20)$/ }).waitFor({ timeout: 180_000 });
  // Never upscaled: a 360p source gets no 720p.
  const qualities = await dialog.getByText(/^Qualities: /).textContent();
  assert.deepEqual(qualities.slice('Qualities: '.length).split(', ').sort(), [
    '240p',
    '360p',
    'audio',
  ]);
  await screenshot(page, 'hosted-video-ready');
  assert.deepEqual(errors, []);
});
