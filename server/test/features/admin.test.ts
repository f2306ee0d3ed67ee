import { DataSource } from 'typeorm';
import { AccountTokens } from '../../src/auth/account-tokens';
import { TokenPurpose } from '../../src/auth/account-token.entity';
import { LOGIN, ME, signUp } from '../support/auth-operations';
import { OWNER_NOT_TEACHING } from '../../src/courses/authoring/teaching-owner';
import { createCourse, educator } from '../support/catalog-fixtures';
import { buyCourse } from '../support/checkout';
import { newUser, TestApp } from '../support/test-app';
import { jobsDone } from '../support/jobs';
import { requestStatementTexts } from '../support/statements';

type Session = Awaited<ReturnType<typeof signUp>>;

const USERS = `query($search: String, $page: Int) { adminUsers(search: $search, page: $page) {
  totalCount nodes { id email role verified disabledAt enrollmentCount purchaseCount courseCount } } }`;
const USER = `query($id: ID!) { adminUser(id: $id) { id role disabledAt
  enrollments { courseId courseTitle } purchases { id courseId status amount refundableUntil } } }`;
const SET_ROLE = `mutation($userId: ID!, $role: Role!) { setUserRole(userId: $userId, role: $role, reason: "Teaches now") { role } }`;
const DISABLE = `mutation($userId: ID!, $reason: String!) { disableUser(userId: $userId, reason: $reason) { disabledAt } }`;
const ENABLE = `mutation($userId: ID!) { enableUser(userId: $userId) { disabledAt } }`;
const COURSES = `query($search: String) { adminCourses(search: $search) {
  totalCount nodes { id title published educatorName enrollmentCount netSales revenue } } }`;
const SET_PUBLISHED = `mutation($courseId: ID!, $published: Boolean!) {
  adminSetCoursePublished(courseId: $courseId, published: $published, reason: "Misleading title") { id published } }`;
const REFUND = `mutation($purchaseId: ID!) { adminRefundPurchase(purchaseId: $purchaseId, reason: "Charged twice") { message amount } }`;
const REPORTS = `query($status: String) { adminReviewReports(status: $status) {
  totalCount nodes { reviewId reason reporterName review hiddenAt resolvedAt } } }`;
const REPORT_IDS = `query($status: String) { adminReviewReports(status: $status) {
  nodes { id reviewId reporterName resolution } } }`;
const REPORT = `mutation($reviewId: ID!) { reportReview(reviewId: $reviewId, reason: "Abusive language") }`;
const HIDE = `mutation($reviewId: ID!) { hideReview(reviewId: $reviewId, reason: "Abuse") { hiddenAt } }`;
const RESTORE = `mutation($reviewId: ID!) { restoreReview(reviewId: $reviewId) { hiddenAt } }`;
const DISMISS = `mutation($reportId: ID!, $reason: String) {
  dismissReviewReport(reportId: $reportId, reason: $reason) { id reviewId hiddenAt resolvedAt resolution } }`;
const MESSAGES = `query($status: String) { adminContactMessages(status: $status) {
  totalCount nodes { id email message handledAt } } }`;
const HANDLED = `mutation($id: ID!, $handled: Boolean!) { markContactMessageHandled(id: $id, handled: $handled) { handledAt } }`;
const SUBSCRIBERS = `{ adminNewsletterSubscribers { totalCount nodes { email confirmedAt } } }`;
const AUDIT = `query($filter: AuditLogFilter) { adminAuditLog(filter: $filter) {
  totalCount nodes { actorEmail action targetType targetId reason before after } } }`;
const PUBLIC_REVIEWS = `query($id: ID!) { course(id: $id) { ratingCount reviews { totalCount nodes { id review } } } }`;

