import { WEBHOOK_EVENTS } from '../../../shared/webhook-events';
import { WeeklyHours } from '../../src/mentorship/availability.entity';
import { MentorProfile } from '../../src/mentorship/mentor-profile.entity';
import { SessionType } from '../../src/mentorship/session-type.entity';
import { Role, User } from '../../src/users/user.entity';
import { signUp } from '../support/auth-operations';
import { educator } from '../support/catalog-fixtures';
import { icsProperties as ics, inviteOf } from '../support/ics-invites';
import { inboxForTests } from '../support/inbox-app';
import { runJobsNow } from '../support/jobs';
import { newUser } from '../support/test-app';
import { until } from '../support/until';

const BOOK = `mutation($input: BookSessionInput!) { bookSession(input: $input) { id status sequence } }`;
const MOVE = `mutation($id: ID!, $at: DateTime!) { rescheduleBooking(id: $id, startsAt: $at) { id sequence } }`;
const CANCEL = `mutation($id: ID!, $reason: String) { cancelBooking(id: $id, reason: $reason) { id sequence } }`;
const BOOKING_EVENTS = ['booking.created', 'booking.rescheduled', 'booking.cancelled'];

/** Monday 29 March 2027, 09:00 in London (BST, the day after the change): 08:00Z, 13:30 in Kolkata. */
const MONDAY = '2027-03-29T08:00:00.000Z';
const TUESDAY = '2027-03-30T08:00:00.000Z';
const HOUR = 3600_000;

/**
 * Booking invites end to end: real PostgreSQL, GraphQL over HTTP, mail through a real SMTP server,
 * reminders on pg-boss, webhooks to a real receiver that verifies each signature.
 */
