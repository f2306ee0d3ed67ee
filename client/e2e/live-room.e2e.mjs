// The group room of a live session (issue 40): Sana, a seeded educator, schedules a session of her
// free course starting in two minutes (its room is open at once); two learners enrol and take a
// seat, through the API. Three Chromium pages with a fake camera and microphone (the host's and
// Lena's at 1280 px, Ravi's a phone's at 390 px) join /live/rooms/<occurrence>: each page decodes
// the other two's video, chat and a raised hand reach the others, the host lowers the hand and
// mutes a learner, whose microphone goes off, and shares her screen. A stranger is refused.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { chromium } from 'playwright-core';
import {
  assertNoHorizontalScroll,
  chromiumOptions,
  courseId,
  gql,
  login,
  newDataDir,
  register,
  screenshot,
  SEEDED,
  skipSplash,
  startServer,
} from './support.mjs';

const FREE_COURSE = 'Digital Marketing Starter Kit';

let server;
let browser;

before(async () => {
  server = await startServer(newDataDir({ seeded: true }));
  const options = chromiumOptions();
  browser = await chromium.launch({
    ...options,
    args: [
      ...options.args,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--auto-select-desktop-capture-source=Entire screen',
      '--enable-usermedia-screen-capturing',
    ],
  });
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** Sana's session of her free course starting in two minutes, with Lena and Ravi seated. */
async function sessionStartingNow() {
  const host = await login(server, SEEDED.sana);
  const course = await courseId(server, FREE_COURSE);
  const { scheduleLiveSession } = await gql(
    server.url,
    `mutation($input: ScheduleLiveSessionInput!) {
      scheduleLiveSession(input: $input) { id occurrences { id } } }`,
    {
      input: {
        courseId: course,
        title: 'Live brand clinic',
        agenda: 'Bring your questions.',
        startsAt: new Date(Date.now() + 2 * 60_000).toISOString(),
        durationMinutes: 30,
        timeZone: 'Asia/Kolkata',
        capacity: 5,
        access: 'ENROLLED',
      },
    },
    { token: host },
  );
  const learners = [];
  for (const name of ['Lena Learner', 'Ravi Learner']) {
    const { token } = await register(server, name);
    const opts = { token };
    await gql(
      server.url,
      'mutation($id: ID!) { purchaseCourse(courseId: $id) { __typename } }',
      { id: course },
      opts,
    );
    const { rsvpLiveSession } = await gql(
      server.url,
      'mutation($id: ID!) { rsvpLiveSession(id: $id, timeZone: "Asia/Kolkata") { status } }',
      { id: scheduleLiveSession.id },
      opts,
    );
    assert.equal(rsvpLiveSession.status, 'CONFIRMED');
    learners.push(token);
  }
  return { host, learners, occurrenceId: scheduleLiveSession.occurrences[0].id };
}

async function roomPage(token, viewport, occurrenceId, { breakFirstConnection = false } = {}) {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  await skipSplash(context);
  await context.addInitScript(keepPeerConnections, { breakFirstConnection });
  const page = await context.newPage();
  const errors = [];
  const logs = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`));
  await page.goto(server.url);
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.goto(`${server.url}/live/rooms/${occurrenceId}`);
  return { page, errors, logs };
}

/**
 * Keeps the page's RTCPeerConnections (window.__peerConnections) and what happened to each, for a
 * failure's message. `breakFirstConnection`: the page's first connection is told a wrong DTLS
 * fingerprint in every description it receives, so its handshake fails and no ICE restart mends it.
 */
function keepPeerConnections({ breakFirstConnection }) {
  const Native = window.RTCPeerConnection;
  const kept = (window.__peerConnections = []);
  const wrongFingerprint = (sdp) =>
    sdp.replace(
      /(a=fingerprint:\S+ )(\w)/g,
      (_, head, digit) => head + (digit === 'A' ? 'B' : 'A'),
    );
  window.RTCPeerConnection = class extends Native {
    constructor(...args) {
      super(...args);
      const log = [];
      const at = performance.now();
      const note = (what) =>
        log.push(`${Math.round((performance.now() - at) / 100) / 10}s ${what}`);
      for (const event of ['signaling', 'iceconnection', 'connection', 'icegathering'])
        this.addEventListener(`${event}statechange`, () =>
          note(
            `${event}=${this.signalingState}/${this.iceGatheringState}/${this.iceConnectionState}/${this.connectionState}`,
          ),
        );
      this.broken = breakFirstConnection && kept.length === 0;
      kept.push({ pc: this, log });
    }

    setRemoteDescription(description) {
      if (!this.broken || !description?.sdp) return super.setRemoteDescription(description);
      return super.setRemoteDescription({
        type: description.type,
        sdp: wrongFingerprint(description.sdp),
      });
    }
  };
}

/** Each page's peer connections: their states and what happened to them, with their timings. */
const peerConnectionsOf = (page) =>
  page
    .evaluate(async () => {
      const lines = [];
      for (const { pc, log } of window.__peerConnections ?? []) {
        const stats = await pc.getStats().catch(() => new Map());
        const pairs = [...stats.values()].filter((s) => s.type === 'candidate-pair');
        const transports = [...stats.values()].filter((s) => s.type === 'transport');
        const remote = pc.remoteDescription?.sdp.match(/a=candidate:[^\r]+/g)?.length ?? 0;
        lines.push(
          `pc ${pc.signalingState}/${pc.iceConnectionState}/${pc.connectionState}, remote sdp candidates ${remote}, ` +
            `transports [${transports.map((t) => `dtls ${t.dtlsState} ice ${t.iceState}`)}], ` +
            `pairs [${pairs.map((p) => `${p.state} req ${p.requestsSent}/${p.responsesReceived}`)}]\n    ${log.join('; ')}`,
        );
      }
      return lines.join('\n  ');
    })
    .catch((error) => `(no peer connections: ${error.message})`);

/** Each page's visible text and console, for a failure's message. */
async function whatEachSees(pages) {
  const head = [];
  const tail = [];
  for (const [who, { page, logs }] of Object.entries(pages)) {
    const text = await page
      .locator('main')
      .innerText({ timeout: 2_000 })
      .catch((error) => `(no text: ${error.message})`);
    const videos = await page
      .evaluate(() =>
        [...document.querySelectorAll('[data-testid="room-remote-video"]')].map((el) => {
          const tracks = el.srcObject?.getTracks() ?? [];
          const state = tracks.map((t) => `${t.kind}:${t.readyState}${t.muted ? '/muted' : ''}`);
          const caption = el.closest('figure')?.querySelector('figcaption')?.textContent;
          return `${caption}: ${el.videoWidth}px, readyState ${el.readyState}, t=${el.currentTime}, paused ${el.paused}, tracks [${state}]`;
        }),
      )
      .catch((error) => [`(no videos: ${error.message})`]);
    // The videos and connections first: CI shows the start of a long message.
    head.push(`--- ${who}'s remote videos: ${videos.join('; ') || 'none'}`);
    head.push(`--- ${who}'s peer connections:\n  ${await peerConnectionsOf(page)}`);
    tail.push(`--- ${who} sees:\n${text}\n--- ${who}'s console:\n${logs.join('\n')}`);
  }
  return [...head, ...tail].join('\n');
}

/** Frames decoded by each of the page's remote <video>s: a size, and a clock that moves on. */
async function receivesVideoFromEach(page, who, count) {
  const videos = page.getByTestId('room-remote-video');
  await page.waitForFunction(
    (n) => {
      const all = [...document.querySelectorAll('[data-testid="room-remote-video"]')];
      return all.length === n && all.every((el) => el.videoWidth > 0 && el.currentTime > 0);
    },
    count,
    { timeout: 90_000 },
  );
  const clocks = () => videos.evaluateAll((all) => all.map((el) => el.currentTime));
  const first = await clocks();
  await page.waitForTimeout(1_500);
  const later = await clocks();
  for (const [i, time] of later.entries())
    assert.ok(time > first[i], `${who}'s video ${i + 1} plays (${first[i]} -> ${time})`);
}

/** The tile of the participant `name` on `page`. */
const tileOf = (page, name) => page.getByTestId('room-participant').filter({ hasText: name });

/** Whether the page's own microphone track is on. */
const micEnabled = (page) =>
  page
    .getByTestId('room-local-video')
    .evaluate((el) => el.srcObject.getAudioTracks().every((track) => track.enabled));

test('host and two learners see and hear each other, chat, raise a hand, and the host mutes', async () => {
  const { host, learners, occurrenceId } = await sessionStartingNow();
  const sana = await roomPage(host, { width: 1280, height: 800 }, occurrenceId);
  const lena = await roomPage(learners[0], { width: 1280, height: 800 }, occurrenceId);
  const ravi = await roomPage(learners[1], { width: 390, height: 844 }, occurrenceId);
  const everyone = { sana, lena, ravi };

  try {
    await sana.page.getByRole('heading', { name: 'Live brand clinic' }).waitFor();
    await sana.page.getByText('You are the host').waitFor();
    await lena.page.getByText('Hosted by Sana Iyer').waitFor();
    for (const { page } of Object.values(everyone))
      await page.getByRole('button', { name: 'Join the call' }).click();
    for (const { page } of Object.values(everyone))
      await page.getByText('In the call with 2 others.').waitFor({ timeout: 45_000 });
    for (const [who, { page }] of Object.entries(everyone))
      await receivesVideoFromEach(page, who, 2);
  } catch (error) {
    error.message += `\n${await whatEachSees(everyone)}`;
    throw error;
  }
  // Each tile is named, the host's marked.
  await lena.page
    .getByTestId('room-participant')
    .filter({ hasText: 'Sana Iyer' })
    .getByText('Host')
    .waitFor();
  await tileOf(lena.page, 'Ravi Learner').waitFor();

  // Chat reaches the other two, with its sender's name; the phone sends by keyboard.
  await lena.page.getByLabel('Message').fill('Hello from Lena');
  await lena.page.getByRole('button', { name: 'Send', exact: true }).click();
  for (const { page } of [sana, ravi]) {
    await page.getByRole('log').getByText('Hello from Lena').waitFor();
    await page.getByRole('log').getByText('Lena Learner').waitFor();
  }
  await ravi.page.getByLabel('Message').fill('Hi all');
  await ravi.page.getByLabel('Message').press('Enter');
  await lena.page.getByRole('log').getByText('Hi all').waitFor();

  // Ravi raises his hand: the others see it by his name; the host lowers it.
  await ravi.page.getByRole('button', { name: 'Raise hand' }).click();
  await ravi.page.getByRole('button', { name: 'Lower hand' }).waitFor();
  for (const { page } of [sana, lena])
    await tileOf(page, 'Ravi Learner').getByText('Hand raised').waitFor();
  await sana.page.getByRole('button', { name: 'Lower Ravi Learner’s hand' }).click();
  await ravi.page.getByText('Sana Iyer, the host, lowered your hand.').waitFor();
  await ravi.page.getByRole('button', { name: 'Raise hand' }).waitFor();
  await tileOf(lena.page, 'Ravi Learner').getByText('Hand raised').waitFor({ state: 'detached' });
  // Only the host has those buttons.
  assert.equal(await lena.page.getByRole('button', { name: /^Mute (Sana|Ravi)/ }).count(), 0);

  // The host mutes Lena: her microphone goes off, she is told, and may turn it back on.
  assert.equal(await micEnabled(lena.page), true);
  await sana.page.getByRole('button', { name: 'Mute Lena Learner' }).click();
  await lena.page.getByText('Sana Iyer, the host, muted your microphone.').waitFor();
  await lena.page.getByRole('button', { name: 'Unmute microphone' }).waitFor();
  assert.equal(await micEnabled(lena.page), false);
  for (const { page } of [sana, ravi])
    await tileOf(page, 'Lena Learner').getByText('Microphone off').waitFor();
  await lena.page.getByRole('button', { name: 'Unmute microphone' }).click();
  assert.equal(await micEnabled(lena.page), true);
  await tileOf(sana.page, 'Lena Learner')
    .getByText('Microphone off')
    .waitFor({ state: 'detached' });

  // The host shares her screen: sent in place of her camera, and the others are told.
  await sana.page.getByRole('button', { name: 'Share screen' }).click();
  await sana.page.getByRole('button', { name: 'Stop sharing' }).waitFor();
  for (const { page } of [lena, ravi]) {
    await tileOf(page, 'Sana Iyer').getByText('Sharing the screen').waitFor();
    await receivesVideoFromEach(page, 'a learner (screen shared)', 2);
  }
  await sana.page.getByRole('button', { name: 'Stop sharing' }).click();
  await tileOf(lena.page, 'Sana Iyer')
    .getByText('Sharing the screen')
    .waitFor({ state: 'detached' });

  await assertNoHorizontalScroll(ravi.page, 'the group room at 390 px');
  await screenshot(ravi.page, 'live-room-phone');
  await screenshot(sana.page, 'live-room-host');

  // Leaving tells the others.
  await ravi.page.getByRole('button', { name: 'Leave' }).click();
  await sana.page
    .getByText('Ravi Learner left the call.')
    .or(sana.page.getByText('Ravi Learner hung up.'))
    .first()
    .waitFor();
  await sana.page.getByText('In the call with 1 other person.').waitFor();
  assert.deepEqual([...sana.errors, ...lena.errors, ...ravi.errors], []);

  // A stranger: the room is not theirs, and its socket refuses them at the door.
  const stranger = await register(server, 'Sam Stranger');
  const sam = await roomPage(stranger.token, { width: 1280, height: 800 }, occurrenceId);
  await sam.page.getByText('This room is not yours').waitFor();
  const refused = await sam.page.evaluate(
    ({ id, token }) =>
      new Promise((resolve) => {
        const ws = new WebSocket(`ws://${location.host}/api/sessions/signal?occurrence=${id}`, [
          'brandcraft.signal',
          `bearer.${token}`,
        ]);
        ws.onopen = () => resolve('opened');
        ws.onclose = (event) => resolve(`closed ${event.code}`);
      }),
    { id: occurrenceId, token: stranger.token },
  );
  assert.equal(refused, 'closed 1006');
  assert.equal(await sam.page.getByTestId('room-local-video').count(), 0);
  for (const { page } of [sana, lena, ravi, sam]) await page.context().close();
});

test('a connection that fails past an ICE restart is rebuilt, and the call comes up', async () => {
  const { host, learners, occurrenceId } = await sessionStartingNow();
  const sana = await roomPage(host, { width: 1280, height: 800 }, occurrenceId);
  const lena = await roomPage(learners[0], { width: 390, height: 844 }, occurrenceId, {
    breakFirstConnection: true,
  });
  const both = { sana, lena };
  try {
    for (const { page } of Object.values(both))
      await page.getByRole('button', { name: 'Join the call' }).click();
    for (const [who, { page }] of Object.entries(both)) {
      await page.getByText('In the call with 1 other person.').waitFor({ timeout: 120_000 });
      await receivesVideoFromEach(page, who, 1);
    }
  } catch (error) {
    error.message += `\n${await whatEachSees(both)}`;
    throw error;
  }
  // Each side is on its second connection: the first failed its handshake and was closed.
  for (const [who, { page }] of Object.entries(both)) {
    const states = await page.evaluate(() =>
      window.__peerConnections.map(({ pc }) => pc.connectionState),
    );
    assert.deepEqual(states, ['closed', 'connected'], `${who}'s connections`);
  }
  assert.deepEqual([...sana.errors, ...lena.errors], []);
  for (const { page } of Object.values(both)) await page.context().close();
});
