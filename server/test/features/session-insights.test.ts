import { DataSource } from 'typeorm';
import { WeeklyHours, DateOverride } from '../../src/mentorship/availability.entity';
import { BookingStatus } from '../../src/mentorship/booking.entity';
import { DashboardService } from '../../src/mentorship/insights/dashboard.service';
import { MentorProfile } from '../../src/mentorship/mentor-profile.entity';
import { SessionType } from '../../src/mentorship/session-type.entity';
import type { User } from '../../src/users/user.entity';
import { signUp } from '../support/auth-operations';
import { createCourse, educator, enroll } from '../support/catalog-fixtures';
import { requestStatementTexts } from '../support/statements';
import { newUser, TestApp, type GraphQLResponse } from '../support/test-app';

const PREP = `prep { note courses { courseId courseTitle bookedFrom lecturesCompleted totalLectures
  percent quizzes { title bestScorePercent passed attempts }
  resume { lectureTitle chapterTitle positionSeconds } } }`;
const ONE = `query($id: ID!) { booking(id: $id) { id ${PREP} } }`;
const MINE = `query { myBookings(as: MENTOR) { id ${PREP} } }`;
const RATE = `mutation($id: ID!, $stars: Int!, $comment: String) {
  rateSession(bookingId: $id, stars: $stars, comment: $comment) { id side stars comment } }`;
const MY_RATING = 'query($id: ID!) { booking(id: $id) { myRating { side stars comment } } }';
const MENTOR = 'query($id: ID!) { mentor(id: $id) { rating ratingCount sessionCount } }';
const MENTORS = '{ mentors { id rating ratingCount sessionCount } }';
const DASHBOARD = `query($days: Int) { mentorDashboard(days: $days) { days sessionEarningsPaise
  courseEarningsPaise sessionsHeld bookedMinutes offeredMinutes fillRatePercent noShowRatePercent
  upcoming { id prep { note } } } }`;

const HOUR = 3600_000;
const DAY = 24 * HOUR;
type Session = Awaited<ReturnType<typeof signUp>>;