describe('booking invites, mails, reminders and webhook events', () => {
  const inbox = inboxForTests();

  /** An educator made a mentor by rows, in `timeZone`, hours all day every day, one session type. */
  async function mentor(timeZone: string, type: Partial<SessionType> = {}) {
    const session = await educator(inbox.app);
    const mentorId = session.user.id;
    await inbox.db
      .getRepository(MentorProfile)
      .insert({ userId: mentorId, headline: 'Mentor', timeZone });
    await inbox.db.getRepository(WeeklyHours).insert(
      [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        mentorId,
        weekday,
        startMinute: 0,
        endMinute: 24 * 60,
      })),
    );
    const sessionType = await inbox.db.getRepository(SessionType).save({
      mentorId,
      title: 'Profile review',
      durationMinutes: 30,
      pricePaise: 0,
      minNoticeMinutes: 0,
      bookingWindowDays: 365,
      cancellationPolicy: 'Cancel a day ahead.',
      ...type,
    });
    return { session, sessionType };
  }

  const listen = (session: { token: string }, path: string) =>
    inbox.receiver.listen(inbox.app, session.token, path, BOOKING_EVENTS);

  const gql = async (query: string, variables: Record<string, unknown>, token: string) => {
    const res = await inbox.app.gql(query, variables, token);
    expect(res.errors).toBeUndefined();
    return res.data!;
  };

  const reminderJobs = (bookingId: string) =>
    inbox.db.query<
      { id: string; startAfter: Date; sequence: number; lead: string; state: string }[]
    >(
      `SELECT id, start_after AS "startAfter", (data->>'sequence')::int AS sequence,
              data->>'lead' AS lead, state
       FROM pgboss.job WHERE name = 'booking-reminder' AND data->>'bookingId' = $1
       ORDER BY start_after`,
      [bookingId],
    );

  const runNow = (ids: string[]) => runJobsNow(inbox.app, ids);

  it('mails both sides an invite with a stable UID and a growing SEQUENCE, in their zone and language; reminders skip a moved or cancelled booking; webhook events', async () => {
    const { session: mona, sessionType } = await mentor('Europe/London');
    await inbox.db.getRepository(User).update({ id: mona.user.id }, { locale: 'hi' });
    const rival = await educator(inbox.app);
    await listen(mona, '/mentor');
    await listen(rival, '/rival');
    const admin = await signUp(inbox.app, newUser({ name: 'Ada Admin' }));
    await inbox.db.getRepository(User).update({ id: admin.user.id }, { role: Role.ADMIN });
    await listen(admin, '/admin');
    const learner = await signUp(inbox.app, newUser({ name: 'Lena Learner' }));
    const lena = learner.user.email;
    const monaMail = mona.user.email;

    // Booked: both get an invite, METHOD:REQUEST, SEQUENCE:0, times in UTC.
    const booked = (
      await gql(
        BOOK,
        { input: { sessionTypeId: sessionType.id, startsAt: MONDAY, timeZone: 'Asia/Kolkata' } },
        learner.token,
      )
    ).bookSession;
    expect(booked).toMatchObject({ status: 'CONFIRMED', sequence: 0 });
    const uid = `${booked.id}@brandcraft`;
    const toLena = await inbox.smtp.waitFor(lena, /^Booked: Profile review with Edu Cator$/);
    const toMona = await inbox.smtp.waitFor(
      monaMail,
      /^बुक हो गया: Lena Learner के साथ Profile review$/,
    );
    for (const mail of [toLena, toMona]) {
      const invite = inviteOf(mail);
      expect(invite('METHOD')).toEqual(['REQUEST']);
      expect(invite('UID')).toEqual([uid]);
      expect(invite('SEQUENCE')).toEqual(['0']);
      expect(invite('STATUS')).toEqual(['CONFIRMED']);
      expect(invite('DTSTART')).toEqual(['20270329T080000Z']);
      expect(invite('DTEND')).toEqual(['20270329T083000Z']);
      expect(invite('ORGANIZER')[0]).toMatch(new RegExp(`mailto:${monaMail}$`, 'i'));
      expect(invite('ATTENDEE')[0]).toMatch(new RegExp(`mailto:${lena}$`, 'i'));
      expect(invite('DESCRIPTION')[0]).toContain(`/sessions/${booked.id}?action=cancel`);
    }
    // Each in their own zone: Lena in Kolkata (13:30), Mona in London (09:00 BST), in Hindi.
    expect(toLena.text).toMatch(/Monday.*29 March 2027.*1:30 pm IST \(Asia\/Kolkata\)/);
    expect(toLena.text).toContain(`/sessions/${booked.id}?action=reschedule`);
    expect(toMona.text).toContain('(Europe/London)');
    expect(toMona.text).toMatch(/29 मार्च 2027/);
    expect(toMona.text).toMatch(/9:00 am|9:00 पूर्वाह्न/);

    // Reminders 24 h and 1 h before, with the booking's sequence.
    const first = await reminderJobs(booked.id);
    expect(first.map((j) => [j.lead, j.sequence, new Date(j.startAfter).toISOString()])).toEqual([
      ['day', 0, new Date(Date.parse(MONDAY) - 24 * HOUR).toISOString()],
      ['hour', 0, new Date(Date.parse(MONDAY) - HOUR).toISOString()],
    ]);

    // Moved by the mentor: new invites, SEQUENCE:1, the same UID, the new time.
    const moved = (await gql(MOVE, { id: booked.id, at: TUESDAY }, mona.token)).rescheduleBooking;
    expect(moved.sequence).toBe(1);
    const movedToLena = await inbox.smtp.waitFor(lena, /^Moved: Profile review/);
    await inbox.smtp.waitFor(monaMail, /^समय बदला:/);
    const movedInvite = inviteOf(movedToLena);
    expect(movedInvite('UID')).toEqual([uid]);
    expect(movedInvite('SEQUENCE')).toEqual(['1']);
    expect(movedInvite('METHOD')).toEqual(['REQUEST']);
    expect(movedInvite('DTSTART')).toEqual(['20270330T080000Z']);
    expect(movedToLena.text).toMatch(/Tuesday.*30 March 2027.*1:30 pm IST.*instead of.*Monday/s);

    const all = await reminderJobs(booked.id);
    const current = all.filter((j) => j.sequence === 1);
    expect(current.map((j) => [j.lead, new Date(j.startAfter).toISOString()])).toEqual([
      ['day', new Date(Date.parse(TUESDAY) - 24 * HOUR).toISOString()],
      ['hour', new Date(Date.parse(TUESDAY) - HOUR).toISOString()],
    ]);

    // The stale reminders (sequence 0) run and send nothing; a current one sends to both.
    const reminders = () =>
      inbox.smtp.messages.filter((m) => /In (24 hours|1 hour)|घंटे में/.test(m.subject ?? ''));
    /** Reminder mails queued for these two, sent or not: the outbox is written in the job's transaction. */
    const queuedReminders = async () =>
      (
        await inbox.db.query<{ n: number }[]>(
          `SELECT count(*)::int AS n FROM outbound_mails
           WHERE kind = 'booking_reminder' AND to_address = ANY($1::text[])`,
          [[lena, monaMail]],
        )
      )[0].n;
    await runNow(all.filter((j) => j.sequence === 0).map((j) => j.id));
    expect(await queuedReminders()).toBe(0);
    const [hourBefore] = current.filter((j) => j.lead === 'hour');
    await runNow([hourBefore.id]);
    const reminderToLena = await inbox.smtp.waitFor(
      lena,
      /^In 1 hour: Profile review with Edu Cator$/,
    );
    await inbox.smtp.waitFor(monaMail, /^1 घंटे में: Lena Learner के साथ Profile review$/);
    expect(reminderToLena.text).toMatch(/Tuesday.*30 March 2027.*1:30 pm IST/);
    expect(reminders()).toHaveLength(2);
    expect(await queuedReminders()).toBe(2);

    // Cancelled by the learner: METHOD:CANCEL, SEQUENCE:2, the same UID.
    const cancelled = (await gql(CANCEL, { id: booked.id, reason: 'Exam moved.' }, learner.token))
      .cancelBooking;
    expect(cancelled.sequence).toBe(2);
    const cancelToMona = await inbox.smtp.waitFor(monaMail, /^रद्द:/);
    const cancelToLena = await inbox.smtp.waitFor(lena, /^Cancelled: Profile review/);
    expect(cancelToLena.text).toContain('You cancelled it.');
    expect(cancelToMona.text).toContain('Lena Learner ने इसे रद्द किया।');
    expect(cancelToMona.text).toContain('Exam moved.');
    for (const mail of [cancelToLena, cancelToMona]) {
      const invite = inviteOf(mail);
      expect(invite('METHOD')).toEqual(['CANCEL']);
      expect(invite('STATUS')).toEqual(['CANCELLED']);
      expect(invite('SEQUENCE')).toEqual(['2']);
      expect(invite('UID')).toEqual([uid]);
    }
    // The day-before reminder of the (now cancelled) booking comes due: nothing is sent.
    await runNow(current.filter((j) => j.lead === 'day').map((j) => j.id));
    expect(await queuedReminders()).toBe(2);
    expect(reminders()).toHaveLength(2);

    // The mentor's endpoint got the three events, signed; another educator's got none.
    await until(() => inbox.receiver.at('/mentor').length >= 3, 'the events');
    // Deliveries run in parallel: in order of the booking's sequence.
    const at = (path: string) =>
      inbox.receiver.at(path).sort((a, b) => Number(a.data.sequence) - Number(b.data.sequence));
    const events = at('/mentor');
    expect(events.map((e) => e.type)).toEqual(BOOKING_EVENTS);
    const common = {
      bookingId: booked.id,
      sessionTypeId: sessionType.id,
      mentorId: mona.user.id,
      learnerId: learner.user.id,
    };
    expect(events.map((e) => e.data)).toEqual([
      {
        ...common,
        startsAt: MONDAY,
        endsAt: '2027-03-29T08:30:00.000Z',
        status: 'confirmed',
        sequence: 0,
      },
      {
        ...common,
        startsAt: TUESDAY,
        endsAt: '2027-03-30T08:30:00.000Z',
        status: 'confirmed',
        sequence: 1,
      },
      {
        ...common,
        startsAt: TUESDAY,
        endsAt: '2027-03-30T08:30:00.000Z',
        status: 'cancelled',
        sequence: 2,
      },
    ]);
    for (const type of BOOKING_EVENTS) {
      const { example } = WEBHOOK_EVENTS.find((e) => e.type === type)!;
      expect(Object.keys(events.find((e) => e.type === type)!.data).sort()).toEqual(
        Object.keys(example).sort(),
      );
    }
    // Every admin's endpoint too.
    await until(() => inbox.receiver.at('/admin').length >= 3, 'the admin’s');
    expect(at('/admin').map((r) => r.data)).toEqual(events.map((e) => e.data));
    expect(inbox.receiver.at('/rival')).toEqual([]);
  }, 90_000);

  it('gives its two people the invite for "Add to calendar" as their mails carry it; nobody else, and nothing while held', async () => {
    const INVITE = `query($id: ID!) { booking(id: $id) { calendarInvite } }`;
    const invite = async (id: string, token: string) =>
      ((await gql(INVITE, { id }, token)).booking as { calendarInvite: string | null } | null)
        ?.calendarInvite;
    const { session: mona, sessionType } = await mentor('Europe/London');
    const learner = await signUp(inbox.app, newUser({ name: 'Cal Learner' }));
    const stranger = await signUp(inbox.app, newUser({ name: 'Sam Stranger' }));
    const admin = await signUp(inbox.app, newUser({ name: 'Adi Admin' }));
    await inbox.db.getRepository(User).update({ id: admin.user.id }, { role: Role.ADMIN });
    const { id } = (
      await gql(
        BOOK,
        { input: { sessionTypeId: sessionType.id, startsAt: MONDAY, timeZone: 'Asia/Kolkata' } },
        learner.token,
      )
    ).bookSession as { id: string };

    const forLena = ics((await invite(id, learner.token))!);
    expect(forLena('METHOD')).toEqual(['REQUEST']);
    expect(forLena('UID')).toEqual([`${id}@brandcraft`]);
    expect(forLena('SEQUENCE')).toEqual(['0']);
    expect(forLena('DTSTART')).toEqual(['20270329T080000Z']);
    expect(forLena('SUMMARY')).toEqual(['Profile review with Edu Cator']);
    expect(ics((await invite(id, mona.token))!)('SUMMARY')).toEqual([
      'Profile review with Cal Learner',
    ]);
    // Asked over a list, each booking gets its own invite (one batched query for them all).
    const listed = (
      await gql(
        `{ myBookings(as: LEARNER, upcoming: true) { id calendarInvite } }`,
        {},
        learner.token,
      )
    ).myBookings as { id: string; calendarInvite: string }[];
    expect(listed.map((b) => ics(b.calendarInvite)('UID')[0])).toEqual([`${id}@brandcraft`]);
    expect(await invite(id, admin.token)).toBeNull();
    expect(await invite(id, stranger.token)).toBeUndefined(); // the booking itself is null

    await gql(MOVE, { id, at: TUESDAY }, learner.token);
    const moved = ics((await invite(id, learner.token))!);
    expect([moved('SEQUENCE'), moved('DTSTART')]).toEqual([['1'], ['20270330T080000Z']]);
    await gql(CANCEL, { id, reason: null }, learner.token);
    const cancelled = ics((await invite(id, mona.token))!);
    expect([cancelled('METHOD'), cancelled('STATUS'), cancelled('SEQUENCE')]).toEqual([
      ['CANCEL'],
      ['CANCELLED'],
      ['2'],
    ]);

    const { sessionType: paid } = await mentor('UTC', { pricePaise: 49900 });
    const held = (
      await gql(
        BOOK,
        { input: { sessionTypeId: paid.id, startsAt: MONDAY, timeZone: 'UTC' } },
        learner.token,
      )
    ).bookSession as { id: string; status: string };
    expect(held.status).toBe('HELD');
    expect(await invite(held.id, learner.token)).toBeNull();
  });

  it("puts a booking in both sides' bell, and a side who chose IN_APP for bookings gets no mail", async () => {
    const { session: mentorSession, sessionType } = await mentor('UTC');
    const learner = await signUp(inbox.app, newUser({ name: 'Bell Learner' }));
    await gql(
      `mutation { updateNotificationPreferences(input: { deliveries: [{ kind: "booking", delivery: IN_APP }] }) { id } }`,
      {},
      learner.token,
    );
    const booked = (
      await gql(
        BOOK,
        { input: { sessionTypeId: sessionType.id, startsAt: MONDAY, timeZone: 'UTC' } },
        learner.token,
      )
    ).bookSession as { id: string };
    await inbox.smtp.waitFor(
      mentorSession.user.email,
      /^Booked: Profile review with Bell Learner$/,
    );
    const bell = (userId: string) =>
      inbox.db.query<{ kind: string; title: string; body: string; url: string }[]>(
        'SELECT kind, title, body, url FROM notifications WHERE user_id = $1',
        [userId],
      );
    expect(await bell(learner.user.id)).toEqual([
      {
        kind: 'booking',
        title: 'Your session is booked',
        body: 'Booked: Profile review with Edu Cator',
        url: `/sessions/${booked.id}`,
      },
    ]);
    expect(await bell(mentorSession.user.id)).toEqual([
      expect.objectContaining({ kind: 'booking', url: `/sessions/${booked.id}` }),
    ]);
    expect(
      await inbox.db.query(
        "SELECT 1 FROM outbound_mails WHERE to_address = $1 AND kind LIKE 'booking_%'",
        [learner.user.email],
      ),
    ).toEqual([]);
  });

  it('schedules only the reminders still ahead, and a held (paid) booking sends nothing yet', async () => {
    const { session: mentorSession, sessionType } = await mentor('UTC', { durationMinutes: 15 });
    const learner = await signUp(inbox.app, newUser({ name: 'Soon Learner' }));
    const slot = (minutesAhead: number) => {
      const quarter = 15 * 60_000;
      return new Date(Math.ceil((Date.now() + minutesAhead * 60_000) / quarter) * quarter);
    };
    const book = async (typeId: string, at: Date) =>
      (
        await gql(
          BOOK,
          { input: { sessionTypeId: typeId, startsAt: at.toISOString(), timeZone: 'UTC' } },
          learner.token,
        )
      ).bookSession;
    // 16 to 30 minutes ahead: both reminders' times have passed, none is scheduled.
    const soon = await book(sessionType.id, slot(16));
    expect(await reminderJobs(soon.id)).toEqual([]);
    await inbox.smtp.waitFor(learner.user.email, /^Booked:/);
    // About three hours ahead: only the one-hour reminder.
    const later = await book(sessionType.id, slot(180));
    expect((await reminderJobs(later.id)).map((j) => j.lead)).toEqual(['hour']);

    const paid = await inbox.db.getRepository(SessionType).save({
      mentorId: mentorSession.user.id,
      title: 'Paid review',
      durationMinutes: 15,
      pricePaise: 49_900,
      minNoticeMinutes: 0,
      bookingWindowDays: 365,
      cancellationPolicy: 'No refunds within a day.',
    });
    const held = await book(paid.id, slot(24 * 60));
    expect(held.status).toBe('HELD');
    const [{ n }] = await inbox.db.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM outbound_mails WHERE subject LIKE '%Paid review%'`,
    );
    expect(n).toBe(0);
    expect(await reminderJobs(held.id)).toEqual([]);
    // Cancelling a held booking sends nothing either.
    await gql(CANCEL, { id: held.id }, learner.token);
    const [{ m }] = await inbox.db.query<{ m: number }[]>(
      `SELECT count(*)::int AS m FROM outbound_mails WHERE subject LIKE '%Paid review%'`,
    );
    expect(m).toBe(0);
  }, 60_000);
});
