import { DataSource } from 'typeorm';
import { signUp } from '../support/auth-operations';
import { createCourse, educator, enroll } from '../support/catalog-fixtures';
import { newUser, TestApp } from '../support/test-app';

type Session = Awaited<ReturnType<typeof signUp>>;
type GqlResult = { errors?: { message: string; extensions?: any }[] };

const AUDIT = `query($filter: AuditLogFilter) { adminAuditLog(filter: $filter) {
  totalCount nodes { actorId actorEmail action targetType targetId reason before after } } }`;
const TOKEN = `mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }`;
const UPDATE_COURSE = `mutation($id: ID!, $input: UpdateCourseInput!) {
  updateCourse(id: $id, input: $input) { id courseTitle } }`;
const PUBLISH = `mutation($id: ID!, $reason: String) { publishCourse(id: $id, reason: $reason) { isPublished } }`;
const UNPUBLISH = `mutation($id: ID!, $reason: String) { unpublishCourse(id: $id, reason: $reason) { isPublished } }`;
const DELETE_COURSE = `mutation($id: ID!) { deleteCourse(id: $id) { outcome } }`;
const WATCHED = `mutation($courseId: ID!) { setRequiresWatchedLectures(courseId: $courseId, required: true) { id } }`;
const CREATE_COUPON = `mutation($input: CreateCouponInput!) { createCoupon(input: $input) { id } }`;
const UPDATE_COUPON = `mutation($id: ID!, $input: UpdateCouponInput!) { updateCoupon(id: $id, input: $input) { id } }`;
const DEACTIVATE_COUPON = `mutation($id: ID!) { deactivateCoupon(id: $id) { id active } }`;
const CREATE_QUIZ = `mutation($input: QuizInput!) { createQuiz(input: $input) { id } }`;
const UPDATE_QUIZ = `mutation($id: ID!, $input: QuizInput!) { updateQuiz(id: $id, input: $input) { id } }`;
const DELETE_QUIZ = `mutation($id: ID!) { deleteQuiz(id: $id) }`;
const REPLY = `mutation($reviewId: ID!, $reply: String!) { replyToReview(reviewId: $reviewId, reply: $reply) { id } }`;
const UNREPLY = `mutation($reviewId: ID!) { removeReviewReply(reviewId: $reviewId) { id } }`;
const MESSAGES = `query($status: String) { adminContactMessages(status: $status) { totalCount nodes { id } } }`;
const SET_ROLE = `mutation($userId: ID!, $role: Role!, $reason: String) {
  setUserRole(userId: $userId, role: $role, reason: $reason) { role roleHold { id reason heldByEmail } } }`;
const ADMIN_USER = `query($id: ID!) { adminUser(id: $id) { role roleHold { id kind targetId reason } } }`;
const ADMIN_COURSES = `query($search: String) { adminCourses(search: $search) {
  nodes { id published publishHold { id kind reason heldByEmail } } } }`;
const ADMIN_UNPUBLISH = `mutation($courseId: ID!, $reason: String!) {
  adminSetCoursePublished(courseId: $courseId, published: false, reason: $reason) { published publishHold { id reason } } }`;
const LIFT = `mutation($holdId: ID!, $reason: String) { liftHold(holdId: $holdId, reason: $reason) { id liftedAt liftedByEmail liftReason } }`;
const BECOME = 'mutation { becomeEducator { role } }';
const EDUCATOR_COURSES = '{ educatorCourses { id } }';

const DAY = 86_400_000;
const quizInput = (chapterId: string, title = 'Chapter check') => ({
  chapterId,
  position: 0,
  title,
  passMarkPercent: 50,
  attemptLimit: null,
  shuffle: false,
  questions: [
    {
      kind: 'TRUE_FALSE',
      prompt: 'Holds stick until an admin lifts them.',
      explanation: null,
      options: [
        { text: 'True', correct: true },
        { text: 'False', correct: false },
      ],
    },
  ],
});

