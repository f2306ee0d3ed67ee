import { DateTime } from 'luxon';
import { DataSource, QueryFailedError } from 'typeorm';
import { WeeklyHours } from '../../src/mentorship/availability.entity';
import { Booking, BookingStatus } from '../../src/mentorship/booking.entity';
import { MentorProfile } from '../../src/mentorship/mentor-profile.entity';
import { SessionType } from '../../src/mentorship/session-type.entity';
import { signUp } from '../support/auth-operations';
import { educator } from '../support/catalog-fixtures';
import { newUser, TestApp, type GraphQLResponse } from '../support/test-app';

const FIELDS = `id status startsAt endsAt holdExpiresAt pricePaise currency learnerTimeZone
  mentorTimeZone note sequence cancelledAt cancelReason meetingUrl
  sessionType { id title } mentor { id timeZone } learner { id name }`;
const BOOK = `mutation($input: BookSessionInput!) { bookSession(input: $input) { ${FIELDS} } }`;
const CANCEL = `mutation($id: ID!, $reason: String) { cancelBooking(id: $id, reason: $reason) { ${FIELDS} } }`;
const MOVE = `mutation($id: ID!, $at: DateTime!) { rescheduleBooking(id: $id, startsAt: $at) { ${FIELDS} } }`;
const MINE = `query($as: BookingSide, $upcoming: Boolean) { myBookings(as: $as, upcoming: $upcoming) { id status startsAt } }`;
const ONE = `query($id: ID!) { booking(id: $id) { id learner { id } } }`;

const TAKEN = 'That time is already taken.';
const HOUR = 3600_000;
/** One day for the whole file, even when a run crosses midnight. */
const FILE_STARTED = Date.now();

type Session = Awaited<ReturnType<typeof signUp>>;

