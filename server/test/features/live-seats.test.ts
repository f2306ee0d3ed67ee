import { DataSource } from 'typeorm';
import { loadConfig } from '../../src/config/app-config';
import { SeatFollowups } from '../../src/live/seats/seat-followups';
import { Role, User } from '../../src/users/user.entity';
import { signUp } from '../support/auth-operations';
import { createCourse, educator, enroll } from '../support/catalog-fixtures';
import { newUser, TestApp, type GraphQLResponse } from '../support/test-app';

const SCHEDULE = `mutation($input: ScheduleLiveSessionInput!) { scheduleLiveSession(input: $input) {
  id occurrences { id startsAt } } }`;
const SEAT = 'id liveSessionId status expiresAt pricePaise waitlistPosition createdAt';
const RSVP = `mutation($id: ID!, $tz: String!) { rsvpLiveSession(id: $id, timeZone: $tz) { ${SEAT} } }`;
const WAIT = `mutation($id: ID!, $tz: String!) { joinLiveWaitlist(id: $id, timeZone: $tz) { ${SEAT} } }`;
const CLAIM = `mutation($id: ID!) { claimLiveSeat(id: $id) { ${SEAT} liveSession { id seatsLeft } } }`;
const CANCEL = `mutation($id: ID!) { cancelLiveSeat(id: $id) { ${SEAT} } }`;
const CANCEL_SERIES = 'mutation($id: ID!) { cancelLiveSession(id: $id) { id status } }';
const VIEW = `query($id: ID!) { liveSession(id: $id) { id seatsTaken seatsLeft waitlistCount meetingUrl
  mySeat { ${SEAT} } seats { id name email status waitlistPosition createdAt } } }`;
const MINE = '{ myLiveSessions { id title } }';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const TZ = 'Asia/Kolkata';

const refusal = (res: GraphQLResponse) => ({
  code: res.errors?.[0]?.extensions?.code,
  message: res.errors?.[0]?.message,
});

/**
 * Seats and the waitlist of live sessions on real PostgreSQL over real HTTP: exact seat counts
 * under parallel RSVPs, who may take a seat, and the waitlist's offers, lapses and claims.
 */