/**
 * Admin powers used on someone else's things through the ordinary mutations (or an admin's API
 * token) are audited, and an admin's demotion or unpublication holds until an admin lifts it.
 */
describe('admin audit and holds', () => {
  let app: TestApp;
  let admin: Session;
  let adminToken: string;
  let teacher: Session;

  const db = () => app.app.get(DataSource);
  const gql = (query: string, variables: Record<string, unknown> = {}, token = admin.token) =>
    app.gql(query, variables, token);
  const errorOf = (res: GqlResult) => res.errors?.[0];
  const ok = async <T = any>(promise: Promise<{ data?: any; errors?: unknown; text: string }>) => {
    const res = await promise;
    if (res.errors || !res.data) throw new Error(res.text);
    return res.data as T;
  };
  /** Every audit row about `targetId`, oldest first. */
  const auditOf = async (targetId: string) =>
    ((await ok(gql(AUDIT, { filter: { targetId } }))).adminAuditLog.nodes as any[]).reverse();
  const auditCount = async () =>
    (await db().query('SELECT count(*)::int AS n FROM admin_audit_log'))[0].n as number;
  const apiToken = async (session: Session, scopes: string[]) =>
    (
      await ok(
        gql(
          TOKEN,
          {
            input: { name: 'CI', scopes, expiresAt: new Date(Date.now() + 30 * DAY).toISOString() },
          },
          session.token,
        ),
      )
    ).createApiToken.token as string;
  const chapterOf = async (courseId: string) =>
    (
      await db().query('SELECT id FROM chapters WHERE course_id = $1 ORDER BY chapter_order', [
        courseId,
      ])
    )[0].id as string;
  const writtenReview = async (courseId: string) => {
    const learner = await signUp(app, newUser());
    const [{ id }] = await db().query(
      `INSERT INTO course_ratings (user_id, course_id, rating, review, review_updated_at)
       VALUES ($1, $2, 4, 'Clear and useful', now()) RETURNING id`,
      [learner.user.id, courseId],
    );
    await app.settled();
    return id as string;
  };

  beforeAll(async () => {
    app = await TestApp.start();
    admin = await signUp(app, newUser({ name: 'Ada Admin' }));
    await db().query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.user.id]);
    adminToken = await apiToken(admin, ['COURSES_WRITE', 'SALES_READ']);
    teacher = await educator(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('audits an admin editing, unpublishing, publishing and deleting someone else’s course, by session and by API token; not the owner', async () => {
    const course = await createCourse(app, teacher.user.id, { title: 'Owned Course' });
    const before = await auditCount();

    // The owner's own changes write nothing.
    await ok(
      gql(
        UPDATE_COURSE,
        { id: course.id, input: { courseTitle: 'Owned Course 2' } },
        teacher.token,
      ),
    );
    await ok(gql(UNPUBLISH, { id: course.id }, teacher.token));
    await ok(gql(PUBLISH, { id: course.id }, teacher.token));
    await ok(gql(WATCHED, { courseId: course.id }, teacher.token));
    expect(await auditCount()).toBe(before);

    // An admin's edit, through GraphQL and through the original REST route.
    await ok(gql(UPDATE_COURSE, { id: course.id, input: { courseTitle: 'Renamed By Admin' } }));
    const put = await app.rest('put', `/api/course/${course.id}`, { discount: 20 }, admin.token);
    expect(put.body.success).toBe(true);
    // An admin's unpublishing needs a reason, shown to the owner.
    const noReason = await gql(UNPUBLISH, { id: course.id });
    expect(errorOf(noReason)?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [expect.objectContaining({ field: 'reason', code: 'REQUIRED_FIELD_EMPTY' })],
    });
    // With an admin's API token: unpublish, then publish again.
    const unpublished = await ok(
      gql(UNPUBLISH, { id: course.id, reason: 'Broken links' }, adminToken),
    );
    expect(unpublished.unpublishCourse.isPublished).toBe(false);
    await ok(gql(PUBLISH, { id: course.id, reason: 'Links fixed' }, adminToken));
    await ok(gql(UPDATE_COURSE, { id: course.id, input: { coursePrice: 1500 } }, adminToken));

    const rows = await auditOf(course.id);
    expect(rows.map((r) => [r.action, r.actorEmail, r.targetType])).toEqual([
      ['course.edit', admin.user.email, 'course'],
      ['course.edit', admin.user.email, 'course'],
      ['course.unpublish', admin.user.email, 'course'],
      ['course.publish', admin.user.email, 'course'],
      ['course.edit', admin.user.email, 'course'],
    ]);
    expect(JSON.parse(rows[0].before)).toEqual({ courseTitle: 'Owned Course 2' });
    expect(JSON.parse(rows[0].after)).toEqual({ courseTitle: 'Renamed By Admin' });
    expect(JSON.parse(rows[1].after)).toMatchObject({ discount: 20 });
    expect(rows[2]).toMatchObject({ reason: 'Broken links', after: '{"published":false}' });
    expect(rows[3]).toMatchObject({ reason: 'Links fixed' });
    expect(JSON.parse(rows[3].after)).toEqual({ published: true, holdLifted: true });
    expect(JSON.parse(rows[4].after)).toMatchObject({ coursePrice: 1500 });

    // Deleting: a course with learners is archived, one without is deleted; both audited.
    const taught = await createCourse(app, teacher.user.id, { title: 'With Learners' });
    await enroll(app, (await signUp(app, newUser())).user.id, taught.id);
    expect((await ok(gql(DELETE_COURSE, { id: taught.id }, adminToken))).deleteCourse.outcome).toBe(
      'ARCHIVED',
    );
    expect((await ok(gql(DELETE_COURSE, { id: course.id }))).deleteCourse.outcome).toBe('DELETED');
    expect((await auditOf(taught.id)).map((r) => r.action)).toEqual(['course.archive']);
    const deleted = await auditOf(course.id);
    expect(deleted.at(-1)).toMatchObject({
      action: 'course.delete',
      before: JSON.stringify({ title: 'Renamed By Admin', published: true }),
      after: JSON.stringify({ outcome: 'DELETED' }),
    });

    // The owner deleting their own writes nothing.
    const own = await createCourse(app, teacher.user.id, { title: 'Mine To Delete' });
    const count = await auditCount();
    await ok(gql(DELETE_COURSE, { id: own.id }, teacher.token));
    expect(await auditCount()).toBe(count);
  });

  it('audits an admin changing someone else’s coupons, quizzes and review replies; not the owner', async () => {
    const course = await createCourse(app, teacher.user.id, { title: 'Coupons And Quizzes' });
    const chapterId = await chapterOf(course.id);
    const reviewId = await writtenReview(course.id);
    const start = await auditCount();

    // The owner's own: nothing written.
    const ownCoupon = (
      await ok(
        gql(
          CREATE_COUPON,
          { input: { code: 'OWNER-10', kind: 'PERCENT_OFF', value: 10, courseId: course.id } },
          teacher.token,
        ),
      )
    ).createCoupon.id;
    await ok(gql(UPDATE_COUPON, { id: ownCoupon, input: { value: 15 } }, teacher.token));
    await ok(gql(DEACTIVATE_COUPON, { id: ownCoupon }, teacher.token));
    const ownQuiz = (await ok(gql(CREATE_QUIZ, { input: quizInput(chapterId) }, teacher.token)))
      .createQuiz.id;
    await ok(
      gql(UPDATE_QUIZ, { id: ownQuiz, input: quizInput(chapterId, 'Renamed') }, teacher.token),
    );
    await ok(gql(DELETE_QUIZ, { id: ownQuiz }, teacher.token));
    await ok(gql(REPLY, { reviewId, reply: 'Thank you!' }, teacher.token));
    await ok(gql(UNREPLY, { reviewId }, teacher.token));
    expect(await auditCount()).toBe(start);

    // An admin's, by session and by API token.
    const coupon = (
      await ok(
        gql(
          CREATE_COUPON,
          { input: { code: 'ADMIN-20', kind: 'PERCENT_OFF', value: 20, courseId: course.id } },
          adminToken,
        ),
      )
    ).createCoupon.id;
    await ok(gql(UPDATE_COUPON, { id: coupon, input: { value: 25 } }));
    await ok(gql(DEACTIVATE_COUPON, { id: coupon }, adminToken));
    expect((await auditOf(coupon)).map((r) => [r.action, r.targetType, r.actorEmail])).toEqual([
      ['coupon.create', 'coupon', admin.user.email],
      ['coupon.update', 'coupon', admin.user.email],
      ['coupon.deactivate', 'coupon', admin.user.email],
    ]);
    const couponRows = await auditOf(coupon);
    expect(JSON.parse(couponRows[1].before)).toMatchObject({ value: 20 });
    expect(JSON.parse(couponRows[1].after)).toMatchObject({ value: 25 });

    const quiz = (await ok(gql(CREATE_QUIZ, { input: quizInput(chapterId) }, adminToken)))
      .createQuiz.id;
    await ok(gql(UPDATE_QUIZ, { id: quiz, input: quizInput(chapterId, 'Checked by admin') }));
    await ok(gql(DELETE_QUIZ, { id: quiz }));
    const quizRows = await auditOf(quiz);
    expect(quizRows.map((r) => [r.action, r.targetType])).toEqual([
      ['quiz.create', 'quiz'],
      ['quiz.update', 'quiz'],
      ['quiz.delete', 'quiz'],
    ]);
    expect(JSON.parse(quizRows[1].before)).toMatchObject({ title: 'Chapter check' });
    expect(JSON.parse(quizRows[1].after)).toMatchObject({ title: 'Checked by admin' });

    await ok(gql(REPLY, { reviewId, reply: 'An admin answers' }));
    await ok(gql(UNREPLY, { reviewId }));
    expect(
      (await auditOf(reviewId)).map((r) => [r.action, r.targetType, r.before, r.after]),
    ).toEqual([
      ['review.reply', 'review', '{"reply":null}', '{"reply":"An admin answers"}'],
      ['review.reply_remove', 'review', '{"reply":"An admin answers"}', '{"reply":null}'],
    ]);
    expect(await auditCount()).toBe(start + 8);
  });

  it('audits reading the contact inbox, with the messages shown', async () => {
    await app.gql(
      `mutation { sendContactMessage(input: { email: "reader@example.com", message: "Private words" }) }`,
    );
    const page = (await ok(gql(MESSAGES, { status: 'open' }))).adminContactMessages;
    expect(page.totalCount).toBeGreaterThan(0);
    const [entry] = (await ok(gql(AUDIT, { filter: { action: 'inbox.read' } }))).adminAuditLog
      .nodes;
    expect(entry).toMatchObject({
      actorEmail: admin.user.email,
      targetType: 'contact_message',
      targetId: null,
    });
    expect(JSON.parse(entry.after)).toEqual({
      status: 'open',
      page: 1,
      messageIds: page.nodes.map((m: { id: string }) => m.id),
    });
  });

  it('holds a demotion: becomeEducator refuses with the reason (GraphQL and REST), the old API token stays powerless, until an admin lifts it', async () => {
    const author = await educator(app);
    const token = await apiToken(author, ['SALES_READ', 'COURSES_WRITE']);
    expect(errorOf(await gql(EDUCATOR_COURSES, {}, token))).toBeUndefined();

    const noReason = await gql(SET_ROLE, { userId: author.user.id, role: 'STUDENT' });
    expect(errorOf(noReason)?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [expect.objectContaining({ field: 'reason' })],
    });
    const reason = 'Sold fake certificates';
    const demoted = (await ok(gql(SET_ROLE, { userId: author.user.id, role: 'STUDENT', reason })))
      .setUserRole;
    expect(demoted).toMatchObject({
      role: 'STUDENT',
      roleHold: { reason, heldByEmail: admin.user.email },
    });
    const [roleRow] = await auditOf(author.user.id);
    expect(JSON.parse(roleRow.after)).toEqual({ role: 'student', roleHeld: true });

    // The demoted user cannot give the role back to themselves, on either API.
    const refused = await gql(BECOME, {}, author.token);
    expect(errorOf(refused)).toMatchObject({
      message: expect.stringContaining(reason),
      extensions: { code: 'FORBIDDEN' },
    });
    expect(errorOf(refused)?.message).toMatch(/only an admin can give it back/);
    const rest = await app.rest('get', '/api/educator/update-role', undefined, author.token);
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({ success: false, message: errorOf(refused)!.message });
    // Nor through the token (tokens cannot change roles), which keeps none of the lost powers.
    expect((await app.rest('get', '/api/educator/update-role', undefined, token)).status).toBe(403);
    expect(errorOf(await gql(BECOME, {}, token))?.extensions?.code).toBe('FORBIDDEN');
    expect(errorOf(await gql(EDUCATOR_COURSES, {}, token))?.extensions?.code).toBe('FORBIDDEN');
    const add = await app.rest('get', '/api/educator/courses', undefined, token);
    expect(add.status).toBe(403);
    const [{ role }] = await db().query('SELECT role FROM users WHERE id = $1', [author.user.id]);
    expect(role).toBe('student');

    // The console shows the hold; only an admin lifts it.
    const shown = (await ok(gql(ADMIN_USER, { id: author.user.id }))).adminUser;
    expect(shown.roleHold).toMatchObject({ kind: 'USER_ROLE', targetId: author.user.id, reason });
    expect(
      errorOf(await gql(LIFT, { holdId: shown.roleHold.id }, author.token))?.extensions?.code,
    ).toBe('FORBIDDEN');
    const lifted = (await ok(gql(LIFT, { holdId: shown.roleHold.id, reason: 'Appeal upheld' })))
      .liftHold;
    expect(lifted).toMatchObject({
      id: shown.roleHold.id,
      liftedAt: expect.any(String),
      liftedByEmail: admin.user.email,
      liftReason: 'Appeal upheld',
    });
    expect((await auditOf(author.user.id)).at(-1)).toMatchObject({
      action: 'hold.lift',
      targetType: 'user',
      reason: 'Appeal upheld',
    });
    // Lifting restores nothing by itself; it allows the user to ask again.
    expect((await ok(gql(ADMIN_USER, { id: author.user.id }))).adminUser).toEqual({
      role: 'STUDENT',
      roleHold: null,
    });
    expect((await ok(gql(BECOME, {}, author.token))).becomeEducator.role).toBe('EDUCATOR');
    expect(errorOf(await gql(EDUCATOR_COURSES, {}, token))).toBeUndefined();
  });

  it('ends a role hold when an admin gives the role back, and refuses lifting a hold on oneself', async () => {
    const author = await educator(app);
    await ok(gql(SET_ROLE, { userId: author.user.id, role: 'STUDENT', reason: 'Spam courses' }));
    const back = (await ok(gql(SET_ROLE, { userId: author.user.id, role: 'EDUCATOR' })))
      .setUserRole;
    expect(back).toEqual({ role: 'EDUCATOR', roleHold: null });
    expect(JSON.parse((await auditOf(author.user.id)).at(-1).after)).toEqual({
      role: 'educator',
      holdLifted: true,
    });

    // A second admin held by the first cannot lift their own hold.
    const second = await signUp(app, newUser());
    await db().query(`UPDATE users SET role = 'admin' WHERE id = $1`, [second.user.id]);
    const theirs = await createCourse(app, second.user.id, { title: 'Second Admin Course' });
    const held = (await ok(gql(ADMIN_UNPUBLISH, { courseId: theirs.id, reason: 'Copied' })))
      .adminSetCoursePublished;
    const self = await gql(LIFT, { holdId: held.publishHold.id }, second.token);
    expect(errorOf(self)?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [expect.objectContaining({ field: 'holdId', code: 'SELF' })],
    });
    expect(errorOf(await gql(PUBLISH, { id: theirs.id }, second.token))?.message).toContain(
      'Copied',
    );
  });

  it('holds an unpublication: the owner cannot republish (reason shown) until an admin lifts it', async () => {
    const course = await createCourse(app, teacher.user.id, { title: 'Held Course Title' });
    const ownerToken = await apiToken(teacher, ['COURSES_WRITE']);
    const reason = 'Plagiarised lectures';
    const res = (await ok(gql(ADMIN_UNPUBLISH, { courseId: course.id, reason })))
      .adminSetCoursePublished;
    expect(res).toMatchObject({ published: false, publishHold: { reason } });
    const listed = (await ok(gql(ADMIN_COURSES, { search: 'Held Course Title' }))).adminCourses
      .nodes[0];
    expect(listed.publishHold).toMatchObject({
      kind: 'COURSE_PUBLISH',
      reason,
      heldByEmail: admin.user.email,
    });

    for (const token of [teacher.token, ownerToken]) {
      const refused = await gql(PUBLISH, { id: course.id }, token);
      expect(errorOf(refused)).toMatchObject({
        message: expect.stringContaining(reason),
        extensions: { code: 'FORBIDDEN' },
      });
    }
    // Other edits stay the owner's; only publishing is held.
    await ok(
      gql(
        UPDATE_COURSE,
        { id: course.id, input: { courseTitle: 'Held Course Fixed' } },
        teacher.token,
      ),
    );
    const [{ is_published }] = await db().query('SELECT is_published FROM courses WHERE id = $1', [
      course.id,
    ]);
    expect(is_published).toBe(false);

    await ok(gql(LIFT, { holdId: listed.publishHold.id }));
    expect((await auditOf(course.id)).map((r) => r.action)).toEqual([
      'course.unpublish',
      'hold.lift',
    ]);
    // Lifting a lifted hold changes nothing.
    const count = await auditCount();
    await ok(gql(LIFT, { holdId: listed.publishHold.id }));
    expect(await auditCount()).toBe(count);
    const [{ is_published: still }] = await db().query(
      'SELECT is_published FROM courses WHERE id = $1',
      [course.id],
    );
    expect(still).toBe(false);
    expect((await ok(gql(PUBLISH, { id: course.id }, ownerToken))).publishCourse.isPublished).toBe(
      true,
    );
  });

  it('keeps the audit log append-only in the database', async () => {
    const [{ id }] = await db().query(
      `INSERT INTO admin_audit_log (actor_id, actor_email, action, target_type, target_id, reason)
       VALUES ($1, $2, 'user.role', 'user', $1, 'original') RETURNING id`,
      [admin.user.id, admin.user.email],
    );
    await expect(
      db().query(`UPDATE admin_audit_log SET reason = 'rewritten' WHERE id = $1`, [id]),
    ).rejects.toThrow(/append-only/);
    await expect(db().query('DELETE FROM admin_audit_log WHERE id = $1', [id])).rejects.toThrow(
      /append-only/,
    );
    await expect(
      db().query('UPDATE admin_audit_log SET actor_id = NULL WHERE actor_id = $1', [admin.user.id]),
    ).rejects.toThrow(/append-only/);
    expect(await db().query('SELECT reason FROM admin_audit_log WHERE id = $1', [id])).toEqual([
      { reason: 'original' },
    ]);

    // A deleted actor's rows stay, their actor_id set null by the foreign key, their email kept.
    const gone = await signUp(app, newUser());
    await db().query(`UPDATE users SET role = 'admin' WHERE id = $1`, [gone.user.id]);
    await ok(gql(MESSAGES, {}, gone.token));
    await db().query('DELETE FROM users WHERE id = $1', [gone.user.id]);
    const rows = await db().query(
      'SELECT actor_id, action FROM admin_audit_log WHERE actor_email = $1',
      [gone.user.email],
    );
    expect(rows).toEqual([{ actor_id: null, action: 'inbox.read' }]);
  });
});
