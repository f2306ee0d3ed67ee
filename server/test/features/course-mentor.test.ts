import { DataSource } from 'typeorm';
import { Booking } from '../../src/mentorship/booking.entity';
import { signUp } from '../support/auth-operations';
import { createCourse, educator, enroll } from '../support/catalog-fixtures';
import { requestStatementTexts } from '../support/statements';
import { newUser, TestApp, type GraphQLResponse } from '../support/test-app';

const SAVE_PROFILE = `mutation($input: MentorProfileInput!) { saveMentorProfile(input: $input) { id } }`;
const CREATE_TYPE = `mutation($input: SessionTypeInput!) { createSessionType(input: $input) { id } }`;
const ARCHIVE_TYPE = 'mutation($id: ID!) { archiveSessionType(id: $id) { id active } }';
const SET_HOURS = `mutation($input: AvailabilityInput!) { setAvailability(input: $input) { timeZone } }`;
const COURSE = `query($id: ID!) { course(id: $id) { id
  mentor { id name headline minPricePaise maxPricePaise } } }`;
const COURSES = '{ courses(first: 100) { nodes { id mentor { id headline minPricePaise } } } }';
const SLOTS = `query($id: ID!, $from: DateTime!, $to: DateTime!) {
  availableSlots(sessionTypeId: $id, from: $from, to: $to) { startsAt } }`;
const BOOK = `mutation($input: BookSessionInput!) { bookSession(input: $input) { id status note } }`;

const DAY = 24 * 3600_000;
const allWeek = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '09:00', end: '17:00' }));
const sessionType = (pricePaise: number) => ({
  title: 'Course help',
  durationMinutes: 30,
  pricePaise,
  minNoticeMinutes: 0,
  cancellationPolicy: 'Cancel a day ahead.',
});

const refusal = (res: GraphQLResponse) => ({
  code: res.errors?.[0]?.extensions?.code,
  message: res.errors?.[0]?.message,
});

