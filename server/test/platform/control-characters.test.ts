import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { toClientError } from '../../src/common/errors/error-mapping';
import { signUp } from '../support/auth-operations';
import { educator } from '../support/catalog-fixtures';
import { gqlCreate, restCreate, validCourse } from '../support/educator-operations';
import { newUser, TestApp } from '../support/test-app';

type Session = Awaited<ReturnType<typeof signUp>>;

/** NUL (PostgreSQL cannot store it), another C0 control, DEL and a C1 control. */
const CONTROLS = [
  ['NUL', '\u0000'],
  ['BEL', '\u0007'],
  ['DEL', '\u007f'],
  ['CSI', '\u009b'],
];
const LINE_BREAKS = ['\n', '\r', '\t'];

const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { token } }`;
const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { token } }`;
const PROFILE = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { name } }`;
const PASSWORD = `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { message } }`;
const CONTACT = `mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) }`;
const NEWSLETTER = `mutation($email: String!) { subscribeNewsletter(email: $email) { message } }`;
const SEARCH = `query($search: String) { courses(search: $search) { totalCount } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateCourseInput!) { updateCourse(id: $id, input: $input) { id } }`;

const lecture = (overrides: Record<string, unknown> = {}) => ({
  lectureTitle: 'Intro',
  lectureDuration: 10,
  lectureUrl: 'https://youtu.be/aaaaaaaaaaa',
  ...overrides,
});
const chapter = (overrides: Record<string, unknown> = {}, lectureOverrides = {}) => ({
  chapterTitle: 'Start',
  chapterContent: [lecture(lectureOverrides)],
  ...overrides,
});

/** Where a text value goes in a course input, and the field the error must name. */
const COURSE_FIELDS: { field: string; input: (text: string) => Record<string, unknown> }[] = [
  { field: 'courseTitle', input: (t) => ({ courseTitle: `Growth${t}Marketing` }) },
  {
    field: 'courseContent[0].chapterTitle',
    input: (t) => ({ courseContent: [chapter({ chapterTitle: `Start${t}` })] }),
  },
  {
    field: 'courseContent[0].chapterContent[0].lectureTitle',
    input: (t) => ({ courseContent: [chapter({}, { lectureTitle: `In${t}tro` })] }),
  },
  {
    field: 'courseContent[0].chapterContent[0].lectureUrl',
    input: (t) => ({ courseContent: [chapter({}, { lectureUrl: `https://youtu.be/aaa${t}` })] }),
  },
];

