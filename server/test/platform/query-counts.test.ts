import { DataSource } from 'typeorm';
import { CourseThumbnailSource } from '../../src/courses/course-thumbnail-source.entity';
import { Lecture } from '../../src/courses/lecture.entity';
import { LectureCompletion } from '../../src/learning/lecture-completion.entity';
import { CourseRating } from '../../src/ratings/course-rating.entity';
import { statements, statementTexts } from '../support/statements';
import { signUp } from '../support/auth-operations';
import { createCourse, educator, enroll, rate } from '../support/catalog-fixtures';
import { newUser, TestApp } from '../support/test-app';

// The fields the client asks for (client/src/features/learning and educator .graphql files).
const SOURCES = 'thumbnailSources { url width type }';
const MY_ENROLLMENTS = `{ myEnrollments { enrolledAt
  course { id courseTitle courseThumbnail ${SOURCES} totalDuration lectureCount }
  progress { courseId completedLectureIds lecturesCompleted totalLectures percent status
    resume { lectureId lectureTitle positionSeconds updatedAt } }
  refundableUntil
  certificate { id learnerName courseTitle educatorName completedAt pdfUrl } } }`;
const STUDENT_ROW = 'courseId courseTitle purchaseDate student { id name imageUrl }';
const DASHBOARD = `{ educatorDashboard { totalCourses totalEarnings totalEnrollments
  enrolledStudentsData { ${STUDENT_ROW} } } }`;
const STUDENTS = `{ enrolledStudents { ${STUDENT_ROW} } }`;
const RATED_LIST = `query($search: String) { courses(search: $search, first: 50) { nodes { id ${SOURCES}
  averageRating ratingCount ratingBreakdown { stars count }
  reviews(first: 3) { totalCount nodes { id rating review reviewerName updatedAt } } } } }`;
const EDUCATOR_REVIEWS = `{ educatorReviews(first: 50) { totalCount nodes { id review courseTitle reviewerName } } }`;
const EDUCATOR_COURSES = `{ educatorCourses { id courseTitle ${SOURCES} netPrice earnings enrolledStudentsCount } }`;

type Session = Awaited<ReturnType<typeof signUp>>;

