import { DataSource } from 'typeorm';
import { RemoveSelfRatings1795621900000 } from '../../src/database/migrations/1795621900000-RemoveSelfRatings';
import { signUp } from '../support/auth-operations';
import { createCourse, educator, enroll, rate } from '../support/catalog-fixtures';
import { newUser, TestApp } from '../support/test-app';

type Session = Awaited<ReturnType<typeof signUp>>;

const PURCHASE = `mutation($courseId: ID!) { purchaseCourse(courseId: $courseId) {
  __typename ... on FreeEnrollment { message } ... on PaymentOrder { orderId } } }`;
const RATE = `mutation($courseId: ID!, $rating: Int!, $review: String) {
  rateCourse(courseId: $courseId, rating: $rating, review: $review) { ratingCount } }`;
const STATS = `query($id: ID!) { course(id: $id) { averageRating ratingCount } }`;

const OWNER_MESSAGE = 'You teach this course, so you cannot enrol in, buy, rate or review it.';
const ADMIN_MESSAGE =
  'Admins see every lecture already, so they cannot enrol in, buy, rate or review courses.';

/** Educators cannot learn their own courses, nor admins any course: refused on both APIs, by one rule. */
describe('owners and admins cannot enrol in, buy, rate or review a course', () => {
  let app: TestApp;
  let owner: Session;
  let admin: Session;
  let freeId: string;
  let paidId: string;

  const db = () => app.app.get(DataSource);
  const count = async (table: 'enrollments' | 'purchases' | 'course_ratings', userId: string) =>
    (
      await db().query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM ${table} WHERE user_id = $1`,
        [userId],
      )
    )[0].n;

  beforeAll(async () => {
    app = await TestApp.start();
    owner = await educator(app);
    admin = await signUp(app, newUser({ name: 'Ada Admin' }));
    await db().query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.user.id]);
    await app.settled();
    freeId = (await createCourse(app, owner.user.id, { title: 'Free course', price: 0 })).id;
    paidId = (await createCourse(app, owner.user.id, { title: 'Paid course', price: 500 })).id;
  });
  afterAll(() => app.close());

  describe.each([
    ['the owner', () => owner, OWNER_MESSAGE],
    ['an admin', () => admin, ADMIN_MESSAGE],
  ])('%s', (_who, session, message) => {
    it.each([
      ['a free course', () => freeId],
      ['a paid course', () => paidId],
    ])('is refused enrolling in %s over GraphQL and REST', async (_kind, course) => {
      const gql = await app.gql(PURCHASE, { courseId: course() }, session().token);
      expect(gql.data).toBeNull();
      expect(gql.errors).toEqual([
        expect.objectContaining({
          message,
          extensions: expect.objectContaining({ code: 'FORBIDDEN' }),
        }),
      ]);
      const rest = await app.rest(
        'post',
        '/api/user/purchase',
        { courseId: course() },
        session().token,
      );
      expect(rest.status).toBe(200);
      expect(rest.body).toEqual({ success: false, message });
      expect(await count('enrollments', session().user.id)).toBe(0);
      expect(await count('purchases', session().user.id)).toBe(0);
    });

    it('is refused rating and reviewing over GraphQL and REST, even when enrolled', async () => {
      // An enrollment made before the rule (an owner's old self-enrollment) does not open the door.
      await enroll(app, session().user.id, freeId);
      const stars = await app.gql(RATE, { courseId: freeId, rating: 5 }, session().token);
      const review = await app.gql(
        RATE,
        { courseId: freeId, rating: 5, review: 'Best course ever!' },
        session().token,
      );
      for (const res of [stars, review])
        expect(res.errors).toEqual([
          expect.objectContaining({
            message,
            extensions: expect.objectContaining({ code: 'FORBIDDEN' }),
          }),
        ]);
      const rest = await app.rest(
        'post',
        '/api/user/add-rating',
        { courseId: paidId, rating: 5 },
        session().token,
      );
      expect(rest.status).toBe(200);
      expect(rest.body).toEqual({ success: false, message });
      expect(await count('course_ratings', session().user.id)).toBe(0);
      await db().query('DELETE FROM enrollments WHERE user_id = $1', [session().user.id]);
      await app.settled();
    });
  });

  it("lets the owner learn another educator's course, and a student everything", async () => {
    const other = await educator(app);
    const othersFree = (await createCourse(app, other.user.id, { price: 0 })).id;
    const bought = await app.gql(PURCHASE, { courseId: othersFree }, owner.token);
    expect(bought.data!.purchaseCourse.__typename).toBe('FreeEnrollment');
    expect(
      (await app.gql(RATE, { courseId: othersFree, rating: 4 }, owner.token)).data!.rateCourse,
    ).toEqual({ ratingCount: 1 });

    const student = await signUp(app, newUser());
    const free = await app.rest('post', '/api/user/purchase', { courseId: freeId }, student.token);
    expect(free.body).toMatchObject({ success: true, redirect: '/my-enrollments' });
    const paid = await app.gql(PURCHASE, { courseId: paidId }, student.token);
    expect(paid.data!.purchaseCourse.__typename).toBe('PaymentOrder');
    const rated = await app.gql(
      RATE,
      { courseId: freeId, rating: 5, review: 'Clear and useful.' },
      student.token,
    );
    expect(rated.errors).toBeUndefined();
    const rest = await app.rest(
      'post',
      '/api/user/add-rating',
      { courseId: freeId, rating: 4 },
      student.token,
    );
    expect(rest.body).toEqual({ success: true, message: 'Rating added' });
  });

  it('the RemoveSelfRatings migration deletes owners’ ratings of their own courses, and no other', async () => {
    const course = (await createCourse(app, owner.user.id, { title: 'Self-rated' })).id;
    const learner = await signUp(app, newUser());
    await enroll(app, owner.user.id, course);
    await enroll(app, learner.user.id, course);
    // Stored before the rule existed: straight into the table.
    await rate(app, owner.user.id, course, 5);
    await rate(app, learner.user.id, course, 2);
    expect((await app.gql(STATS, { id: course })).data!.course).toEqual({
      averageRating: 3,
      ratingCount: 2,
    });

    const runner = db().createQueryRunner();
    try {
      await new RemoveSelfRatings1795621900000().up(runner);
    } finally {
      await runner.release();
    }
    await app.settled();

    const left = await db().query<{ user_id: string }[]>(
      'SELECT user_id FROM course_ratings WHERE course_id = $1',
      [course],
    );
    expect(left).toEqual([{ user_id: learner.user.id }]);
    expect((await app.gql(STATS, { id: course })).data!.course).toEqual({
      averageRating: 2,
      ratingCount: 1,
    });
    // The owner's rating of another educator's course stays.
    expect(await count('course_ratings', owner.user.id)).toBe(1);
    // Self-enrollments stay, harmless: the owner sees every lecture anyway.
    expect(
      (
        await db().query('SELECT 1 FROM enrollments WHERE user_id = $1 AND course_id = $2', [
          owner.user.id,
          course,
        ])
      ).length,
    ).toBe(1);
  });
});
