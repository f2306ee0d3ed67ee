import { DataSource } from 'typeorm';
import { LiveOccurrence } from '../../src/live/live-occurrence.entity';
import { LiveSession } from '../../src/live/live-session.entity';
import { signUp } from '../support/auth-operations';
import { createCourse, educator } from '../support/catalog-fixtures';
import { newUser, TestApp, type GraphQLResponse } from '../support/test-app';

const SCHEDULE = `mutation($input: ScheduleLiveSessionInput!) { scheduleLiveSession(input: $input) {
  id title rrule capacity seatsTaken seatsLeft access pricePaise status sequence hostName
  occurrences { id startsAt endsAt originalStartsAt status } nextOccurrence { id } } }`;
const MOVE = `mutation($id: ID!, $at: DateTime!) { moveLiveOccurrence(id: $id, startsAt: $at) {
  id startsAt originalStartsAt status } }`;
const CANCEL_ONE = 'mutation($id: ID!) { cancelLiveOccurrence(id: $id) { id status } }';
const CANCEL_ALL = 'mutation($id: ID!) { cancelLiveSession(id: $id) { id status sequence } }';
const COURSE_SESSIONS = `query($id: ID!, $all: Boolean) { course(id: $id) {
  liveSessions(all: $all) { id title nextOccurrence { startsAt } occurrences(upcoming: true) { id } } } }`;
const ONE = 'query($id: ID!) { liveSession(id: $id) { id title } }';

const DAY = 24 * 3600_000;
const refusal = (res: GraphQLResponse) => ({
  code: res.errors?.[0]?.extensions?.code,
  fields: (res.errors?.[0]?.extensions?.fields as { field: string; message: string }[]) ?? [],
  message: res.errors?.[0]?.message,
});

