import { createHmac } from 'node:crypto';
import { DataSource } from 'typeorm';
import { NO_ACCESS } from '../../src/courses/course-access';
import { signUp } from '../support/auth-operations';
import { educator } from '../support/catalog-fixtures';
import { restCreate, validCourse } from '../support/educator-operations';
import { newUser, TEST_PAYMENT_SECRET, TestApp } from '../support/test-app';

type Session = Awaited<ReturnType<typeof signUp>>;

/** What the original client shows after "Course deleted successfully!" must still hold after a reload. */
describe('deleting a course over REST', () => {
  let app: TestApp;
  let teacher: Session;
  let learner: Session;
  beforeAll(async () => {
    app = await TestApp.start();
    teacher = await educator(app);
    learner = await signUp(app, newUser({ name: 'Paying Learner' }));
  });
  afterAll(() => app.close());

  const get = (path: string, token?: string) => app.rest('get', path, undefined, token);
  const ids = (courses: { _id: string }[]) => courses.map((c) => c._id);
  const myCourseIds = async () =>
    ids((await get('/api/educator/courses', teacher.token)).body.courses);

  async function addCourse(courseTitle: string) {
    const res = await restCreate(app, teacher.token, validCourse({ courseTitle }));
    expect(res.body.success).toBe(true);
    return res.body.course._id as string;
  }

  /** The original client's checkout: purchase, pay (signed as Razorpay signs), verify. */
  async function buy(session: Session, courseId: string) {
    const order = await app.rest('post', '/api/user/purchase', { courseId }, session.token);
    const { orderId, purchaseId } = order.body as { orderId: string; purchaseId: string };
    const paymentId = 'pay_delete_journey';
    const signature = createHmac('sha256', TEST_PAYMENT_SECRET)
      .update(`${orderId}|${paymentId}`)
      .digest('hex');
    const verified = await app.rest(
      'post',
      '/api/user/verify-payment',
      {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: signature,
        purchaseId,
      },
      session.token,
    );
    expect(verified.body.success).toBe(true);
  }

  describe('a course with a paying learner', () => {
    let courseId: string;
    let keptId: string;
    let before: any;
    let deleted: Awaited<ReturnType<TestApp['rest']>>;
    beforeAll(async () => {
      courseId = await addCourse('Paid and Deleted'); // 1999 less 25 %: 1499.25
      keptId = await addCourse('Still Here');
      await buy(learner, courseId);
      before = (await get('/api/educator/dashboard', teacher.token)).body.dashboardData;
      deleted = await app.rest('delete', `/api/course/${courseId}`, undefined, teacher.token);
    });

    it('is counted on the dashboard before the delete', () => {
      expect(before).toMatchObject({ totalEarnings: 1499, totalCourses: 2 });
    });

    it('is deleted with the success message', () => {
      expect(deleted.status).toBe(200);
      expect(deleted.body).toMatchObject({
        success: true,
        message: expect.stringMatching(/^Course deleted successfully!/),
      });
    });

    it('leaves My Courses, the course count and the catalog after a reload', async () => {
      expect(await myCourseIds()).toEqual([keptId]);
      const after = (await get('/api/educator/dashboard', teacher.token)).body.dashboardData;
      expect(after).toMatchObject({ totalCourses: 1 });
      expect(ids((await get('/api/course/all')).body.courses)).not.toContain(courseId);
    });

    it('still counts in earnings and the enrolled students', async () => {
      const after = (await get('/api/educator/dashboard', teacher.token)).body.dashboardData;
      expect(after).toMatchObject({ totalEarnings: 1499 });
      expect(after.enrolledStudentsData).toEqual([
        {
          courseTitle: 'Paid and Deleted',
          student: expect.objectContaining({ _id: learner.user.id }),
        },
      ]);
      const students = (await get('/api/educator/enrolled-students', teacher.token)).body;
      expect(students.enrolledStudents.map((s: any) => s.courseTitle)).toEqual([
        'Paid and Deleted',
      ]);
    });

    it.each([
      ['edit', 'put', { discount: 10 }],
      ['delete', 'delete', undefined],
    ] as const)("answers its owner's later %s with no access", async (_, method, body) => {
      const res = await app.rest(method, `/api/course/${courseId}`, body, teacher.token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: false, message: NO_ACCESS });
    });

    it("stays in the learner's enrolments and player, with its lecture links", async () => {
      const enrolled = (await get('/api/user/enrolled-courses', learner.token)).body;
      expect(ids(enrolled.enrolledCourses)).toEqual([courseId]);
      const lectures = enrolled.enrolledCourses[0].courseContent.flatMap(
        (chapter: any) => chapter.chapterContent,
      );
      expect(lectures.length).toBe(3);
      expect(lectures.every((l: any) => l.lectureUrl.startsWith('https://'))).toBe(true);
      const page = await get(`/api/course/${courseId}`, learner.token);
      expect(page.body).toMatchObject({ success: true, courseData: { _id: courseId } });
    });

    it("still records the learner's progress", async () => {
      const enrolled = (await get('/api/user/enrolled-courses', learner.token)).body;
      const [lecture] = enrolled.enrolledCourses[0].courseContent[0].chapterContent;
      const progress = await app.rest(
        'post',
        '/api/user/update-course-progress',
        { courseId, lectureId: lecture.lectureId },
        learner.token,
      );
      expect(progress.body).toEqual({ success: true, message: 'Progress Updated' });
    });
  });

  it('a course without learners is deleted outright', async () => {
    const courseId = await addCourse('Never Bought');
    const deleted = await app.rest('delete', `/api/course/${courseId}`, undefined, teacher.token);
    expect(deleted.body).toMatchObject({ success: true, message: 'Course deleted successfully!' });
    expect(await myCourseIds()).not.toContain(courseId);
    expect((await get(`/api/course/${courseId}`, teacher.token)).body).toEqual({
      success: false,
      message: 'Course not found',
    });
    const rows = await app.app
      .get(DataSource)
      .query('SELECT count(*)::int AS n FROM courses WHERE id = $1', [courseId]);
    expect(rows[0].n).toBe(0);
  });
});