describe('bookings', () => {
  let app: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    app = await TestApp.start();
    db = app.app.get(DataSource);
  });
  afterAll(async () => {
    await app?.close();
  });

  /** An educator made a mentor by rows: hours on every day (or `weekdays`), one session type. */
  async function mentor(
    type: Partial<SessionType> = {},
    hours: { timeZone?: string; start?: number; end?: number; weekdays?: number[] } = {},
  ) {
    const session = await educator(app);
    const mentorId = session.user.id;
    await db.getRepository(MentorProfile).insert({
      userId: mentorId,
      headline: 'Growth mentor',
      timeZone: hours.timeZone ?? 'UTC',
    });
    await db.getRepository(WeeklyHours).insert(
      (hours.weekdays ?? [1, 2, 3, 4, 5, 6, 7]).map((weekday) => ({
        mentorId,
        weekday,
        startMinute: hours.start ?? 9 * 60,
        endMinute: hours.end ?? 17 * 60,
      })),
    );
    const sessionType = await db.getRepository(SessionType).save({
      mentorId,
      title: 'Profile review',
      durationMinutes: 30,
      pricePaise: 0,
      minNoticeMinutes: 60,
      bookingWindowDays: 60,
      cancellationPolicy: 'Cancel a day ahead for a full refund.',
      ...type,
    });
    return { session, sessionType };
  }

  /** `hh:mm` UTC on the day three days from the file's start: always beyond the notice, inside the window. */
  const at = (hhmm: string, days = 3) => {
    const day = new Date(FILE_STARTED + days * 24 * HOUR).toISOString().slice(0, 10);
    return `${day}T${hhmm}:00.000Z`;
  };

  const book = (token: string, sessionTypeId: string, startsAt: string, extra = {}) =>
    app.gql(
      BOOK,
      { input: { sessionTypeId, startsAt, timeZone: 'Asia/Kolkata', ...extra } },
      token,
    );

  const refusal = (res: GraphQLResponse) => ({
    code: res.errors?.[0]?.extensions?.code,
    message: res.errors?.[0]?.message,
  });
  const badInput = (message: string) => ({ code: 'BAD_USER_INPUT', message });

  const blocking = async (mentorId: string) =>
    (
      await db.query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM bookings WHERE mentor_id = $1 AND status IN ('held', 'confirmed')`,
        [mentorId],
      )
    )[0].n;

  const learners = (n: number): Promise<Session[]> =>
    Promise.all(Array.from({ length: n }, () => signUp(app, newUser({ name: 'Learner' }))));

  it('lets exactly one of 20 parallel bookings of one slot win', async () => {
    const { session, sessionType } = await mentor();
    const people = await learners(20);
    const startsAt = at('10:00');
    const answers = await Promise.all(people.map((p) => book(p.token, sessionType.id, startsAt)));
    const won = answers.filter((a) => a.data?.bookSession);
    expect(won).toHaveLength(1);
    expect(won[0].data!.bookSession).toMatchObject({
      status: 'CONFIRMED',
      startsAt,
      endsAt: at('10:30'),
      holdExpiresAt: null,
      pricePaise: 0,
      currency: 'INR',
      learnerTimeZone: 'Asia/Kolkata',
      mentorTimeZone: 'UTC',
      sequence: 0,
      sessionType: { id: sessionType.id, title: 'Profile review' },
      mentor: { id: session.user.id, timeZone: 'UTC' },
    });
    const lost = answers.filter((a) => !a.data?.bookSession);
    expect(lost).toHaveLength(19);
    for (const a of lost) expect(refusal(a)).toEqual(badInput(TAKEN));
    expect(await blocking(session.user.id)).toBe(1);
  });

  it('serializes the daily limit: two parallel bookings of one day, different times, one wins', async () => {
    const { session, sessionType } = await mentor({ dailyLimit: 1 });
    const [a, b] = await learners(2);
    const answers = await Promise.all([
      book(a.token, sessionType.id, at('10:00')),
      book(b.token, sessionType.id, at('14:00')),
    ]);
    expect(answers.filter((x) => x.data?.bookSession)).toHaveLength(1);
    const lost = answers.find((x) => !x.data?.bookSession)!;
    expect(refusal(lost)).toEqual(badInput('The mentor has no more sessions free that day.'));
    expect(await blocking(session.user.id)).toBe(1);
  });

  it('keeps buffers: a slot whose buffer meets a booking is taken, the next one is free', async () => {
    const { session, sessionType } = await mentor({
      bufferBeforeMinutes: 15,
      bufferAfterMinutes: 15,
    });
    const [a, b] = await learners(2);
    expect((await book(a.token, sessionType.id, at('10:00'))).data!.bookSession.status).toBe(
      'CONFIRMED',
    );
    const [row] = await db.getRepository(Booking).findBy({ mentorId: session.user.id });
    expect(row.blockedFrom.toISOString()).toBe(at('09:45'));
    expect(row.blockedUntil.toISOString()).toBe(at('10:45'));
    // 10:30 would block 10:15–11:15, over 10:00's 10:00–10:45; 09:30 would block until 10:15.
    expect(refusal(await book(b.token, sessionType.id, at('10:30')))).toEqual(badInput(TAKEN));
    expect(refusal(await book(b.token, sessionType.id, at('09:30')))).toEqual(badInput(TAKEN));
    expect((await book(b.token, sessionType.id, at('11:00'))).data!.bookSession.status).toBe(
      'CONFIRMED',
    );
    expect(await blocking(session.user.id)).toBe(2);
  });

  it('holds a paid slot until the hold lapses, then frees it', async () => {
    const { session, sessionType } = await mentor({
      pricePaise: 49_900,
      meetingUrl: 'https://meet.example.com/growth',
    });
    const [a, b] = await learners(2);
    const before = Date.now();
    const held = (await book(a.token, sessionType.id, at('10:00'))).data!.bookSession;
    expect(held).toMatchObject({ status: 'HELD', pricePaise: 49_900, meetingUrl: null });
    const expires = new Date(held.holdExpiresAt).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + 15 * 60_000 - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 15 * 60_000 + 1000);
    expect(refusal(await book(b.token, sessionType.id, at('10:00')))).toEqual(badInput(TAKEN));

    // The checkout did not finish: the hold's time has passed.
    await db.query(
      `UPDATE bookings SET hold_expires_at = now() - interval '1 second' WHERE id = $1`,
      [held.id],
    );
    const again = (await book(b.token, sessionType.id, at('10:00'))).data!.bookSession;
    expect(again).toMatchObject({ status: 'HELD', learner: { id: b.user.id } });
    expect((await db.getRepository(Booking).findOneByOrFail({ id: held.id })).status).toBe(
      BookingStatus.EXPIRED,
    );
    // A lapsed hold can be neither cancelled nor moved.
    expect(refusal(await app.gql(CANCEL, { id: held.id }, a.token)).code).toBe('BAD_USER_INPUT');
    expect(await blocking(session.user.id)).toBe(1);
    // The meeting link shows once confirmed (the checkout's job; here by hand).
    await db.query(
      `UPDATE bookings SET status = 'confirmed', hold_expires_at = NULL WHERE id = $1`,
      [again.id],
    );
    const seen = await app.gql(
      `query($id: ID!) { booking(id: $id) { meetingUrl } }`,
      { id: again.id },
      b.token,
    );
    expect(seen.data!.booking).toEqual({ meetingUrl: 'https://meet.example.com/growth' });
  });

  it('books across the March 2027 change in London for a learner in Kolkata', async () => {
    const { sessionType } = await mentor(
      { durationMinutes: 60, minNoticeMinutes: 0, bookingWindowDays: 365 },
      { timeZone: 'Europe/London', start: 9 * 60, end: 12 * 60, weekdays: [1, 2, 3, 4, 5] },
    );
    const [learner] = await learners(1);
    const ist = (iso: string) =>
      DateTime.fromISO(iso, { zone: 'Asia/Kolkata' }).toFormat('yyyy-MM-dd HH:mm');
    // Friday 26 March: 09:00 GMT. Monday 29 March (after Sunday's change): 09:00 BST = 08:00Z.
    const offered = await app.gql(
      `query($id: ID!, $from: DateTime!, $to: DateTime!) {
        availableSlots(sessionTypeId: $id, from: $from, to: $to) { startsAt } }`,
      { id: sessionType.id, from: '2027-03-26T00:00:00.000Z', to: '2027-03-30T00:00:00.000Z' },
    );
    expect((offered.data!.availableSlots as { startsAt: string }[]).map((s) => s.startsAt)).toEqual(
      [
        '2027-03-26T09:00:00.000Z',
        '2027-03-26T10:00:00.000Z',
        '2027-03-26T11:00:00.000Z',
        '2027-03-29T08:00:00.000Z',
        '2027-03-29T09:00:00.000Z',
        '2027-03-29T10:00:00.000Z',
      ],
    );
    const friday = (await book(learner.token, sessionType.id, '2027-03-26T09:00:00.000Z')).data!
      .bookSession;
    const monday = (await book(learner.token, sessionType.id, '2027-03-29T08:00:00.000Z')).data!
      .bookSession;
    expect(friday).toMatchObject({
      startsAt: '2027-03-26T09:00:00.000Z',
      endsAt: '2027-03-26T10:00:00.000Z',
      learnerTimeZone: 'Asia/Kolkata',
      mentorTimeZone: 'Europe/London',
    });
    expect(monday).toMatchObject({
      startsAt: '2027-03-29T08:00:00.000Z',
      endsAt: '2027-03-29T09:00:00.000Z',
    });
    expect([ist(friday.startsAt), ist(monday.startsAt)]).toEqual([
      '2027-03-26 14:30',
      '2027-03-29 13:30',
    ]);
    // The stored row is the same instant.
    const row = await db.getRepository(Booking).findOneByOrFail({ id: monday.id });
    expect(row.startsAt.toISOString()).toBe('2027-03-29T08:00:00.000Z');
    // 11:00Z on the Monday is 12:00 in London: its hour would end after the mentor's hours.
    expect(refusal(await book(learner.token, sessionType.id, '2027-03-29T11:00:00.000Z'))).toEqual(
      badInput("That time is outside the mentor's hours."),
    );
  });

  it('refuses bad bookings with a clear error and changes nothing', async () => {
    const { session, sessionType } = await mentor();
    const [learner] = await learners(1);
    const cases: [string, Record<string, unknown>, ReturnType<typeof badInput>][] = [
      [
        'outside hours',
        { startsAt: at('07:00') },
        badInput("That time is outside the mentor's hours."),
      ],
      [
        'off the grid',
        { startsAt: at('10:10') },
        badInput('That time does not start a slot: choose one of the times offered.'),
      ],
      [
        'unknown zone',
        { startsAt: at('10:00'), timeZone: 'Mars/Olympus' },
        badInput('Unknown time zone: Mars/Olympus'),
      ],
      [
        'long note',
        { startsAt: at('10:00'), note: 'x'.repeat(1001) },
        badInput('Note must be at most 1000 characters'),
      ],
      [
        'beyond the window',
        { startsAt: at('10:00', 70) },
        badInput('That time is further ahead than the mentor takes bookings (60 days).'),
      ],
    ];
    for (const [, input, expected] of cases) {
      const res = await book(learner.token, sessionType.id, input.startsAt as string, input);
      expect(refusal(res)).toEqual(expected);
    }
    // Inside the notice: a slot an hour and a half ahead of a mentor who asks for four hours.
    const round = (t: number) => Math.ceil(t / (30 * 60_000)) * 30 * 60_000;
    const soon = await mentor({ minNoticeMinutes: 240 }, { start: 0, end: 24 * 60 });
    const tooSoon = new Date(round(Date.now() + HOUR)).toISOString();
    expect(refusal(await book(learner.token, soon.sessionType.id, tooSoon))).toEqual(
      badInput('That time is too soon: book at least 4 hours ahead.'),
    );
    // One's own session.
    expect(refusal(await book(session.token, sessionType.id, at('10:00')))).toEqual(
      badInput('You cannot book your own session.'),
    );
    // In Hindi for a client that asks for it.
    const hindi = await app
      .http()
      .post('/graphql')
      .set('accept-language', 'hi')
      .set('authorization', `Bearer ${session.token}`)
      .send({
        query: BOOK,
        variables: {
          input: { sessionTypeId: sessionType.id, startsAt: at('10:00'), timeZone: 'UTC' },
        },
      });
    expect(hindi.body.errors[0].message).toBe('आप अपना ही सेशन बुक नहीं कर सकते।');
    // Unknown session type, and signed out.
    expect(
      refusal(await book(learner.token, '00000000-0000-4000-8000-000000000000', at('10:00'))).code,
    ).toBe('NOT_FOUND');
    expect(
      refusal(
        await app.gql(BOOK, {
          input: { sessionTypeId: sessionType.id, startsAt: at('10:00'), timeZone: 'UTC' },
        }),
      ).code,
    ).toBe('UNAUTHENTICATED');
    expect(await db.getRepository(Booking).countBy({ mentorId: session.user.id })).toBe(0);
    expect(await db.getRepository(Booking).countBy({ mentorId: soon.session.user.id })).toBe(0);
  });

  it('answers "already taken" when the database refuses an overlap the slot check did not see', async () => {
    const { session, sessionType } = await mentor();
    const [other, learner] = await learners(2);
    // A row the check does not look at (it starts days earlier), as another instance's race would
    // leave: its blocked time reaches over 10:00 of the day.
    const startsAt = new Date(new Date(at('10:00')).getTime() - 4 * 24 * HOUR);
    await db.getRepository(Booking).insert({
      sessionTypeId: sessionType.id,
      mentorId: session.user.id,
      learnerId: other.user.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 30 * 60_000),
      blockedFrom: startsAt,
      blockedUntil: new Date(at('11:00')),
      status: BookingStatus.CONFIRMED,
      pricePaise: 0,
      learnerTimeZone: 'UTC',
    });
    expect(refusal(await book(learner.token, sessionType.id, at('10:00')))).toEqual(
      badInput(TAKEN),
    );
    expect(await db.getRepository(Booking).countBy({ learnerId: learner.user.id })).toBe(0);
  });

  it('cancels once, before the start, for its two people only', async () => {
    const { session, sessionType } = await mentor();
    const [learner, stranger] = await learners(2);
    const booked = (await book(learner.token, sessionType.id, at('10:00'))).data!.bookSession;
    expect(refusal(await app.gql(CANCEL, { id: booked.id }, stranger.token)).code).toBe(
      'NOT_FOUND',
    );
    const cancelled = (await app.gql(CANCEL, { id: booked.id, reason: 'Clash' }, learner.token))
      .data!.cancelBooking;
    expect(cancelled).toMatchObject({ status: 'CANCELLED', sequence: 1, cancelReason: 'Clash' });
    expect(cancelled.cancelledAt).not.toBeNull();
    expect(refusal(await app.gql(CANCEL, { id: booked.id }, session.token))).toEqual(
      badInput('This booking is already cancelled.'),
    );
    // The time is free again.
    expect((await book(stranger.token, sessionType.id, at('10:00'))).data!.bookSession.status).toBe(
      'CONFIRMED',
    );

    // A session that already took place (the clock is the real one: the row is inserted in the past).
    const past = new Date(Date.now() - 2 * 24 * HOUR);
    const { identifiers } = await db.getRepository(Booking).insert({
      sessionTypeId: sessionType.id,
      mentorId: session.user.id,
      learnerId: learner.user.id,
      startsAt: past,
      endsAt: new Date(past.getTime() + 30 * 60_000),
      blockedFrom: past,
      blockedUntil: new Date(past.getTime() + 30 * 60_000),
      status: BookingStatus.CONFIRMED,
      pricePaise: 0,
      learnerTimeZone: 'UTC',
    });
    const pastId = identifiers[0].id as string;
    for (const who of [learner, session])
      expect(refusal(await app.gql(CANCEL, { id: pastId }, who.token))).toEqual(
        badInput('A session cannot be cancelled after it has started.'),
      );
    expect(refusal(await app.gql(MOVE, { id: pastId, at: at('12:00') }, learner.token))).toEqual(
      badInput('A session cannot be moved after it has started.'),
    );
    const row = await db.getRepository(Booking).findOneByOrFail({ id: pastId });
    expect([row.status, row.sequence]).toEqual([BookingStatus.CONFIRMED, 0]);
  });

  it('reschedules to a free slot, for its two people only', async () => {
    const { session, sessionType } = await mentor();
    const [learner, other, stranger] = await learners(3);
    const booked = (await book(learner.token, sessionType.id, at('10:00'))).data!.bookSession;
    await book(other.token, sessionType.id, at('11:00'));

    expect(
      refusal(await app.gql(MOVE, { id: booked.id, at: at('12:00') }, stranger.token)).code,
    ).toBe('NOT_FOUND');
    expect(refusal(await app.gql(MOVE, { id: booked.id, at: at('11:00') }, learner.token))).toEqual(
      badInput(TAKEN),
    );
    expect(refusal(await app.gql(MOVE, { id: booked.id, at: at('12:05') }, learner.token))).toEqual(
      badInput('That time does not start a slot: choose one of the times offered.'),
    );
    // Moving by half an hour onto its own old time's neighbour: its own time does not count.
    const moved = (await app.gql(MOVE, { id: booked.id, at: at('10:30') }, learner.token)).data!
      .rescheduleBooking;
    expect(moved).toMatchObject({ startsAt: at('10:30'), endsAt: at('11:00'), sequence: 1 });
    const row = await db.getRepository(Booking).findOneByOrFail({ id: booked.id });
    expect([row.blockedFrom.toISOString(), row.blockedUntil.toISOString()]).toEqual([
      at('10:30'),
      at('11:00'),
    ]);
    // The mentor moves it too; the old time is free for others.
    const again = (await app.gql(MOVE, { id: booked.id, at: at('14:00') }, session.token)).data!
      .rescheduleBooking;
    expect(again).toMatchObject({ startsAt: at('14:00'), sequence: 2 });
    expect((await book(stranger.token, sessionType.id, at('10:30'))).data!.bookSession.status).toBe(
      'CONFIRMED',
    );
  });

  it('moves a booking onto a time overlapping its own, but not onto another booking', async () => {
    // 60-minute sessions; a second range of hours half an hour later gives a grid on the half
    // hour too, so a move by 30 minutes is a slot whose time overlaps the booking's old one.
    const { session, sessionType } = await mentor({ durationMinutes: 60 }, { end: 13 * 60 });
    await db.getRepository(WeeklyHours).insert(
      [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        mentorId: session.user.id,
        weekday,
        startMinute: 9 * 60 + 30,
        endMinute: 13 * 60 + 30,
      })),
    );
    const [learner, other] = await learners(2);
    const booked = (await book(learner.token, sessionType.id, at('10:00'))).data!.bookSession;
    expect((await book(other.token, sessionType.id, at('11:30'))).data!.bookSession.status).toBe(
      'CONFIRMED',
    );

    const moved = (await app.gql(MOVE, { id: booked.id, at: at('10:30') }, learner.token)).data!
      .rescheduleBooking;
    expect(moved).toMatchObject({ startsAt: at('10:30'), endsAt: at('11:30'), sequence: 1 });
    const row = await db.getRepository(Booking).findOneByOrFail({ id: booked.id });
    expect([row.status, row.blockedFrom.toISOString(), row.blockedUntil.toISOString()]).toEqual([
      BookingStatus.CONFIRMED,
      at('10:30'),
      at('11:30'),
    ]);
    // The mentor moves it back half an hour: again over its own time only.
    const back = (await app.gql(MOVE, { id: booked.id, at: at('10:00') }, session.token)).data!
      .rescheduleBooking;
    expect(back).toMatchObject({ startsAt: at('10:00'), sequence: 2 });
    // Onto its own time and the other booking's (11:00–12:00 over 11:30–12:30): refused, unchanged.
    expect(refusal(await app.gql(MOVE, { id: booked.id, at: at('11:00') }, learner.token))).toEqual(
      badInput(TAKEN),
    );
    const kept = await db.getRepository(Booking).findOneByOrFail({ id: booked.id });
    expect([kept.startsAt.toISOString(), kept.sequence]).toEqual([at('10:00'), 2]);
    expect(await blocking(session.user.id)).toBe(2);
  });

  it("lists one's bookings as learner and as mentor, and shows one to its people and admins", async () => {
    const { session, sessionType } = await mentor();
    const [learner, stranger, admin] = await learners(3);
    await db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.user.id]);
    const late = (await book(learner.token, sessionType.id, at('15:00'))).data!.bookSession;
    const early = (await book(learner.token, sessionType.id, at('09:00'))).data!.bookSession;
    const gone = (await book(learner.token, sessionType.id, at('12:00'))).data!.bookSession;
    await app.gql(CANCEL, { id: gone.id }, learner.token);

    const ids = (res: GraphQLResponse) =>
      (res.data!.myBookings as { id: string }[]).map((b) => b.id);
    expect(ids(await app.gql(MINE, {}, learner.token))).toEqual([early.id, late.id]);
    expect(ids(await app.gql(MINE, { as: 'MENTOR' }, session.token))).toEqual([early.id, late.id]);
    expect(ids(await app.gql(MINE, { upcoming: false }, learner.token))).toEqual([gone.id]);
    expect(ids(await app.gql(MINE, { as: 'MENTOR' }, learner.token))).toEqual([]);
    expect(ids(await app.gql(MINE, {}, stranger.token))).toEqual([]);

    for (const who of [learner, session, admin])
      expect((await app.gql(ONE, { id: early.id }, who.token)).data!.booking).toEqual({
        id: early.id,
        learner: { id: learner.user.id },
      });
    expect((await app.gql(ONE, { id: early.id }, stranger.token)).data!.booking).toBeNull();
  });

  it('refuses two overlapping held or confirmed rows in the database itself', async () => {
    const { session, sessionType } = await mentor();
    const [a, b] = await learners(2);
    const insert = (learnerId: string, from: string, until: string, status: string) =>
      db.query(
        `INSERT INTO bookings (session_type_id, mentor_id, learner_id, starts_at, ends_at,
           blocked_from, blocked_until, status, price_paise, learner_time_zone)
         VALUES ($1, $2, $3, $4, $5, $4, $5, $6, 0, 'UTC')`,
        [sessionType.id, session.user.id, learnerId, from, until, status],
      );
    await insert(a.user.id, at('10:00'), at('10:30'), 'confirmed');
    const clash = await insert(b.user.id, at('10:15'), at('10:45'), 'confirmed').catch(
      (e: unknown) => e,
    );
    expect(clash).toBeInstanceOf(QueryFailedError);
    expect(
      (clash as QueryFailedError & { driverError: { code: string; constraint: string } })
        .driverError,
    ).toMatchObject({
      code: '23P01',
      constraint: 'EX_bookings_mentor_time',
    });
    // Touching ends do not overlap ('[)'), and cancelled rows keep no time.
    await insert(b.user.id, at('10:30'), at('11:00'), 'held');
    await insert(b.user.id, at('10:00'), at('10:30'), 'cancelled');
    expect(await blocking(session.user.id)).toBe(2);
  });
});
