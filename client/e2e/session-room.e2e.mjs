// The call room (issue 39): a mentor whose hours start now and a free session with no notice,
// through the API; a learner books the first slot (it starts within minutes, so the room is open).
// Two Chromium pages with a fake camera and microphone, the learner's and the mentor's, join
// /sessions/<id>: each one's remote <video> decodes the other's frames, and chat crosses over.
// A stranger is refused. The mentor's page is a phone's (390 px).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { chromium } from 'playwright-core';
import {
  assertNoHorizontalScroll,
  chromiumOptions,
  newDataDir,
  register,
  screenshot,
  skipSplash,
  startServer,
} from './support.mjs';
import { bookingStartingNow } from './mentorship-support.mjs';

let server;
let browser;

before(async () => {
  server = await startServer(newDataDir({ seeded: true }));
  const options = chromiumOptions();
  browser = await chromium.launch({
    ...options,
    args: [...options.args, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  });
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

async function roomPage(token, viewport, id) {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  await skipSplash(context);
  // A camera slow to answer (a loaded phone; the CI machine once): "Join the call" is pressed
  // before it does, and the call must still carry both people's video.
  await context.addInitScript(() => {
    const ask = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = (constraints) =>
      new Promise((resolve) => setTimeout(resolve, 2_000)).then(() => ask(constraints));
  });
  const page = await context.newPage();
  const errors = [];
  const logs = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`));
  await page.goto(server.url);
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.goto(`${server.url}/sessions/${id}`);
  return { page, errors, logs };
}

/** Each page's visible text and console, for a failure's message. */
async function whatEachSees(pages) {
  const seen = [];
  for (const [who, { page, logs }] of Object.entries(pages)) {
    const text = await page
      .locator('main')
      .innerText({ timeout: 2_000 })
      .catch((error) => `(no text: ${error.message})`);
    seen.push(`--- ${who} sees:\n${text}\n--- ${who}'s console:\n${logs.join('\n')}`);
  }
  return seen.join('\n');
}

/** On the session's page (sessions/SessionPage), the room is mounted by its own button first. */
async function enterRoom(page) {
  const openRoom = page.getByRole('button', { name: 'Join the session room' });
  const join = page.getByRole('button', { name: 'Join the call' });
  await openRoom.or(join).first().waitFor();
  if (await openRoom.isVisible()) await openRoom.click();
  await join.click();
}

/** Frames decoded by the remote <video>: its size is known and its clock moves on. */
async function receivesVideo(page, who) {
  const video = page.getByTestId('room-remote-video');
  await page.waitForFunction(
    (el) => el.videoWidth > 0 && el.currentTime > 0,
    await video.elementHandle(),
    { timeout: 30_000 },
  );
  const first = await video.evaluate((el) => el.currentTime);
  await page.waitForTimeout(1_500);
  const later = await video.evaluate((el) => el.currentTime);
  assert.ok(later > first, `${who}'s remote video plays (${first} -> ${later})`);
}

test('learner and mentor see each other and chat; a stranger is refused', async () => {
  const { booking, mentor, learner } = await bookingStartingNow(server, {
    mentorName: 'Mira Mentor',
    learnerName: 'Lena Learner',
    type: { title: 'Quick call', pricePaise: 0, cancellationPolicy: 'Any time.' },
    timeZone: 'UTC',
  });
  assert.equal(booking.status, 'CONFIRMED');
  const { id } = booking;
  const lena = await roomPage(learner.token, { width: 1280, height: 800 }, id);
  const mira = await roomPage(mentor.token, { width: 390, height: 844 }, id);

  try {
    for (const { page } of [lena, mira]) await enterRoom(page);
    await lena.page.getByText('In the call with Mira Mentor.').waitFor({ timeout: 30_000 });
    await mira.page.getByText('In the call with Lena Learner.').waitFor({ timeout: 30_000 });
    await receivesVideo(lena.page, 'the learner');
    await receivesVideo(mira.page, 'the mentor');
  } catch (error) {
    error.message += `\n${await whatEachSees({ lena, mira })}`;
    throw error;
  }

  // Chat both ways, by keyboard on the phone.
  await lena.page.getByLabel('Message').fill('Hello from Lena');
  await lena.page.getByRole('button', { name: 'Send', exact: true }).click();
  await mira.page.getByRole('log').getByText('Hello from Lena').waitFor();
  await mira.page.getByLabel('Message').fill('Hi Lena');
  await mira.page.getByLabel('Message').press('Enter');
  await lena.page.getByRole('log').getByText('Hi Lena').waitFor();

  // The controls say what they do and toggle.
  await mira.page.getByRole('button', { name: 'Mute microphone' }).click();
  await mira.page.getByRole('button', { name: 'Unmute microphone' }).waitFor();
  await mira.page.getByRole('button', { name: 'Turn camera off' }).click();
  await mira.page.getByRole('button', { name: 'Turn camera on' }).waitFor();
  await assertNoHorizontalScroll(mira.page, 'the call room at 390 px');
  await screenshot(mira.page, 'session-room-phone');
  await screenshot(lena.page, 'session-room-desktop');

  // Hanging up tells the other side.
  await mira.page.getByRole('button', { name: 'Hang up' }).click();
  await lena.page.getByText('Mira Mentor hung up.').waitFor();
  assert.deepEqual([...lena.errors, ...mira.errors], []);

  // A stranger: the room is not theirs, and its socket refuses them at the door.
  const stranger = await register(server, 'Sam Stranger');
  const sam = await roomPage(stranger.token, { width: 1280, height: 800 }, id);
  // The session's page answers "not found" (the room itself would say it is not theirs).
  await sam.page
    .getByText(/Page Not Found|This room is not yours, or the booking does not exist\./)
    .first()
    .waitFor();
  const refused = await sam.page.evaluate(
    ({ id, token }) =>
      new Promise((resolve) => {
        const ws = new WebSocket(`ws://${location.host}/api/sessions/signal?booking=${id}`, [
          'brandcraft.signal',
          `bearer.${token}`,
        ]);
        ws.onopen = () => resolve('opened');
        ws.onclose = (event) => resolve(`closed ${event.code}`);
      }),
    { id, token: stranger.token },
  );
  assert.equal(refused, 'closed 1006');
  assert.equal(await sam.page.getByTestId('room-local-video').count(), 0);
});
