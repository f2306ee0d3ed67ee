import { DataSource } from 'typeorm';
import { ME, signUp } from '../support/auth-operations';
import { createCourse, educator } from '../support/catalog-fixtures';
import { buyCourse } from '../support/checkout';
import { newUser, TestApp } from '../support/test-app';

const CREATE_TOKEN = `mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }`;
const ENROLLMENTS = '{ myEnrollments { course { id } } }';
const CREATE_ENDPOINT = `mutation($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) { endpoint { id } } }`;
const CREATE_COUPON = `mutation($input: CreateCouponInput!) { createCoupon(input: $input) { id } }`;
const DELETE = 'mutation($password: String!) { deleteAccount(password: $password) }';
const REQUEST_RESET = 'mutation($email: String!) { requestPasswordReset(email: $email) }';
const RESET = `mutation($token: String!, $password: String!) {
  resetPassword(token: $token, newPassword: $password) { token } }`;
const CHANGE_PASSWORD = `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { token } }`;
const CHANGE_EMAIL = `mutation($input: ChangeEmailInput!) { changeEmail(input: $input) }`;
const VERIFY = 'mutation($token: String!) { verifyEmail(token: $token) { email } }';
const CONTACT = `mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) }`;
const EXPORT = '{ myDataExport }';
const DAY = 86_400_000;

type Session = Awaited<ReturnType<typeof signUp>>;

