// A live meeting's recording becomes a lecture (issue 40), at 1280 and 390 px wide: Sana, a
// seeded educator, has a session of her free course that started a moment ago (scheduled through
// the API a few seconds ahead, then waited for). On the course's "Live sessions" page she adds the
// meeting's recording, a clip made here with ffmpeg, through the lecture upload field (tus); the
// server transcodes it with nobody touching anything more. A learner of the course then finds it
// in the player's "Live sessions" chapter, titled with the session and its date, the agenda under
// it, and it plays: the video's clock moves on.
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
  fakeYouTube,
  gql,
  login,
  newPage,
  register,
  screenshot,
  SEEDED,
  serverAndBrowser,
  signIn,
} from './support.mjs';

const FREE_COURSE = 'Digital Marketing Starter Kit';
const AGENDA = 'Hooks that stop the scroll, then your questions.';
const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 }, mobile: true },
];
/** Far enough ahead to be accepted by a loaded server, near enough to wait for. */
const LEAD_MS = 20_000;

const work = mkdtempSync(path.join(os.tmpdir(), 'live-recording-e2e-'));
after(() => rmSync(work, { recursive: true, force: true }));
const CLIP = path.join(work, 'meeting-recording.mp4');

/** Each viewport's session, by name: its title and when its meeting starts. */
const sessions = new Map();
let course;
let host;

const run = serverAndBrowser(
  {},
  {
    ready: async ({ server }) => {
      await promisify(execFile)('ffmpeg', [
        ...['-hide_banner', '-loglevel', 'error', '-y'],
        ...['-f', 'lavfi', '-i', 'testsrc=duration=6:size=640x360:rate=25'],
        ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=6'],
        ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
        CLIP,
      ]);
      host = await login(server, SEEDED.sana);
      course = await courseId(server, FREE_COURSE);
      const startsAt = new Date(Date.now() + LEAD_MS);
      for (const { name } of VIEWPORTS) {
        const title = `Recorded clinic ${name}`;
        await gql(
          server.url,
          `mutation($input: ScheduleLiveSessionInput!) { scheduleLiveSession(input: $input) { id } }`,
          {
            input: {
              courseId: course,
              title,
              agenda: AGENDA,
              startsAt: startsAt.toISOString(),
              durationMinutes: 30,
              timeZone: 'Asia/Kolkata',
              capacity: 5,
              access: 'ENROLLED',
            },
          },
          { token: host },
        );
        sessions.set(name, { title, startsAt });
      }
      // The meetings start: only then may a recording be attached.
      await new Promise((r) => setTimeout(r, Math.max(0, startsAt - Date.now() + 1_000)));
    },
  },
);

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

for (const { name, viewport, mobile } of VIEWPORTS) {
  test(`${name}: the host adds a meeting's recording, and a learner watches it as a lecture of the "Live sessions" chapter`, async () => {
    const { title } = sessions.get(name);

    // The host, on the course's "Live sessions" page.
    const hosting = await newPage(run.browser, viewport, { mobile });
    await signIn(hosting.page, run.server, host);
    await hosting.page.goto(`${run.server.url}/educator/courses/${course}/live`);
    const card = hosting.page.getByRole('article', { name: title });
    await card.getByRole('button', { name: /^Add recording of / }).click();
    const panel = card.getByRole('region', { name: /^Recording of / });
    await panel
      .getByText(/published as a lecture in the course's "Live sessions" chapter/)
      .waitFor();
    await panel.locator('input[type="file"]').setInputFiles(CLIP);
    await panel
      .getByText('Recording uploaded: learners can watch it once it is processed.')
      .waitFor({ timeout: 60_000 });
    // The server's word on the video, without reloading: processed, then ready.
    await panel
      .getByRole('status')
      .filter({ hasText: /^Ready · 0:0[56]$/ })
      .waitFor({ timeout: 180_000 });
    if (name === 'phone') await assertNoHorizontalScroll(hosting.page, 'the recording upload');
    await screenshot(hosting.page, `live-recording-host-${name}`);
    assert.deepEqual(hosting.errors, []);
    assert.deepEqual(hosting.external, []);

    // A learner of the course, later, in the player.
    const learning = await newPage(run.browser, viewport, { mobile });
    const { token } = await register(run.server, `Recording viewer ${name}`);
    await gql(
      run.server.url,
      'mutation($id: ID!) { purchaseCourse(courseId: $id) { __typename } }',
      { id: course },
      { token },
    );
    // The player opens on the course's first lecture, a YouTube link: served here, not fetched.
    await fakeYouTube(learning.page);
    await signIn(learning.page, run.server, token);
    await learning.page.goto(`${run.server.url}/player/${course}`);
    await learning.page.getByRole('button', { name: 'Live sessions' }).click();
    const lecture = new RegExp(`^${title} - \\d{1,2} \\w+ \\d{4}$`);
    await learning.page.getByRole('button', { name: new RegExp(`^Watch: ${title} - `) }).click();
    await learning.page.getByRole('heading', { level: 2, name: lecture }).waitFor();
    await learning.page.getByText(AGENDA).waitFor();
    const player = learning.page.getByTestId('hosted-player');
    await player.getByRole('button', { name: 'Play', exact: true }).click();
    await playedTo(learning.page, 2);
    if (name === 'phone') await assertNoHorizontalScroll(learning.page, 'the recording lecture');
    await screenshot(learning.page, `live-recording-learner-${name}`);
    assert.deepEqual(learning.errors, []);
    assert.deepEqual(
      learning.external.filter((url) => url !== 'https://www.youtube.com/iframe_api'),
      [],
    );
  });
}
