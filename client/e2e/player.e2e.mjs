// The player moves the learner on: after Mark As Complete a visible countdown leads to the next
// lecture (cancellable, or at once with Play now), which starts playing. Private notes: one added
// at the video's second, listed by lecture, opens its lecture at that second. At 1280x800 and
// 390x844, with the stand-in YouTube iframe API of support.mjs.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  assertNoHorizontalScroll,
  courseId,
  fakeYouTube,
  newPage,
  register,
  screenshot,
  serverAndBrowser,
  signIn,
} from './support.mjs';

const run = serverAndBrowser();
const COURSE = 'Digital Marketing Starter Kit';
const FIRST = { title: 'What digital marketing really is', videoId: 'bx1Bh8ZvH84' };
const SECOND = { title: 'The marketing funnel', videoId: 'lp-EO5I60KA' };
const THIRD = { title: 'Choosing channels', videoId: 'tgbNymZ7vqY' };

async function learnerInPlayer(viewport, name) {
  const { page, errors } = await newPage(run.browser, viewport);
  await fakeYouTube(page);
  const { token } = await register(run.server, name);
  await signIn(page, run.server, token);
  const id = await courseId(run.server, COURSE);
  await page.goto(`${run.server.url}/course/${id}`);
  await page.getByRole('button', { name: 'Enroll Free' }).click();
  await page.waitForURL('**/my-enrollments');
  await page.goto(`${run.server.url}/player/${id}`);
  await heading(page, FIRST.title).waitFor();
  await playerOf(page, FIRST.videoId);
  return { page, errors };
}

const heading = (page, title) => page.getByRole('heading', { level: 2, name: title });

/** Waits for the stand-in player of `videoId` and answers its record. */
async function playerOf(page, videoId) {
  await page.waitForFunction((id) => window.__yt?.current?.record.videoId === id, videoId);
  return page.evaluate(() => window.__yt.current.record);
}

async function markComplete(page) {
  await page.getByRole('button', { name: 'Mark As Complete' }).click();
  await page.getByRole('button', { name: 'Completed' }).waitFor();
}

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

for (const viewport of VIEWPORTS) {
  test(`${viewport.name}: after Mark As Complete a countdown plays the next lecture, unless cancelled`, async () => {
    const { page, errors } = await learnerInPlayer(viewport, `Advancing ${viewport.name}`);
    const countdown = page.getByTestId('auto-advance');

    // Cancelled (by its button): the learner stays, and Next is theirs to press.
    await markComplete(page);
    await countdown.getByText(`Next: ${SECOND.title} in 5s`).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: `Next: ${SECOND.title} in a few seconds.` })
      .waitFor({ state: 'attached' });
    await countdown.getByText(/in [34]s$/).waitFor();
    if (viewport.name === 'phone') await assertNoHorizontalScroll(page, 'the countdown');
    await screenshot(page, `player-countdown-${viewport.name}`);
    await countdown.getByRole('button', { name: 'Cancel' }).click();
    await countdown.waitFor({ state: 'detached' });
    await page.waitForTimeout(5_500);
    assert.equal(await heading(page, FIRST.title).count(), 1, 'still on the first lecture');
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
      `Next lecture: ${SECOND.title}`,
    );

    // Left to run: the next lecture (here across a chapter) opens and plays by itself.
    await page.keyboard.press('Enter');
    await heading(page, SECOND.title).waitFor();
    await markComplete(page);
    await countdown.getByText(`Next: ${THIRD.title} in 5s`).waitFor();
    await heading(page, THIRD.title).waitFor({ timeout: 10_000 });
    const next = await playerOf(page, THIRD.videoId);
    assert.equal(next.autoplay, true, 'the next lecture starts playing');
    assert.equal(next.start, null, 'from its start');
    await countdown.waitFor({ state: 'detached' });

    // Escape cancels from the keyboard.
    await markComplete(page);
    await countdown.waitFor();
    await page.keyboard.press('Escape');
    await countdown.waitFor({ state: 'detached' });
    assert.equal(await heading(page, THIRD.title).count(), 1);
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  test(`${viewport.name}: a note added at the video's second opens its lecture there`, async () => {
    const { page, errors } = await learnerInPlayer(viewport, `Noting ${viewport.name}`);
    const notes = page.getByRole('region', { name: 'Notes' });
    await notes.getByText(/No notes yet/).waitFor();

    await page.evaluate(() => {
      window.__yt.time = 95;
      window.__yt.current.fire(1);
    });
    await notes.getByRole('button', { name: 'Add note at 1:35' }).click();
    await notes.getByRole('textbox', { name: 'Note at 1:35' }).fill('The funnel starts here');
    await notes.getByRole('button', { name: 'Save note' }).click();
    const saved = notes.getByTestId('lecture-note').filter({ hasText: 'The funnel starts here' });
    await saved.waitFor();
    await notes.getByRole('heading', { level: 3, name: FIRST.title }).waitFor();
    if (viewport.name === 'phone') await assertNoHorizontalScroll(page, 'the notes');
    await screenshot(page, `player-notes-${viewport.name}`);

    // From another lecture, the note opens its own lecture at 1:35, playing.
    await page.getByRole('button', { name: `Next lecture: ${SECOND.title}` }).click();
    await heading(page, SECOND.title).waitFor();
    await playerOf(page, SECOND.videoId);
    await saved.getByRole('button', { name: `Play from 1:35: ${FIRST.title}` }).click();
    await heading(page, FIRST.title).waitFor();
    const reopened = await playerOf(page, FIRST.videoId);
    assert.equal(reopened.start, 95);
    assert.equal(reopened.autoplay, true);

    // On the same lecture it seeks the video on screen; and the note is kept on the server.
    await page.evaluate(() => (window.__yt.time = 300));
    await saved.getByRole('button', { name: `Play from 1:35: ${FIRST.title}` }).click();
    assert.deepEqual(await page.evaluate(() => window.__yt.current.record.seeks), [95]);
    await page.reload();
    await notes.getByTestId('lecture-note').filter({ hasText: 'The funnel starts here' }).waitFor();
    assert.deepEqual(errors, []);
    await page.context().close();
  });
}
