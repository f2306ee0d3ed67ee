// What the mentorship journeys share: a learner's browser in Kolkata, a mentor offering a free
// session through the API, and a booking whose room is open now.
import assert from 'node:assert/strict';
import { gql, register, skipSplash } from './support.mjs';

/** A page of a browser in Kolkata, signed in with `token` on `run`'s server. */
export async function pageIn(run, viewport, token) {
  const context = await run.browser.newContext({
    viewport,
    timezoneId: 'Asia/Kolkata',
    reducedMotion: 'reduce',
  });
  await skipSplash(context);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(run.server.url);
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  return { page, errors };
}

/** The educator `token` as a mentor in London, free every hour of every day, offering a free 30-minute session `title`. */
export async function offerFreeSession(server, token, title) {
  const { saveMentorProfile } = await gql(
    server.url,
    `mutation($input: MentorProfileInput!) { saveMentorProfile(input: $input) { id } }`,
    { input: { headline: 'Personal branding for founders', timeZone: 'Europe/London' } },
    { token },
  );
  const weekly = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    start: '00:00',
    end: '24:00',
  }));
  await gql(
    server.url,
    `mutation($input: AvailabilityInput!) { setAvailability(input: $input) { timeZone } }`,
    { input: { timeZone: 'Europe/London', weekly, overrides: [] } },
    { token },
  );
  await gql(
    server.url,
    `mutation($input: SessionTypeInput!) { createSessionType(input: $input) { id } }`,
    {
      input: {
        title,
        durationMinutes: 30,
        pricePaise: 0,
        cancellationPolicy: 'Cancel up to a day ahead.',
      },
    },
    { token },
  );
  return saveMentorProfile.id;
}

/** A zone whose wall clock is not near midnight, so an hour starting now fits in today. */
function zoneAwayFromMidnight() {
  for (const zone of ['UTC', 'Asia/Kolkata', 'America/New_York', 'Asia/Tokyo']) {
    const hour = Number(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        hour: '2-digit',
        hourCycle: 'h23',
      }).format(new Date()),
    );
    if (hour >= 1 && hour <= 21) return zone;
  }
  throw new Error('no zone away from midnight');
}

/** "YYYY-MM-DD" and "HH:MM" of `date` in `zone`. */
function wallClock(date, zone) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map(({ type, value }) => [type, value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/**
 * A new mentor `mentorName` whose hours today start three minutes from now and last an hour,
 * offering a 15-minute session with no notice (`type`: title, pricePaise, cancellationPolicy), and
 * a new learner `learnerName` who books its first slot: the room opens 10 minutes before a start,
 * so it is open at once. Three minutes, not one: the slot must still lie ahead when the learner
 * asks for slots after two sign-ups on a loaded machine (the next one, 15 minutes on, keeps the
 * room shut). Resolves with the booking as `bookSession` answered, the mentor and the learner.
 */
export async function bookingStartingNow(server, { mentorName, learnerName, type, timeZone }) {
  const mentor = await register(server, mentorName);
  const asMentor = { token: mentor.token };
  await gql(server.url, 'mutation { becomeEducator { role } }', {}, asMentor);
  const zone = zoneAwayFromMidnight();
  await gql(
    server.url,
    'mutation($input: MentorProfileInput!) { saveMentorProfile(input: $input) { id } }',
    { input: { headline: 'Calls now', timeZone: zone } },
    asMentor,
  );
  const start = wallClock(new Date(Date.now() + 3 * 60_000), zone);
  const end = wallClock(new Date(Date.now() + 63 * 60_000), zone);
  await gql(
    server.url,
    'mutation($input: AvailabilityInput!) { setAvailability(input: $input) { timeZone } }',
    {
      input: {
        timeZone: zone,
        weekly: [],
        overrides: [{ date: start.day, hours: [{ start: start.time, end: end.time }] }],
      },
    },
    asMentor,
  );
  const { createSessionType } = await gql(
    server.url,
    'mutation($input: SessionTypeInput!) { createSessionType(input: $input) { id } }',
    { input: { durationMinutes: 15, minNoticeMinutes: 0, ...type } },
    asMentor,
  );
  const learner = await register(server, learnerName);
  const { availableSlots } = await gql(
    server.url,
    `query($id: ID!, $from: DateTime!, $to: DateTime!) {
      availableSlots(sessionTypeId: $id, from: $from, to: $to) { startsAt } }`,
    {
      id: createSessionType.id,
      from: new Date().toISOString(),
      to: new Date(Date.now() + 2 * 3600_000).toISOString(),
    },
    { token: learner.token },
  );
  assert.ok(availableSlots.length > 0, 'a slot starting now');
  const ahead = Date.parse(availableSlots[0].startsAt) - Date.now();
  assert.ok(
    ahead < 10 * 60_000,
    `the first slot starts within the room's 10 minutes (${ahead} ms)`,
  );
  const { bookSession } = await gql(
    server.url,
    'mutation($input: BookSessionInput!) { bookSession(input: $input) { id status } }',
    {
      input: {
        sessionTypeId: createSessionType.id,
        startsAt: availableSlots[0].startsAt,
        timeZone,
      },
    },
    { token: learner.token },
  );
  return { booking: bookSession, mentor, learner };
}
