import { signUp } from '../support/auth-operations';
import { createCourse, educator, enroll } from '../support/catalog-fixtures';
import { newUser, TestApp } from '../support/test-app';

type Session = Awaited<ReturnType<typeof signUp>>;

const LECTURES = `query($id: ID!) { course(id: $id) { courseContent { chapterContent { lectureId } } } }`;
const COMPLETE = `mutation($courseId: ID!, $lectureId: ID!) { completeLecture(courseId: $courseId, lectureId: $lectureId) {
  message progress { lecturesCompleted totalLectures percent status completedLectureIds } } }`;
const PROGRESS = `query($courseId: ID!) { courseProgress(courseId: $courseId) { lecturesCompleted totalLectures percent status completedLectureIds } }`;
const RATE = `mutation($courseId: ID!, $rating: Int!) { rateCourse(courseId: $courseId, rating: $rating) { message rating averageRating ratingCount } }`;
const MINE = `{ myEnrollments { enrolledAt course { id courseTitle viewerIsEnrolled viewerRating } progress { lecturesCompleted totalLectures percent status } } }`;

describe('learning: enrolments, progress and ratings', () => {
  let app: TestApp;
  let owner: Session;
  let learner: Session;
  let outsider: Session;
  let courseId: string;
  let otherCourseId: string;
  let lectureIds: string[];
  let otherLectureId: string;

  beforeAll(async () => {
    app = await TestApp.start();
    owner = await educator(app);
    learner = await signUp(app, newUser({ name: 'Learner' }));
    outsider = await signUp(app, newUser());
    courseId = (await createCourse(app, owner.user.id, { title: 'First enrolled' })).id;
    otherCourseId = (
      await createCourse(app, owner.user.id, {
        title: 'Second enrolled',
        chapters: [[{ free: false, minutes: 3 }]],
      })
    ).id;
    await enroll(app, learner.user.id, courseId);
    await new Promise((r) => setTimeout(r, 5));
    await enroll(app, learner.user.id, otherCourseId);
    const content = await app.gql(LECTURES, { id: courseId }, learner.token);
    lectureIds = content.data!.course.courseContent.flatMap((c: any) =>
      c.chapterContent.map((l: any) => l.lectureId),
    );
    otherLectureId = (await app.gql(LECTURES, { id: otherCourseId }, learner.token)).data!.course
      .courseContent[0].chapterContent[0].lectureId;
  });
  afterAll(() => app.close());

  const readRestProgress = (id: string, token?: string) =>
    app.rest('post', '/api/user/get-course-progress', { courseId: id }, token);
  const completeOverRest = (lectureId: string, token: string) =>
    app.rest('post', '/api/user/update-course-progress', { courseId, lectureId }, token);
  const rateOverRest = (rating: unknown) =>
    app.rest('post', '/api/user/add-rating', { courseId, rating }, learner.token);

  // The completion tests run in order: each one builds on the lectures completed before it.
  describe('completion progress', () => {
    it('starts at 0 of 4 lectures over GraphQL', async () => {
      expect((await app.gql(PROGRESS, { courseId }, learner.token)).data!.courseProgress).toEqual({
        lecturesCompleted: 0,
        totalLectures: 4,
        percent: 0,
        status: 'IN_PROGRESS',
        completedLectureIds: [],
      });
    });

    it('starts with no progress data over REST', async () => {
      const rest = await readRestProgress(courseId, learner.token);
      expect(rest.body).toEqual({ success: true, progressData: null });
    });

    it('completes a first lecture to 25%', async () => {
      const first = await app.gql(COMPLETE, { courseId, lectureId: lectureIds[0] }, learner.token);
      expect(first.data!.completeLecture).toMatchObject({
        message: 'Progress Updated',
        progress: { lecturesCompleted: 1, percent: 25 },
      });
    });

    it('answers Lecture Already Completed when the same lecture is completed again', async () => {
      const repeat = await completeOverRest(lectureIds[0], learner.token);
      expect(repeat.body).toEqual({ success: true, message: 'Lecture Already Completed' });
    });

    it('takes a course id spelled in capitals as the same course', async () => {
      const shouted = await app.gql(
        COMPLETE,
        { courseId: courseId.toUpperCase(), lectureId: lectureIds[0] },
        learner.token,
      );
      expect(shouted.data!.completeLecture).toMatchObject({
        message: 'Lecture Already Completed',
        progress: { lecturesCompleted: 1, percent: 25 },
      });
    });

    it('counts lectures completed over either API (3 of 4 is 75%, in progress)', async () => {
      await completeOverRest(lectureIds[1], learner.token);
      const third = await app.gql(COMPLETE, { courseId, lectureId: lectureIds[2] }, learner.token);
      expect(third.data!.completeLecture.progress).toMatchObject({
        lecturesCompleted: 3,
        percent: 75,
        status: 'IN_PROGRESS',
      });
    });

    it('lists the completed lectures in the REST progress data', async () => {
      const restProgress = await readRestProgress(courseId, learner.token);
      expect(restProgress.body).toEqual({
        success: true,
        progressData: {
          courseId,
          userId: learner.user.id,
          completed: false,
          lectureCompleted: lectureIds.slice(0, 3),
        },
      });
    });

    it('is Completed at 100% after the last lecture', async () => {
      const last = await app.gql(COMPLETE, { courseId, lectureId: lectureIds[3] }, learner.token);
      expect(last.data!.completeLecture.progress).toMatchObject({
        lecturesCompleted: 4,
        totalLectures: 4,
        percent: 100,
        status: 'COMPLETED',
      });
    });
  });

  describe('progress refusals', () => {
    it('refuses completion to a user not enrolled (FORBIDDEN)', async () => {
      const notEnrolled = await app.gql(
        COMPLETE,
        { courseId, lectureId: lectureIds[0] },
        outsider.token,
      );
      expect(notEnrolled.errors![0]).toMatchObject({
        message: 'You are not enrolled in this course',
        extensions: { code: 'FORBIDDEN' },
      });
    });

    it('refuses the REST progress read to a user not enrolled', async () => {
      const restRead = await readRestProgress(courseId, outsider.token);
      expect(restRead.status).toBe(200);
      expect(restRead.body).toEqual({
        success: false,
        message: 'You are not enrolled in this course',
      });
    });

    it('refuses progress to the course owner, who is not enrolled', async () => {
      const owners = await completeOverRest(lectureIds[0], owner.token);
      expect(owners.status).toBe(200);
      expect(owners.body.success).toBe(false);
    });

    it('refuses a lecture of another course (BAD_USER_INPUT)', async () => {
      const foreign = await app.gql(
        COMPLETE,
        { courseId, lectureId: otherLectureId },
        learner.token,
      );
      expect(foreign.errors![0]).toMatchObject({
        message: 'This lecture is not part of the course',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    });

    it('refuses an unknown lecture id over REST', async () => {
      const garbage = await completeOverRest('x', learner.token);
      expect(garbage.status).toBe(200);
      expect(garbage.body.success).toBe(false);
    });

    it('answers Course not found for an unknown course over REST', async () => {
      const unknown = await readRestProgress('nope', learner.token);
      expect(unknown.status).toBe(200);
      expect(unknown.body).toEqual({ success: false, message: 'Course not found' });
    });

    it('requires sign-in for the REST progress read (401)', async () => {
      expect((await readRestProgress(courseId)).status).toBe(401);
    });
  });

  // The rating tests run in order: re-rating replaces the first rating.
  describe('ratings', () => {
    it('adds a rating and reports the new average', async () => {
      const res = await app.gql(RATE, { courseId, rating: 4 }, learner.token);
      expect(res.data!.rateCourse).toEqual({
        message: 'Rating added',
        rating: 4,
        averageRating: 4,
        ratingCount: 1,
      });
    });

    it('replaces the learner’s earlier rating when they rate again', async () => {
      const again = await rateOverRest(2);
      expect(again.body).toEqual({ success: true, message: 'Rating added' });
      const course = await app.gql(
        `{ course(id: "${courseId}") { averageRating ratingCount viewerRating } }`,
        {},
        learner.token,
      );
      expect(course.data!.course).toEqual({ averageRating: 2, ratingCount: 1, viewerRating: 2 });
    });

    it('takes a course id spelled in capitals as the same course', async () => {
      const shouted = await app.gql(
        RATE,
        { courseId: courseId.toUpperCase(), rating: 2 },
        learner.token,
      );
      expect(shouted.data!.rateCourse).toEqual({
        message: 'Rating added',
        rating: 2,
        averageRating: 2,
        ratingCount: 1,
      });
    });

    it.each([0, 6, -1, 4.5, '3.5', 'five', null])(
      'refuses the rating %p over REST: only whole numbers from 1 to 5',
      async (rating) => {
        const bad = await rateOverRest(rating);
        expect(bad.status).toBe(200);
        expect(bad.body.message).toBe('Rating must be a whole number from 1 to 5');
      },
    );

    it('refuses an out-of-range rating over GraphQL (BAD_USER_INPUT)', async () => {
      const gqlBad = await app.gql(RATE, { courseId, rating: 9 }, learner.token);
      expect(gqlBad.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    });

    it('refuses a rating from a user not enrolled (FORBIDDEN)', async () => {
      const outsiders = await app.gql(RATE, { courseId, rating: 5 }, outsider.token);
      expect(outsiders.errors![0]).toMatchObject({
        message: 'You are not enrolled in this course',
        extensions: { code: 'FORBIDDEN' },
      });
    });
  });

  describe('my enrolments (after the first course is completed)', () => {
    it('lists my enrolments newest first with progress', async () => {
      const mine = (await app.gql(MINE, {}, learner.token)).data!.myEnrollments;
      expect(
        mine.map((e: any) => [
          e.course.courseTitle,
          e.progress.percent,
          e.progress.status,
          e.course.viewerIsEnrolled,
        ]),
      ).toEqual([
        ['Second enrolled', 0, 'IN_PROGRESS', true],
        ['First enrolled', 100, 'COMPLETED', true],
      ]);
    });

    it('keeps the original REST list in enrolment order, with lecture urls', async () => {
      const rest = await app.rest('get', '/api/user/enrolled-courses', undefined, learner.token);
      expect(rest.body.success).toBe(true);
      expect(rest.body.enrolledCourses.map((c: any) => c.courseTitle)).toEqual([
        'First enrolled',
        'Second enrolled',
      ]);
      expect(rest.body.enrolledCourses[1].courseContent[0].chapterContent[0].lectureUrl).toMatch(
        /^https:/,
      );
    });

    it('lists the enrolled course ids on me, in enrolment order', async () => {
      const me = await app.gql(`{ me { enrolledCourseIds } }`, {}, learner.token);
      expect(me.data!.me.enrolledCourseIds).toEqual([courseId, otherCourseId]);
    });

    it('lists no enrolments for a user without any', async () => {
      expect((await app.gql(MINE, {}, outsider.token)).data!.myEnrollments).toEqual([]);
    });

    it('requires sign-in for myEnrollments', async () => {
      expect((await app.gql(MINE)).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    });
  });
});
