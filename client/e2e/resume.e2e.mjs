// Resume: the player remembers the lecture and second a learner reached and opens there again.
// Moving on: Previous/Next across chapters, the resumed lecture's chapter open, and on a phone the
// lecture list before the rating, at both widths.
// YouTube is out of reach here, so a stand-in iframe API is served at its address; the test
// moves its clock and plays or pauses it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  assertNoHorizontalScroll,
  courseId,
  fakeYouTube,
  gql,
  newPage,
  register,
  screenshot,
  serverAndBrowser,
  signIn,
} from './support.mjs';

const run = serverAndBrowser();
const COURSE = 'Digital Marketing Starter Kit';
const SECOND_LECTURE = { title: 'The marketing funnel', videoId: 'lp-EO5I60KA' };

async function learnerInPlayer(viewport) {
  const { page, errors } = await newPage(run.browser, viewport);
  await fakeYouTube(page);
  const { token } = await register(run.server, 'Resuming Learner');
  await signIn(page, run.server, token);
  const id = await courseId(run.server, COURSE);
  await page.goto(`${run.server.url}/course/${id}`);
  await page.getByRole('button', { name: 'Enroll Free' }).click();
  await page.waitForURL('**/my-enrollments');
  await page.goto(`${run.server.url}/player/${id}`);
  await page.getByRole('heading', { level: 2, name: 'What digital marketing really is' }).waitFor();
  return { page, errors, id, token };
}

/** The resume point's lecture as the server holds it. */
async function resumeTitle(courseId, token) {
  const { data } = await gql(
    run.server.url,
    'query($id: ID!) { courseProgress(courseId: $id) { resume { lectureTitle } } }',
    { id: courseId },
    { token, wholeBody: true },
  );
  return data?.courseProgress.resume?.lectureTitle;
}

/** The resume point's second as the server holds it; undefined while it answers with an error. */
async function resumeSeconds(courseId, token) {
  const { data } = await gql(
    run.server.url,
    'query($id: ID!) { courseProgress(courseId: $id) { resume { positionSeconds } } }',
    { id: courseId },
    { token, wholeBody: true },
  );
  return data?.courseProgress.resume?.positionSeconds;
}

