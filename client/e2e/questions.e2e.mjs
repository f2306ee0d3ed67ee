// A stuck learner's question anchored to the second they got stuck, at 1280 and 390 px. A learner
// of Sana's free course pauses the first lecture at 2:13 (the stand-in YouTube player of
// support.mjs) and asks there; a marker appears on the lecture's timeline. Sana answers from her
// inbox, where it waits first with its lecture and second. The learner sees the reply on the bell,
// and the marker opens the thread with the instructor's answer and plays from 2:13. A second
// question left unanswered for 48 hours (its row aged in the server's own database) offers "Ask a
// mentor", which opens Sana's booking form with the question and its second as the note.
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { test } from 'node:test';
import pg from 'pg';
import {
  assertNoHorizontalScroll,
  courseId,
  fakeYouTube,
  gql,
  login,
  register,
  screenshot,
  SEEDED,
  serverAndBrowser,
} from './support.mjs';
import { offerFreeSession, pageIn } from './mentorship-support.mjs';

const run = serverAndBrowser();
const COURSE = 'Digital Marketing Starter Kit';
const FIRST = { title: 'What digital marketing really is', videoId: 'bx1Bh8ZvH84' };

/** Runs `sql` on the test server's embedded PostgreSQL (its port and password are in its folder). */
async function onServerDatabase(sql, params) {
  const dir = path.join(run.dataDir, 'postgres');
  const port = fs.readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[3].trim();
  const { password } = JSON.parse(fs.readFileSync(path.join(dir, 'credentials.json'), 'utf8'));
  const client = new pg.Client({ host: '127.0.0.1', port: Number(port), user: 'postgres', password, database: 'app' });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** A new learner enrolled in the free course, in the player at its first lecture, paused at `seconds`. */
async function learnerPausedAt(viewport, name, id, seconds) {
  const session = await register(run.server, name);
  await gql(run.server.url, 'mutation($id: ID!) { purchaseCourse(courseId: $id) { __typename } }', { id }, { token: session.token });
  const learner = await pageIn(run, viewport, session.token);
  await fakeYouTube(learner.page);
  await learner.page.goto(`${run.server.url}/player/${id}`);
  await learner.page.getByRole('heading', { level: 2, name: FIRST.title }).waitFor();
  await learner.page.waitForFunction((v) => window.__yt?.current?.record.videoId === v, FIRST.videoId);
  await learner.page.evaluate((s) => (window.__yt.time = s), seconds);
  return { ...learner, session };
}

async function ask(page, time, text) {
  const panel = page.getByRole('region', { name: 'Questions' });
  await panel.getByRole('button', { name: `Ask a question at ${time}` }).click();
  await panel.getByLabel(`Your question about “${FIRST.title}”`).fill(text);
  await panel.getByRole('checkbox', { name: `Pin it to ${time} of the video` }).waitFor();
  await panel.getByRole('button', { name: 'Post question' }).click();
  await page.getByText('Question posted.').first().waitFor();
  return panel;
}

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
]) {
  const phone = label === 'phone';
  const question = `Why does the hook at this point work better than the first one? (${label})`;
  const reply = `It opens a loop the viewer wants closed (${label}).`;

  test(`${label}: a learner asks at 2:13, the educator answers from the inbox, the bell and the marker lead back`, async () => {
    const { server } = run;
    const id = await courseId(server, COURSE);
    const learner = await learnerPausedAt(viewport, `Stuck at 2:13 ${label}`, id, 133);
    const { page } = learner;
    const panel = await ask(page, '2:13', question);
    await panel.getByTestId('question').filter({ hasText: question }).getByRole('button', { name: `Play “${FIRST.title}” from 2:13` }).waitFor();
    // Questions asked at the same second share a mark (the desktop run's, on the phone run).
    const marker = page.getByRole('button', { name: new RegExp(`^(Question|\\d+ questions) at 2:13(:|, the first:) ${question.replace(/[()?]/g, '\\$&')}$`) });
    await marker.waitFor();
    const target = await marker.boundingBox();
    assert.ok(target.width >= 24 && target.height >= 24, `the marker is a 24 px target (${target.width}x${target.height})`);
    if (phone) await assertNoHorizontalScroll(page, 'the player with its questions');
    await screenshot(page, `questions-${label}-asked`);

    // Sana's inbox: the question waits first, with its lecture and second; she answers in place.
    const sana = await pageIn(run, viewport, await login(server, SEEDED.sana));
    await sana.page.goto(`${server.url}/educator/questions`);
    await sana.page.getByRole('heading', { level: 1, name: 'Questions' }).waitFor();
    const first = sana.page.getByTestId('inbox-question').filter({ hasText: question });
    await first.getByText('Waiting for an answer').waitFor();
    // Unanswered first: nothing answered comes before it.
    const items = await sana.page.getByTestId('inbox-question').allInnerTexts();
    const at = items.findIndex((text) => text.includes(question));
    assert.ok(items.slice(0, at).every((text) => text.includes('Waiting for an answer')));
    await first.getByRole('link', { name: `${FIRST.title} at 2:13` }).waitFor();
    if (phone) await assertNoHorizontalScroll(sana.page, 'the educator’s question inbox');
    await screenshot(sana.page, `questions-${label}-inbox`);
    await first.getByRole('button', { name: 'Answer' }).click();
    await first.getByLabel('Your answer').fill(reply);
    await first.getByRole('button', { name: 'Post answer' }).click();
    await sana.page.getByText('Answer posted.').first().waitFor();
    await first.getByText('Instructor').waitFor();

    // The learner's bell counts the reply; its entry opens the thread.
    await page.reload();
    const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.waitFor({ timeout: 30_000 });
    if (phone) await assertNoHorizontalScroll(page, 'the navbar with the bell');
    await bell.click();
    const entry = page.getByRole('menuitem', { name: /Sana Iyer answered your question/ });
    await entry.waitFor();
    await screenshot(page, `questions-${label}-bell`);
    await entry.click();
    await page.waitForURL(/\/player\/.*[?&]question=/);
    await page.getByRole('list', { name: 'Answers' }).getByText(reply).waitFor();
    await page.getByRole('button', { name: 'Notifications, none unread' }).waitFor();

    // The marker plays from 2:13 and opens the thread with the instructor's answer.
    await page.waitForFunction((v) => window.__yt?.current?.record.videoId === v, FIRST.videoId);
    await page.evaluate(() => (window.__yt.time = 0));
    await marker.click();
    await page.waitForFunction(() => window.__yt.time === 133);
    const thread = page.getByRole('list', { name: 'Answers' });
    await thread.getByText(reply).waitFor();
    await thread.getByText('Instructor').waitFor();
    if (phone) await assertNoHorizontalScroll(page, 'the thread with the instructor’s answer');
    await screenshot(page, `questions-${label}-thread`);

    assert.deepEqual(learner.errors, []);
    assert.deepEqual(sana.errors, []);
  });

  test(`${label}: a question unanswered for 48 hours offers "Ask a mentor", prefilled with it and its second`, async () => {
    const { server } = run;
    const id = await courseId(server, COURSE);
    await offerFreeSession(server, await login(server, SEEDED.sana), `Question help (${label})`);
    const learner = await learnerPausedAt(viewport, `Still stuck ${label}`, id, 95);
    const { page } = learner;
    const text = `Nobody answers me (${label})`;
    await ask(page, '1:35', text);
    await onServerDatabase(
      `UPDATE lecture_questions SET created_at = now() - interval '49 hours' WHERE body = $1`,
      [text],
    );
    await page.reload();
    const panel = page.getByRole('region', { name: 'Questions' });
    const item = panel.getByTestId('question').filter({ hasText: text });
    await item.getByRole('button', { name: 'Reply' }).click();
    const offer = item.getByRole('link', { name: 'Ask a mentor: book Sana Iyer' });
    await offer.waitFor();
    if (phone) await assertNoHorizontalScroll(page, 'the unanswered question’s mentor offer');
    await screenshot(page, `questions-${label}-ask-mentor`);
    await offer.click();
    await page.getByRole('heading', { level: 1, name: 'Sana Iyer' }).waitFor();
    const note = page.getByLabel('A note for the mentor (optional)');
    assert.equal(await note.inputValue(), `About “${FIRST.title}” at 1:35: ${text}`);
    assert.deepEqual(learner.errors, []);
  });
}
