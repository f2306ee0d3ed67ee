import { DataSource } from 'typeorm';
import { signUp } from '../support/auth-operations';
import { createCourse, educator, enroll } from '../support/catalog-fixtures';
import { freePort } from '../support/free-port';
import { jobsDone } from '../support/jobs';
import { fastMail, MailCatcher } from '../support/mail-catcher';
import { requestStatementTexts } from '../support/statements';
import { newUser, TestApp } from '../support/test-app';

const ADD = 'mutation($id: ID!) { addToWishlist(courseId: $id) { id inWishlist } }';
const REMOVE = 'mutation($id: ID!) { removeFromWishlist(courseId: $id) { id inWishlist } }';
const LIST = '{ wishlist { id courseTitle inWishlist } }';
const IN_WISHLIST = 'query($id: ID!) { course(id: $id) { inWishlist } }';
const PAGE = '{ courses(first: 50) { nodes { id inWishlist } } }';
const PREFS = `mutation($input: NotificationPreferencesInput!) {
  updateNotificationPreferences(input: $input) { notificationPreferences { wishlistNotices } } }`;
const MY_PREFS = '{ me { notificationPreferences { wishlistNotices } } }';
const UPDATE = `mutation($id: ID!, $input: UpdateCourseInput!) {
  updateCourse(id: $id, input: $input) { id coursePrice discount netPrice } }`;

