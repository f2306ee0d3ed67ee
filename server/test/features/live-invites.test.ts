import type { EntityManager } from 'typeorm';
import { WEBHOOK_EVENTS } from '../../../shared/webhook-events';
import { LiveNotices } from '../../src/live/invites/live-notices';
import type { LiveReminderJob } from '../../src/live/invites/live-reminders';
import { LiveOccurrence } from '../../src/live/live-occurrence.entity';
import { LiveSeat, LiveSeatStatus } from '../../src/live/live-seat.entity';
import { LiveSession } from '../../src/live/live-session.entity';
import { Role, User } from '../../src/users/user.entity';
import { signUp } from '../support/auth-operations';
import { createCourse, educator } from '../support/catalog-fixtures';
import { icsProperties as ics, inviteOf } from '../support/ics-invites';
import { inboxForTests } from '../support/inbox-app';
import { runJobsNow } from '../support/jobs';
import { requestStatementTexts } from '../support/statements';
import { newUser } from '../support/test-app';
import { until } from '../support/until';

const SCHEDULE = `mutation($input: ScheduleLiveSessionInput!) { scheduleLiveSession(input: $input) {
  id sequence occurrences { id startsAt } } }`;
const MOVE = `mutation($id: ID!, $at: DateTime!) { moveLiveOccurrence(id: $id, startsAt: $at) { id } }`;
const CANCEL_ONE = 'mutation($id: ID!) { cancelLiveOccurrence(id: $id) { id } }';
const CANCEL_ALL = 'mutation($id: ID!) { cancelLiveSession(id: $id) { id sequence } }';
const INVITE = 'query($id: ID!) { liveSession(id: $id) { sequence calendarInvite } }';
const LIVE_EVENTS = [
  'live_session.scheduled',
  'live_session.cancelled',
  'live_session.recording_ready',
];

/** Mondays 29 March, 5 and 12 April 2027 at 7 pm in Kolkata (13:30 UTC; 2:30 pm BST in London). */
const FIRST = '2027-03-29T13:30:00.000Z';
const SECOND = '2027-04-05T13:30:00.000Z';
const THIRD = '2027-04-12T13:30:00.000Z';
/** Where the second meeting moves: Tuesday 6 April, 8 pm in Kolkata. */
const MOVED = '2027-04-06T14:30:00.000Z';
const HOUR = 3600_000;

/**
 * Live sessions' invites end to end: real PostgreSQL, GraphQL over HTTP, mail through a real SMTP
 * server, reminders on pg-boss, webhooks to a real receiver that verifies each signature.
 */