describe('session insights: prep cards, ratings, the mentor dashboard', () => {
  let app: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    app = await TestApp.start();
    db = app.app.get(DataSource);
  });
  afterAll(async () => {
    await app?.close();
  });

  const error = (res: GraphQLResponse) => ({
    code: res.errors?.[0]?.extensions?.code,
    message: res.errors?.[0]?.message,
  });

  /** An educator made a mentor by rows: 09:00–17:00 UTC every day, one free 30-minute type. */
  async function mentor() {
    const session = await educator(app);
    const mentorId = session.user.id;
    await db
      .getRepository(MentorProfile)
      .insert({ userId: mentorId, headline: 'Growth', timeZone: 'UTC' });
    await db
      .getRepository(WeeklyHours)
      .insert(
        [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
          mentorId,
          weekday,
          startMinute: 540,
          endMinute: 1020,
        })),
      );
    const type = await db.getRepository(SessionType).save({
      mentorId,
      title: 'Profile review',
      durationMinutes: 30,
      pricePaise: 0,
      minNoticeMinutes: 0,
      cancellationPolicy: 'Cancel a day ahead.',
    });
    return { session, type };
  }

  const learner = () => signUp(app, newUser({ name: 'Learner' }));

  /** A booking row at `startsAt` (30 minutes), in any status. */
  async function bookingRow(
    m: { session: Session; type: SessionType },
    learnerId: string,
    startsAt: Date,
    status = BookingStatus.CONFIRMED,
    extra: { courseId?: string; note?: string } = {},
  ): Promise<string> {
    const endsAt = new Date(startsAt.getTime() + 30 * 60_000);
    const [row] = await db.query<{ id: string }[]>(
      `INSERT INTO bookings (session_type_id, mentor_id, learner_id, starts_at, ends_at, blocked_from,
         blocked_until, status, price_paise, learner_time_zone, note, course_id)
       VALUES ($1, $2, $3, $4, $5, $4, $5, $6, 0, 'Asia/Kolkata', $7, $8) RETURNING id`,
      [
        m.type.id,
        m.session.user.id,
        learnerId,
        startsAt,
        endsAt,
        status,
        extra.note ?? '',
        extra.courseId ?? null,
      ],
    );
    return row.id;
  }

  /** 10:00 UTC `days` days from today (negative: in the past). */
  const tenAm = (days: number) => {
    const d = new Date(Date.now() + days * DAY);
    d.setUTCHours(10, 0, 0, 0);
    return d;
  };

  it('shows the mentor a prep card: progress, best quiz scores and the last pause, booked course first', async () => {
    const m = await mentor();
    const other = await educator(app);
    const me = await learner();
    const booked = await createCourse(app, m.session.user.id, { title: 'Reels' });
    const later = await createCourse(app, m.session.user.id, { title: 'Threads' });
    const foreign = await createCourse(app, other.user.id, { title: 'Elsewhere' });
    for (const c of [booked, later, foreign]) await enroll(app, me.user.id, c.id);
    const lectures = await db.query<{ id: string; chapter_id: string; lecture_title: string }[]>(
      `SELECT l.id, l.chapter_id, l.lecture_title FROM lectures l JOIN chapters c ON c.id = l.chapter_id
       WHERE c.course_id = $1 ORDER BY c.chapter_order, l.lecture_order`,
      [booked.id],
    );
    await db.query(
      'INSERT INTO lecture_completions (user_id, course_id, lecture_id) VALUES ($1, $2, $3)',
      [me.user.id, booked.id, lectures[0].id],
    );
    await db.query(
      `INSERT INTO lecture_positions (user_id, course_id, lecture_id, position_seconds) VALUES ($1, $2, $3, 95)`,
      [me.user.id, booked.id, lectures[2].id],
    );
    const [quiz] = await db.query<{ id: string }[]>(
      `INSERT INTO quizzes (chapter_id, position, title, pass_mark_percent) VALUES ($1, 0, 'Hooks check', 60) RETURNING id`,
      [lectures[0].chapter_id],
    );
    for (const [n, score] of [
      [1, 40],
      [2, 80],
    ])
      await db.query(
        `INSERT INTO quiz_attempts (quiz_id, user_id, course_id, attempt_number, score_percent, passed, answers)
         VALUES ($1, $2, $3, $4, $5, $6, '[]')`,
        [quiz.id, me.user.id, booked.id, n, score, score >= 60],
      );
    const id = await bookingRow(m, me.user.id, tenAm(3), BookingStatus.CONFIRMED, {
      courseId: booked.id,
      note: 'Stuck on hooks',
    });

    const seen = (await app.gql(ONE, { id }, m.session.token)).data!.booking;
    expect(seen.prep).toEqual({
      note: 'Stuck on hooks',
      courses: [
        {
          courseId: booked.id,
          courseTitle: 'Reels',
          bookedFrom: true,
          lecturesCompleted: 1,
          totalLectures: 4,
          percent: 25,
          quizzes: [{ title: 'Hooks check', bestScorePercent: 80, passed: true, attempts: 2 }],
          resume: { lectureTitle: 'Lecture 2.1', chapterTitle: 'Chapter 2', positionSeconds: 95 },
        },
        {
          courseId: later.id,
          courseTitle: 'Threads',
          bookedFrom: false,
          lecturesCompleted: 0,
          totalLectures: 4,
          percent: 0,
          quizzes: [],
          resume: null,
        },
      ],
    });
    // The learner sees their booking without a prep card; a stranger sees no booking at all.
    expect((await app.gql(ONE, { id }, me.token)).data!.booking).toEqual({ id, prep: null });
    const stranger = await learner();
    expect((await app.gql(ONE, { id }, stranger.token)).data!.booking).toBeNull();
  });

  it('costs a fixed number of queries for a list of bookings with prep cards', async () => {
    const m = await mentor();
    const course = await createCourse(app, m.session.user.id);
    const add = async (days: number) => {
      const l = await learner();
      await enroll(app, l.user.id, course.id);
      await bookingRow(m, l.user.id, tenAm(days), BookingStatus.CONFIRMED, { courseId: course.id });
    };
    await add(2);
    const list = async () =>
      (await app.gql(MINE, {}, m.session.token)).data!.myBookings as unknown[];
    const [few, first] = await requestStatementTexts(list);
    await add(3);
    await add(4);
    const [more, second] = await requestStatementTexts(list);
    expect([first.length, second.length]).toEqual([1, 3]);
    expect(more.length).toBe(few.length);
  });

  it('lets each side rate a held session once, after its end, and edit it', async () => {
    const m = await mentor();
    const me = await learner();
    const future = await bookingRow(m, me.user.id, tenAm(2));
    expect(error(await app.gql(RATE, { id: future, stars: 5 }, me.token))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'A session can be rated once it has ended.',
    });
    const past = await bookingRow(m, me.user.id, tenAm(-2));
    for (const stars of [0, 6])
      expect(error(await app.gql(RATE, { id: past, stars }, me.token))).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'Stars are a whole number from 1 to 5.',
      });
    const long = await app.gql(RATE, { id: past, stars: 4, comment: 'x'.repeat(1001) }, me.token);
    expect(error(long).code).toBe('BAD_USER_INPUT');
    const stranger = await learner();
    expect(error(await app.gql(RATE, { id: past, stars: 4 }, stranger.token)).code).toBe(
      'NOT_FOUND',
    );
    expect(error(await app.gql(RATE, { id: 'nope', stars: 4 }, me.token)).code).toBe('NOT_FOUND');
    for (const status of [BookingStatus.CANCELLED, BookingStatus.EXPIRED]) {
      const gone = await bookingRow(
        m,
        me.user.id,
        tenAm(-3 - Number(status === BookingStatus.EXPIRED)),
        status,
      );
      expect(error(await app.gql(RATE, { id: gone, stars: 4 }, me.token))).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'Only a session that took place can be rated.',
      });
    }
    const count = async () =>
      (
        await db.query<{ n: number }[]>(
          'SELECT count(*)::int AS n FROM session_ratings WHERE booking_id = ANY($1)',
          [[future, past]],
        )
      )[0].n;
    expect(await count()).toBe(0);

    const first = await app.gql(RATE, { id: past, stars: 4, comment: ' Useful ' }, me.token);
    expect(first.data!.rateSession).toMatchObject({ side: 'LEARNER', stars: 4, comment: 'Useful' });
    const again = await app.gql(RATE, { id: past, stars: 5 }, me.token);
    expect(again.data!.rateSession).toMatchObject({
      id: first.data!.rateSession.id,
      stars: 5,
      comment: '',
    });
    const theirs = await app.gql(
      RATE,
      { id: past, stars: 2, comment: 'Came late' },
      m.session.token,
    );
    expect(theirs.data!.rateSession).toMatchObject({ side: 'MENTOR', stars: 2 });
    expect(await count()).toBe(2);
    expect((await app.gql(MY_RATING, { id: past }, me.token)).data!.booking.myRating).toEqual({
      side: 'LEARNER',
      stars: 5,
      comment: '',
    });

    // Learners' stars only; sessions held: confirmed past ones (not the future, cancelled or lapsed).
    const second = await bookingRow(
      m,
      (await learner()).user.id,
      tenAm(-5),
      BookingStatus.COMPLETED,
    );
    await db.query(
      `INSERT INTO session_ratings (booking_id, side, rater_id, stars) SELECT id, 'learner', learner_id, 4 FROM bookings WHERE id = $1`,
      [second],
    );
    expect((await app.gql(MENTOR, { id: m.session.user.id })).data!.mentor).toEqual({
      rating: 4.5,
      ratingCount: 2,
      sessionCount: 2,
    });
    const fresh = await mentor();
    expect((await app.gql(MENTOR, { id: fresh.session.user.id })).data!.mentor).toEqual({
      rating: null,
      ratingCount: 0,
      sessionCount: 0,
    });
    const [sent] = await requestStatementTexts(() => app.gql(MENTORS));
    await mentor();
    await mentor();
    const [after] = await requestStatementTexts(() => app.gql(MENTORS));
    expect(after.length).toBe(sent.length);
  });

  it('sums the dashboard over a known week', async () => {
    const m = await mentor();
    const me = await learner();
    const midnight = new Date();
    midnight.setUTCHours(0, 0, 0, 0);
    // A day off in the window: six days of 8 hours offered.
    const dayOff = new Date(midnight.getTime() - 2 * DAY).toISOString().slice(0, 10);
    await db.getRepository(DateOverride).insert({ mentorId: m.session.user.id, date: dayOff });
    const held = await bookingRow(m, me.user.id, tenAm(-3));
    const done = await bookingRow(m, me.user.id, tenAm(-4), BookingStatus.COMPLETED);
    const cancelled = await bookingRow(m, me.user.id, tenAm(-5), BookingStatus.CANCELLED);
    await bookingRow(m, me.user.id, tenAm(-30));
    await db.query(`UPDATE bookings SET no_show_reported_by = 'learner' WHERE id = $1`, [done]);
    // Paid sessions: completed ones count; a refunded one does not. Courses: net sales.
    const course = await createCourse(app, m.session.user.id);
    const purchase = (column: string, id: string, paise: number, status: string) =>
      db.query(
        `INSERT INTO purchases (user_id, ${column}, amount_paise, currency, status, provider, completed_at)
         VALUES ($1, $2, $3, 'INR', $4, 'sandbox', now())`,
        [me.user.id, id, paise, status],
      );
    await purchase('booking_id', held, 49_900, 'completed');
    await purchase('booking_id', done, 29_900, 'completed');
    await purchase('booking_id', cancelled, 99_900, 'refunded');
    await purchase('course_id', course.id, 149_950, 'completed');
    const upcoming = await bookingRow(m, me.user.id, tenAm(2), BookingStatus.CONFIRMED, {
      note: 'Hi',
    });

    const service = app.app.get(DashboardService);
    const figures = await service.dashboard(m.session.user as User, 7, midnight);
    expect(figures).toMatchObject({
      days: 7,
      sessionEarningsPaise: 79_800,
      courseEarningsPaise: 149_950,
      sessionsHeld: 2,
      bookedMinutes: 60,
      offeredMinutes: 6 * 480,
      fillRatePercent: 2.1,
      noShowRatePercent: 50,
    });
    expect(figures!.upcoming.map((b) => b.id)).toEqual([upcoming]);

    const res = await app.gql(DASHBOARD, { days: 7 }, m.session.token);
    expect(res.data!.mentorDashboard.upcoming).toEqual([{ id: upcoming, prep: { note: 'Hi' } }]);
    expect(error(await app.gql(DASHBOARD, { days: 0 }, m.session.token))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Choose a window of 1 to 365 days.',
    });
    const notMentor = await educator(app);
    expect((await app.gql(DASHBOARD, {}, notMentor.token)).data!.mentorDashboard).toBeNull();
    expect(error(await app.gql(DASHBOARD, {}, me.token)).code).toBe('FORBIDDEN');
  });
});