async function until(condition, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Plays the current stand-in player up to `seconds`. */
const playTo = (page, seconds) =>
  page.evaluate((s) => {
    window.__yt.time = s;
    window.__yt.current.fire(1);
  }, seconds);

/** The last player the page created. */
const lastPlayer = (page) => page.evaluate(() => window.__yt.players.at(-1));

const savedAt = (page, seconds) =>
  page.waitForResponse(
    (res) =>
      res.url().endsWith('/graphql') &&
      (res.request().postData() ?? '').includes(`"positionSeconds":${seconds}`),
  );

/**
 * Opens the second lecture and waits until the server holds it as the resume point (second 0):
 * a later save sent while that one is still on its way may be committed before it, and lose.
 */
async function openSecondLecture(page) {
  const switched = savedAt(page, 0);
  await page.getByRole('button', { name: `Watch: ${SECOND_LECTURE.title}` }).click();
  await switched;
  await page.getByRole('heading', { level: 2, name: SECOND_LECTURE.title }).waitFor();
  await page.waitForFunction(
    (videoId) => window.__yt.current?.record.videoId === videoId,
    SECOND_LECTURE.videoId,
  );
}

async function assertResumedAt(page, seconds, label) {
  await page.getByRole('heading', { level: 2, name: SECOND_LECTURE.title }).waitFor();
  await page.getByText(`Resuming at ${label}`).waitFor();
  const current = page.getByTestId('player-lecture').filter({ hasText: SECOND_LECTURE.title });
  assert.equal(await current.getAttribute('aria-current'), 'true');
  await page.waitForFunction(() => window.__yt.players.length > 0);
  const player = await lastPlayer(page);
  assert.equal(player.videoId, SECOND_LECTURE.videoId);
  assert.equal(player.start, seconds);
}

test('leave the player for My Enrollments, then Continue Learning opens the same lecture at the same second', async () => {
  const { page, errors, id } = await learnerInPlayer();
  await openSecondLecture(page);
  const saved = savedAt(page, 95);
  await playTo(page, 95);
  await page.getByRole('link', { name: 'My Enrollments', exact: true }).first().click();
  await page.waitForURL('**/my-enrollments');
  await saved;

  const row = page.getByTestId('enrollment-row').filter({ hasText: COURSE });
  await row.getByText(`Continue: ${SECOND_LECTURE.title}`).waitFor();
  await row.getByRole('link', { name: /^Continue Learning/ }).click();
  await page.waitForURL(`**/player/${id}`);
  await assertResumedAt(page, 95, '1:35');
  assert.deepEqual(errors, []);
});

test('reload while a lecture plays: the page-hide save brings the player back to that second', async () => {
  const { page, errors, id, token } = await learnerInPlayer();
  await openSecondLecture(page);
  await playTo(page, 200);
  await page.reload();
  // The keepalive request is the old page's and may land after the new page asked: wait for it,
  // then open the player once more.
  await until(async () => (await resumeSeconds(id, token)) === 200);
  await page.reload();
  await assertResumedAt(page, 200, '3:20');
  assert.deepEqual(errors, []);
});

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

for (const viewport of VIEWPORTS) {
  test(`${viewport.name}: Next and Previous carry the learner across chapters, and a resumed lecture opens its own chapter`, async () => {
    const { page, errors, id, token } = await learnerInPlayer(viewport);
    const heading = (title) => page.getByRole('heading', { level: 2, name: title });
    const next = page.getByRole('button', { name: /^Next lecture: / });
    const previous = page.getByRole('button', { name: /^Previous lecture: / });
    const chapter = (title) => page.getByRole('button', { name: new RegExp(`^${title}`) });

    // Phones: the lecture list comes before the rating; wide screens: beside the video.
    const list = await page
      .getByRole('heading', { level: 2, name: 'Course Content' })
      .boundingBox();
    const rating = await page.getByRole('group', { name: 'Rate this course:' }).boundingBox();
    await page.locator('iframe').first().waitFor();
    const video = await page.locator('iframe').first().boundingBox();
    if (viewport.name === 'phone') assert.ok(list.y < rating.y, 'the list sits above the rating');
    else
      assert.ok(list.x > video.x + video.width && rating.y > video.y, 'list beside, rating below');
    await assertNoHorizontalScroll(page, 'player');

    assert.equal(await previous.count(), 0, 'no Previous at the first lecture');
    await page.getByRole('button', { name: 'Mark As Complete' }).click();
    await page.getByRole('button', { name: 'Completed' }).waitFor();
    // Escape stops the 5-second auto-advance, so a slow screenshot cannot race it; Next keeps
    // the focus from the button that became 'Completed', and Enter moves on.
    await page.getByTestId('auto-advance').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('auto-advance').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Next lecture: The marketing funnel' }).waitFor();
    await page.waitForFunction(() =>
      document.activeElement?.getAttribute('aria-label')?.startsWith('Next lecture'),
    );
    await screenshot(page, `player-next-${viewport.name}`);
    await page.keyboard.press('Enter');
    await heading('The marketing funnel').waitFor();

    await next.click();
    await heading('Choosing channels').waitFor();
    assert.equal(await chapter('Your first plan').getAttribute('aria-expanded'), 'true');
    await next.click();
    await heading('A one-page marketing plan').waitFor();
    assert.equal(await next.count(), 0, 'no Next at the last lecture');
    await page.getByRole('button', { name: 'Previous lecture: Choosing channels' }).click();
    await heading('Choosing channels').waitFor();

    await until(async () => (await resumeTitle(id, token)) === 'Choosing channels');
    await page.reload();
    await heading('Choosing channels').waitFor();
    assert.equal(await chapter('Your first plan').getAttribute('aria-expanded'), 'true');
    assert.equal(await chapter('The big picture').getAttribute('aria-expanded'), 'false');
    await screenshot(page, `player-resumed-${viewport.name}`);
    assert.deepEqual(errors, []);
  });
}