/** The admin console: every action's effect, its audit row, and who may not act. */
describe('admin console', () => {
  let app: TestApp;
  let admin: Session;
  let teacher: Session;
  let courseId: string;

  const db = () => app.app.get(DataSource);
  const gql = (query: string, variables: Record<string, unknown>, token = admin.token) =>
    app.gql(query, variables, token);
  const lastAudit = async (targetId: string) =>
    (await gql(AUDIT, { filter: { targetId } })).data!.adminAuditLog.nodes[0];
  const errorOf = (res: { errors?: { message: string; extensions?: any }[] }) => res.errors?.[0];

  beforeAll(async () => {
    app = await TestApp.start();
    admin = await signUp(app, newUser({ name: 'Ada Admin' }));
    await db().query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.user.id]);
    teacher = await educator(app);
    courseId = (await createCourse(app, teacher.user.id, { title: 'Brand Voice', price: 1000 })).id;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('refuses every operation to learners, educators and anonymous callers', async () => {
    const learner = await signUp(app, newUser());
    const id = learner.user.id;
    const operations: [string, Record<string, unknown>][] = [
      [USERS, {}],
      [USER, { id }],
      [SET_ROLE, { userId: id, role: 'ADMIN' }],
      [DISABLE, { userId: id, reason: 'x' }],
      [ENABLE, { userId: id }],
      [COURSES, {}],
      [SET_PUBLISHED, { courseId, published: false }],
      [REFUND, { purchaseId: id }],
      [REPORTS, {}],
      [HIDE, { reviewId: id }],
      [RESTORE, { reviewId: id }],
      [DISMISS, { reportId: id }],
      [MESSAGES, {}],
      [HANDLED, { id, handled: true }],
      [SUBSCRIBERS, {}],
      [AUDIT, {}],
    ];
    for (const token of [learner.token, teacher.token, undefined])
      for (const [query, variables] of operations) {
        const res = await app.gql(query, variables, token);
        expect([query, errorOf(res)?.extensions?.code]).toEqual([
          query,
          token ? 'FORBIDDEN' : 'UNAUTHENTICATED',
        ]);
      }
    for (const path of ['/api/admin/contact-messages.csv', '/api/admin/newsletter-subscribers.csv'])
      expect((await app.rest('get', path, undefined, learner.token)).status).toBe(403);
    const [{ role }] = await db().query('SELECT role FROM users WHERE id = $1', [id]);
    expect(role).toBe('student');
    expect((await gql(AUDIT, {})).data!.adminAuditLog.totalCount).toBe(0);
  });

  it('finds users by part of the name or email, with their counts', async () => {
    const found = await gql(USERS, { search: teacher.user.email.slice(0, -12).toUpperCase() });
    expect(found.data!.adminUsers.nodes).toEqual([
      expect.objectContaining({ id: teacher.user.id, role: 'EDUCATOR', courseCount: 1 }),
    ]);
    const byName = await gql(USERS, { search: 'ada adm' });
    expect(byName.data!.adminUsers.nodes.map((u: { id: string }) => u.id)).toEqual([admin.user.id]);
    expect(errorOf(await gql(USERS, { page: 0 }))?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [expect.objectContaining({ field: 'page' })],
    });
  });

  it('changes a role, audited, but never the admin’s own', async () => {
    const learner = await signUp(app, newUser());
    const res = await gql(SET_ROLE, { userId: learner.user.id, role: 'EDUCATOR' });
    expect(res.data!.setUserRole.role).toBe('EDUCATOR');
    expect(await lastAudit(learner.user.id)).toEqual({
      actorEmail: admin.user.email,
      action: 'user.role',
      targetType: 'user',
      targetId: learner.user.id,
      reason: 'Teaches now',
      before: JSON.stringify({ role: 'student' }),
      after: JSON.stringify({ role: 'educator' }),
    });
    const self = await gql(SET_ROLE, { userId: admin.user.id, role: 'STUDENT' });
    expect(errorOf(self)?.message).toBe('You cannot change your own role: ask another admin.');
    const self2 = await gql(DISABLE, { userId: admin.user.id, reason: 'oops' });
    expect(errorOf(self2)?.message).toBe('You cannot disable your own account.');
    expect((await app.gql(ME, {}, admin.token)).data!.me.role).toBe('ADMIN');
    expect(await lastAudit(admin.user.id)).toBeUndefined();
  });

  it('keeps an educator with published courses an educator until they are unpublished', async () => {
    const author = await educator(app);
    const live = await createCourse(app, author.user.id, { title: 'Still Selling' });
    await createCourse(app, author.user.id, { title: 'Draft Only', published: false });
    const refused = await gql(SET_ROLE, { userId: author.user.id, role: 'STUDENT' });
    const [{ name }] = await db().query('SELECT name FROM users WHERE id = $1', [author.user.id]);
    expect(errorOf(refused)?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [
        {
          field: 'role',
          code: 'TEACHES_PUBLISHED',
          message: `${name} still teaches 1 published course: unpublish it in Courses first.`,
        },
      ],
    });
    expect(await lastAudit(author.user.id)).toBeUndefined();
    await db().query('UPDATE courses SET is_published = false WHERE id = $1', [live.id]);
    const demoted = await gql(SET_ROLE, { userId: author.user.id, role: 'STUDENT' });
    expect(demoted.data!.setUserRole.role).toBe('STUDENT');
    // Nor can its course go back on sale while its owner is a student.
    const republish = await gql(
      `mutation($id: ID!) { adminSetCoursePublished(courseId: $id, published: true, reason: "Back") { id } }`,
      { id: live.id },
    );
    expect(errorOf(republish)).toMatchObject({
      message: OWNER_NOT_TEACHING,
      extensions: { code: 'CONFLICT' },
    });
    const [{ is_published }] = await db().query('SELECT is_published FROM courses WHERE id = $1', [
      live.id,
    ]);
    expect(is_published).toBe(false);
  });

  it('disabling ends sessions and API tokens and refuses every sign-in; enabling lets them in again', async () => {
    const input = newUser();
    const learner = await signUp(app, input);
    await db().query(
      `INSERT INTO api_tokens (user_id, name, token_start, token_hash, scopes, expires_at)
       VALUES ($1, 'ci', 'bcpat_abcd', repeat('a', 64), '{}', now() + interval '1 day')`,
      [learner.user.id],
    );
    const missingReason = await gql(DISABLE, { userId: learner.user.id, reason: ' ' });
    expect(errorOf(missingReason)?.extensions?.fields).toEqual([
      expect.objectContaining({ field: 'reason' }),
    ]);
    const res = await gql(DISABLE, { userId: learner.user.id, reason: 'Spam' });
    expect(res.data!.disableUser.disabledAt).toEqual(expect.any(String));

    expect(errorOf(await app.gql(ME, {}, learner.token))?.extensions?.code).toBe('UNAUTHENTICATED');
    const [token] = await db().query('SELECT revoked_at FROM api_tokens WHERE user_id = $1', [
      learner.user.id,
    ]);
    expect(token.revoked_at).not.toBeNull();
    const login = await app.gql(LOGIN, { input: { email: input.email, password: input.password } });
    expect(errorOf(login)?.message).toMatch(/has been disabled/);
    const rest = await app.rest('post', '/api/auth/login', input);
    expect(JSON.stringify(rest.body)).toMatch(/has been disabled/);
    expect(JSON.stringify(rest.body)).not.toMatch(/"token"/);
    // A password reset link mailed earlier does not sign them in, and changes nothing.
    const resetToken = await db().transaction((tx) =>
      app.app.get(AccountTokens).issue(tx, learner.user.id, TokenPurpose.PASSWORD_RESET),
    );
    const reset = await app.gql(
      `mutation($token: String!) { resetPassword(token: $token, newPassword: "N3w!password") { token } }`,
      { token: resetToken },
    );
    expect(errorOf(reset)?.message).toMatch(/has been disabled/);
    const asked = await app.gql(
      `mutation($email: String!) { requestPasswordReset(email: $email) }`,
      {
        email: input.email,
      },
    );
    expect(asked.data!.requestPasswordReset).toBe(true);
    await jobsDone(app, 'password-reset'); // the request only queues the lookup
    const [{ n }] = await db().query(
      `SELECT count(*)::int AS n FROM outbound_mails WHERE to_address = $1 AND kind = 'password_reset'`,
      [input.email],
    );
    expect(n).toBe(0);

    const entry = await lastAudit(learner.user.id);
    expect(entry).toMatchObject({ action: 'user.disable', reason: 'Spam' });
    expect(JSON.parse(entry.before)).toMatchObject({ disabledAt: null });
    expect(JSON.parse(entry.after)).toMatchObject({
      disabledAt: expect.any(String),
      apiTokensRevoked: 1,
    });

    await gql(ENABLE, { userId: learner.user.id });
    expect((await lastAudit(learner.user.id)).action).toBe('user.enable');
    const again = await app.gql(LOGIN, { input: { email: input.email, password: input.password } });
    expect(again.data!.login.token).toEqual(expect.any(String));
    expect(errorOf(await app.gql(ME, {}, learner.token))?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('unpublishes and republishes any course through the owner’s path, audited', async () => {
    const listed = await gql(COURSES, { search: 'brand voi' });
    expect(listed.data!.adminCourses.nodes).toEqual([
      expect.objectContaining({ id: courseId, published: true, educatorName: 'Edu Cator' }),
    ]);
    const res = await gql(SET_PUBLISHED, { courseId, published: false });
    expect(res.data!.adminSetCoursePublished.published).toBe(false);
    const hidden = await app.gql(`query($id: ID!) { course(id: $id) { id } }`, { id: courseId });
    expect(hidden.data?.course ?? null).toBeNull();
    expect(await lastAudit(courseId)).toMatchObject({
      action: 'course.unpublish',
      reason: 'Misleading title',
      before: JSON.stringify({ published: true }),
      after: JSON.stringify({ published: false }),
    });
    await gql(SET_PUBLISHED, { courseId, published: true });
    expect((await lastAudit(courseId)).action).toBe('course.publish');
    const back = await app.gql(`query($id: ID!) { course(id: $id) { id } }`, { id: courseId });
    expect(back.data!.course.id).toBe(courseId);
  });

  it('refunds through the learner’s rule: a refused refund changes nothing, a granted one ends access', async () => {
    const late = await signUp(app, newUser());
    await buyCourse(app, late, courseId);
    await db().query(
      `UPDATE purchases SET completed_at = now() - interval '40 days' WHERE user_id = $1`,
      [late.user.id],
    );
    const [latePurchase] = (await gql(USER, { id: late.user.id })).data!.adminUser.purchases;
    expect(latePurchase).toMatchObject({ status: 'completed', refundableUntil: null });
    const refused = await gql(REFUND, { purchaseId: latePurchase.id });
    expect(errorOf(refused)?.message).toMatch(/only possible within 30 days/);
    const [after] = (await gql(USER, { id: late.user.id })).data!.adminUser.purchases;
    expect(after.status).toBe('completed');
    expect(await lastAudit(latePurchase.id)).toBeUndefined();

    const learner = await signUp(app, newUser());
    await buyCourse(app, learner, courseId);
    const detail = (await gql(USER, { id: learner.user.id })).data!.adminUser;
    expect(detail.enrollments).toEqual([{ courseId, courseTitle: 'Brand Voice' }]);
    const [purchase] = detail.purchases;
    expect(purchase).toMatchObject({ status: 'completed', amount: 1000 });
    const res = await gql(REFUND, { purchaseId: purchase.id });
    expect(res.data!.adminRefundPurchase).toMatchObject({ amount: 1000 });
    const refunded = (await gql(USER, { id: learner.user.id })).data!.adminUser;
    expect(refunded.enrollments).toEqual([]);
    expect(refunded.purchases[0].status).toBe('refunded');
    expect(await lastAudit(purchase.id)).toMatchObject({
      action: 'purchase.refund',
      reason: 'Charged twice',
      before: expect.stringContaining('"status":"completed"'),
      after: expect.stringContaining('"status":"refunding"'),
    });
    const learning = await app.gql(`{ myEnrollments { course { id } } }`, {}, learner.token);
    expect(learning.data!.myEnrollments).toEqual([]);
  });

  it('shows a course’s net sales to the paisa, the figure its educator sees', async () => {
    const owner = await educator(app);
    const course = await createCourse(app, owner.user.id, { title: 'Paise Course', price: 1915.9 });
    const buyers = [];
    for (let i = 0; i < 4; i++) {
      buyers.push(await signUp(app, newUser()));
      await buyCourse(app, buyers[i], course.id);
    }
    const [refund] = (await gql(USER, { id: buyers[3].user.id })).data!.adminUser.purchases;
    await gql(REFUND, { purchaseId: refund.id });

    const [listed] = (await gql(COURSES, { search: 'paise course' })).data!.adminCourses.nodes;
    const [own] = (await app.gql('{ educatorCourses { netSales earnings } }', {}, owner.token))
      .data!.educatorCourses;
    const dashboard = (await app.gql('{ educatorDashboard { netSales } }', {}, owner.token)).data!
      .educatorDashboard;
    // 3 × ₹1,915.90 kept, the refunded fourth out: ₹5,747.70 on every page; the spec's Earnings
    // alone take the whole rupees.
    expect(listed).toMatchObject({ netSales: 5747.7, revenue: 5747.7 });
    expect(own).toEqual({ netSales: listed.netSales, earnings: 5747 });
    expect(dashboard.netSales).toBe(listed.netSales);
  });

  it('queues reports once per learner, hides a review everywhere and restores it', async () => {
    const author = await signUp(app, newUser({ name: 'Rude Reviewer' }));
    const [{ id: reviewId }] = await db().query(
      `INSERT INTO course_ratings (user_id, course_id, rating, review, review_updated_at)
       VALUES ($1, $2, 1, 'Utter garbage from a fraud', now()) RETURNING id`,
      [author.user.id, courseId],
    );
    await app.settled();
    const reporter = await signUp(app, newUser({ name: 'Kind Kabir' }));
    expect((await app.gql(REPORT, { reviewId }, reporter.token)).data!.reportReview).toBe(true);
    const twice = await app.gql(REPORT, { reviewId }, reporter.token);
    expect(errorOf(twice)?.extensions?.code).toBe('CONFLICT');
    const own = await app.gql(REPORT, { reviewId }, author.token);
    expect(errorOf(own)?.message).toBe('You cannot report your own review.');
    expect(errorOf(await app.gql(REPORT, { reviewId }))?.extensions?.code).toBe('UNAUTHENTICATED');
    const queue = (await gql(REPORTS, {})).data!.adminReviewReports;
    expect(queue.nodes).toEqual([
      {
        reviewId,
        reason: 'Abusive language',
        reporterName: 'Kind Kabir',
        review: 'Utter garbage from a fraud',
        hiddenAt: null,
        resolvedAt: null,
      },
    ]);

    const shown = (await app.gql(PUBLIC_REVIEWS, { id: courseId })).data!.course;
    expect(shown.reviews.nodes.map((n: { id: string }) => n.id)).toContain(reviewId);

    await gql(HIDE, { reviewId });
    const publicAfter = (await app.gql(PUBLIC_REVIEWS, { id: courseId })).data!.course;
    expect(publicAfter.reviews.totalCount).toBe(0);
    expect(publicAfter.ratingCount).toBe(1); // the stars still count
    const instructor = await app.gql(`query($id: ID!) { instructor(id: $id) { reviewCount } }`, {
      id: teacher.user.id,
    });
    expect(instructor.data!.instructor.reviewCount).toBe(0);
    const rest = await app.rest('get', `/api/course/${courseId}`);
    expect(rest.text).not.toContain('Utter garbage');
    expect(rest.body.courseData.courseRatings).toEqual([
      expect.objectContaining({ userId: author.user.id, rating: 1 }),
    ]);
    expect((await gql(REPORTS, {})).data!.adminReviewReports.totalCount).toBe(0);
    const resolved = (await gql(REPORTS, { status: 'resolved' })).data!.adminReviewReports;
    expect(resolved.nodes[0]).toMatchObject({ reviewId, resolvedAt: expect.any(String) });
    const entry = await lastAudit(reviewId);
    expect(entry).toMatchObject({ action: 'review.hide', reason: 'Abuse', targetType: 'review' });
    expect(JSON.parse(entry.after)).toMatchObject({ reportsResolved: 1 });
    // The author still reads and edits it, told it is hidden.
    const OWN = `query($id: ID!) { course(id: $id) { viewerReview viewerReviewHidden } }`;
    expect((await app.gql(OWN, { id: courseId }, author.token)).data!.course).toEqual({
      viewerReview: 'Utter garbage from a fraud',
      viewerReviewHidden: true,
    });

    await gql(RESTORE, { reviewId });
    expect(
      (await app.gql(OWN, { id: courseId }, author.token)).data!.course.viewerReviewHidden,
    ).toBe(false);
    const restored = (await app.gql(PUBLIC_REVIEWS, { id: courseId })).data!.course;
    expect(restored.reviews.nodes).toEqual([
      { id: reviewId, review: 'Utter garbage from a fraud' },
    ]);
    expect((await lastAudit(reviewId)).action).toBe('review.restore');
  });

  it('reads and exports contact messages and subscribers, marking messages handled', async () => {
    await app.gql(
      `mutation { sendContactMessage(input: { email: "vera@example.com", message: "=SUM(A1) help me" }) }`,
    );
    await app.gql(`mutation { subscribeNewsletter(email: "news@example.com") { message } }`);
    const open = (await gql(MESSAGES, { status: 'open' })).data!.adminContactMessages;
    expect(open.nodes).toEqual([
      expect.objectContaining({ email: 'vera@example.com', handledAt: null }),
    ]);
    const id = open.nodes[0].id;
    await gql(HANDLED, { id, handled: true });
    expect((await gql(MESSAGES, { status: 'open' })).data!.adminContactMessages.totalCount).toBe(0);
    expect(await lastAudit(id)).toMatchObject({
      action: 'message.handled',
      before: JSON.stringify({ handledAt: null }),
    });
    const bad = await gql(MESSAGES, { status: 'spam' });
    expect(errorOf(bad)?.extensions?.fields).toEqual([
      expect.objectContaining({ field: 'status' }),
    ]);

    const subscribers = (await gql(SUBSCRIBERS, {})).data!.adminNewsletterSubscribers;
    expect(subscribers.nodes).toEqual([{ email: 'news@example.com', confirmedAt: null }]);

    const messagesCsv = await app.rest(
      'get',
      '/api/admin/contact-messages.csv',
      undefined,
      admin.token,
    );
    expect(messagesCsv.headers['content-type']).toMatch(/text\/csv/);
    const lines = messagesCsv.text.trim().split('\r\n');
    expect(lines[0]).toBe('received_at,email,message,handled_at');
    expect(lines[1]).toMatch(/,vera@example\.com,'=SUM\(A1\) help me,\d{4}-/);
    const subscribersCsv = await app.rest(
      'get',
      '/api/admin/newsletter-subscribers.csv',
      undefined,
      admin.token,
    );
    expect(subscribersCsv.text.trim().split('\r\n')).toEqual([
      'email,subscribed_at,confirmed_at',
      expect.stringMatching(/^news@example\.com,\d{4}-.*,$/),
    ]);
    // Each download of personal data is written down.
    const exports = (await gql(AUDIT, { filter: { targetType: 'export' } })).data!.adminAuditLog;
    expect(exports.nodes).toEqual([
      expect.objectContaining({
        action: 'export.subscribers',
        targetId: null,
        after: '{"rows":1}',
      }),
      expect.objectContaining({
        action: 'export.contact_messages',
        after: expect.stringMatching(/^\{"rows":\d+,"status":"all"\}$/),
      }),
    ]);
  });

  it('lists the audit log newest first and filters it by action', async () => {
    const all = (await gql(AUDIT, {})).data!.adminAuditLog;
    // Reading the inbox is written down too (inbox.read), after the message was handled.
    expect(all.nodes.map((n: { action: string }) => n.action).slice(0, 4)).toEqual([
      'export.subscribers',
      'export.contact_messages',
      'inbox.read',
      'message.handled',
    ]);
    expect(all.nodes.every((n: { actorEmail: string }) => n.actorEmail === admin.user.email)).toBe(
      true,
    );
    const hides = (await gql(AUDIT, { filter: { action: 'review.hide' } })).data!.adminAuditLog;
    expect(hides.totalCount).toBe(1);
    const bad = await gql(AUDIT, { filter: { actorId: 'nope' } });
    expect(errorOf(bad)?.extensions?.fields).toEqual([
      expect.objectContaining({ field: 'filter.actorId' }),
    ]);
  });

  it('dismisses a report, keeping the review, once, audited', async () => {
    const author = await signUp(app, newUser({ name: 'Blunt Bina' }));
    const [{ id: reviewId }] = await db().query(
      `INSERT INTO course_ratings (user_id, course_id, rating, review, review_updated_at)
       VALUES ($1, $2, 2, 'Too slow for me', now()) RETURNING id`,
      [author.user.id, courseId],
    );
    await app.settled();
    for (const name of ['First Farah', 'Second Sahil']) {
      const reporter = await signUp(app, newUser({ name }));
      await app.gql(REPORT, { reviewId }, reporter.token);
    }
    const open = (await gql(REPORT_IDS, {})).data!.adminReviewReports.nodes;
    const first = open.find((r: { reporterName: string }) => r.reporterName === 'First Farah');
    const dismissed = await gql(DISMISS, { reportId: first.id, reason: 'Fair criticism' });
    expect(dismissed.data!.dismissReviewReport).toEqual({
      id: first.id,
      reviewId,
      hiddenAt: null,
      resolvedAt: expect.any(String),
      resolution: 'dismissed',
    });
    // The review stays on the course page; the other report stays open.
    const shown = (await app.gql(PUBLIC_REVIEWS, { id: courseId })).data!.course.reviews.nodes;
    expect(shown).toContainEqual({ id: reviewId, review: 'Too slow for me' });
    expect((await gql(REPORT_IDS, {})).data!.adminReviewReports.nodes).toEqual([
      expect.objectContaining({ reporterName: 'Second Sahil', resolution: null }),
    ]);
    // Again: nothing changes, no second audit row.
    const again = await gql(DISMISS, { reportId: first.id });
    expect(again.data!.dismissReviewReport.resolvedAt).toBe(
      dismissed.data!.dismissReviewReport.resolvedAt,
    );
    const entries = (await gql(AUDIT, { filter: { targetId: reviewId } })).data!.adminAuditLog;
    expect(entries.nodes).toEqual([
      expect.objectContaining({
        actorEmail: admin.user.email,
        action: 'report.dismiss',
        targetType: 'review',
        targetId: reviewId,
        reason: 'Fair criticism',
      }),
    ]);
    expect(JSON.parse(entries.nodes[0].before)).toEqual({
      reportReason: 'Abusive language',
      resolution: null,
    });
    expect(JSON.parse(entries.nodes[0].after)).toEqual({ resolution: 'dismissed' });
    // Hiding it later resolves the open report as hidden; the dismissed one stays dismissed.
    await gql(HIDE, { reviewId });
    const resolved = (await gql(REPORT_IDS, { status: 'resolved' }))
      .data!.adminReviewReports.nodes.filter((r: { reviewId: string }) => r.reviewId === reviewId)
      .map((r: { reporterName: string; resolution: string }) => [r.reporterName, r.resolution]);
    expect(resolved.sort()).toEqual([
      ['First Farah', 'dismissed'],
      ['Second Sahil', 'hidden'],
    ]);
    for (const reportId of ['nope', author.user.id])
      expect(errorOf(await gql(DISMISS, { reportId }))).toMatchObject({
        message: 'Report not found',
        extensions: { code: 'NOT_FOUND' },
      });
  });

  it('names the actor, the target and the rows its fields name, one query per kind a page', async () => {
    const NAMED = `query($filter: AuditLogFilter) { adminAuditLog(filter: $filter) {
      nodes { action actorName targetName mentions { id name } } } }`;
    const doomed = await createCourse(app, teacher.user.id, { title: 'Doomed Course' });
    const deleted = await gql(`mutation($id: ID!) { deleteCourse(id: $id) { outcome } }`, {
      id: doomed.id,
    });
    expect(deleted.data!.deleteCourse.outcome).toBe('DELETED');

    const [sql, page] = await requestStatementTexts(() => gql(NAMED, {}));
    const nodes: {
      action: string;
      actorName: string;
      targetName: string | null;
      mentions: unknown[];
    }[] = page.data!.adminAuditLog.nodes;
    expect(new Set(nodes.map((n) => n.actorName))).toEqual(new Set(['Ada Admin']));
    const named = (action: string) => nodes.find((n) => n.action === action);
    expect(named('course.delete')).toMatchObject({ targetName: 'Doomed Course (deleted)' });
    expect(named('course.publish')).toMatchObject({ targetName: 'Brand Voice' });
    expect(named('review.hide')).toMatchObject({
      targetName: 'Blunt Bina’s review of Brand Voice',
    });
    expect(named('message.handled')).toMatchObject({ targetName: 'Message from vera@example.com' });
    expect(named('export.subscribers')).toMatchObject({ targetName: null, mentions: [] });
    for (const table of ['users', 'courses', 'course_ratings', 'contact_messages'])
      expect([
        table,
        sql.filter((s) => s.includes(`FROM ${table}`) && s.includes('ANY($1)')),
      ]).toEqual([table, [expect.any(String)]]);

    // A refund names the purchase by its course and buyer, and the ids in its fields by name.
    // (Other tests of this file refund other courses: pick this course's refund.)
    const refunds: { targetName: string; mentions: unknown[] }[] = (
      await gql(NAMED, { filter: { action: 'purchase.refund' } })
    ).data!.adminAuditLog.nodes;
    const [buyer] = await db().query(
      `SELECT u.id, u.name FROM purchases p JOIN users u ON u.id = p.user_id
       WHERE p.status = 'refunded' AND p.course_id = $1`,
      [courseId],
    );
    const refund = refunds.find((r) => r.targetName === `Brand Voice, bought by ${buyer.name}`);
    expect(refund).toBeDefined();
    expect(refund!.mentions).toEqual(
      expect.arrayContaining([
        { id: buyer.id, name: buyer.name },
        { id: courseId, name: 'Brand Voice' },
      ]),
    );
  });
});
