import { DataSource } from 'typeorm';
import { Lecture } from '../../src/courses/lecture.entity';
import { signUp } from '../support/auth-operations';
import { createCourse, educator, enroll } from '../support/catalog-fixtures';
import { newUser, TestApp } from '../support/test-app';

type Session = Awaited<ReturnType<typeof signUp>>;

const SAVE = `mutation($c: ID!, $l: ID!, $s: Int!) {
  saveLecturePosition(courseId: $c, lectureId: $l, positionSeconds: $s) { positionSeconds } }`;
const COMPLETE = `mutation($courseId: ID!, $lectureId: ID!) {
  completeLecture(courseId: $courseId, lectureId: $lectureId) { message } }`;
const REQUIRE = `mutation($courseId: ID!) {
  setRequiresWatchedLectures(courseId: $courseId, required: true) { requiresWatchedLectures } }`;
const NOT_WATCHED =
  'This course asks you to watch each lecture to near its end before marking it complete';

/** A 9-minute lecture (540 s): watched once the furthest second reaches 486. */
const LENGTH = 9 * 60;

describe('watch pacing: the furthest second watched grows no faster than playback at 2x', () => {
  let app: TestApp;
  let db: DataSource;
  let courseId: string;
  let lectureId: string;

  beforeAll(async () => {
    app = await TestApp.start();
    db = app.app.get(DataSource);
    const teacher = await educator(app);
    courseId = (
      await createCourse(app, teacher.user.id, {
        title: 'Paced',
        chapters: [[{ free: false, minutes: LENGTH / 60 }]],
      })
    ).id;
    [lectureId] = (await db.getRepository(Lecture).find({ where: { chapter: { courseId } } })).map(
      (l) => l.id,
    );
    const on = await app.gql(REQUIRE, { courseId }, teacher.token);
    expect(on.data!.setRequiresWatchedLectures.requiresWatchedLectures).toBe(true);
  });
  afterAll(() => app.close());

  async function learner() {
    const session = await signUp(app, newUser());
    await enroll(app, session.user.id, courseId);
    return session;
  }
  const save = async (who: Session, seconds: number) => {
    const { data, errors } = await app.gql(
      SAVE,
      { c: courseId, l: lectureId, s: seconds },
      who.token,
    );
    expect(errors).toBeUndefined();
    return data!.saveLecturePosition.positionSeconds as number;
  };
  const complete = (who: Session) => app.gql(COMPLETE, { courseId, lectureId }, who.token);
  const expectRefused = async (who: Session) =>
    expect((await complete(who)).errors?.[0]).toMatchObject({
      message: NOT_WATCHED,
      extensions: { code: 'FORBIDDEN' },
    });
  const furthest = async (who: Session) =>
    (
      await db.query<{ furthest: number }[]>(
        'SELECT furthest_seconds AS furthest FROM lecture_watches WHERE user_id = $1 AND lecture_id = $2',
        [who.user.id, lectureId],
      )
    )[0]?.furthest ?? 0;
  /** The most a furthest second may reach since `started` (Date.now()): 2x the time, plus 10 s. */
  const paced = (started: number) => Math.ceil(((Date.now() - started) / 1000) * 2) + 10;
  /** As if `seconds` of wall-clock time had passed since the learner's last save. */
  const timePasses = (who: Session, seconds: number) =>
    db.query(
      `UPDATE lecture_watches SET advanced_at = advanced_at - make_interval(secs => $3),
         reported_at = reported_at - make_interval(secs => $3)
       WHERE user_id = $1 AND lecture_id = $2`,
      [who.user.id, lectureId, seconds],
    );

  it('does not count a burst of 18 saves, 30 seconds apart in the video, as watching', async () => {
    const who = await learner();
    const started = Date.now();
    for (let step = 1; step <= 18; step++) expect(await save(who, step * 30)).toBe(step * 30);
    // The resume point is wherever the learner went; only the credited furthest second is paced.
    expect(await furthest(who)).toBeLessThanOrEqual(paced(started));
    await expectRefused(who);
  });

  it('does not add up saves sent in parallel', async () => {
    const who = await learner();
    const started = Date.now();
    await save(who, 0);
    await Promise.all(Array.from({ length: 18 }, () => save(who, LENGTH)));
    expect(await furthest(who)).toBeLessThanOrEqual(paced(started));
    await expectRefused(who);
  });

  it('grants the tolerance once, not with every save of a burst', async () => {
    const who = await learner();
    const started = Date.now();
    await save(who, 0);
    // 60 saves each only a few seconds further would each fit within a per-save tolerance.
    for (let step = 1; step <= 60; step++) await save(who, step * 9);
    expect(await furthest(who)).toBeLessThanOrEqual(paced(started));
    await expectRefused(who);
  });

  it('completes a lecture watched at 2x, saving every 10 seconds, and never penalises seeking back', async () => {
    const who = await learner();
    await save(who, 0); // opening the lecture
    let position = 0;
    while (position < LENGTH) {
      await timePasses(who, 10);
      position = Math.min(LENGTH, position + 20);
      await save(who, position);
      expect(await furthest(who)).toBe(position);
      if (position === 200) {
        await expectRefused(who);
        // Seeking back keeps the furthest second, and watching on from there is not slowed.
        await save(who, 40);
        expect(await furthest(who)).toBe(200);
      }
    }
    expect((await complete(who)).data!.completeLecture.message).toBe('Progress Updated');
  });

  it('lets the furthest second catch up once the time has passed (a pause, then the end)', async () => {
    const who = await learner();
    await save(who, 0);
    await save(who, LENGTH);
    await expectRefused(who);
    await timePasses(who, LENGTH / 2);
    await save(who, LENGTH);
    expect(await furthest(who)).toBe(LENGTH);
    expect((await complete(who)).data!.completeLecture.message).toBe('Progress Updated');
  });
});