describe('scheduling live sessions', () => {
  let app: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    app = await TestApp.start();
    db = app.app.get(DataSource);
  });
  afterAll(async () => {
    await app?.close();
  });

  async function owner() {
    const session = await educator(app);
    const course = await createCourse(app, session.user.id, { title: 'Weekly reels clinic' });
    return { token: session.token, courseId: course.id };
  }

  const weekly = (courseId: string, overrides: Record<string, unknown> = {}) => ({
    courseId,
    title: 'Reels clinic',
    agenda: 'Bring one reel; we fix its hook together.',
    startsAt: new Date(Date.now() + 2 * DAY).toISOString(),
    durationMinutes: 60,
    timeZone: 'Asia/Kolkata',
    rrule: 'FREQ=WEEKLY;COUNT=4',
    capacity: 5,
    access: 'ENROLLED',
    ...overrides,
  });

  it('schedules a weekly series with one meeting per week, listed on the course', async () => {
    const { token, courseId } = await owner();
    const res = await app.gql(SCHEDULE, { input: weekly(courseId) }, token);
    expect(res.errors).toBeUndefined();
    const session = res.data!.scheduleLiveSession;
    expect(session).toMatchObject({
      title: 'Reels clinic',
      rrule: 'RRULE:FREQ=WEEKLY;COUNT=4',
      capacity: 5,
      seatsTaken: 0,
      seatsLeft: 5,
      access: 'ENROLLED',
      pricePaise: 0,
      status: 'SCHEDULED',
      sequence: 0,
    });
    expect(session.hostName).not.toBe('');
    const starts = session.occurrences.map((o: { startsAt: string }) => Date.parse(o.startsAt));
    expect(starts).toHaveLength(4);
    expect(starts.slice(1).map((s: number, i: number) => s - starts[i])).toEqual([
      7 * DAY,
      7 * DAY,
      7 * DAY,
    ]);
    expect(session.nextOccurrence.id).toBe(session.occurrences[0].id);

    // Anyone may see a published course's sessions, without a token.
    const listed = await app.gql(COURSE_SESSIONS, { id: courseId });
    expect(listed.data!.course.liveSessions).toEqual([
      expect.objectContaining({ id: session.id, occurrences: expect.any(Array) }),
    ]);
    expect((await app.gql(ONE, { id: session.id })).data!.liveSession.title).toBe('Reels clinic');
  });

  it('moves and cancels one meeting without touching the others', async () => {
    const { token, courseId } = await owner();
    const session = (await app.gql(SCHEDULE, { input: weekly(courseId) }, token)).data!
      .scheduleLiveSession;
    const [first, second, third] = session.occurrences;
    const later = new Date(Date.parse(second.startsAt) + 3600_000).toISOString();

    const moved = await app.gql(MOVE, { id: second.id, at: later }, token);
    expect(moved.data!.moveLiveOccurrence).toMatchObject({
      startsAt: later,
      originalStartsAt: second.startsAt,
      status: 'SCHEDULED',
    });
    const cancelled = await app.gql(CANCEL_ONE, { id: third.id }, token);
    expect(cancelled.data!.cancelLiveOccurrence.status).toBe('CANCELLED');

    const rows = await db
      .getRepository(LiveOccurrence)
      .find({ where: { liveSessionId: session.id }, order: { originalStartsAt: 'ASC' } });
    expect(rows.map((r) => [r.status, r.sequence])).toEqual([
      ['scheduled', 0],
      ['scheduled', 1],
      ['cancelled', 1],
      ['scheduled', 0],
    ]);
    expect(rows[0].startsAt.toISOString()).toBe(first.startsAt);

    // A cancelled meeting cannot be moved or cancelled again.
    expect(refusal(await app.gql(MOVE, { id: third.id, at: later }, token)).code).toBe(
      'BAD_USER_INPUT',
    );
    // The series goes on: three meetings still to come.
    const listed = await app.gql(COURSE_SESSIONS, { id: courseId });
    expect(listed.data!.course.liveSessions[0].occurrences).toHaveLength(3);
  });

  it('cancels a whole series: it leaves the course page, its history stays for the owner', async () => {
    const { token, courseId } = await owner();
    const session = (await app.gql(SCHEDULE, { input: weekly(courseId) }, token)).data!
      .scheduleLiveSession;
    const res = await app.gql(CANCEL_ALL, { id: session.id }, token);
    expect(res.data!.cancelLiveSession).toMatchObject({ status: 'CANCELLED', sequence: 1 });
    const occurrences = await db
      .getRepository(LiveOccurrence)
      .findBy({ liveSessionId: session.id });
    expect(occurrences.map((o) => o.status as string)).toEqual([
      'cancelled',
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
    expect((await app.gql(COURSE_SESSIONS, { id: courseId })).data!.course.liveSessions).toEqual(
      [],
    );
    const all = await app.gql(COURSE_SESSIONS, { id: courseId, all: true }, token);
    expect(all.data!.course.liveSessions.map((s: { id: string }) => s.id)).toEqual([session.id]);
    expect(refusal(await app.gql(CANCEL_ALL, { id: session.id }, token)).message).toMatch(
      /Bad|invalid|already/i,
    );
  });

  it.each([
    [
      'an RRULE without an end',
      { rrule: 'FREQ=WEEKLY' },
      'rrule',
      'The repeat rule must end: give COUNT or UNTIL.',
    ],
    [
      'more than 52 meetings',
      { rrule: 'FREQ=WEEKLY;COUNT=53' },
      'rrule',
      'A series has at most 52 sessions.',
    ],
    ['a capacity of 0', { capacity: 0 }, 'capacity', 'Seats must be 1 to 500.'],
    [
      'a start in the past',
      { startsAt: new Date(Date.now() - DAY).toISOString() },
      'startsAt',
      'Choose a time in the future.',
    ],
    [
      'an unknown zone',
      { timeZone: 'Mars/Olympus' },
      'timeZone',
      'Unknown time zone: Mars/Olympus',
    ],
    [
      'a price on included seats',
      { pricePaise: 49900 },
      'pricePaise',
      'Seats included with the course have no price.',
    ],
    [
      'a paid seat without a price',
      { access: 'SEAT' },
      'pricePaise',
      'A seat costs ₹1 to ₹5,00,000.',
    ],
    [
      'more seats than the room without a link',
      { capacity: 6 },
      'meetingUrl',
      'The built-in room holds 6 people with the host: give a meeting link for more seats.',
    ],
    [
      'an agenda over 5,000 characters',
      { agenda: 'a'.repeat(5001) },
      'agenda',
      'Agenda must be at most 5000 characters',
    ],
    [
      'a meeting link over 500 characters',
      { capacity: 40, meetingUrl: `https://meet.example.com/${'a'.repeat(480)}` },
      'meetingUrl',
      'Meeting link must be at most 500 characters',
    ],
    [
      'a meeting link that is not http',
      { capacity: 40, meetingUrl: 'javascript:alert(1)' },
      'meetingUrl',
      'Meeting link must be an http(s) URL',
    ],
  ])(
    'refuses %s, naming the field, and changes nothing',
    async (_name, overrides, field, message) => {
      const { token, courseId } = await owner();
      const before = await db.getRepository(LiveSession).count();
      const res = await app.gql(SCHEDULE, { input: weekly(courseId, overrides) }, token);
      expect(refusal(res).code).toBe('BAD_USER_INPUT');
      expect(refusal(res).fields).toContainEqual(expect.objectContaining({ field, message }));
      expect(await db.getRepository(LiveSession).count()).toBe(before);
    },
  );

  it('accepts a larger session with the host’s own meeting link', async () => {
    const { token, courseId } = await owner();
    const input = weekly(courseId, { capacity: 40, meetingUrl: 'https://meet.example.com/abc' });
    const res = await app.gql(SCHEDULE, { input }, token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.scheduleLiveSession.capacity).toBe(40);
  });

  it('lets only the course’s owner schedule, move and cancel', async () => {
    const { token, courseId } = await owner();
    const session = (await app.gql(SCHEDULE, { input: weekly(courseId) }, token)).data!
      .scheduleLiveSession;
    const other = await educator(app);
    const learner = await signUp(app, newUser());
    expect(refusal(await app.gql(SCHEDULE, { input: weekly(courseId) }, other.token)).code).toBe(
      'NOT_FOUND',
    );
    expect(refusal(await app.gql(SCHEDULE, { input: weekly(courseId) }, learner.token)).code).toBe(
      'FORBIDDEN',
    );
    const [first] = session.occurrences;
    expect(refusal(await app.gql(CANCEL_ONE, { id: first.id }, other.token)).code).toBe(
      'NOT_FOUND',
    );
    expect(refusal(await app.gql(CANCEL_ALL, { id: session.id }, other.token)).code).toBe(
      'NOT_FOUND',
    );
    const untouched = await db.getRepository(LiveOccurrence).findOneByOrFail({ id: first.id });
    expect(untouched.status).toBe('scheduled');
  });
});