describe('Course.mentor and booking from a course', () => {
  let app: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    // A fixed public URL keeps one origin, hence one response-cache key (supertest's port changes).
    app = await TestApp.start({ publicUrl: 'https://brandcraft.test' });
    db = app.app.get(DataSource);
  });
  afterAll(async () => {
    await app?.close();
  });

  /** An educator with a published course; a mentor with hours and session types when `prices`. */
  async function teacher(prices: number[] = []) {
    const session = await educator(app);
    const course = await createCourse(app, session.user.id, { title: 'Reels that sell' });
    const typeIds: string[] = [];
    if (prices.length) {
      const profile = { headline: 'I grow accounts', timeZone: 'UTC' };
      expect(
        (await app.gql(SAVE_PROFILE, { input: profile }, session.token)).errors,
      ).toBeUndefined();
      const hours = { timeZone: 'UTC', weekly: allWeek, overrides: [] };
      expect((await app.gql(SET_HOURS, { input: hours }, session.token)).errors).toBeUndefined();
      for (const price of prices) {
        const created = await app.gql(CREATE_TYPE, { input: sessionType(price) }, session.token);
        expect(created.errors).toBeUndefined();
        typeIds.push(created.data!.createSessionType.id as string);
      }
    }
    return { ...session, course, typeIds };
  }

  const mentorOf = async (courseId: string, token?: string) => {
    const res = await app.gql(COURSE, { id: courseId }, token);
    expect(res.errors).toBeUndefined();
    return res.data!.course.mentor as Record<string, unknown> | null;
  };

  it('is null for an educator who is not a mentor, the mentor while a session type is active, null once all are archived', async () => {
    const plain = await teacher();
    expect(await mentorOf(plain.course.id)).toBeNull();

    // A profile alone, with no session type, lists no one.
    const profileOnly = await educator(app);
    const profileCourse = await createCourse(app, profileOnly.user.id);
    const profile = { headline: 'Soon', timeZone: 'UTC' };
    expect((await app.gql(SAVE_PROFILE, { input: profile }, profileOnly.token)).errors).toBe(
      undefined,
    );
    expect(await mentorOf(profileCourse.id)).toBeNull();

    const mentor = await teacher([0, 49900]);
    const expected = {
      id: mentor.user.id,
      name: 'Edu Cator',
      headline: 'I grow accounts',
      minPricePaise: 0,
      maxPricePaise: 49900,
    };
    expect(await mentorOf(mentor.course.id)).toEqual(expected);
    // Public: signed in or not, the same.
    const someone = await signUp(app, newUser());
    expect(await mentorOf(mentor.course.id, someone.token)).toEqual(expected);

    // Answers are cached (no statement the second time), save one asking for the next free slot,
    // which moves with the clock and bookings.
    const again = () => app.gql(COURSE, { id: mentor.course.id });
    await again();
    expect((await requestStatementTexts(again))[0]).toEqual([]);
    const withSlot = () =>
      app.gql(`query($id: ID!) { course(id: $id) { id mentor { id nextAvailableSlot } } }`, {
        id: mentor.course.id,
      });
    await withSlot();
    expect((await requestStatementTexts(withSlot))[0].length).toBeGreaterThan(0);

    // Archiving one type changes the prices; archiving the last takes the mentor off the course
    // (the cached answer is dropped: session_types announce catalog changes).
    await app.gql(ARCHIVE_TYPE, { id: mentor.typeIds[0] }, mentor.token);
    expect(await mentorOf(mentor.course.id)).toMatchObject({ minPricePaise: 49900 });
    await app.gql(ARCHIVE_TYPE, { id: mentor.typeIds[1] }, mentor.token);
    expect(await mentorOf(mentor.course.id)).toBeNull();
  });

  it('loads the mentors of a course list in batches: more mentors cost no more queries', async () => {
    await teacher([0]);
    await teacher();
    const list = () => app.gql(COURSES);
    const [sent, first] = await requestStatementTexts(list);
    expect(sent.length).toBeGreaterThan(0);
    await teacher([10000]);
    await teacher([20000]);
    await teacher();
    const [more, second] = await requestStatementTexts(list);
    type Node = { id: string; mentor: { id: string } | null };
    const firstNodes = first.data!.courses.nodes as Node[];
    const secondNodes = second.data!.courses.nodes as Node[];
    expect(secondNodes.length).toBe(firstNodes.length + 3);
    expect(secondNodes.filter((n) => n.mentor).length).toBe(
      firstNodes.filter((n) => n.mentor).length + 2,
    );
    expect(more.length).toBe(sent.length);
  });

  describe('bookSession with a courseId', () => {
    const slot = async (typeId: string, nth: number) => {
      const from = new Date(Date.now() + 2 * DAY);
      const to = new Date(from.getTime() + 5 * DAY);
      const res = await app.gql(SLOTS, { id: typeId, from, to });
      return res.data!.availableSlots[nth].startsAt as string;
    };
    const book = (token: string, sessionTypeId: string, startsAt: string, courseId: string) =>
      app.gql(
        BOOK,
        { input: { sessionTypeId, startsAt, timeZone: 'Asia/Kolkata', note: 'Stuck', courseId } },
        token,
      );

    it('keeps a course of the mentor the learner may open, enrolled or not', async () => {
      const mentor = await teacher([0]);
      const learner = await signUp(app, newUser());
      const browsing = await book(
        learner.token,
        mentor.typeIds[0],
        await slot(mentor.typeIds[0], 0),
        mentor.course.id,
      );
      expect(browsing.errors).toBeUndefined();
      await enroll(app, learner.user.id, mentor.course.id);
      const enrolled = await book(
        learner.token,
        mentor.typeIds[0],
        await slot(mentor.typeIds[0], 1),
        mentor.course.id,
      );
      expect(enrolled.errors).toBeUndefined();
      const rows = await db.getRepository(Booking).findBy({ learnerId: learner.user.id });
      expect(rows.map((r) => r.courseId)).toEqual([mentor.course.id, mentor.course.id]);
    });

    it('refuses a course of another educator, and one the learner cannot see, and books nothing', async () => {
      const mentor = await teacher([0]);
      const other = await teacher();
      const draft = await createCourse(app, mentor.user.id, { published: false });
      const learner = await signUp(app, newUser());
      const startsAt = await slot(mentor.typeIds[0], 0);

      expect(
        refusal(await book(learner.token, mentor.typeIds[0], startsAt, other.course.id)),
      ).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'That course is not taught by this mentor.',
      });
      const notFound = { code: 'NOT_FOUND', message: 'Course not found' };
      expect(refusal(await book(learner.token, mentor.typeIds[0], startsAt, draft.id))).toEqual(
        notFound,
      );
      const unknown = '00000000-0000-4000-8000-000000000000';
      expect(refusal(await book(learner.token, mentor.typeIds[0], startsAt, unknown))).toEqual(
        notFound,
      );
      expect(refusal(await book(learner.token, mentor.typeIds[0], startsAt, 'nonsense'))).toEqual(
        notFound,
      );
      expect(await db.getRepository(Booking).countBy({ learnerId: learner.user.id })).toBe(0);

      // The same refusal in Hindi for a client that asks for it.
      const hindi = await app
        .http()
        .post('/graphql')
        .set('authorization', `Bearer ${learner.token}`)
        .set('accept-language', 'hi')
        .send({
          query: BOOK,
          variables: {
            input: {
              sessionTypeId: mentor.typeIds[0],
              startsAt,
              timeZone: 'UTC',
              courseId: other.course.id,
            },
          },
        });
      expect(hindi.body.errors[0].message).toBe('यह कोर्स इस मेंटर का नहीं है।');

      // An enrolled learner may book from the draft they are in.
      await enroll(app, learner.user.id, draft.id);
      expect(
        (await book(learner.token, mentor.typeIds[0], startsAt, draft.id)).errors,
      ).toBeUndefined();
    });
  });
});