describe('wishlists', () => {
  let smtp: MailCatcher;
  let app: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    smtp = await new MailCatcher(await freePort()).start();
    app = await TestApp.start(fastMail(smtp.url()));
    db = app.app.get(DataSource);
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.stop();
  });

  const code = (res: { errors?: { extensions?: Record<string, unknown> }[] }) =>
    res.errors?.[0]?.extensions?.code;
  const priceDrops = (courseId: string) =>
    db.query<{ to_address: string; text: string }[]>(
      `SELECT to_address, text FROM outbound_mails
       WHERE kind = 'wishlist_price_drop' AND text LIKE '%' || $1 || '%' ORDER BY to_address`,
      [courseId],
    );

  it('adds, lists and removes a course; adding or removing twice changes nothing', async () => {
    const teacher = await educator(app);
    const older = await createCourse(app, teacher.user.id, { title: 'Wish Older' });
    const newer = await createCourse(app, teacher.user.id, { title: 'Wish Newer' });
    const learner = await signUp(app, newUser());

    expect((await app.gql(IN_WISHLIST, { id: older.id }, learner.token)).data!.course).toEqual({
      inWishlist: false,
    });
    for (const id of [older.id, newer.id, older.id]) {
      const added = await app.gql(ADD, { id }, learner.token);
      expect(added.data!.addToWishlist).toEqual({ id, inWishlist: true });
    }
    expect((await app.gql(LIST, {}, learner.token)).data!.wishlist).toEqual([
      { id: newer.id, courseTitle: 'Wish Newer', inWishlist: true },
      { id: older.id, courseTitle: 'Wish Older', inWishlist: true },
    ]);
    // The course's cached answer (read before the add) is current at once.
    expect((await app.gql(IN_WISHLIST, { id: older.id }, learner.token)).data!.course).toEqual({
      inWishlist: true,
    });
    const [{ rows }] = await db.query<{ rows: number }[]>(
      'SELECT count(*)::int AS rows FROM wishlist_items WHERE user_id = $1',
      [learner.user.id],
    );
    expect(rows).toBe(2);
    // Another learner's list is their own.
    const other = await signUp(app, newUser());
    expect((await app.gql(LIST, {}, other.token)).data!.wishlist).toEqual([]);
    expect((await app.gql(IN_WISHLIST, { id: older.id }, other.token)).data!.course).toEqual({
      inWishlist: false,
    });

    for (let i = 0; i < 2; i++) {
      const removed = await app.gql(REMOVE, { id: older.id }, learner.token);
      expect(removed.data!.removeFromWishlist).toEqual({ id: older.id, inWishlist: false });
    }
    expect((await app.gql(LIST, {}, learner.token)).data!.wishlist).toEqual([
      { id: newer.id, courseTitle: 'Wish Newer', inWishlist: true },
    ]);
  });

  it('needs a signed-in user, and refuses unpublished, unknown and malformed courses', async () => {
    const teacher = await educator(app);
    const published = await createCourse(app, teacher.user.id, { title: 'Open' });
    const draft = await createCourse(app, teacher.user.id, { title: 'Draft', published: false });
    const learner = await signUp(app, newUser());

    expect(code(await app.gql(ADD, { id: published.id }))).toBe('UNAUTHENTICATED');
    expect(code(await app.gql(REMOVE, { id: published.id }))).toBe('UNAUTHENTICATED');
    expect(code(await app.gql(LIST))).toBe('UNAUTHENTICATED');
    expect((await app.gql(IN_WISHLIST, { id: published.id })).data!.course).toEqual({
      inWishlist: false,
    });

    // Someone else's draft does not exist for the learner; the owner sees theirs, but may not add it.
    expect(code(await app.gql(ADD, { id: draft.id }, learner.token))).toBe('NOT_FOUND');
    const own = await app.gql(ADD, { id: draft.id }, teacher.token);
    expect(code(own)).toBe('BAD_USER_INPUT');
    expect(own.errors![0].extensions!.fields).toEqual([
      expect.objectContaining({ field: 'courseId' }),
    ]);
    expect(code(await app.gql(ADD, { id: 'not-an-id' }, learner.token))).toBe('NOT_FOUND');
    expect(
      code(await app.gql(ADD, { id: '00000000-0000-4000-8000-000000000000' }, learner.token)),
    ).toBe('NOT_FOUND');
    const [{ rows }] = await db.query<{ rows: number }[]>(
      'SELECT count(*)::int AS rows FROM wishlist_items WHERE course_id = $1',
      [draft.id],
    );
    expect(rows).toBe(0);
  });

  it('hides a course unpublished since it was added, and drops the rows of a deleted one', async () => {
    const teacher = await educator(app);
    const course = await createCourse(app, teacher.user.id, { title: 'Soon Hidden' });
    const learner = await signUp(app, newUser());
    await app.gql(ADD, { id: course.id }, learner.token);
    await db.query('UPDATE courses SET is_published = false WHERE id = $1', [course.id]);
    await app.settled();
    expect((await app.gql(LIST, {}, learner.token)).data!.wishlist).toEqual([]);
    // Removing it still works, and answers null: the learner can no longer see the course.
    expect((await app.gql(REMOVE, { id: course.id }, learner.token)).data!.removeFromWishlist).toBe(
      null,
    );
    await app.gql(ADD, { id: (await createCourse(app, teacher.user.id)).id }, learner.token);
    const gone = await createCourse(app, teacher.user.id, { title: 'Gone' });
    await app.gql(ADD, { id: gone.id }, learner.token);
    const deleted = await app.gql(
      'mutation($id: ID!) { deleteCourse(id: $id) { outcome } }',
      { id: gone.id },
      teacher.token,
    );
    expect(deleted.errors).toBeUndefined();
    const left = await db.query('SELECT 1 FROM wishlist_items WHERE course_id = $1', [gone.id]);
    expect(left).toEqual([]);
  });

  it('answers inWishlist for a whole page of courses in one statement', async () => {
    const teacher = await educator(app);
    const learner = await signUp(app, newUser());
    for (let i = 0; i < 4; i++) {
      const { id } = await createCourse(app, teacher.user.id, { title: `Batch ${i}` });
      if (i % 2) await app.gql(ADD, { id }, learner.token);
    }
    const [sql, res] = await requestStatementTexts(() => app.gql(PAGE, {}, learner.token));
    expect(
      res.data!.courses.nodes.filter((n: { inWishlist: boolean }) => n.inWishlist),
    ).toHaveLength(2);
    expect(sql.filter((s) => s.includes('wishlist_items'))).toHaveLength(1);
  });

  it('mails each wishlister who did not opt out once when the price drops, through SMTP, and nobody when it rises or stays', async () => {
    const teacher = await educator(app);
    const course = await createCourse(app, teacher.user.id, { title: 'Reels Pro', price: 1000 });
    const [keen, quiet, bought] = await Promise.all(
      ['Keen Wisher', 'Quiet Wisher', 'Bought Already'].map((name) =>
        signUp(app, newUser({ name })),
      ),
    );
    const bystander = await signUp(app, newUser());
    for (const learner of [keen, quiet, bought])
      await app.gql(ADD, { id: course.id }, learner.token);
    await enroll(app, bought.user.id, course.id);
    expect((await app.gql(MY_PREFS, {}, quiet.token)).data!.me.notificationPreferences).toEqual({
      wishlistNotices: true,
    });
    const off = await app.gql(PREFS, { input: { wishlistNotices: false } }, quiet.token);
    expect(off.data!.updateNotificationPreferences.notificationPreferences).toEqual({
      wishlistNotices: false,
    });

    // 20% off: 1,000.00 -> 800.00.
    const cut = await app.gql(UPDATE, { id: course.id, input: { discount: 20 } }, teacher.token);
    expect(cut.data!.updateCourse).toMatchObject({ netPrice: 800 });
    const queued = await priceDrops(course.id);
    expect(queued.map((m) => m.to_address)).toEqual([keen.user.email]);
    const mail = await smtp.waitFor(keen.user.email, /^Price drop: Reels Pro/);
    expect(mail.subject).toBe('Price drop: Reels Pro is now ₹800.00');
    expect(mail.text).toContain('₹1,000.00 before, ₹800.00 now');
    expect(mail.text).toContain(`/course/${course.id}`);
    expect(mail.headerLines.find((h) => h.key === 'list-unsubscribe')?.line).toContain(
      '/notifications/unsubscribe/wishlist?id=',
    );
    await jobsDone(app, 'send-mail');
    for (const learner of [quiet, bought, bystander])
      expect(smtp.to(learner.user.email).map((m) => m.subject)).not.toContainEqual(
        expect.stringMatching(/^Price drop/),
      );

    // A rise, an edit that leaves the price alone, and a list price rise eaten by a bigger discount.
    await app.gql(UPDATE, { id: course.id, input: { discount: 10 } }, teacher.token);
    await app.gql(UPDATE, { id: course.id, input: { courseTitle: 'Reels Pro 2' } }, teacher.token);
    await app.gql(
      UPDATE,
      { id: course.id, input: { coursePrice: 1200, discount: 25 } },
      teacher.token,
    );
    expect(await priceDrops(course.id)).toHaveLength(1);
    // A drop in price that leaves the same net price (1200 at 25% = 900 = 1000 at 10%) mails no one.
    await app.gql(
      UPDATE,
      { id: course.id, input: { coursePrice: 1000, discount: 10 } },
      teacher.token,
    );
    expect(await priceDrops(course.id)).toHaveLength(1);

    // An unpublished course's price drop mails no one.
    await db.query('UPDATE courses SET is_published = false WHERE id = $1', [course.id]);
    await app.settled();
    await app.gql(UPDATE, { id: course.id, input: { discount: 50 } }, teacher.token);
    expect(await priceDrops(course.id)).toHaveLength(1);
  });

  it('lets a learner stop price-drop mail in one click from the mail', async () => {
    const teacher = await educator(app);
    const course = await createCourse(app, teacher.user.id, { title: 'Unsub', price: 500 });
    const learner = await signUp(app, newUser());
    await app.gql(ADD, { id: course.id }, learner.token);
    await app.gql(UPDATE, { id: course.id, input: { coursePrice: 400 } }, teacher.token);
    const [row] = await db.query<{ headers: Record<string, string> }[]>(
      "SELECT headers FROM outbound_mails WHERE to_address = $1 AND kind = 'wishlist_price_drop'",
      [learner.user.email],
    );
    const link = /<https?:\/\/[^/]+(\/notifications\/unsubscribe\/wishlist\?[^>]+)>/.exec(
      row.headers['List-Unsubscribe'],
    )![1];
    const stopped = await app.http().post(link).type('form').send('List-Unsubscribe=One-Click');
    expect(stopped.status).toBe(200);
    expect(stopped.text).toContain('price drops of your wishlist');
    expect((await app.gql(MY_PREFS, {}, learner.token)).data!.me.notificationPreferences).toEqual({
      wishlistNotices: false,
    });
  });

  it("empties a deleted account's wishlist", async () => {
    const teacher = await educator(app);
    const course = await createCourse(app, teacher.user.id);
    const learner = await signUp(app, newUser());
    await app.gql(ADD, { id: course.id }, learner.token);
    const res = await app.gql(
      'mutation($p: String!) { deleteAccount(password: $p) }',
      { p: 'Str0ng!pass' },
      learner.token,
    );
    expect(res.errors).toBeUndefined();
    expect(
      await db.query('SELECT 1 FROM wishlist_items WHERE user_id = $1', [learner.user.id]),
    ).toEqual([]);
  });
});