describe('authority that ends when it should', () => {
  let app: TestApp;
  let db: DataSource;
  let courseId: string;
  beforeAll(async () => {
    app = await TestApp.start();
    db = app.app.get(DataSource);
    const teacher = await educator(app);
    courseId = (await createCourse(app, teacher.user.id, { title: 'Hooks', price: 300 })).id;
  });
  afterAll(() => app.close());

  async function apiToken(session: Session, scopes: string[]) {
    const expiresAt = new Date(Date.now() + 30 * DAY).toISOString();
    const res = await app.gql(
      CREATE_TOKEN,
      { input: { name: 'integration', scopes, expiresAt } },
      session.token,
    );
    if (!res.data) throw new Error(res.text);
    return res.data.createApiToken.token as string;
  }

  /** The newest kept mail of `kind` to `to` (no SMTP_URL here), waiting for it to be queued. */
  async function mailedLink(to: string, kind: string, path: string): Promise<string> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const [mail] = await db.query<{ text: string }[]>(
        'SELECT text FROM outbound_mails WHERE to_address = $1 AND kind = $2 ORDER BY created_at DESC LIMIT 1',
        [to, kind],
      );
      const match = mail && new RegExp(`${path}\\?token=([A-Za-z0-9_%-]+)`).exec(mail.text);
      if (match) return decodeURIComponent(match[1]);
      if (Date.now() > deadline) throw new Error(`no ${kind} mail to ${to}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const code = (res: { errors?: { extensions?: Record<string, unknown> }[] }) =>
    res.errors?.[0]?.extensions?.code;

  it('revokes every API token when the account is deleted', async () => {
    const me = await educator(app);
    await buyCourse(app, me, courseId);
    const token = await apiToken(me, ['LEARNING_READ', 'WEBHOOKS_MANAGE', 'COURSES_WRITE']);
    expect((await app.gql(ENROLLMENTS, {}, token)).data!.myEnrollments).toHaveLength(1);
    expect((await app.gql(DELETE, { password: 'Str0ng!pass' }, me.token)).data).toEqual({
      deleteAccount: true,
    });

    expect(code(await app.gql(ME, {}, token))).toBe('UNAUTHENTICATED');
    expect(code(await app.gql(ENROLLMENTS, {}, token))).toBe('UNAUTHENTICATED');
    expect((await app.rest('get', '/api/user/enrolled-courses', undefined, token)).status).toBe(
      401,
    );
    const endpoint = await app.gql(
      CREATE_ENDPOINT,
      { input: { url: 'http://127.0.0.1:9/hook', events: ['COURSE_UPDATED'] } },
      token,
    );
    expect(code(endpoint)).toBe('UNAUTHENTICATED');
    const coupon = await app.gql(
      CREATE_COUPON,
      { input: { code: 'GONE-10', kind: 'PERCENT_OFF', value: 10 } },
      token,
    );
    expect(code(coupon)).toBe('UNAUTHENTICATED');
    const [row] = await db.query(
      'SELECT count(*)::int AS live FROM api_tokens WHERE user_id = $1 AND revoked_at IS NULL',
      [me.user.id],
    );
    expect(row.live).toBe(0);
  });

  it('a password reset revokes API tokens and says so; a password change keeps them', async () => {
    const me = await signUp(app, newUser({ password: 'firstpass1' }));
    const kept = await apiToken(me, ['LEARNING_READ']);
    const changed = await app.gql(
      CHANGE_PASSWORD,
      { input: { currentPassword: 'firstpass1', newPassword: 'secondpass2' } },
      me.token,
    );
    expect(changed.data!.changePassword.token).toBeTruthy();
    expect((await app.gql(ME, {}, kept)).data!.me.email).toBe(me.user.email);

    await app.gql(REQUEST_RESET, { email: me.user.email });
    const link = await mailedLink(me.user.email, 'password_reset', '/reset-password');
    expect((await app.gql(RESET, { token: link, password: 'thirdpass3' })).data).toBeTruthy();
    expect(code(await app.gql(ME, {}, kept))).toBe('UNAUTHENTICATED');
    const [notice] = await db.query<{ text: string }[]>(
      "SELECT text FROM outbound_mails WHERE to_address = $1 AND kind = 'password_changed' ORDER BY created_at DESC LIMIT 1",
      [me.user.email],
    );
    expect(notice.text).toContain('Every device was signed out, and your API token was revoked');
  });

  it('an email change ends other sessions and retires links mailed to the old address', async () => {
    const password = 'movepass1';
    const me = await signUp(app, newUser({ password }));
    const oldAddress = me.user.email;
    await app.gql(REQUEST_RESET, { email: oldAddress });
    const resetLink = await mailedLink(oldAddress, 'password_reset', '/reset-password');
    const verifyLink = await mailedLink(oldAddress, 'email_verification', '/verify-email');
    const newAddress = `moved-${oldAddress}`;
    await app.gql(
      CHANGE_EMAIL,
      { input: { newEmail: newAddress, currentPassword: password } },
      me.token,
    );
    const changeLink = await mailedLink(newAddress, 'email_change', '/verify-email');
    expect((await app.gql(VERIFY, { token: changeLink })).data!.verifyEmail.email).toBe(newAddress);

    expect(code(await app.gql(ME, {}, me.token))).toBe('UNAUTHENTICATED');
    const takeover = await app.gql(RESET, { token: resetLink, password: 'intruder1' });
    expect(code(takeover)).toBe('BAD_USER_INPUT');
    expect(code(await app.gql(VERIFY, { token: verifyLink }))).toBe('BAD_USER_INPUT');
    const login = await app.rest('post', '/api/auth/login', { email: newAddress, password });
    expect(login.status).toBe(200);
  });

  describe('data matched by email', () => {
    const exported = async (session: Session) =>
      JSON.parse((await app.gql(EXPORT, {}, session.token)).data!.myDataExport as string) as {
        contactMessages: { message: string }[];
        newsletter: unknown;
      };
    const contact = (email: string, message: string) =>
      app.gql(CONTACT, { input: { email, message } });
    const inbox = async (message: string) =>
      db.query<{ email: string }[]>('SELECT email FROM contact_messages WHERE message = $1', [
        message,
      ]);

    it('is not given to someone who registers the address without verifying it', async () => {
      const victim = 'victim@example.com';
      await contact(victim, 'Victim asks about refunds');
      const squatter = await signUp(app, newUser({ email: victim, password: 'squatpass1' }));
      await contact(victim, 'Squatter writes as the victim');
      expect((await exported(squatter)).contactMessages).toEqual([]);
      await app.gql(DELETE, { password: 'squatpass1' }, squatter.token);
      expect(await inbox('Victim asks about refunds')).toEqual([{ email: victim }]);
      expect(await inbox('Squatter writes as the victim')).toEqual([{ email: victim }]);
    });

    it('is only what arrived while a verified owner held the address, and deletion anonymises it', async () => {
      const address = 'owner@example.com';
      await contact(address, 'Before the account existed');
      const owner = await signUp(app, newUser({ email: address, password: 'ownerpass1' }));
      const verifyLink = await mailedLink(address, 'email_verification', '/verify-email');
      await app.gql(VERIFY, { token: verifyLink });
      await contact(address, 'Written by the owner');
      expect((await exported(owner)).contactMessages.map((m) => m.message)).toEqual([
        'Written by the owner',
      ]);

      // The owner moves on; the next owner of the address sees none of it.
      await app.gql(
        CHANGE_EMAIL,
        { input: { newEmail: 'owner.new@example.com', currentPassword: 'ownerpass1' } },
        owner.token,
      );
      const changeLink = await mailedLink('owner.new@example.com', 'email_change', '/verify-email');
      await app.gql(VERIFY, { token: changeLink });
      const next = await signUp(app, newUser({ email: address, password: 'nextpass11' }));
      await app.gql(VERIFY, {
        token: await mailedLink(address, 'email_verification', '/verify-email'),
      });
      expect((await exported(next)).contactMessages).toEqual([]);

      const login = await app.rest('post', '/api/auth/login', {
        email: 'owner.new@example.com',
        password: 'ownerpass1',
      });
      const ownerToken = login.body.token as string;
      expect((await exported({ ...owner, token: ownerToken })).contactMessages).toHaveLength(1);
      await app.gql(DELETE, { password: 'ownerpass1' }, ownerToken);
      const [kept] = await inbox('Written by the owner');
      expect(kept.email).toBe(`deleted-${owner.user.id}@deleted.invalid`);
      expect(await inbox('Before the account existed')).toEqual([{ email: address }]);
    });
  });

  it('deletion leaves no learning traces: watches and quiz attempts go', async () => {
    const me = await signUp(app, newUser({ password: 'tracepass1' }));
    const [{ id: lectureId, chapter_id: chapterId }] = await db.query<
      { id: string; chapter_id: string }[]
    >(
      'SELECT l.id, l.chapter_id FROM lectures l JOIN chapters c ON c.id = l.chapter_id WHERE c.course_id = $1 LIMIT 1',
      [courseId],
    );
    await db.query(
      'INSERT INTO lecture_watches (user_id, lecture_id, furthest_seconds) VALUES ($1, $2, 120)',
      [me.user.id, lectureId],
    );
    const [quiz] = await db.query<{ id: string }[]>(
      `INSERT INTO quizzes (chapter_id, position, title, pass_mark_percent)
       VALUES ($1, 0, 'Check', 50) RETURNING id`,
      [chapterId],
    );
    await db.query(
      `INSERT INTO quiz_attempts (quiz_id, user_id, course_id, attempt_number, score_percent, passed, answers)
       VALUES ($1, $2, $3, 1, 50, false, '[]')`,
      [quiz.id, me.user.id, courseId],
    );
    await app.gql(DELETE, { password: 'tracepass1' }, me.token);
    for (const table of ['lecture_watches', 'quiz_attempts'])
      expect(
        (
          await db.query(`SELECT count(*)::int AS n FROM ${table} WHERE user_id = $1`, [me.user.id])
        )[0].n,
      ).toBe(0);
  });
});
