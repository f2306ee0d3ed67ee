import { DataSource } from 'typeorm';
import { Lecture } from '../../src/courses/lecture.entity';
import { statements } from '../support/statements';
import { signUp } from '../support/auth-operations';
import { createCourse, educator, enroll } from '../support/catalog-fixtures';
import { newUser, TestApp } from '../support/test-app';

type Session = Awaited<ReturnType<typeof signUp>>;

const RESUME = 'resume { lectureId lectureTitle positionSeconds updatedAt }';
const SAVE = `mutation($courseId: ID!, $lectureId: ID!, $positionSeconds: Int!) {
  saveLecturePosition(courseId: $courseId, lectureId: $lectureId, positionSeconds: $positionSeconds) {
    lectureId lectureTitle positionSeconds updatedAt } }`;
const PROGRESS = `query($courseId: ID!) { courseProgress(courseId: $courseId) { ${RESUME} } }`;
const MINE = `{ myEnrollments { course { id } progress { courseId ${RESUME} } } }`;

describe('resume: the lecture and second a learner left off at', () => {
  let app: TestApp;
  let db: DataSource;
  let teacherId: string;
  let learner: Session;
  let courseId: string;
  let lectures: Lecture[];
  let otherCourseLecture: Lecture;

  const courseLectures = (id: string) =>
    db.getRepository(Lecture).find({
      where: { chapter: { courseId: id } },
      order: { chapter: { chapterOrder: 'ASC' }, lectureOrder: 'ASC' },
    });
  const save = (lectureId: string, positionSeconds: unknown, token = learner.token) =>
    app.gql(SAVE, { courseId, lectureId, positionSeconds }, token);
  const resumeOf = async (id = courseId) =>
    (await app.gql(PROGRESS, { courseId: id }, learner.token)).data!.courseProgress.resume;

  beforeAll(async () => {
    // One public origin, so repeated reads share a response-cache key: a save must invalidate them.
    app = await TestApp.start({ publicUrl: 'https://brandcraft.test' });
    db = app.app.get(DataSource);
    teacherId = (await educator(app)).user.id;
    learner = await signUp(app, newUser({ name: 'Resuming Learner' }));
    courseId = (await createCourse(app, teacherId, { title: 'Resumable' })).id;
    const other = await createCourse(app, teacherId, { title: 'Elsewhere' });
    await enroll(app, learner.user.id, courseId);
    await enroll(app, learner.user.id, other.id);
    lectures = await courseLectures(courseId);
    [otherCourseLecture] = await courseLectures(other.id);
  });
  afterAll(() => app.close());

  it('has no resume point before the learner has watched', async () => {
    expect(await resumeOf()).toBeNull();
  });

  it('saves a position and reads it back on courseProgress', async () => {
    const before = Date.now();
    const saved = await save(lectures[1].id, 95);
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveLecturePosition).toMatchObject({
      lectureId: lectures[1].id,
      lectureTitle: 'Lecture 1.2',
      positionSeconds: 95,
    });
    expect(await resumeOf()).toEqual(saved.data!.saveLecturePosition);
    expect(Date.parse(saved.data!.saveLecturePosition.updatedAt)).toBeGreaterThanOrEqual(
      before - 1000,
    );
  });

  it('keeps one point per course: a later save replaces the lecture and the second', async () => {
    await save(lectures[1].id, 120);
    await save(lectures[2].id, 7);
    expect(await resumeOf()).toMatchObject({ lectureId: lectures[2].id, positionSeconds: 7 });
    const rows = await db.query(
      'SELECT count(*)::int AS n FROM lecture_positions WHERE user_id = $1',
      [learner.user.id],
    );
    expect(rows[0].n).toBe(1);
  });

  it('shows the point on myEnrollments, per course', async () => {
    const mine = (await app.gql(MINE, {}, learner.token)).data!.myEnrollments;
    const byCourse = new Map(mine.map((e: any) => [e.course.id, e.progress.resume]));
    expect(byCourse.get(courseId)).toMatchObject({
      lectureId: lectures[2].id,
      lectureTitle: 'Lecture 2.1',
      positionSeconds: 7,
    });
    expect([...byCourse.values()].filter((r) => r === null)).toHaveLength(1);
  });

  describe('refusals', () => {
    it('refuses a learner who is not enrolled (FORBIDDEN) and saves nothing for them', async () => {
      const outsider = await signUp(app, newUser());
      const refused = await save(lectures[0].id, 10, outsider.token);
      expect(refused.errors![0]).toMatchObject({
        message: 'You are not enrolled in this course',
        extensions: { code: 'FORBIDDEN' },
      });
      const rows = await db.query('SELECT 1 FROM lecture_positions WHERE user_id = $1', [
        outsider.user.id,
      ]);
      expect(rows).toHaveLength(0);
    });

    it('refuses a lecture of another course (BAD_USER_INPUT) and keeps the point', async () => {
      const foreign = await save(otherCourseLecture.id, 10);
      expect(foreign.errors![0]).toMatchObject({
        message: 'This lecture is not part of the course',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect(await resumeOf()).toMatchObject({ lectureId: lectures[2].id, positionSeconds: 7 });
    });

    it('answers NOT_FOUND for an unknown course', async () => {
      const unknown = await app.gql(
        SAVE,
        { courseId: 'not-a-course', lectureId: lectures[0].id, positionSeconds: 1 },
        learner.token,
      );
      expect(unknown.errors![0].extensions!.code).toBe('NOT_FOUND');
    });

    it.each([-1, 24 * 60 * 60 + 1, 1.5, 2 ** 31, '12'])(
      'refuses the position %p (BAD_USER_INPUT)',
      async (position) => {
        const bad = await save(lectures[0].id, position);
        expect(bad.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
        expect(await resumeOf()).toMatchObject({ lectureId: lectures[2].id, positionSeconds: 7 });
      },
    );

    it('names the allowed range', async () => {
      const bad = await save(lectures[0].id, -5);
      expect(bad.errors![0].message).toBe(
        'Position must be a whole number of seconds from 0 to 86400',
      );
    });

    it('requires a signed-in user (UNAUTHENTICATED)', async () => {
      const anonymous = await app.gql(SAVE, {
        courseId,
        lectureId: lectures[0].id,
        positionSeconds: 1,
      });
      expect(anonymous.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    });
  });

  it('accepts 0 and a full day', async () => {
    expect((await save(lectures[0].id, 0)).data!.saveLecturePosition.positionSeconds).toBe(0);
    expect((await save(lectures[0].id, 86400)).data!.saveLecturePosition.positionSeconds).toBe(
      86400,
    );
  });

  it('has no resume point once its lecture is removed', async () => {
    const course = await createCourse(app, teacherId, { title: 'Shrinking' });
    await enroll(app, learner.user.id, course.id);
    const [first] = await courseLectures(course.id);
    const saved = await app.gql(
      SAVE,
      { courseId: course.id, lectureId: first.id, positionSeconds: 30 },
      learner.token,
    );
    expect(saved.errors).toBeUndefined();
    expect(await resumeOf(course.id)).toMatchObject({ positionSeconds: 30 });
    await db.getRepository(Lecture).delete(first.id);
    await app.settled();
    expect(await resumeOf(course.id)).toBeNull();
  });

  it('saves in one SQL statement', async () => {
    // A refused position costs only the request's sign-in checks: the baseline.
    const [baseline] = await statements(() => save(lectures[3].id, -1));
    const [count, result] = await statements(() => save(lectures[3].id, 42));
    expect(result.errors).toBeUndefined();
    expect(count).toBe(baseline + 1);
  });

  it('reads myEnrollments in as many statements for 1 course as for 12', async () => {
    const few = await signUp(app, newUser());
    const many = await signUp(app, newUser());
    for (let i = 0; i < 12; i++) {
      const course = await createCourse(app, teacherId, { title: `Many ${i}` });
      const [first] = await courseLectures(course.id);
      for (const session of i === 0 ? [few, many] : [many]) {
        await enroll(app, session.user.id, course.id);
        await app.gql(
          SAVE,
          { courseId: course.id, lectureId: first.id, positionSeconds: i + 1 },
          session.token,
        );
      }
    }
    const [one, oneRes] = await statements(() => app.gql(MINE, {}, few.token));
    const [twelve, twelveRes] = await statements(() => app.gql(MINE, {}, many.token));
    expect(oneRes.data!.myEnrollments).toHaveLength(1);
    expect(
      twelveRes.data!.myEnrollments.map((e: any) => e.progress.resume.positionSeconds),
    ).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(twelve).toBe(one);
  });
});