describe('live session seats', () => {
  let app: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    app = await TestApp.start({
      webhooks: { ...loadConfig({ NODE_ENV: 'test' }).webhooks, deliver: false },
    });
    db = app.app.get(DataSource);
  }, 60_000);

  afterAll(async () => {
    await app?.close();
  });

  const gql = async (query: string, variables: Record<string, unknown>, token?: string) => {
    const res = await app.gql(query, variables, token);
    expect(res.errors).toBeUndefined();
    return res.data!;
  };

  /** An educator's published course with a live session of `capacity` seats, and the host's token. */
  async function liveSession(capacity: number, input: Record<string, unknown> = {}) {
    const host = await educator(app);
    const course = await createCourse(app, host.user.id, { title: 'Reels course' });
    const { scheduleLiveSession } = await gql(
      SCHEDULE,
      {
        input: {
          courseId: course.id,
          title: 'Reels clinic',
          startsAt: new Date(Date.now() + 3 * DAY).toISOString(),
          durationMinutes: 60,
          timeZone: TZ,
          rrule: 'FREQ=WEEKLY;COUNT=4',
          capacity,
          access: 'ENROLLED',
          meetingUrl: 'https://meet.example.com/reels',
          ...input,
        },
      },
      host.token,
    );
    return { host, courseId: course.id, sessionId: scheduleLiveSession.id as string };
  }

  /** A learner enrolled in the course. */
  async function learner(courseId: string, name = 'Lena Learner') {
    const session = await signUp(app, newUser({ name }));
    await enroll(app, session.user.id, courseId);
    return session;
  }

  const row = async (sessionId: string) =>
    (
      await db.query<{ seats_taken: number }[]>(
        'SELECT seats_taken FROM live_sessions WHERE id = $1',
        [sessionId],
      )
    )[0];
  const statuses = async (sessionId: string) =>
    (
      await db.query<{ status: string }[]>(
        'SELECT status FROM live_seats WHERE live_session_id = $1 ORDER BY status',
        [sessionId],
      )
    ).map((r) => r.status);
  const mails = (to: string, kind: string) =>
    db.query<{ subject: string; text: string }[]>(
      'SELECT subject, text FROM outbound_mails WHERE to_address = $1 AND kind = $2',
      [to, kind],
    );

  it('gives exactly 10 of 30 parallel RSVPs the 10 seats; the rest hear it is full', async () => {
    const { sessionId, courseId } = await liveSession(10);
    const learners = await Promise.all(
      Array.from({ length: 30 }, (_, i) => learner(courseId, `Learner ${i + 1}`)),
    );
    const answers = await Promise.all(
      learners.map((l) => app.gql(RSVP, { id: sessionId, tz: TZ }, l.token)),
    );
    const won = answers.filter((a) => a.data?.rsvpLiveSession);
    const lost = answers.filter((a) => a.errors);
    expect(won).toHaveLength(10);
    expect(won.every((a) => a.data!.rsvpLiveSession.status === 'CONFIRMED')).toBe(true);
    expect(lost).toHaveLength(20);
    for (const a of lost)
      expect(refusal(a)).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'This session is full: join its waitlist.',
      });
    // In the reader's language.
    const hindi = await app
      .http()
      .post('/graphql')
      .set('authorization', `Bearer ${learners[answers.findIndex((a) => a.errors)].token}`)
      .set('accept-language', 'hi')
      .send({ query: RSVP, variables: { id: sessionId, tz: TZ } });
    expect(hindi.body.errors[0].message).toBe('यह सेशन भर गया है: इसकी वेटलिस्ट में शामिल हों।');
    expect(await row(sessionId)).toEqual({ seats_taken: 10 });
    expect(await statuses(sessionId)).toEqual(Array(10).fill('confirmed'));
    const view = (await gql(VIEW, { id: sessionId }, learners[0].token)).liveSession;
    expect(view).toMatchObject({ seatsTaken: 10, seatsLeft: 0, waitlistCount: 0 });
  }, 120_000);

  it('refuses whoever may not take a seat, and a second place, changing nothing', async () => {
    const { host, sessionId, courseId } = await liveSession(3);
    const stranger = await signUp(app, newUser());
    expect(refusal(await app.gql(RSVP, { id: sessionId, tz: TZ }, stranger.token))).toEqual({
      code: 'FORBIDDEN',
      message: 'Enrol in the course to take a seat.',
    });
    expect(refusal(await app.gql(RSVP, { id: sessionId, tz: TZ }, host.token))).toEqual({
      code: 'FORBIDDEN',
      message: 'You teach this course, so you cannot take a seat in its live sessions.',
    });
    const admin = await signUp(app, newUser());
    await db.getRepository(User).update({ id: admin.user.id }, { role: Role.ADMIN });
    expect(refusal(await app.gql(RSVP, { id: sessionId, tz: TZ }, admin.token)).code).toBe(
      'FORBIDDEN',
    );
    expect(refusal(await app.gql(RSVP, { id: sessionId, tz: TZ })).code).toBe('UNAUTHENTICATED');
    expect(refusal(await app.gql(RSVP, { id: 'nope', tz: TZ }, stranger.token)).code).toBe(
      'NOT_FOUND',
    );

    const lena = await learner(courseId);
    const bad = await app.gql(RSVP, { id: sessionId, tz: 'Mars/Olympus' }, lena.token);
    expect(bad.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [expect.objectContaining({ field: 'timeZone' })],
    });
    // Seats are free: no waitlist yet.
    expect(refusal(await app.gql(WAIT, { id: sessionId, tz: TZ }, lena.token)).message).toBe(
      'Seats are still free: take one instead of waiting.',
    );
    const seat = (await gql(RSVP, { id: sessionId, tz: TZ }, lena.token)).rsvpLiveSession;
    expect(seat).toMatchObject({ status: 'CONFIRMED', pricePaise: 0, waitlistPosition: null });
    // Twice, at once or after: one seat.
    const again = await Promise.all([
      app.gql(RSVP, { id: sessionId, tz: TZ }, lena.token),
      app.gql(RSVP, { id: sessionId, tz: TZ }, lena.token),
    ]);
    for (const a of again) expect(refusal(a).message).toBe('You already have a seat.');
    expect(await row(sessionId)).toEqual({ seats_taken: 1 });
    expect(await mails(lena.user.email, 'live_seat_confirmed')).toHaveLength(1);

    // A course the learner cannot open reads as not found.
    await db.query('UPDATE courses SET is_published = false WHERE id = $1', [courseId]);
    const outsider = await signUp(app, newUser());
    expect(refusal(await app.gql(RSVP, { id: sessionId, tz: TZ }, outsider.token)).code).toBe(
      'NOT_FOUND',
    );
    await db.query('UPDATE courses SET is_published = true WHERE id = $1', [courseId]);

    // Someone else's seat cannot be cancelled or claimed.
    const other = await learner(courseId);
    expect(refusal(await app.gql(CANCEL, { id: seat.id }, other.token)).code).toBe('NOT_FOUND');
    expect(refusal(await app.gql(CLAIM, { id: seat.id }, other.token)).code).toBe('NOT_FOUND');

    // A session whose meetings are over, or cancelled, takes no one.
    await db.query(
      `UPDATE live_occurrences SET starts_at = now() - interval '2 hours', ends_at = now() - interval '1 hour'
        WHERE live_session_id = $1`,
      [sessionId],
    );
    expect(refusal(await app.gql(RSVP, { id: sessionId, tz: TZ }, other.token)).message).toBe(
      'This live session has no meetings left.',
    );
    await gql(CANCEL_SERIES, { id: sessionId }, host.token);
    expect(refusal(await app.gql(RSVP, { id: sessionId, tz: TZ }, other.token)).message).toBe(
      'This live session is cancelled.',
    );
    expect(await statuses(sessionId)).toEqual(['cancelled']);
    expect(await row(sessionId)).toEqual({ seats_taken: 0 });
  }, 60_000);

  it('offers a freed seat to the waitlist in order: it lapses to the next, who claims it', async () => {
    const { host, sessionId, courseId } = await liveSession(1);
    const [ana, ben, cai] = await Promise.all(
      ['Ana', 'Ben', 'Cai'].map((name) => learner(courseId, name)),
    );
    const anaSeat = (await gql(RSVP, { id: sessionId, tz: TZ }, ana.token)).rsvpLiveSession;
    expect(refusal(await app.gql(RSVP, { id: sessionId, tz: TZ }, ben.token)).message).toBe(
      'This session is full: join its waitlist.',
    );
    const benPlace = (await gql(WAIT, { id: sessionId, tz: TZ }, ben.token)).joinLiveWaitlist;
    const caiPlace = (await gql(WAIT, { id: sessionId, tz: TZ }, cai.token)).joinLiveWaitlist;
    expect([benPlace.status, benPlace.waitlistPosition]).toEqual(['WAITLISTED', 1]);
    expect(caiPlace.waitlistPosition).toBe(2);
    expect(refusal(await app.gql(WAIT, { id: sessionId, tz: TZ }, cai.token)).message).toBe(
      'You are already on the waitlist.',
    );
    expect(refusal(await app.gql(CLAIM, { id: caiPlace.id }, cai.token)).message).toBe(
      'Your turn on the waitlist has not come yet.',
    );
    // The meeting link is for the host and confirmed seats only.
    const view = async (token: string) => (await gql(VIEW, { id: sessionId }, token)).liveSession;
    expect((await view(ana.token)).meetingUrl).toBe('https://meet.example.com/reels');
    expect((await view(host.token)).meetingUrl).toBe('https://meet.example.com/reels');
    expect(await view(ben.token)).toMatchObject({
      meetingUrl: null,
      waitlistCount: 2,
      seats: [],
      mySeat: { id: benPlace.id, status: 'WAITLISTED', waitlistPosition: 1 },
    });
    const hostView = await view(host.token);
    expect(hostView.seats.map((s: { name: string; status: string }) => [s.name, s.status])).toEqual(
      [
        ['Ana', 'CONFIRMED'],
        ['Ben', 'WAITLISTED'],
        ['Cai', 'WAITLISTED'],
      ],
    );
    expect(hostView.seats[2]).toMatchObject({ email: cai.user.email, waitlistPosition: 2 });

    // Ana gives up her seat: Ben is offered it for 12 hours, with a mail; the seat stays counted.
    const before = Date.now();
    expect((await gql(CANCEL, { id: anaSeat.id }, ana.token)).cancelLiveSeat.status).toBe(
      'CANCELLED',
    );
    expect(await mails(ana.user.email, 'live_seat_cancelled')).toHaveLength(1);
    const offered = (await view(ben.token)).mySeat;
    expect(offered.status).toBe('OFFERED');
    const deadline = Date.parse(offered.expiresAt);
    expect(deadline).toBeGreaterThanOrEqual(before + 12 * HOUR - 1000);
    expect(deadline).toBeLessThanOrEqual(Date.now() + 12 * HOUR);
    expect(await mails(ben.user.email, 'live_seat_offered')).toHaveLength(1);
    expect(await row(sessionId)).toEqual({ seats_taken: 1 });
    expect((await view(cai.token)).mySeat.waitlistPosition).toBe(1);
    expect(refusal(await app.gql(CANCEL, { id: anaSeat.id }, ana.token)).message).toBe(
      'This seat is already given up.',
    );

    // Ben lets it lapse: the job (its clock past the deadline) offers it to Cai.
    const followups = app.app.get(SeatFollowups);
    const job = { kind: 'lapse' as const, seatId: benPlace.id, expiresAt: offered.expiresAt };
    await followups.run(job, new Date(deadline + 1000));
    expect((await view(ben.token)).mySeat).toBeNull();
    expect(refusal(await app.gql(CLAIM, { id: benPlace.id }, ben.token)).message).toBe(
      'This offer has lapsed.',
    );
    const caiOffer = (await view(cai.token)).mySeat;
    expect(caiOffer.status).toBe('OFFERED');
    expect(await mails(cai.user.email, 'live_seat_offered')).toHaveLength(1);
    // The same job again (a retry) changes nothing.
    await followups.run(job, new Date(deadline + 2000));
    expect((await view(cai.token)).mySeat.status).toBe('OFFERED');

    const claimed = (await gql(CLAIM, { id: caiPlace.id }, cai.token)).claimLiveSeat;
    expect(claimed).toMatchObject({ status: 'CONFIRMED', liveSession: { seatsLeft: 0 } });
    expect(await mails(cai.user.email, 'live_seat_confirmed')).toHaveLength(1);
    expect((await view(cai.token)).meetingUrl).toBe('https://meet.example.com/reels');
    expect(await row(sessionId)).toEqual({ seats_taken: 1 });
    expect(await statuses(sessionId)).toEqual(['cancelled', 'confirmed', 'expired']);
    // Cai's offer's lapse job, run late, finds it claimed: nothing happens.
    await followups.run(
      { kind: 'lapse', seatId: caiPlace.id, expiresAt: caiOffer.expiresAt },
      new Date(Date.parse(caiOffer.expiresAt) + 1000),
    );
    expect((await view(cai.token)).mySeat.status).toBe('CONFIRMED');
  }, 60_000);

  it('lists the sessions one has a place in or hosts, soonest first', async () => {
    const { host, sessionId, courseId } = await liveSession(2);
    const later = await liveSession(2, {
      startsAt: new Date(Date.now() + 5 * DAY).toISOString(),
    });
    const lena = await learner(courseId);
    await enroll(app, lena.user.id, later.courseId);
    await gql(RSVP, { id: later.sessionId, tz: TZ }, lena.token);
    await gql(RSVP, { id: sessionId, tz: TZ }, lena.token);
    const ids = (s: Record<string, any>) => (s.myLiveSessions as { id: string }[]).map((x) => x.id);
    expect(ids(await gql(MINE, {}, lena.token))).toEqual([sessionId, later.sessionId]);
    expect(ids(await gql(MINE, {}, host.token))).toEqual([sessionId]);
    const other = await learner(courseId);
    expect(ids(await gql(MINE, {}, other.token))).toEqual([]);
    // A cancelled seat takes the session off the list.
    const seat = (await gql(VIEW, { id: sessionId }, lena.token)).liveSession.mySeat;
    await gql(CANCEL, { id: seat.id }, lena.token);
    expect(ids(await gql(MINE, {}, lena.token))).toEqual([later.sessionId]);
  }, 60_000);

  it('clears every seat and the waitlist when the host cancels the series', async () => {
    const { host, sessionId, courseId } = await liveSession(1);
    const [ana, ben] = await Promise.all([learner(courseId, 'Ana'), learner(courseId, 'Ben')]);
    await gql(RSVP, { id: sessionId, tz: TZ }, ana.token);
    await gql(WAIT, { id: sessionId, tz: TZ }, ben.token);
    await gql(CANCEL_SERIES, { id: sessionId }, host.token);
    expect(await statuses(sessionId)).toEqual(['cancelled', 'cancelled']);
    expect(await row(sessionId)).toEqual({ seats_taken: 0 });
    expect((await gql(VIEW, { id: sessionId }, ben.token)).liveSession).toMatchObject({
      waitlistCount: 0,
      mySeat: null,
    });
    expect(await mails(ana.user.email, 'live_cancelled')).toHaveLength(1);
  }, 60_000);
});
