import { DataSource } from 'typeorm';
import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';
import { signUp } from '../support/auth-operations';
import { createCourse, educator, enroll, rate } from '../support/catalog-fixtures';
import { newUser, TestApp } from '../support/test-app';

const COURSES = `query Courses($search: String, $first: Int, $after: String) {
  courses(search: $search, first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    nodes { id courseTitle }
  }
}`;

const COURSE = `query Course($id: ID!) {
  course(id: $id) {
    id courseTitle coursePrice discount netPrice isPublished
    averageRating ratingCount enrolledStudentsCount totalDuration lectureCount
    educator { id name imageUrl }
    courseContent { chapterId chapterTitle chapterOrder chapterContent { lectureId lectureTitle lectureDuration lectureUrl isPreviewFree lectureOrder } }
  }
}`;

type CourseData = {
  course: {
    netPrice: number;
    averageRating: number;
    courseContent: { chapterContent: { lectureUrl: string | null; isPreviewFree: boolean }[] }[];
  } & Record<string, unknown>;
};

describe('catalog', () => {
  let app: TestApp;
  let owner: Awaited<ReturnType<typeof educator>>;
  beforeAll(async () => {
    app = await TestApp.start();
    owner = await educator(app);
  });
  afterAll(() => app.close());

  describe('search and pagination', () => {
    let titles: string[];
    beforeAll(async () => {
      titles = [
        'SEO Basics',
        'Advanced seo Tactics',
        'Instagram Growth',
        '100% Email Open Rates',
        'Hidden SEO Draft',
      ];
      const start = Date.UTC(2026, 0, 1);
      for (const [i, title] of titles.entries()) {
        await createCourse(app, owner.user.id, {
          title,
          createdAt: new Date(start + i * 60_000),
          published: !title.startsWith('Hidden'),
        });
      }
    });

    const search = async (term?: string, first?: number, after?: string) =>
      (await app.gql(COURSES, { search: term, first, after })).data!.courses as {
        totalCount: number;
        pageInfo: { hasNextPage: boolean; endCursor: string | null };
        nodes: { courseTitle: string }[];
      };

    it('matches a case-insensitive substring of the title, published courses only, newest first', async () => {
      const result = await search('sEo');
      expect(result.nodes.map((n) => n.courseTitle)).toEqual([
        'Advanced seo Tactics',
        'SEO Basics',
      ]);
      expect(result.totalCount).toBe(2);
    });

    it('finds nothing for an unmatched term, and treats % and _ literally', async () => {
      expect(await search('tiktok')).toEqual({
        totalCount: 0,
        pageInfo: { hasNextPage: false, endCursor: null },
        nodes: [],
      });
      expect((await search('100%')).nodes.map((n) => n.courseTitle)).toEqual([
        '100% Email Open Rates',
      ]);
      expect((await search('%')).totalCount).toBe(1);
      expect((await search('_')).totalCount).toBe(0);
    });

    it('pages through every published course without gaps or repeats', async () => {
      const first = await search(undefined, 2);
      expect(first.totalCount).toBe(4);
      expect(first.pageInfo.hasNextPage).toBe(true);
      const second = await search(undefined, 2, first.pageInfo.endCursor!);
      expect(second.pageInfo.hasNextPage).toBe(false);
      expect([...first.nodes, ...second.nodes].map((n) => n.courseTitle)).toEqual([
        '100% Email Open Rates',
        'Instagram Growth',
        'Advanced seo Tactics',
        'SEO Basics',
      ]);
    });

    it('refuses a page size outside 1 to 100 and a forged cursor', async () => {
      for (const first of [0, 101, -1]) {
        const res = await app.gql(COURSES, { first });
        expect(res.errors![0]).toMatchObject({
          message: 'First must be a whole number from 1 to 100',
          extensions: { code: 'BAD_USER_INPUT' },
        });
      }
      const res = await app.gql(COURSES, { after: 'not-a-cursor' });
      expect(res.errors![0]).toMatchObject({
        message: 'Invalid cursor',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    });

    it('serves the title search from the trigram index', async () => {
      const db = app.app.get(DataSource);
      const plan = await db.transaction(async (tx) => {
        await tx.query('SET LOCAL enable_seqscan = off');
        return tx.query<{ 'QUERY PLAN': string }[]>(
          `EXPLAIN SELECT id FROM courses WHERE course_title_lower LIKE lower('%Marketing%')`,
        );
      });
      expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('IDX_courses_title_trgm');
    });
  });

  describe('one course', () => {
    let courseId: string;
    let student: Awaited<ReturnType<typeof signUp>>;
    let enrolled: Awaited<ReturnType<typeof signUp>>;
    beforeAll(async () => {
      const course = await createCourse(app, owner.user.id, {
        title: 'Locking Course',
        price: 1999,
        discount: 25,
      });
      courseId = course.id;
      student = await signUp(app, newUser());
      enrolled = await signUp(app, newUser());
      await enroll(app, enrolled.user.id, courseId);
      await rate(app, enrolled.user.id, courseId, 5);
      await rate(app, student.user.id, courseId, 4);
    });

    const urlsFor = async (token?: string) => {
      const res = await app.gql<CourseData>(COURSE, { id: courseId }, token);
      return res.data!.course.courseContent.flatMap((ch) =>
        ch.chapterContent.map((l) => [l.isPreviewFree, l.lectureUrl]),
      );
    };

    it('exposes prices, rating summary, counts, duration and the public educator', async () => {
      const res = await app.gql<CourseData>(COURSE, { id: courseId });
      expect(res.data!.course).toMatchObject({
        courseTitle: 'Locking Course',
        coursePrice: 1999,
        discount: 25,
        netPrice: 1499.25,
        averageRating: 4,
        ratingCount: 2,
        enrolledStudentsCount: 1,
        totalDuration: 65,
        lectureCount: 4,
        educator: { id: owner.user.id, name: 'Edu Cator' },
      });
      const orders = res.data!.course.courseContent.map((ch: any) => [
        ch.chapterOrder,
        ch.chapterContent.map((l: any) => l.lectureOrder),
      ]);
      expect(orders).toEqual([
        [1, [1, 2]],
        [2, [1, 2]],
      ]);
      const email = await app.gql(`{ course(id: "${courseId}") { educator { email } } }`);
      expect(email.errors![0].extensions!.code).toBe('GRAPHQL_VALIDATION_FAILED');
    });

    it('hides locked lecture URLs from anonymous visitors and non-enrolled students only', async () => {
      const locked = [
        [true, 'https://youtu.be/lecture00xx'],
        [false, null],
        [false, null],
        [true, 'https://youtu.be/lecture11xx'],
      ];
      expect(await urlsFor()).toEqual(locked);
      expect(await urlsFor(student.token)).toEqual(locked);
      const all = (await urlsFor(enrolled.token)).map(([, url]) => url);
      expect(all.every((url) => typeof url === 'string' && url.startsWith('https://'))).toBe(true);
      expect((await urlsFor(owner.token)).map(([, url]) => url)).toEqual(all);
    });

    it('treats a garbage token on a public query as anonymous', async () => {
      expect((await urlsFor('garbage'))[1]).toEqual([false, null]);
    });

    it('answers NOT_FOUND for unknown, malformed and unpublished ids', async () => {
      const hidden = await createCourse(app, owner.user.id, {
        title: 'Unpublished',
        published: false,
      });
      for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', hidden.id]) {
        const res = await app.gql(COURSE, { id });
        expect(res.errors![0]).toMatchObject({
          message: 'Course not found',
          extensions: { code: 'NOT_FOUND' },
        });
      }
      expect(
        (await app.gql<CourseData>(COURSE, { id: hidden.id }, owner.token)).data!.course
          .isPublished,
      ).toBe(false);
    });

    it('gives a free course a net price of 0 and a course without ratings an average of 0', async () => {
      const free = await createCourse(app, owner.user.id, {
        title: 'Free one',
        price: 0,
        discount: 0,
      });
      const full = await createCourse(app, owner.user.id, {
        title: 'Fully discounted',
        price: 500,
        discount: 100,
      });
      for (const id of [free.id, full.id]) {
        const res = await app.gql<CourseData>(COURSE, { id });
        expect(res.data!.course).toMatchObject({ netPrice: 0, averageRating: 0, ratingCount: 0 });
      }
    });

    describe('over REST', () => {
      const COURSE_KEYS = [
        '_id',
        'courseContent',
        'courseDescription',
        'courseRatings',
        'courseThumbnail',
        'coursePrice',
        'createdAt',
        'discount',
        'educator',
        'enrolledStudents',
        'isPublished',
        'updatedAt',
        'courseTitle',
      ].sort();

      it('GET /api/course/all lists published courses in the original shape', async () => {
        const res = await app.rest('get', '/api/course/all');
        expect(res.status).toBe(200);
        expect(res.body.success).toBe(true);
        const course = res.body.courses.find((c: any) => c._id === courseId);
        expect(Object.keys(course).sort()).toEqual(COURSE_KEYS);
        expect(course.educator).toEqual({
          _id: owner.user.id,
          name: 'Edu Cator',
          imageUrl: expect.any(String),
        });
        expect(course.courseRatings).toEqual(
          expect.arrayContaining([
            { userId: enrolled.user.id, rating: 5 },
            { userId: student.user.id, rating: 4 },
          ]),
        );
        expect(course.enrolledStudents).toEqual([enrolled.user.id]);
        expect(res.body.courses.some((c: any) => c.courseTitle === 'Unpublished')).toBe(false);
      });

      it('GET /api/course/:id blanks locked URLs unless the caller is enrolled or the owner', async () => {
        const urls = async (token?: string) => {
          const res = await app.rest('get', `/api/course/${courseId}`, undefined, token);
          expect(res.status).toBe(200);
          expect(Object.keys(res.body.courseData).sort()).toEqual(COURSE_KEYS);
          return res.body.courseData.courseContent.flatMap((ch: any) =>
            ch.chapterContent.map((l: any) => l.lectureUrl),
          );
        };
        expect(await urls()).toEqual([
          'https://youtu.be/lecture00xx',
          '',
          '',
          'https://youtu.be/lecture11xx',
        ]);
        expect(await urls(student.token)).toEqual([
          'https://youtu.be/lecture00xx',
          '',
          '',
          'https://youtu.be/lecture11xx',
        ]);
        expect((await urls(enrolled.token)).every((u: string) => u.startsWith('https://'))).toBe(
          true,
        );
        expect((await urls(owner.token)).every((u: string) => u.startsWith('https://'))).toBe(true);
      });

      it('answers unknown and malformed ids 200 with success: false, Course not found', async () => {
        for (const id of ['00000000-0000-4000-8000-000000000000', 'abc', '1%27%20OR%201=1']) {
          const res = await app.rest('get', `/api/course/${id}`);
          expect(res.status).toBe(200);
          expect(res.body).toEqual({ success: false, message: 'Course not found' });
        }
      });
    });
  });

  describe('query count', () => {
    it('runs the same number of SQL queries for a page of 1 course and of 40', async () => {
      const other = await TestApp.start();
      try {
        const teacher = await educator(other);
        const viewer = await signUp(other, newUser());
        const page = `query($first: Int) { courses(first: $first) { totalCount nodes {
          id averageRating ratingCount enrolledStudentsCount netPrice totalDuration lectureCount
          educator { name } courseContent { chapterTitle chapterContent { lectureTitle lectureUrl } } } } }`;
        for (let i = 0; i < 40; i++) {
          const course = await createCourse(other, teacher.user.id, { title: `Course ${i}` });
          if (i % 3 === 0) await rate(other, viewer.user.id, course.id, 3);
          if (i % 4 === 0) await enroll(other, viewer.user.id, course.id);
        }
        const count = async (first: number) => {
          const spy = jest.spyOn(PostgresQueryRunner.prototype, 'query');
          try {
            const res = await other.gql(page, { first }, viewer.token);
            expect(res.errors).toBeUndefined();
            expect((res.data!.courses.nodes as unknown[]).length).toBe(first);
            return spy.mock.calls.length;
          } finally {
            spy.mockRestore();
          }
        };
        const one = await count(1);
        const forty = await count(40);
        expect(one).toBeGreaterThan(3);
        expect(forty).toBe(one);
        // Curriculum: chapters, lectures, access; durations and counts: one aggregate of their own.
        expect(one).toBeLessThanOrEqual(10);
      } finally {
        await other.close();
      }
    });
  });
});