describe('SQL statements per request do not grow with the list', () => {
  let app: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    app = await TestApp.start();
    db = app.app.get(DataSource);
  });
  afterAll(() => app.close());

  /** Four renditions of the course's thumbnail, stored widest first: the answer's order is the query's. */
  async function addRenditions(courseId: string) {
    const renditions = [
      [640, 'image/jpeg'],
      [640, 'image/webp'],
      [320, 'image/jpeg'],
      [320, 'image/webp'],
    ] as const;
    await db.getRepository(CourseThumbnailSource).insert(
      renditions.map(([width, type]) => ({
        courseId,
        width,
        type,
        url: `/uploads/thumbnails/${courseId}-${width}.${type === 'image/webp' ? 'webp' : 'jpg'}`,
      })),
    );
  }
  const SORTED_RENDITIONS = [
    [320, 'image/webp'],
    [320, 'image/jpeg'],
    [640, 'image/webp'],
    [640, 'image/jpeg'],
  ];
  const renditionsOf = (course: { thumbnailSources: { width: number; type: string }[] }) =>
    course.thumbnailSources.map(({ width, type }) => [width, type]);
  /** Statements that read course_thumbnail_sources. */
  const sourceReads = (sql: string[]) =>
    sql.filter((text) => text.includes('course_thumbnail_sources'));

  /** Completes the first `count` lectures of the course for the learner. */
  async function complete(userId: string, courseId: string, count: number) {
    const lectures = await db.getRepository(Lecture).find({
      where: { chapter: { courseId } },
      order: { lectureOrder: 'ASC' },
      take: count,
    });
    await db
      .getRepository(LectureCompletion)
      .insert(lectures.map((l) => ({ userId, courseId, lectureId: l.id })));
  }

  describe('a learner with 1 course and one with 30', () => {
    let few: Session;
    let many: Session;
    beforeAll(async () => {
      const teacher = await educator(app);
      few = await signUp(app, newUser());
      many = await signUp(app, newUser());
      for (let i = 0; i < 30; i++) {
        const course = await createCourse(app, teacher.user.id, { title: `Learner course ${i}` });
        await enroll(app, many.user.id, course.id);
        await complete(many.user.id, course.id, i % 4);
        if (i % 3 === 0) await rate(app, many.user.id, course.id, 4);
        if (i === 0) {
          await enroll(app, few.user.id, course.id);
          await complete(few.user.id, course.id, 1);
        }
      }
    });

    it('GraphQL myEnrollments with progress', async () => {
      const run = (session: Session) =>
        statements(() => app.gql(MY_ENROLLMENTS, {}, session.token));
      // Issues the certificates of its completed courses (counted in the test below), so both
      // measured requests only read.
      await run(many);
      const [one, oneRes] = await run(few);
      const [thirty, thirtyRes] = await run(many);
      expect(oneRes.data!.myEnrollments).toHaveLength(1);
      expect(thirtyRes.data!.myEnrollments).toHaveLength(30);
      expect(thirtyRes.data!.myEnrollments[0].progress).toMatchObject({
        totalLectures: 4,
        lecturesCompleted: 1, // course 29: 29 % 4 lectures done
      });
      expect(thirtyRes.data!.myEnrollments[0].course).toMatchObject({
        totalDuration: 65,
        lectureCount: 4,
      });
      expect(thirty).toBe(one);
    });

    it('REST GET /api/user/enrolled-courses', async () => {
      const run = (session: Session) =>
        statements(() => app.rest('get', '/api/user/enrolled-courses', undefined, session.token));
      const [one, oneRes] = await run(few);
      const [thirty, thirtyRes] = await run(many);
      expect(oneRes.body.enrolledCourses).toHaveLength(1);
      expect(thirtyRes.body.enrolledCourses).toHaveLength(30);
      expect(thirty).toBe(one);
    });
  });

  describe('certificates: a learner with 1 completed course and one with 12', () => {
    let one: Session;
    let twelve: Session;
    beforeAll(async () => {
      const teacher = await educator(app);
      one = await signUp(app, newUser());
      twelve = await signUp(app, newUser());
      for (let i = 0; i < 12; i++) {
        const course = await createCourse(app, teacher.user.id, { title: `Completed ${i}` });
        for (const learner of i === 0 ? [one, twelve] : [twelve]) {
          await enroll(app, learner.user.id, course.id);
          await complete(learner.user.id, course.id, 4);
        }
      }
      await app.settled();
    });

    it('myEnrollments issues the missing certificates, then reads them, in as many statements either way', async () => {
      const run = (session: Session) =>
        statements(() => app.gql(MY_ENROLLMENTS, {}, session.token));
      const [issuingOne] = await run(one);
      const [issuingTwelve, issued] = await run(twelve);
      const certificates = issued.data!.myEnrollments.map((e: any) => e.certificate);
      expect(certificates).toHaveLength(12);
      expect(new Set(certificates.map((c: { id: string }) => c.id)).size).toBe(12);
      expect(issuingTwelve).toBe(issuingOne);

      const [readingOne] = await run(one);
      const [readingTwelve, read] = await run(twelve);
      expect(read.data!.myEnrollments.map((e: any) => e.certificate.id)).toEqual(
        certificates.map((c: { id: string }) => c.id),
      );
      expect(readingTwelve).toBe(readingOne);
      // Once issued, a read needs no insert: fewer statements than the issuing request.
      expect(readingTwelve).toBeLessThan(issuingTwelve);
    });
  });

  describe('an educator with 2 enrolments and one with 36', () => {
    let small: Session;
    let large: Session;
    beforeAll(async () => {
      small = await educator(app);
      large = await educator(app);
      const learners = await Promise.all(Array.from({ length: 12 }, () => signUp(app, newUser())));
      const only = await createCourse(app, small.user.id, { title: 'Small course' });
      await enroll(app, learners[0].user.id, only.id);
      await enroll(app, learners[1].user.id, only.id);
      for (let c = 0; c < 3; c++) {
        const course = await createCourse(app, large.user.id, { title: `Large course ${c}` });
        await addRenditions(course.id);
        for (const learner of learners) await enroll(app, learner.user.id, course.id);
      }
    });

    const compare = async (call: (session: Session) => Promise<unknown>) => {
      const [few] = await statements(() => call(small));
      const [many] = await statements(() => call(large));
      return { few, many };
    };

    it('GraphQL educatorDashboard', async () => {
      const { few, many } = await compare((s) => app.gql(DASHBOARD, {}, s.token));
      expect(many).toBe(few);
    });

    it('GraphQL enrolledStudents', async () => {
      const { few, many } = await compare((s) => app.gql(STUDENTS, {}, s.token));
      expect(many).toBe(few);
      const res = await app.gql(STUDENTS, {}, large.token);
      expect(res.data!.enrolledStudents).toHaveLength(36);
    });

    it('GraphQL educatorCourses, with the renditions of every course in one statement', async () => {
      const { few, many } = await compare((s) => app.gql(EDUCATOR_COURSES, {}, s.token));
      expect(many).toBe(few);
      const [sql, res] = await statementTexts(() => app.gql(EDUCATOR_COURSES, {}, large.token));
      expect(sourceReads(sql)).toHaveLength(1);
      expect(res.data!.educatorCourses).toHaveLength(3);
      for (const course of res.data!.educatorCourses)
        expect(renditionsOf(course)).toEqual(SORTED_RENDITIONS);
    });

    it.each([
      '/api/educator/dashboard',
      '/api/educator/enrolled-students',
      '/api/educator/courses',
    ])('REST GET %s', async (path) => {
      const { few, many } = await compare((s) => app.rest('get', path, undefined, s.token));
      expect(many).toBe(few);
    });
  });

  describe('a course list of 2 rated courses and one of 20', () => {
    let few: Session;
    let many: Session;
    beforeAll(async () => {
      few = await educator(app);
      many = await educator(app);
      const reviewers = await Promise.all(Array.from({ length: 3 }, () => signUp(app, newUser())));
      for (const [teacher, prefix, count] of [
        [few, 'Zebra rated', 2],
        [many, 'Mango rated', 20],
      ] as const) {
        for (let i = 0; i < count; i++) {
          const course = await createCourse(app, teacher.user.id, { title: `${prefix} ${i}` });
          await addRenditions(course.id);
          await db.getRepository(CourseRating).insert(
            reviewers.map((r, n) => ({
              userId: r.user.id,
              courseId: course.id,
              rating: n + 3,
              review: n ? `Review ${n} of ${prefix} ${i}` : null,
              reviewUpdatedAt: n ? new Date() : null,
            })),
          );
        }
      }
      await app.settled();
    });

    it('GraphQL courses with ratingBreakdown and a page of reviews each', async () => {
      const [twoSql, twoRes] = await statementTexts(() =>
        app.gql(RATED_LIST, { search: 'Zebra' }),
      );
      const [twentySql, twentyRes] = await statementTexts(() =>
        app.gql(RATED_LIST, { search: 'Mango' }),
      );
      const [two, twenty] = [twoSql.length, twentySql.length];
      // thumbnailSources: one batched statement for the page, whatever its size.
      expect(sourceReads(twoSql)).toHaveLength(1);
      expect(sourceReads(twentySql)).toHaveLength(1);
      for (const course of twentyRes.data!.courses.nodes)
        expect(renditionsOf(course)).toEqual(SORTED_RENDITIONS);
      expect(twoRes.data!.courses.nodes).toHaveLength(2);
      expect(twentyRes.data!.courses.nodes).toHaveLength(20);
      expect(twentyRes.data!.courses.nodes[0]).toMatchObject({
        averageRating: 4,
        ratingCount: 3,
        ratingBreakdown: [
          { stars: 5, count: 1 },
          { stars: 4, count: 1 },
          { stars: 3, count: 1 },
          { stars: 2, count: 0 },
          { stars: 1, count: 0 },
        ],
        reviews: { totalCount: 2 },
      });
      expect(twentyRes.data!.courses.nodes[0].reviews.nodes).toHaveLength(2);
      expect(twenty).toBe(two);
    });

    it('GraphQL educatorReviews', async () => {
      const [two, twoRes] = await statements(() => app.gql(EDUCATOR_REVIEWS, {}, few.token));
      const [forty, fortyRes] = await statements(() => app.gql(EDUCATOR_REVIEWS, {}, many.token));
      expect(twoRes.data!.educatorReviews.totalCount).toBe(4);
      expect(fortyRes.data!.educatorReviews.totalCount).toBe(40);
      expect(fortyRes.data!.educatorReviews.nodes).toHaveLength(40);
      expect(forty).toBe(two);
    });
  });
});
