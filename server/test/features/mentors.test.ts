import { DateTime } from 'luxon';
import { DataSource } from 'typeorm';
import { signUp } from '../support/auth-operations';
import { educator } from '../support/catalog-fixtures';
import { requestStatementTexts } from '../support/statements';
import { newUser, TestApp } from '../support/test-app';

const SAVE_PROFILE = `mutation($input: MentorProfileInput!) {
  saveMentorProfile(input: $input) { id name headline bio topics timeZone } }`;
const CREATE_TYPE = `mutation($input: SessionTypeInput!) {
  createSessionType(input: $input) { id title durationMinutes pricePaise meetingUrl active mentor { id } } }`;
const UPDATE_TYPE = `mutation($id: ID!, $input: SessionTypeInput!) {
  updateSessionType(id: $id, input: $input) { id title pricePaise } }`;
const ARCHIVE_TYPE = 'mutation($id: ID!) { archiveSessionType(id: $id) { id active } }';
const SET_HOURS = `mutation($input: AvailabilityInput!) {
  setAvailability(input: $input) { timeZone weekly { weekday start end } overrides { date hours { start end } } } }`;
const MY_HOURS =
  '{ myAvailability { timeZone weekly { weekday start end } overrides { date hours { start end } } } }';
const SLOTS = `query($id: ID!, $from: DateTime!, $to: DateTime!) {
  availableSlots(sessionTypeId: $id, from: $from, to: $to) { startsAt endsAt } }`;
const MENTORS = `{ mentors { id name headline topics minPricePaise maxPricePaise nextAvailableSlot
  sessionTypes { id title meetingUrl } } }`;
const MENTOR = 'query($id: ID!) { mentor(id: $id) { id sessionTypes { id active meetingUrl } } }';

type Res = { errors?: { message: string; extensions?: Record<string, unknown> }[] };
const code = (res: Res) => res.errors?.[0]?.extensions?.code;
const message = (res: Res) => res.errors?.[0]?.message;

const sessionType = (change: Record<string, unknown> = {}) => ({
  title: 'Profile review',
  durationMinutes: 60,
  pricePaise: 49900,
  minNoticeMinutes: 0,
  cancellationPolicy: 'Full refund up to 24 hours before.',
  ...change,
});
const allWeek = (start: string, end: string) =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start, end }));

