import { DataSource } from 'typeorm';
import { signUp } from '../support/auth-operations';
import { createCourse, educator, enroll } from '../support/catalog-fixtures';
import { withForgedToken } from '../support/mail-catcher';
import { requestStatementTexts } from '../support/statements';
import { jobsDone } from '../support/jobs';
import { newUser, TestApp } from '../support/test-app';
import {
  ANNOUNCEMENT_DELIVERY,
  AnnouncementDelivery,
} from '../../src/announcements/announcement-delivery';

const POST = `mutation($courseId: ID!, $title: String!, $body: String!) {
  postAnnouncement(courseId: $courseId, title: $title, body: $body) { id courseId title body authorName createdAt } }`;
const LIST = `query($courseId: ID!, $first: Int, $after: String) {
  courseAnnouncements(courseId: $courseId, first: $first, after: $after) {
    nodes { id title body authorName } pageInfo { hasNextPage endCursor } } }`;
const MY_DELIVERIES = '{ me { notificationPreferences { deliveries { kind delivery } } } }';

describe('course announcements', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await TestApp.start();
  });
  afterAll(() => app.close());

  const db = () => app.app.get(DataSource);
  /** Posts, and waits for the delivery jobs it queued (and any other queued meanwhile). */
  const post = async (
    token: string,
    courseId: string,
    title = 'Live Q&A on Friday',
    body = 'Bring your questions.',
  ) => {
    const posted = await app.gql(POST, { courseId, title, body }, token);
    await jobsDone(app, ANNOUNCEMENT_DELIVERY);
    return posted;
  };
  const bell = (userId: string) =>
    db().query<{ kind: string; title: string; body: string; url: string }[]>(
      'SELECT kind, title, body, url FROM notifications WHERE user_id = $1 ORDER BY created_at',
      [userId],
    );
  const mails = (email: string) =>
    db().query<{ subject: string; text: string; headers: Record<string, string> }[]>(
      "SELECT subject, text, headers FROM outbound_mails WHERE to_address = $1 AND kind = 'course_announcement' ORDER BY created_at",
      [email],
    );
  const announcementsOf = async (courseId: string) =>
    (
      await db().query<{ count: number }[]>(
        'SELECT count(*)::int AS count FROM course_announcements WHERE course_id = $1',
        [courseId],
      )
    )[0].count;
  async function courseWithLearners(title = 'Branding') {
    const teacher = await educator(app);
    const course = await createCourse(app, teacher.user.id, { title, price: 0 });
    const learner = await signUp(app, newUser({ name: 'Asha' }));
    await enroll(app, learner.user.id, course.id);
    return { teacher, course, learner };
  }

  it('tells every enrolled learner, in the bell and by mail with RFC 8058 headers, in their language, and nobody else', async () => {
    const { teacher, course, learner } = await courseWithLearners('Branding 101');
    const hindi = await signUp(app, newUser({ name: 'Ravi' }));
    await app.gql('mutation { setLocale(locale: "hi") { id } }', {}, hindi.token);
    await enroll(app, hindi.user.id, course.id);
    const outsider = await signUp(app, newUser());

    const posted = await post(
      teacher.token,
      course.id,
      'Live Q&A on Friday',
      'Bring your questions.\n\nSee you there.',
    );
    expect(posted.errors).toBeUndefined();
    expect(posted.data!.postAnnouncement).toMatchObject({
      courseId: course.id,
      title: 'Live Q&A on Friday',
      authorName: 'Edu Cator',
    });

    expect(await bell(learner.user.id)).toEqual([
      {
        kind: 'announcement',
        title: 'New announcement in "Branding 101"',
        body: 'Live Q&A on Friday',
        url: `/course/${course.id}`,
      },
    ]);
    expect((await bell(hindi.user.id))[0].title).toBe('"Branding 101" में नई घोषणा');
    const [mail] = await mails(learner.user.email);
    expect(mail.subject).toBe('Branding 101: Live Q&A on Friday');
    expect(mail.text).toContain('Edu Cator posted an announcement in "Branding 101":');
    expect(mail.text).toContain('See you there.');
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers['List-Unsubscribe']).toMatch(
      new RegExp(
        `^<https?://[^/]+/notifications/unsubscribe/announcements\\?id=${learner.user.id}&token=[\\w-]+>$`,
      ),
    );
    expect((await mails(hindi.user.email))[0].text).toContain('ने "Branding 101" में एक घोषणा की है');

    expect(await bell(outsider.user.id)).toEqual([]);
    expect(await mails(outsider.user.email)).toEqual([]);
    expect(await bell(teacher.user.id)).toEqual([]);

    // Read by its learners and its educator; anyone else is refused.
    for (const reader of [learner, teacher]) {
      const { data } = await app.gql(LIST, { courseId: course.id }, reader.token);
      expect(data!.courseAnnouncements.nodes).toEqual([
        expect.objectContaining({ title: 'Live Q&A on Friday', authorName: 'Edu Cator' }),
      ]);
    }
    const refused = await app.gql(LIST, { courseId: course.id }, outsider.token);
    expect(refused.errors![0].extensions!.code).toBe('FORBIDDEN');
  });

  it("refuses someone else's course (FORBIDDEN) and writes nothing", async () => {
    const { course, learner } = await courseWithLearners();
    const other = await educator(app);
    for (const who of [other, learner]) {
      const refused = await post(who.token, course.id);
      expect(refused.errors![0].extensions!.code).toBe('FORBIDDEN');
    }
    expect(await announcementsOf(course.id)).toBe(0);
    expect(await bell(learner.user.id)).toEqual([]);
    expect(await mails(learner.user.email)).toEqual([]);
    // A draft the caller cannot see is not found, as everywhere.
    const draft = await createCourse(app, other.user.id, { published: false });
    const hidden = await post((await educator(app)).token, draft.id);
    expect(hidden.errors![0].extensions!.code).toBe('NOT_FOUND');
  });

  it('refuses an empty title or body, or a body over 5,000 characters, naming the field', async () => {
    const { teacher, course, learner } = await courseWithLearners();
    const cases: [string, string, string][] = [
      ['', 'Body', 'title'],
      ['   ', 'Body', 'title'],
      ['Title', '', 'body'],
      ['Title', 'x'.repeat(5001), 'body'],
      ['T'.repeat(151), 'Body', 'title'],
    ];
    for (const [title, body, field] of cases) {
      const refused = await post(teacher.token, course.id, title, body);
      expect(refused.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
      expect(refused.errors![0].extensions!.fields).toEqual([expect.objectContaining({ field })]);
    }
    expect(await announcementsOf(course.id)).toBe(0);
    expect(await bell(learner.user.id)).toEqual([]);
    expect(
      (await post(teacher.token, course.id, 'T'.repeat(150), 'x'.repeat(5000))).errors,
    ).toBeUndefined();
  });

  it('allows 3 a week per course, saying when the next may go, over a rolling 7 days', async () => {
    const { teacher, course, learner } = await courseWithLearners();
    for (let i = 0; i < 3; i++)
      expect((await post(teacher.token, course.id, `News ${i}`)).errors).toBeUndefined();
    const [{ first }] = await db().query<{ first: Date }[]>(
      'SELECT min(created_at) AS first FROM course_announcements WHERE course_id = $1',
      [course.id],
    );
    const fourth = await post(teacher.token, course.id, 'News 3');
    expect(fourth.errors![0].extensions!.code).toBe('TOO_MANY_REQUESTS');
    expect(fourth.errors![0].message).toBe(
      `A course may post 3 announcements in 7 days. The next may be posted from ${new Date(first.getTime() + 7 * 86_400_000).toISOString()}.`,
    );
    expect(await announcementsOf(course.id)).toBe(3);
    expect(await bell(learner.user.id)).toHaveLength(3);

    // Another course of the same educator has its own three.
    const second = await createCourse(app, teacher.user.id, { title: 'Second' });
    expect((await post(teacher.token, second.id)).errors).toBeUndefined();

    // Eight days later the oldest no longer counts.
    await db().query(
      "UPDATE course_announcements SET created_at = created_at - interval '8 days' WHERE course_id = $1 AND title = 'News 0'",
      [course.id],
    );
    expect((await post(teacher.token, course.id, 'News 3')).errors).toBeUndefined();
    expect((await post(teacher.token, course.id, 'News 4')).errors![0].extensions!.code).toBe(
      'TOO_MANY_REQUESTS',
    );
  });

  it('lets exactly 3 of 6 concurrent posts through on a fresh course', async () => {
    const { teacher, course, learner } = await courseWithLearners();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => post(teacher.token, course.id, `Race ${i}`)),
    );
    const codes = results.map((r) => r.errors?.[0]?.extensions?.code ?? 'OK').sort();
    expect(codes).toEqual([
      'OK',
      'OK',
      'OK',
      'TOO_MANY_REQUESTS',
      'TOO_MANY_REQUESTS',
      'TOO_MANY_REQUESTS',
    ]);
    expect(await announcementsOf(course.id)).toBe(3);
    expect(await bell(learner.user.id)).toHaveLength(3);
    expect(await mails(learner.user.email)).toHaveLength(3);
  });

  it('stops the mail in one click (RFC 8058): the next announcement reaches the bell only', async () => {
    const { teacher, course, learner } = await courseWithLearners();
    await post(teacher.token, course.id, 'First');
    const [mail] = await mails(learner.user.email);
    const link = /<https?:\/\/[^/]+(\/notifications\/unsubscribe\/announcements\?[^>]+)>/.exec(
      mail.headers['List-Unsubscribe'],
    )![1];
    expect((await app.http().post(withForgedToken(link))).status).toBe(400);
    expect((await app.http().get(link)).text).toContain('<form method="post"');
    const stopped = await app.http().post(link).type('form').send('List-Unsubscribe=One-Click');
    expect(stopped.status).toBe(200);
    // Clicked twice (a mail client and the person): still one entry.
    await app.http().post(link).type('form').send('List-Unsubscribe=One-Click');
    const [row] = await db().query<{ mail_off: string[] }[]>(
      'SELECT notice_mail_off AS mail_off FROM users WHERE id = $1',
      [learner.user.id],
    );
    expect(row.mail_off).toEqual(['announcement']);
    const { deliveries } = (await app.gql(MY_DELIVERIES, {}, learner.token)).data!.me
      .notificationPreferences;
    expect(deliveries).toContainEqual({ kind: 'announcement', delivery: 'IN_APP' });

    await post(teacher.token, course.id, 'Second');
    expect((await bell(learner.user.id)).map((n) => n.body)).toEqual(['First', 'Second']);
    expect((await mails(learner.user.email)).map((m) => m.subject)).toEqual([
      expect.stringContaining('First'),
    ]);
  });

  it('reaches 1,200 learners in a bounded number of statements', async () => {
    const teacher = await educator(app);
    const course = await createCourse(app, teacher.user.id, { title: 'Big', price: 0 });
    await db().query(
      `WITH u AS (
         INSERT INTO users (name, email, password_hash, image_url)
         SELECT 'Learner ' || n, 'big-' || n || '-' || $2 || '@example.com', 'x', '/uploads/a.png'
         FROM generate_series(1, 1200) n RETURNING id)
       INSERT INTO enrollments (user_id, course_id) SELECT id, $1 FROM u`,
      [course.id, Date.now()],
    );
    // The request only posts and queues; the learners are reached in jobs of 500, off it.
    const [sql, posted] = await requestStatementTexts(() =>
      app.gql(POST, { courseId: course.id, title: 'Big news', body: 'Hello all' }, teacher.token),
    );
    expect(posted.errors).toBeUndefined();
    expect(sql.length).toBeLessThan(15);
    await jobsDone(app, ANNOUNCEMENT_DELIVERY, 60_000);
    const [job] = await db().query<{ jobs: number }[]>(
      `SELECT count(*)::int AS jobs FROM pgboss.job WHERE name = $1 AND data->>'announcementId' = $2`,
      [ANNOUNCEMENT_DELIVERY, posted.data!.postAnnouncement.id],
    );
    expect(job.jobs).toBe(3);
    const [{ bells, sent }] = await db().query<{ bells: number; sent: number }[]>(
      `SELECT (SELECT count(*)::int FROM notifications n JOIN enrollments e ON e.user_id = n.user_id
                WHERE e.course_id = $1 AND n.kind = 'announcement') AS bells,
              (SELECT count(*)::int FROM outbound_mails WHERE kind = 'course_announcement'
                AND to_address LIKE 'big-%') AS sent`,
      [course.id],
    );
    expect({ bells, sent }).toEqual({ bells: 1200, sent: 1200 });
  });

  it('delivers once when a batch runs again, and only to those enrolled when it was posted', async () => {
    const { teacher, course, learner } = await courseWithLearners('Once');
    const posted = await post(teacher.token, course.id, 'Only once');
    const late = await signUp(app, newUser());
    await enroll(app, late.user.id, course.id);
    // A worker whose batch committed but whose job was retried (its instance died) runs it again.
    await app.app.get(AnnouncementDelivery).nextBatch(posted.data!.postAnnouncement.id);
    expect(await bell(learner.user.id)).toHaveLength(1);
    expect(await mails(learner.user.email)).toHaveLength(1);
    expect(await bell(late.user.id)).toEqual([]);
    const [row] = await db().query<{ delivered: boolean; through: string }[]>(
      'SELECT delivered_at IS NOT NULL AS delivered, delivered_through AS through FROM course_announcements WHERE id = $1',
      [posted.data!.postAnnouncement.id],
    );
    expect(row).toEqual({ delivered: true, through: learner.user.id });
  });
});