describe('control characters in text inputs', () => {
  let app: TestApp;
  let learner: Session;
  let owner: Session;
  let courseId: string;
  const loggedErrors = jest.spyOn(Logger.prototype, 'error');

  beforeAll(async () => {
    app = await TestApp.start();
    learner = await signUp(app, newUser());
    owner = await educator(app);
    const created = await gqlCreate(app, owner.token, validCourse());
    courseId = created.body.data.createCourse.id;
  });
  afterAll(async () => {
    expect(app.bodies.join('\n')).not.toMatch(/INTERNAL_SERVER_ERROR|Something went wrong/);
    expect(loggedErrors).not.toHaveBeenCalled(); // a client's mistake is not a server error
    await app.close();
  });

  const db = () => app.app.get(DataSource);
  /** Every row a refused write could have touched. */
  const snapshot = async () =>
    (
      await db().query(`SELECT
        (SELECT md5(string_agg(concat_ws('|', id, name, email, phone, image_url, password_hash, updated_at), ',' ORDER BY id)) FROM users) AS users,
        (SELECT md5(string_agg(concat_ws('|', id, course_title, course_description, updated_at), ',' ORDER BY id)) FROM courses) AS courses,
        (SELECT md5(string_agg(concat_ws('|', id, chapter_title), ',' ORDER BY id)) FROM chapters) AS chapters,
        (SELECT md5(string_agg(concat_ws('|', id, lecture_title, lecture_url), ',' ORDER BY id)) FROM lectures) AS lectures,
        (SELECT count(*) FROM contact_messages) AS contact,
        (SELECT count(*) FROM newsletter_subscriptions) AS newsletter`)
    )[0] as Record<string, unknown>;

  async function expectGraphQLRefusal(
    field: string,
    send: () => Promise<{ status: number; errors?: any[]; text: string }>,
  ) {
    const before = await snapshot();
    const res = await send();
    expect(res.status).toBe(200);
    expect(res.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: expect.arrayContaining([
        expect.objectContaining({ field, code: 'CONTROL_CHARACTERS' }),
      ]),
    });
    expect(await snapshot()).toEqual(before);
  }

  /** `status`: 400 on /api/auth/* and /api/contact, 200 on the original's other paths (REST.md). */
  async function expectRestRefusal(
    status: 200 | 400,
    field: string,
    send: () => Promise<{ status: number; body: any }>,
  ) {
    const before = await snapshot();
    const res = await send();
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({
      success: false,
      message: expect.stringMatching(/control characters/),
      errors: expect.arrayContaining([
        expect.objectContaining({ field, code: 'CONTROL_CHARACTERS' }),
      ]),
    });
    expect(await snapshot()).toEqual(before);
  }

  describe.each(CONTROLS)('%s', (_name, c) => {
    it('is refused with a field error in every single-line text of the account paths', async () => {
      for (const [field, input] of [
        ['name', newUser({ name: `Priya${c}` })],
        ['email', newUser({ email: `priya${c}@example.com` })],
        ['password', newUser({ password: `Str0ng${c}pass` })],
      ] as const) {
        await expectGraphQLRefusal(field, () => app.gql(REGISTER, { input }));
        await expectRestRefusal(400, field, () => app.rest('post', '/api/auth/register', input));
      }
      const login = { email: `${c}priya@example.com`, password: 'Str0ng!pass' };
      await expectGraphQLRefusal('email', () => app.gql(LOGIN, { input: login }));
      await expectRestRefusal(400, 'email', () => app.rest('post', '/api/auth/login', login));

      for (const [field, value] of [
        ['name', `Priya${c}Sharma`],
        ['phone', `+91 98765${c}43210`],
        ['imageUrl', `https://example.com/${c}.png`],
      ]) {
        const input = { [field]: value };
        await expectGraphQLRefusal(field, () => app.gql(PROFILE, { input }, learner.token));
        await expectRestRefusal(400, field, () =>
          app.rest('put', '/api/auth/profile', input, learner.token),
        );
      }

      const change = { currentPassword: 'Str0ng!pass', newPassword: `N3w${c}password` };
      await expectGraphQLRefusal('newPassword', () =>
        app.gql(PASSWORD, { input: change }, learner.token),
      );
      await expectRestRefusal(400, 'newPassword', () =>
        app.rest('put', '/api/auth/change-password', change, learner.token),
      );
    });

    it('is refused in the contact form, the newsletter and the catalog search', async () => {
      for (const [field, input] of [
        ['email', { email: `visitor${c}@example.com`, message: 'Hello' }],
        ['message', { email: 'visitor@example.com', message: `Hello${c}` }],
      ] as const) {
        await expectGraphQLRefusal(field, () => app.gql(CONTACT, { input }));
        await expectRestRefusal(400, field, () => app.rest('post', '/api/contact', input));
      }
      const email = `reader${c}@example.com`;
      await expectGraphQLRefusal('email', () => app.gql(NEWSLETTER, { email }));
      await expectRestRefusal(200, 'email', () => app.rest('post', '/api/newsletter', { email }));
      await expectGraphQLRefusal('search', () => app.gql(SEARCH, { search: `growth${c}` }));
    });

    it('is refused in every text of a new or edited course, description included', async () => {
      const fields = [
        ...COURSE_FIELDS,
        {
          field: 'courseDescription',
          input: (t: string) => ({ courseDescription: `<p>A${t}</p>` }),
        },
      ];
      for (const { field, input } of fields) {
        await expectGraphQLRefusal(field, async () => {
          const res = await gqlCreate(app, owner.token, validCourse(input(c)));
          return { status: res.status, errors: res.body.errors, text: res.text };
        });
        await expectRestRefusal(200, field, () =>
          restCreate(app, owner.token, validCourse(input(c))),
        );
        await expectGraphQLRefusal(field, () =>
          app.gql(UPDATE, { id: courseId, input: input(c) }, owner.token),
        );
        await expectRestRefusal(200, field, () =>
          app.rest('put', `/api/course/${courseId}`, input(c), owner.token),
        );
      }
    });
  });

  it('keeps line breaks and tabs in multi-line text, and refuses them in single-line text', async () => {
    const message = 'Hello\r\nteam,\n\tthanks';
    expect((await app.gql(CONTACT, { input: { email: 'a@b.co', message } })).data).toEqual({
      sendContactMessage: true,
    });
    const description = '<p>One</p>\n<p>\tTwo</p>';
    expect(
      (
        await app.gql(
          UPDATE,
          { id: courseId, input: { courseDescription: description } },
          owner.token,
        )
      ).errors,
    ).toBeUndefined();
    const [stored] = await db().query(
      `SELECT (SELECT message FROM contact_messages WHERE email = 'a@b.co') AS message,
              (SELECT course_description FROM courses WHERE id = $1) AS description`,
      [courseId],
    );
    expect(stored.message).toBe(message);
    expect(stored.description).toContain('\n');

    for (const c of LINE_BREAKS) {
      await expectGraphQLRefusal('name', () =>
        app.gql(REGISTER, { input: newUser({ name: `Priya${c}Sharma` }) }),
      );
      await expectGraphQLRefusal('search', () => app.gql(SEARCH, { search: `a${c}b` }));
      for (const { field, input } of COURSE_FIELDS) {
        await expectRestRefusal(200, field, () =>
          app.rest('put', `/api/course/${courseId}`, input(`a${c}b`), owner.token),
        );
      }
    }
  });

  describe('never answers a server error', () => {
    const nul = 'a\u0000b';

    it('refuses a sign-in password with a NUL as a plain 401', async () => {
      const login = await app.rest('post', '/api/auth/login', {
        email: 'nobody@example.com',
        password: 'pass\u0000word',
      });
      expect(login.status).toBe(401);
    });

    // Bodies are built at call time: courseId is only known after beforeAll.
    it.each<[string, () => object]>([
      ['/api/user/purchase', () => ({ courseId: nul })],
      ['/api/user/get-course-progress', () => ({ courseId: nul })],
      ['/api/user/update-course-progress', () => ({ courseId, lectureId: nul })],
      ['/api/user/add-rating', () => ({ courseId: nul, rating: 5 })],
      [
        '/api/user/verify-payment',
        () => ({
          purchaseId: nul,
          razorpay_order_id: nul,
          razorpay_payment_id: nul,
          razorpay_signature: nul,
        }),
      ],
    ])('refuses an id with a NUL on POST %s as a plain refusal', async (path, body) => {
      const res = await app.rest('post', path, body(), learner.token);
      expect({ status: res.status, success: res.body.success }).toEqual({
        status: 200,
        success: false,
      });
    });

    it('answers Course not found for a course id with a NUL over REST', async () => {
      expect((await app.rest('get', `/api/course/${encodeURIComponent(nul)}`)).body).toEqual({
        success: false,
        message: 'Course not found',
      });
    });

    it('answers NOT_FOUND for a course id with a NUL over GraphQL', async () => {
      const course = await app.gql(`query($id: ID!) { course(id: $id) { id } }`, { id: nul });
      expect(course.errors![0].extensions!.code).toBe('NOT_FOUND');
    });

    it('refuses a page cursor with a NUL as BAD_USER_INPUT', async () => {
      const page = await app.gql(
        `query($after: String) { courses(after: $after) { totalCount } }`,
        {
          after: Buffer.from(`course:${nul}`).toString('base64url'),
        },
      );
      expect(page.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    });

    it('maps a text PostgreSQL cannot store to BAD_USER_INPUT', async () => {
      const error: unknown = await db()
        .query('SELECT $1::text', [nul])
        .catch((e: unknown) => e);
      expect(toClientError(error)).toMatchObject({
        code: 'BAD_USER_INPUT',
        message: 'Text contains characters that are not allowed',
      });
    });
  });
});