describe('live session invites, mails, reminders and webhook events', () => {
  const inbox = inboxForTests();

  const gql = async (query: string, variables: Record<string, unknown>, token?: string) => {
    const res = await inbox.app.gql(query, variables, token);
    expect(res.errors).toBeUndefined();
    return res.data!;
  };

  const listen = (session: { token: string }, path: string) =>
    inbox.receiver.listen(inbox.app, session.token, path, LIVE_EVENTS);

  /**
   * A weekly series of `count` at 7 pm in Kolkata from FIRST, on a course of `host` (a new
   * educator and course unless given).
   */
  async function series(
    title = 'Reels clinic',
    given: { host?: Awaited<ReturnType<typeof educator>>; courseId?: string; count?: number } = {},
  ) {
    const host = given.host ?? (await educator(inbox.app));
    const courseId =
      given.courseId ??
      (await createCourse(inbox.app, host.user.id, { title: 'Personal Branding 101' })).id;
    const scheduled = (
      await gql(
        SCHEDULE,
        {
          input: {
            courseId,
            title,
            agenda: 'Bring one reel; we fix its hook together.',
            startsAt: FIRST,
            durationMinutes: 60,
            timeZone: 'Asia/Kolkata',
            rrule: `FREQ=WEEKLY;COUNT=${given.count ?? 3}`,
            capacity: 5,
            access: 'ENROLLED',
          },
        },
        host.token,
      )
    ).scheduleLiveSession as { id: string; occurrences: { id: string; startsAt: string }[] };
    return { host, courseId, id: scheduled.id, occurrences: scheduled.occurrences };
  }

  /** A learner in `timeZone` and `locale`. */
  async function learner(name: string, timeZone: string, locale: 'en' | 'hi' = 'en') {
    const session = await signUp(inbox.app, newUser({ name }));
    await inbox.db.getRepository(User).update({ id: session.user.id }, { locale });
    return { ...session, timeZone, email: session.user.email };
  }

  /** A place in the session written as the seats would, told through LiveNotices in its transaction. */
  async function seat(
    liveSessionId: string,
    who: { user: { id: string }; timeZone: string },
    status: LiveSeatStatus,
    tell?: (notices: LiveNotices, tx: EntityManager, seatId: string) => Promise<void>,
  ) {
    return inbox.db.transaction(async (tx) => {
      const expiresAt =
        status === LiveSeatStatus.OFFERED ? new Date(Date.parse(FIRST) - 2 * HOUR) : null;
      const row = await tx
        .getRepository(LiveSeat)
        .save({ liveSessionId, userId: who.user.id, status, timeZone: who.timeZone, expiresAt });
      if (status === LiveSeatStatus.CONFIRMED || status === LiveSeatStatus.OFFERED)
        await tx.getRepository(LiveSession).increment({ id: liveSessionId }, 'seatsTaken', 1);
      await tell?.(inbox.app.app.get(LiveNotices), tx, row.id);
      return row;
    });
  }
  const confirm = (n: LiveNotices, tx: EntityManager, id: string) => n.seatConfirmed(tx, id);

  const reminderJobs = (occurrenceIds: string[]) =>
    inbox.db.query<
      { id: string; occurrenceId: string; startAfter: Date; sequence: number; lead: string }[]
    >(
      `SELECT id, data->>'occurrenceId' AS "occurrenceId", start_after AS "startAfter",
              (data->>'sequence')::int AS sequence, data->>'lead' AS lead
       FROM pgboss.job WHERE name = 'live-reminder' AND data->>'occurrenceId' = ANY($1::text[])
       ORDER BY start_after, data->>'lead'`,
      [occurrenceIds],
    );

  const runNow = (ids: string[]) => runJobsNow(inbox.app, ids);

  /** Mails of `kind` queued to these addresses, sent or not (the outbox is written in the change). */
  const queued = async (kind: string, to: string[]) =>
    (
      await inbox.db.query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM outbound_mails WHERE kind = $1 AND to_address = ANY($2::text[])`,
        [kind, to],
      )
    )[0].n;

  /** Every live session mail queued to these addresses. */
  const queuedLive = async (to: string[]) =>
    (
      await inbox.db.query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM outbound_mails WHERE kind LIKE 'live\\_%' AND to_address = ANY($1::text[])`,
        [to],
      )
    )[0].n;

  it('tells the host when a series is scheduled, schedules the reminders of every meeting and records live_session.scheduled', async () => {
    const admin = await signUp(inbox.app, newUser({ name: 'Ada Admin' }));
    await inbox.db.getRepository(User).update({ id: admin.user.id }, { role: Role.ADMIN });
    await listen(admin, '/admin');
    const rival = await educator(inbox.app);
    await listen(rival, '/rival');
    const host = await educator(inbox.app);
    await listen(host, '/host');
    const { id, courseId, occurrences } = await series('Reels clinic', { host });
    expect(occurrences.map((o) => o.startsAt)).toEqual([FIRST, SECOND, THIRD]);

    // The host's own invite: the series as one UID, its rule from 7 pm in Kolkata.
    const mail = await inbox.smtp.waitFor(host.user.email, /^Scheduled: Reels clinic$/);
    expect(mail.text).toMatch(
      /3 meetings, the first Monday.*29 March 2027.*7:00 pm IST \(Asia\/Kolkata\)/,
    );
    const invite = inviteOf(mail);
    expect(invite('METHOD')).toEqual(['REQUEST']);
    expect(invite('UID')).toEqual([`${id}@brandcraft`]);
    expect(invite('SEQUENCE')).toEqual(['0']);
    expect(invite.full('DTSTART')).toEqual([';TZID=Asia/Kolkata:20270329T190000']);
    expect(invite.full('DTEND')).toEqual([';TZID=Asia/Kolkata:20270329T200000']);
    expect(invite('RRULE')).toEqual(['FREQ=WEEKLY;COUNT=3']);
    expect(mail.attachments[0].content.toString('utf8')).toMatch(
      /BEGIN:VTIMEZONE\r\nTZID:Asia\/Kolkata\r\nBEGIN:STANDARD\r\n/,
    );
    expect(invite('ORGANIZER')[0]).toMatch(new RegExp(`mailto:${host.user.email}$`, 'i'));
    // And in the host's bell (a live_session notice), opening the session's page.
    expect(
      await inbox.db.query('SELECT kind, title, body, url FROM notifications WHERE user_id = $1', [
        host.user.id,
      ]),
    ).toEqual([
      {
        kind: 'live_session',
        title: 'Your live session is scheduled',
        body: 'Scheduled: Reels clinic',
        url: `/live/${id}`,
      },
    ]);

    // Reminders 24 h and 1 h before each meeting, carrying the meeting's sequence.
    const jobs = await reminderJobs(occurrences.map((o) => o.id));
    expect(jobs.map((j) => [j.occurrenceId, j.lead, j.sequence, new Date(j.startAfter)])).toEqual(
      occurrences.flatMap((o) => [
        [o.id, 'day', 0, new Date(Date.parse(o.startsAt) - 24 * HOUR)],
        [o.id, 'hour', 0, new Date(Date.parse(o.startsAt) - HOUR)],
      ]),
    );

    // live_session.scheduled to the course's educator and every admin, signed; not to another educator.
    await until(() => inbox.receiver.at('/host').length >= 1, 'the event');
    await until(() => inbox.receiver.at('/admin').length >= 1, 'the admin’s');
    const [event] = inbox.receiver.at('/host');
    expect(event.type).toBe('live_session.scheduled');
    expect(event.data).toMatchObject({
      liveSessionId: id,
      courseId,
      hostId: host.user.id,
      title: 'Reels clinic',
      timeZone: 'Asia/Kolkata',
      rrule: 'RRULE:FREQ=WEEKLY;COUNT=3',
      status: 'scheduled',
      sequence: 0,
      occurrences: occurrences.map((o) => ({
        id: o.id,
        startsAt: o.startsAt,
        endsAt: new Date(Date.parse(o.startsAt) + HOUR).toISOString(),
        status: 'scheduled',
      })),
    });
    const { example } = WEBHOOK_EVENTS.find((e) => e.type === 'live_session.scheduled')!;
    expect(Object.keys(event.data).sort()).toEqual(Object.keys(example).sort());
    expect(inbox.receiver.at('/admin')[0].data).toEqual(event.data);
    expect(inbox.receiver.at('/rival')).toEqual([]);
  }, 60_000);

  it('mails seat holders the invite in their zone and language, reminds everyone before each meeting, and updates the invite when a meeting moves or is cancelled', async () => {
    const { host, id, occurrences } = await series();
    const [first, second, third] = occurrences;
    const lena = await learner('Lena Learner', 'Asia/Kolkata');
    const mo = await learner('Mo Learner', 'Europe/London', 'hi');
    const wait = await learner('Wes Waiting', 'UTC');
    await seat(id, lena, LiveSeatStatus.CONFIRMED, confirm);
    await seat(id, mo, LiveSeatStatus.CONFIRMED, confirm);
    await seat(id, wait, LiveSeatStatus.WAITLISTED);
    const everyone = [host.user.email, lena.email, mo.email];

    // Confirmed: each gets the series invite as its attendee, in their zone and language.
    const toLena = await inbox.smtp.waitFor(lena.email, /^Your seat: Reels clinic with Edu Cator$/);
    expect(toLena.text).toMatch(
      /3 meetings to come, the next Monday.*29 March 2027.*7:00 pm IST \(Asia\/Kolkata\)/,
    );
    expect(toLena.text).toContain(`/live/${id}`);
    const toMo = await inbox.smtp.waitFor(mo.email, /^आपकी सीट: Edu Cator के साथ Reels clinic$/);
    expect(toMo.text).toMatch(/29 मार्च 2027/);
    expect(toMo.text).toContain('(Europe/London)');
    for (const [mail, who] of [
      [toLena, lena],
      [toMo, mo],
    ] as const) {
      const invite = inviteOf(mail);
      expect(invite('UID')).toEqual([`${id}@brandcraft`]);
      expect(invite('RRULE')).toEqual(['FREQ=WEEKLY;COUNT=3']);
      expect(invite('ATTENDEE')[0]).toMatch(new RegExp(`mailto:${who.email}$`, 'i'));
    }
    expect(inviteOf(toMo)('SUMMARY')).toEqual(['Edu Cator के साथ Reels clinic']);
    expect(await queuedLive([wait.email])).toBe(0);

    // The first meeting's one-hour reminder runs: the host and both seat holders, each in their zone.
    const jobs = await reminderJobs([first.id]);
    await runNow(jobs.filter((j) => j.lead === 'hour').map((j) => j.id));
    const reminderToLena = await inbox.smtp.waitFor(lena.email, /^In 1 hour: Reels clinic$/);
    expect(reminderToLena.text).toMatch(/Monday.*29 March 2027.*7:00 pm IST \(Asia\/Kolkata\)/);
    // Its button joins the meeting's room.
    expect(reminderToLena.text).toContain(`/live/rooms/${first.id}`);
    expect(reminderToLena.attachments).toEqual([]);
    const reminderToMo = await inbox.smtp.waitFor(mo.email, /^1 घंटे में: Reels clinic$/);
    expect(reminderToMo.text).toContain('(Europe/London)');
    expect(reminderToMo.text).toMatch(/2:30/); // 13:30 UTC is 2:30 pm in London (BST)
    await inbox.smtp.waitFor(host.user.email, /^In 1 hour: Reels clinic$/);
    expect(await queued('live_reminder', everyone)).toBe(3);
    expect(await queued('live_reminder', [wait.email])).toBe(0);

    // The handler itself, with a fake clock: nothing once the meeting has started.
    const notices = inbox.app.app.get(LiveNotices);
    const job = (o: { id: string }, sequence: number): LiveReminderJob => ({
      occurrenceId: o.id,
      sequence,
      lead: 'hour',
    });
    expect(await notices.remind(job(first, 0), new Date(Date.parse(FIRST) + 60_000))).toBe(false);
    expect(await queued('live_reminder', everyone)).toBe(3);

    // The second meeting moves: everyone gets the updated series (higher SEQUENCE, the moved one
    // by its RECURRENCE-ID), and the move schedules its own reminders.
    await gql(MOVE, { id: second.id, at: MOVED }, host.token);
    const movedToLena = await inbox.smtp.waitFor(lena.email, /^Meeting moved: Reels clinic$/);
    expect(movedToLena.text).toMatch(
      /planned for Monday.*5 April 2027.*7:00 pm IST.*is moved to Tuesday.*6 April 2027.*8:00 pm IST/s,
    );
    await inbox.smtp.waitFor(mo.email, /^मीटिंग का समय बदला: Reels clinic$/);
    await inbox.smtp.waitFor(host.user.email, /^Meeting moved: Reels clinic$/);
    const moved = inviteOf(movedToLena);
    expect(moved('UID')).toEqual([`${id}@brandcraft`, `${id}@brandcraft`]);
    expect(moved('SEQUENCE')).toEqual(['1', '1']);
    expect(moved.full('RECURRENCE-ID')).toEqual([';TZID=Asia/Kolkata:20270405T190000']);
    expect(moved.full('DTSTART')).toEqual([
      ';TZID=Asia/Kolkata:20270329T190000',
      ';TZID=Asia/Kolkata:20270406T200000',
    ]);
    expect((await gql(INVITE, { id }, lena.token)).liveSession.sequence).toBe(1);

    const secondJobs = await reminderJobs([second.id]);
    expect(secondJobs.map((j) => [j.lead, j.sequence, new Date(j.startAfter)])).toEqual([
      ['day', 0, new Date(Date.parse(SECOND) - 24 * HOUR)],
      ['hour', 0, new Date(Date.parse(SECOND) - HOUR)],
      ['day', 1, new Date(Date.parse(MOVED) - 24 * HOUR)],
      ['hour', 1, new Date(Date.parse(MOVED) - HOUR)],
    ]);
    // The old reminders come due and send nothing; the new one-hour reminder does, at the new time.
    await runNow(secondJobs.filter((j) => j.sequence === 0).map((j) => j.id));
    expect(await queued('live_reminder', everyone)).toBe(3);
    await runNow(secondJobs.filter((j) => j.sequence === 1 && j.lead === 'hour').map((j) => j.id));
    expect(await queued('live_reminder', everyone)).toBe(6);
    const lenaReminders = await until(
      () =>
        inbox.smtp.to(lena.email).filter((m) => /^In 1 hour/.test(m.subject ?? '')).length === 2,
      'the moved meeting’s reminder',
    ).then(() => inbox.smtp.to(lena.email).filter((m) => /^In 1 hour/.test(m.subject ?? '')));
    expect(lenaReminders[1].text).toMatch(/Tuesday.*6 April 2027.*8:00 pm IST/);

    // The third meeting is cancelled: an EXDATE in the updated invite, and its reminders are stale.
    await gql(CANCEL_ONE, { id: third.id }, host.token);
    const cancelledToLena = await inbox.smtp.waitFor(
      lena.email,
      /^Meeting cancelled: Reels clinic$/,
    );
    expect(cancelledToLena.text).toMatch(/Monday.*12 April 2027.*7:00 pm IST.*is cancelled/);
    expect(cancelledToLena.text).toContain('The other meetings of the series are unchanged.');
    await inbox.smtp.waitFor(host.user.email, /^Meeting cancelled: Reels clinic$/);
    const cancelled = inviteOf(cancelledToLena);
    expect(cancelled('METHOD')).toEqual(['REQUEST']);
    expect(cancelled('SEQUENCE')).toEqual(['2', '2']);
    expect(cancelled.full('EXDATE')).toEqual([';TZID=Asia/Kolkata:20270412T190000']);
    await runNow((await reminderJobs([third.id])).map((j) => j.id));
    expect(await queued('live_reminder', everyone)).toBe(6);

    // "Add to calendar": the host's and each seat holder's invite as their mails carry it; nobody else's.
    const calendarInvite = async (token?: string) =>
      (await gql(INVITE, { id }, token)).liveSession.calendarInvite as string | null;
    const forLena = ics((await calendarInvite(lena.token))!);
    expect(forLena('SEQUENCE')).toEqual(['2', '2']);
    expect(forLena.full('EXDATE')).toEqual([';TZID=Asia/Kolkata:20270412T190000']);
    expect(forLena.full('RECURRENCE-ID')).toEqual([';TZID=Asia/Kolkata:20270405T190000']);
    expect(forLena('ATTENDEE')[0]).toMatch(new RegExp(`mailto:${lena.email}$`, 'i'));
    const forHost = ics((await calendarInvite(host.token))!);
    expect(forHost('SUMMARY')).toEqual(['Reels clinic', 'Reels clinic']);
    expect(forHost('ATTENDEE')).toEqual([]);
    expect(await calendarInvite(wait.token)).toBeNull();
    expect(await calendarInvite(undefined)).toBeNull();
  }, 120_000);

  it('offers a freed seat with its claim link and deadline, cancels a seat’s invite, and cancels the series for everyone with live_session.cancelled', async () => {
    const { host, id, occurrences } = await series('Hooks lab');
    await listen(host, `/host-${id}`);
    const lena = await learner('Lena Offered', 'Asia/Kolkata');
    const sam = await learner('Sam Seated', 'UTC');
    const ria = await learner('Ria Leaving', 'Europe/London');
    await seat(id, sam, LiveSeatStatus.CONFIRMED, confirm);
    const leaving = await seat(id, ria, LiveSeatStatus.CONFIRMED, confirm);

    // Offered: the claim link and the deadline (2 h before the first meeting) in their zone; no invite yet.
    await seat(id, lena, LiveSeatStatus.OFFERED, (n, tx, seatId) => n.seatOffered(tx, seatId));
    const offer = await inbox.smtp.waitFor(lena.email, /^A seat is free for you: Hooks lab$/);
    expect(offer.text).toMatch(new RegExp(`/live/${id}`));
    expect(offer.text).toMatch(
      /held for you until Monday.*29 March 2027.*5:00 pm IST \(Asia\/Kolkata\)/,
    );
    expect(offer.text).toContain('Claim your seat');
    expect(offer.attachments).toEqual([]);
    // An offer not yet claimed puts nothing in a calendar.
    expect((await gql(INVITE, { id }, lena.token)).liveSession.calendarInvite).toBeNull();

    // A confirmed seat given up: METHOD:CANCEL of the same UID to that learner alone.
    await inbox.db.transaction(async (tx) => {
      await tx
        .getRepository(LiveSeat)
        .update({ id: leaving.id }, { status: LiveSeatStatus.CANCELLED });
      await tx.getRepository(LiveSession).decrement({ id }, 'seatsTaken', 1);
      await inbox.app.app.get(LiveNotices).seatCancelled(tx, leaving.id);
    });
    const gone = await inbox.smtp.waitFor(ria.email, /^Seat cancelled: Hooks lab$/);
    const goneInvite = inviteOf(gone);
    expect(goneInvite('METHOD')).toEqual(['CANCEL']);
    expect(goneInvite('STATUS')).toEqual(['CANCELLED']);
    expect(goneInvite('UID')).toEqual([`${id}@brandcraft`]);
    expect(gone.attachments[0].filename).toBe('cancel.ics');

    // The series is cancelled: the host and the confirmed seat holder get METHOD:CANCEL, with the
    // series' new SEQUENCE; the offered and the departed get nothing more.
    const cancelled = (await gql(CANCEL_ALL, { id }, host.token)).cancelLiveSession;
    expect(cancelled.sequence).toBe(1);
    for (const email of [sam.email, host.user.email]) {
      const mail = await inbox.smtp.waitFor(email, /^Cancelled: Hooks lab$/);
      const invite = inviteOf(mail);
      expect(invite('METHOD')).toEqual(['CANCEL']);
      expect(invite('SEQUENCE')).toEqual(['1']);
      expect(invite('STATUS')).toEqual(['CANCELLED']);
      expect(mail.text).toContain('its meetings still to come will not take place');
    }
    expect(await queued('live_cancelled', [lena.email, ria.email])).toBe(0);
    // Its reminders come due and send nothing.
    await runNow((await reminderJobs(occurrences.map((o) => o.id))).map((j) => j.id));
    expect(await queued('live_reminder', [sam.email, host.user.email])).toBe(0);
    // The calendars' copies are the CANCEL too, for the host and the seat holders (their seats
    // released with the series), the one who left included.
    for (const who of [sam, ria, host]) {
      const copy = (await gql(INVITE, { id }, who.token)).liveSession.calendarInvite as string;
      expect(ics(copy)('METHOD')).toEqual(['CANCEL']);
    }

    const path = `/host-${id}`;
    await until(
      () => inbox.receiver.at(path).some((r) => r.type === 'live_session.cancelled'),
      'live_session.cancelled',
    );
    const event = inbox.receiver.at(path).find((r) => r.type === 'live_session.cancelled')!;
    expect(event.data).toMatchObject({
      liveSessionId: id,
      status: 'cancelled',
      sequence: 1,
      cancelledAt: expect.any(String),
    });
    expect((event.data.occurrences as { status: string }[]).map((o) => o.status)).toEqual([
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
    const { example } = WEBHOOK_EVENTS.find((e) => e.type === 'live_session.cancelled')!;
    expect(Object.keys(event.data).sort()).toEqual(Object.keys(example).sort());
  }, 90_000);

  it('records live_session.recording_ready through LiveNotices.recordingReady, in the caller’s transaction', async () => {
    const { host, id, occurrences } = await series('Recorded clinic');
    const path = `/recording-${id}`;
    await listen(host, path);
    const session = await inbox.db.getRepository(LiveSession).findOneByOrFail({ id });
    const occurrence = await inbox.db
      .getRepository(LiveOccurrence)
      .findOneByOrFail({ id: occurrences[0].id });
    const lectureId = '3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a7b';
    // A transaction that rolls back records nothing.
    await inbox.db
      .transaction(async (tx) => {
        await inbox.app.app.get(LiveNotices).recordingReady(tx, session, occurrence, lectureId);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await inbox.db.transaction((tx) =>
      inbox.app.app.get(LiveNotices).recordingReady(tx, session, occurrence, lectureId),
    );
    await until(() => inbox.receiver.at(path).length > 0, 'live_session.recording_ready');
    await new Promise((r) => setTimeout(r, 1_000));
    const events = inbox.receiver.at(path);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'live_session.recording_ready',
      data: {
        liveSessionId: id,
        courseId: session.courseId,
        title: 'Recorded clinic',
        occurrence: {
          id: occurrence.id,
          startsAt: FIRST,
          endsAt: new Date(Date.parse(FIRST) + HOUR).toISOString(),
          status: 'scheduled',
        },
        lectureId,
      },
    });
    const { example } = WEBHOOK_EVENTS.find((e) => e.type === 'live_session.recording_ready')!;
    expect(Object.keys(events[0].data).sort()).toEqual(Object.keys(example).sort());
  }, 60_000);

  it('answers calendarInvite over a list of sessions in the same statements as for one (batched)', async () => {
    const host = await educator(inbox.app);
    const courseId = (await createCourse(inbox.app, host.user.id, { title: 'Batched course' })).id;
    const lena = await learner('Lena Lists', 'Asia/Kolkata');
    const schedule = async (title: string) => {
      const { id } = await series(title, { host, courseId, count: 2 });
      await seat(id, lena, LiveSeatStatus.CONFIRMED);
      return id;
    };
    const LIST = `query($id: ID!) { course(id: $id) { liveSessions { id calendarInvite } } }`;
    const list = async (token: string) => {
      const [sql, res] = await requestStatementTexts(() =>
        inbox.app.gql(LIST, { id: courseId }, token),
      );
      expect(res.errors).toBeUndefined();
      const sessions = res.data!.course.liveSessions as { id: string; calendarInvite: string }[];
      return { count: sql.length, sessions };
    };
    const firstId = await schedule('One');
    await list(lena.token); // warm: what a first request loads once
    const one = await list(lena.token);
    expect(one.sessions.map((s) => ics(s.calendarInvite)('UID'))).toEqual([
      [`${firstId}@brandcraft`],
    ]);
    await schedule('Two');
    await schedule('Three');
    const three = await list(lena.token);
    expect(three.sessions).toHaveLength(3);
    for (const s of three.sessions)
      expect(ics(s.calendarInvite)('ATTENDEE')[0]).toMatch(
        new RegExp(`mailto:${lena.email}$`, 'i'),
      );
    expect(three.count).toBe(one.count);
    // The host's copies, likewise.
    const hosted = await list(host.token);
    expect(hosted.sessions.every((s) => ics(s.calendarInvite)('ATTENDEE').length === 0)).toBe(true);
  }, 60_000);
});
