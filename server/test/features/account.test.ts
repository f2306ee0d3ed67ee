import { DataSource } from 'typeorm';
import { FORMER_LEARNER, OWNS_COURSES } from '../../src/account/account-deletion.service';
import { LOGIN, ME, signUp } from '../support/auth-operations';
import { createCourse, educator } from '../support/catalog-fixtures';
import { buyCourse } from '../support/checkout';
import { newUser, TestApp } from '../support/test-app';

const EXPORT = '{ myDataExport }';
const DELETE = 'mutation($password: String!) { deleteAccount(password: $password) }';
const RATE = `mutation($courseId: ID!) {
  rateCourse(courseId: $courseId, rating: 5, review: "Changed how I post.") { rating } }`;
const REVIEWS = `query($id: ID!) { course(id: $id) { reviews { nodes { reviewerName review } } } }`;

describe('my account as a whole: export and deletion', () => {
  let app: TestApp;
  let teacher: Awaited<ReturnType<typeof educator>>;
  let courseId: string;
  beforeAll(async () => {
    app = await TestApp.start();
    teacher = await educator(app);
    courseId = (await createCourse(app, teacher.user.id, { title: 'Story Selling', price: 500 }))
      .id;
  });
  afterAll(() => app.close());
  const db = () => app.app.get(DataSource);

  it('exports everything stored about me as JSON, and nothing about anyone else', async () => {
    const me = await signUp(app, newUser({ name: 'Esha Export', password: 'eshapass1' }));
    await buyCourse(app, me, courseId);
    await app.gql(RATE, { courseId }, me.token);
    const data = JSON.parse((await app.gql(EXPORT, {}, me.token)).data!.myDataExport);
    expect(data.profile).toMatchObject({ name: 'Esha Export', email: me.user.email });
    expect(data.profile).not.toHaveProperty('passwordHash');
    expect(data.enrollments).toEqual([expect.objectContaining({ courseTitle: 'Story Selling' })]);
    expect(data.purchases).toEqual([
      expect.objectContaining({ amountPaise: 50000, status: 'completed' }),
    ]);
    expect(data.receipts).toEqual([expect.objectContaining({ courseTitle: 'Story Selling' })]);
    expect(data.ratingsAndReviews).toEqual([
      expect.objectContaining({ review: 'Changed how I post.' }),
    ]);
    expect(data.mailSent.map((m: { kind: string }) => m.kind)).toEqual(
      expect.arrayContaining(['email_verification', 'purchase_receipt']),
    );
    expect(JSON.stringify(data)).not.toContain(teacher.user.email);
    expect((await app.gql(EXPORT)).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('deletes an account only with its password, keeping reviews and receipts without the person', async () => {
    const me = await signUp(app, newUser({ name: 'Dev Delete', password: 'devpass11' }));
    await buyCourse(app, me, courseId);
    await app.gql(RATE, { courseId }, me.token);

    const wrong = await app.gql(DELETE, { password: 'not-it' }, me.token);
    expect(wrong.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    expect((await app.gql(ME, {}, me.token)).data!.me.name).toBe('Dev Delete');

    expect((await app.gql(DELETE, { password: 'devpass11' }, me.token)).data).toEqual({
      deleteAccount: true,
    });
    expect((await app.gql(ME, {}, me.token)).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    const login = await app.gql(LOGIN, { input: { email: me.user.email, password: 'devpass11' } });
    expect(login.errors![0].extensions!.code).toBe('UNAUTHENTICATED');

    const reviews = (await app.gql(REVIEWS, { id: courseId })).data!.course.reviews.nodes;
    expect(reviews).toContainEqual({ reviewerName: FORMER_LEARNER, review: 'Changed how I post.' });
    const [receipt] = await db().query(
      'SELECT buyer_name, buyer_email FROM receipts WHERE user_id = $1',
      [me.user.id],
    );
    expect(receipt).toEqual({ buyer_name: FORMER_LEARNER, buyer_email: '' });
    const mails = await db().query('SELECT 1 FROM outbound_mails WHERE to_address = $1', [
      me.user.email,
    ]);
    expect(mails).toHaveLength(0);
    // The address is free again.
    const again = await signUp(app, {
      name: 'Dev Again',
      email: me.user.email,
      password: 'devpass22',
    });
    expect(again.user.email).toBe(me.user.email);
  });

  it('refuses to delete an educator who still teaches live courses', async () => {
    const res = await app.gql(DELETE, { password: newUser().password }, teacher.token);
    expect(res.errors![0]).toMatchObject({
      message: OWNS_COURSES,
      extensions: { code: 'CONFLICT' },
    });
    expect((await app.gql(ME, {}, teacher.token)).data!.me.name).toBe('Edu Cator');
  });
});
