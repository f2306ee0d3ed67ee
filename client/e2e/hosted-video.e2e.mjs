// Hosted video in real Chromium, H.264 in HLS through hls.js (Media Source Extensions): a learner
// plays a demo lecture (transcoded before the run, see run.mjs), switches the captions to Hindi
// (the cue on screen and the transcript), comes back to the second they left, and picks the
// data-saver quality, at 1280 and 390 px wide.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  assertNoHorizontalScroll,
  courseId,
  DEMO_VIDEO_LECTURES,
  gql,
  newPage,
  register,
  screenshot,
  serverAndBrowser,
  signIn,
} from './support.mjs';

const run = serverAndBrowser();
const [FIRST] = DEMO_VIDEO_LECTURES; // the free course's first lecture
/** Its second Hindi cue (server/src/seed/demo-video-lectures.ts), from 0:05 to 0:09.5. */
const HINDI_CUE = 'फ़ीड तय करती है कि आपकी पोस्ट कौन देखेगा। इनबॉक्स नहीं।';

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

/** Each page's refused requests (400 and up) and those still unanswered, for a failure's message. */
const traffic = new WeakMap();

/** The player's <video> as the page sees it, for a failure's message. */
const videoState = (page) =>
  page
    .evaluate(() => {
      const video = document.querySelector('[data-testid="hosted-player"] video');
      if (!video) return 'no video';
      const buffered = [...Array(video.buffered.length).keys()].map(
        (i) => `${video.buffered.start(i).toFixed(1)}-${video.buffered.end(i).toFixed(1)}`,
      );
      return JSON.stringify({
        paused: video.paused,
        time: video.currentTime,
        readyState: video.readyState,
        networkState: video.networkState,
        error: video.error?.message ?? video.error?.code,
        buffered,
        src: video.currentSrc.slice(0, 40),
        status: document.querySelector('[data-testid="hosted-player"]')?.textContent?.slice(0, 200),
      });
    })
    .then((state) => {
      const { failed, pending } = traffic.get(page) ?? { failed: [], pending: new Map() };
      const waiting = [...pending].map(([url, at]) => `${url} for ${Date.now() - at} ms`);
      return `${state}; refused: ${JSON.stringify(failed)}; unanswered: ${JSON.stringify(waiting)}`;
    });

/** Waits until the player's <video> is at least `seconds` in and still going. */
async function playedTo(page, seconds) {
  try {
    await page.waitForFunction(
      (s) => {
        const video = document.querySelector('[data-testid="hosted-player"] video');
        return video && !video.paused && video.currentTime >= s;
      },
      seconds,
      { timeout: 30_000 },
    );
  } catch (error) {
    error.message += ` (waiting for ${seconds} s; the video: ${await videoState(page)})`;
    throw error;
  }
}

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
    traffic.set(page, { failed: [], pending: new Map() });
    const { failed, pending } = traffic.get(page);
    page.on('request', (req) => pending.set(req.url(), Date.now()));
    const answered = (req) => pending.delete(req.url());
    page.on('requestfinished', answered);
    page.on('requestfailed', (req) => {
      answered(req);
      failed.push(`${req.failure()?.errorText} ${new URL(req.url()).pathname}`);
    });
    page.on('response', (res) => {
      if (res.status() >= 400) failed.push(`${res.status()} ${new URL(res.url()).pathname}`);
    });
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
    // On a quick run the captions and transcript take under a second, so wait for a later second.
    await playedTo(page, 3);
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