describe('mentors, session types and hours', () => {
  let app: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    app = await TestApp.start();
    db = app.app.get(DataSource);
  });
  afterAll(async () => {
    await app?.close();
  });

  /** An educator who is a mentor in `timeZone`, with hours and one session type. */
  async function mentor(timeZone: string, hours = allWeek('10:00', '12:00'), type = sessionType()) {
    const session = await educator(app);
    const profile = { headline: 'I review profiles', timeZone, topics: ['LinkedIn'] };
    expect((await app.gql(SAVE_PROFILE, { input: profile }, session.token)).errors).toBeUndefined();
    const set = await app.gql(
      SET_HOURS,
      { input: { timeZone, weekly: hours, overrides: [] } },
      session.token,
    );
    expect(set.errors).toBeUndefined();
    const created = await app.gql(CREATE_TYPE, { input: type }, session.token);
    expect(created.errors).toBeUndefined();
    return { ...session, typeId: created.data!.createSessionType.id as string };
  }

  it('lets an educator, and not a learner, become a mentor and offer sessions', async () => {
    const learner = await signUp(app, newUser());
    const profile = { headline: 'Growth', timeZone: 'Asia/Kolkata' };
    expect(code(await app.gql(SAVE_PROFILE, { input: profile }, learner.token))).toBe('FORBIDDEN');
    expect(code(await app.gql(CREATE_TYPE, { input: sessionType() }, learner.token))).toBe(
      'FORBIDDEN',
    );

    const teacher = await educator(app);
    const early = await app.gql(CREATE_TYPE, { input: sessionType() }, teacher.token);
    expect([code(early), message(early)]).toEqual(['FORBIDDEN', 'Save your mentor profile first.']);

    const saved = await app.gql(
      SAVE_PROFILE,
      { input: { ...profile, bio: 'Ten years of reels.', topics: [' Reels ', 'Instagram'] } },
      teacher.token,
    );
    expect(saved.data!.saveMentorProfile).toEqual({
      id: teacher.user.id,
      name: 'Edu Cator',
      headline: 'Growth',
      bio: 'Ten years of reels.',
      topics: ['Reels', 'Instagram'],
      timeZone: 'Asia/Kolkata',
    });
    const created = await app.gql(
      CREATE_TYPE,
      { input: sessionType({ meetingUrl: 'https://meet.example.com/abc' }) },
      teacher.token,
    );
    const type = created.data!.createSessionType;
    expect(type).toMatchObject({ durationMinutes: 60, pricePaise: 49900, active: true });
    expect(type.meetingUrl).toBe('https://meet.example.com/abc');
    expect(type.mentor).toEqual({ id: teacher.user.id });
    const [row] = await db.query('SELECT * FROM session_types WHERE id = $1', [type.id]);
    expect(row).toMatchObject({
      min_notice_minutes: 0,
      booking_window_days: 60,
      daily_limit: null,
    });

    // Another educator cannot touch it; the mentor can edit and archive it.
    const other = await educator(app);
    const theirs = await app.gql(UPDATE_TYPE, { id: type.id, input: sessionType() }, other.token);
    expect(code(theirs)).toBe('NOT_FOUND');
    expect(code(await app.gql(ARCHIVE_TYPE, { id: type.id }, other.token))).toBe('NOT_FOUND');
    const edited = await app.gql(
      UPDATE_TYPE,
      { id: type.id, input: sessionType({ pricePaise: 0 }) },
      teacher.token,
    );
    expect(edited.data!.updateSessionType).toMatchObject({ id: type.id, pricePaise: 0 });
    const archived = await app.gql(ARCHIVE_TYPE, { id: type.id }, teacher.token);
    expect(archived.data!.archiveSessionType).toEqual({ id: type.id, active: false });
  });

  it('refuses bad input with clear messages and changes nothing', async () => {
    const teacher = await educator(app);
    const badZone = await app.gql(
      SAVE_PROFILE,
      { input: { headline: 'x', timeZone: 'Mars/Olympus' } },
      teacher.token,
    );
    expect([code(badZone), message(badZone)]).toEqual([
      'BAD_USER_INPUT',
      'Unknown time zone: Mars/Olympus',
    ]);
    expect(
      await db.query('SELECT 1 FROM mentor_profiles WHERE user_id = $1', [teacher.user.id]),
    ).toEqual([]);
    const tooMany = await app.gql(
      SAVE_PROFILE,
      {
        input: {
          headline: 'x',
          timeZone: 'UTC',
          topics: Array.from({ length: 11 }, (_, i) => `t${i}`),
        },
      },
      teacher.token,
    );
    expect(message(tooMany)).toBe('A mentor has at most 10 topics, each 1 to 40 characters.');

    const { token } = await mentor('Asia/Kolkata');
    for (const durationMinutes of [0, 600, 14, 121]) {
      const res = await app.gql(CREATE_TYPE, { input: sessionType({ durationMinutes }) }, token);
      expect([code(res), message(res)]).toEqual([
        'BAD_USER_INPUT',
        'A session lasts 15 to 120 minutes.',
      ]);
    }
    // In Hindi when asked (the server's catalog, errors.mentorship.*).
    const hindi = await app
      .http()
      .post('/graphql')
      .set({ authorization: `Bearer ${token}`, 'accept-language': 'hi' })
      .send({ query: CREATE_TYPE, variables: { input: sessionType({ durationMinutes: 0 }) } });
    expect(hindi.body.errors[0].message).toBe('एक सत्र 15 से 120 मिनट का होता है।');
    const cases: [Record<string, unknown>, string][] = [
      [{ pricePaise: -1 }, 'A price is a whole number of paise, 0 or more.'],
      [{ bufferAfterMinutes: 121 }, 'Buffers are 0 to 120 minutes.'],
      [{ bookingWindowDays: 0 }, 'The booking window is 1 to 365 days.'],
      [{ dailyLimit: 0 }, 'A daily limit is 1 to 48 sessions, or none.'],
      [{ meetingUrl: 'http://meet.example.com/x' }, 'The meeting link must be an https URL.'],
    ];
    for (const [change, text] of cases)
      expect(message(await app.gql(CREATE_TYPE, { input: sessionType(change) }, token))).toBe(text);

    const before = (await app.gql(MY_HOURS, {}, token)).data!.myAvailability;
    const hours = (weekly: unknown[], overrides: unknown[] = [], timeZone = 'Asia/Kolkata') =>
      app.gql(SET_HOURS, { input: { timeZone, weekly, overrides } }, token);
    const overlap = await hours([
      { weekday: 1, start: '09:00', end: '12:00' },
      { weekday: 1, start: '11:00', end: '13:00' },
    ]);
    expect([code(overlap), message(overlap)]).toEqual([
      'BAD_USER_INPUT',
      'Hours overlap on Monday: 09:00–12:00 and 11:00–13:00.',
    ]);
    expect(message(await hours([{ weekday: 2, start: '12:00', end: '09:00' }]))).toBe(
      'Hours must end after they start: 12:00–09:00.',
    );
    expect(message(await hours([{ weekday: 2, start: '9am', end: '10:00' }]))).toBe(
      '9am is not a time: use HH:MM, 00:00 to 24:00.',
    );
    expect(message(await hours([{ weekday: 8, start: '09:00', end: '10:00' }]))).toBe(
      'A weekday is 1 (Monday) to 7 (Sunday).',
    );
    const twice = [
      { date: '2030-01-01', hours: [] },
      { date: '2030-01-01', hours: [] },
    ];
    expect(message(await hours([], twice))).toBe('The date 2030-01-01 is overridden twice.');
    expect(message(await hours([], [], 'Asia/Calcutta2'))).toBe(
      'Unknown time zone: Asia/Calcutta2',
    );
    expect((await app.gql(MY_HOURS, {}, token)).data!.myAvailability).toEqual(before);
  });

  it('replaces hours and overrides, and offers the slots they leave free', async () => {
    const { token, user, typeId } = await mentor('Asia/Kolkata', allWeek('10:00', '12:00'));
    // Three local days a week ahead: the 2nd is a day off, the 3rd has other hours.
    const day = DateTime.now().setZone('Asia/Kolkata').startOf('day').plus({ days: 7 });
    const [d1, d2, d3] = [0, 1, 2].map((n) => day.plus({ days: n }));
    const set = await app.gql(
      SET_HOURS,
      {
        input: {
          timeZone: 'Asia/Kolkata',
          weekly: [...allWeek('10:00', '12:00'), { weekday: 1, start: '18:00', end: '24:00' }],
          overrides: [
            { date: d2.toISODate(), hours: [] },
            {
              date: d3.toISODate(),
              hours: [
                { start: '15:00', end: '16:00' },
                { start: '09:00', end: '10:00' },
              ],
            },
          ],
        },
      },
      token,
    );
    expect(set.data!.setAvailability.overrides).toEqual([
      { date: d2.toISODate(), hours: [] },
      {
        date: d3.toISODate(),
        hours: [
          { start: '09:00', end: '10:00' },
          { start: '15:00', end: '16:00' },
        ],
      },
    ]);
    expect(set.data!.setAvailability.weekly[0]).toEqual({
      weekday: 1,
      start: '10:00',
      end: '12:00',
    });
    expect(set.data!.setAvailability.weekly).toContainEqual({
      weekday: 1,
      start: '18:00',
      end: '24:00',
    });

    // A confirmed booking takes 11:00 on the first day; an expired hold blocks nothing.
    const learner = await signUp(app, newUser());
    const at = (d: DateTime, hour: number) => d.set({ hour }).toUTC();
    const insert = (start: DateTime, status: string, holdExpiresAt: Date | null) =>
      db.query(
        `INSERT INTO bookings (session_type_id, mentor_id, learner_id, starts_at, ends_at, blocked_from,
           blocked_until, status, hold_expires_at, price_paise, learner_time_zone)
         VALUES ($1, $2, $3, $4, $5, $4, $5, $6, $7, 0, 'Asia/Kolkata')`,
        [
          typeId,
          user.id,
          learner.user.id,
          start.toJSDate(),
          start.plus({ hours: 1 }).toJSDate(),
          status,
          holdExpiresAt,
        ],
      );
    await insert(at(d1, 11), 'confirmed', null);
    await insert(at(d1, 10), 'held', new Date(Date.now() - 60_000));
    await insert(at(d3, 15), 'cancelled', null);

    const range = {
      id: typeId,
      from: d1.toUTC().toISO(),
      to: d1.plus({ days: 3 }).toUTC().toISO(),
    };
    const slots = await app.gql(SLOTS, range);
    const local = (iso: string) =>
      DateTime.fromISO(iso, { zone: 'Asia/Kolkata' }).toFormat('yyyy-MM-dd HH:mm');
    const expected = [`${d1.toISODate()} 10:00`];
    if (d1.weekday === 1)
      expected.push(
        ...['18:00', '19:00', '20:00', '21:00', '22:00', '23:00'].map(
          (t) => `${d1.toISODate()} ${t}`,
        ),
      );
    expected.push(`${d3.toISODate()} 09:00`, `${d3.toISODate()} 15:00`);
    const got = slots.data!.availableSlots as { startsAt: string; endsAt: string }[];
    expect(got.map((s) => local(s.startsAt))).toEqual(expected);
    expect(got.every((s) => Date.parse(s.endsAt) - Date.parse(s.startsAt) === 3600_000)).toBe(true);

    // A live hold blocks its slot too.
    await insert(at(d3, 9), 'held', new Date(Date.now() + 15 * 60_000));
    const after = (await app.gql(SLOTS, range)).data!.availableSlots as { startsAt: string }[];
    expect(after.map((s) => local(s.startsAt))).not.toContain(`${d3.toISODate()} 09:00`);

    const tooLong = await app.gql(SLOTS, { ...range, to: d1.plus({ days: 32 }).toUTC().toISO() });
    expect([code(tooLong), message(tooLong)]).toEqual([
      'BAD_USER_INPUT',
      'Ask for at most 31 days of slots at once.',
    ]);
    const backwards = await app.gql(SLOTS, { ...range, to: range.from });
    expect(code(backwards)).toBe('BAD_USER_INPUT');
    await app.gql(ARCHIVE_TYPE, { id: typeId }, token);
    expect(code(await app.gql(SLOTS, range))).toBe('NOT_FOUND');
  });

  it('lists mentors with their price range and next free slot, in a fixed number of queries', async () => {
    const before = Date.now();
    const open = await mentor(
      'Asia/Kolkata',
      allWeek('00:00', '24:00'),
      sessionType({ pricePaise: 0 }),
    );
    for (const [pricePaise, archive] of [
      [49900, false],
      [99900, true],
    ] as const) {
      const made = await app.gql(
        CREATE_TYPE,
        { input: sessionType({ pricePaise, meetingUrl: 'https://meet.example.com/m' }) },
        open.token,
      );
      if (archive) await app.gql(ARCHIVE_TYPE, { id: made.data!.createSessionType.id }, open.token);
    }
    const noHours = await mentor('Europe/London', []);
    const unlisted = await educator(app);
    await app.gql(
      SAVE_PROFILE,
      { input: { headline: 'No sessions yet', timeZone: 'UTC' } },
      unlisted.token,
    );

    const list = async () => (await app.gql(MENTORS)).data!.mentors as Record<string, any>[];
    const mentors = await list();
    const ids = mentors.map((m) => m.id);
    expect(ids).toEqual(expect.arrayContaining([open.user.id, noHours.user.id]));
    expect(ids).not.toContain(unlisted.user.id);
    const first = mentors.find((m) => m.id === open.user.id)!;
    expect(first).toMatchObject({
      name: 'Edu Cator',
      topics: ['LinkedIn'],
      minPricePaise: 0,
      maxPricePaise: 49900,
    });
    expect(first.sessionTypes).toHaveLength(2);
    expect(
      first.sessionTypes.every((t: { meetingUrl: string | null }) => t.meetingUrl === null),
    ).toBe(true);
    // Hours round the clock, no notice: the next whole Kolkata hour (:30 UTC) within the hour.
    const next = DateTime.fromISO(first.nextAvailableSlot, { zone: 'Asia/Kolkata' });
    expect(next.toMillis()).toBeGreaterThanOrEqual(before);
    expect(next.toMillis()).toBeLessThanOrEqual(Date.now() + 3600_000);
    expect([next.minute, next.second]).toEqual([0, 0]);
    expect(mentors.find((m) => m.id === noHours.user.id)!.nextAvailableSlot).toBeNull();

    expect((await app.gql(MENTOR, { id: unlisted.user.id })).data!.mentor).toBeNull();
    expect((await app.gql(MENTOR, { id: 'nope' })).data!.mentor).toBeNull();
    // The mentor sees their archived type and their meeting links.
    const own = (await app.gql(MENTOR, { id: open.user.id }, open.token)).data!.mentor;
    expect(own.sessionTypes).toHaveLength(3);
    expect(
      own.sessionTypes.filter((t: { meetingUrl: string | null }) => t.meetingUrl),
    ).toHaveLength(2);

    // Two more mentors cost no more queries.
    const [sent] = await requestStatementTexts(list);
    await mentor('Asia/Tokyo');
    await mentor('America/New_York');
    const [more, longer] = await requestStatementTexts(list);
    expect(longer.length).toBe(mentors.length + 2);
    expect(more.length).toBe(sent.length);
  });
});
