import { DataSource } from 'typeorm';
import { SalesDigestService } from '../../src/educator/sales-digest.service';
import { SEND_MAIL } from '../../src/mail/mail-outbox';
import {
  EDUCATOR_SALE_NOTICE,
  EducatorSaleNotices,
} from '../../src/payments/educator-sale-notices';
import { jobsDone } from '../support/jobs';
import { requestStatementTexts } from '../support/statements';
import { signUp } from '../support/auth-operations';
import { createCourse, educator } from '../support/catalog-fixtures';
import { newUser, TestApp } from '../support/test-app';
import { withForgedToken } from '../support/mail-catcher';

const PREFS = `mutation($input: NotificationPreferencesInput!) {
  updateNotificationPreferences(input: $input) { notificationPreferences { saleNotices reviewNotices } } }`;
const MY_PREFS = '{ me { notificationPreferences { saleNotices reviewNotices } } }';
const ENROLL = `mutation($courseId: ID!) { purchaseCourse(courseId: $courseId) { __typename } }`;
const RATE = `mutation($courseId: ID!) { rateCourse(courseId: $courseId, rating: 5, review: "Great") { rating } }`;

describe("an educator's mail preferences", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await TestApp.start();
  });
  afterAll(() => app.close());
  const mailsTo = async (email: string, kind: string) =>
    await app.app
      .get(DataSource)
      .query<{ text: string }[]>(
        'SELECT text FROM outbound_mails WHERE to_address = $1 AND kind = $2 ORDER BY created_at',
        [email, kind],
      );

  it('sends one daily digest instead of a mail per learner, each learner once, and no review mail when off', async () => {
    const teacher = await educator(app);
    const courseId = (await createCourse(app, teacher.user.id, { title: 'Hooks', price: 0 })).id;
    expect((await app.gql(MY_PREFS, {}, teacher.token)).data!.me.notificationPreferences).toEqual({
      saleNotices: 'INSTANT',
      reviewNotices: true,
    });
    const set = await app.gql(
      PREFS,
      { input: { saleNotices: 'DAILY', reviewNotices: false } },
      teacher.token,
    );
    expect(set.data!.updateNotificationPreferences.notificationPreferences).toEqual({
      saleNotices: 'DAILY',
      reviewNotices: false,
    });
    expect((await app.gql(MY_PREFS, {}, teacher.token)).data!.me.notificationPreferences).toEqual({
      saleNotices: 'DAILY',
      reviewNotices: false,
    });
    const bad = await app.gql(PREFS, { input: { saleNotices: 'HOURLY' } }, teacher.token);
    expect(bad.errors![0].extensions!.code).toBe('BAD_USER_INPUT');

    const first = await signUp(app, newUser({ name: 'Asha First' }));
    await app.gql(ENROLL, { courseId }, first.token);
    await app.gql(RATE, { courseId }, first.token);
    await jobsDone(app, EDUCATOR_SALE_NOTICE);
    expect(await mailsTo(teacher.user.email, 'educator_sale')).toEqual([]);
    expect(await mailsTo(teacher.user.email, 'educator_review')).toEqual([]);

    const digests = app.app.get(SalesDigestService);
    const now = new Date(Date.now() + 1000);
    await digests.sendDueDigests(now);
    const [digest] = await mailsTo(teacher.user.email, 'educator_digest');
    expect(digest.text).toContain('Asha First joined "Hooks" (free).');
    await digests.sendDueDigests(new Date(now.getTime() + 60_000)); // not due again for a day
    expect(await mailsTo(teacher.user.email, 'educator_digest')).toHaveLength(1);

    await new Promise((r) => setTimeout(r, 1200)); // past the first digest's mark
    const second = await signUp(app, newUser({ name: 'Bilal Second' }));
    await app.gql(ENROLL, { courseId }, second.token);
    await digests.sendDueDigests(new Date(now.getTime() + 25 * 3600_000));
    const both = await mailsTo(teacher.user.email, 'educator_digest');
    expect(both).toHaveLength(2);
    expect(both[1].text).toContain('Bilal Second joined');
    expect(both[1].text).not.toContain('Asha First');
  });

  it('mails nothing about new learners when sale notices are off, and the preference is only visible to its owner', async () => {
    const teacher = await educator(app);
    const courseId = (await createCourse(app, teacher.user.id, { title: 'Quiet', price: 0 })).id;
    await app.gql(PREFS, { input: { saleNotices: 'OFF' } }, teacher.token);
    const learner = await signUp(app, newUser());
    await app.gql(ENROLL, { courseId }, learner.token);
    await jobsDone(app, EDUCATOR_SALE_NOTICE);
    await app.app.get(SalesDigestService).sendDueDigests(new Date(Date.now() + 2 * 86_400_000));
    expect(await mailsTo(teacher.user.email, 'educator_sale')).toEqual([]);
    expect(await mailsTo(teacher.user.email, 'educator_digest')).toEqual([]);
    expect(
      (await app.gql(PREFS, { input: { saleNotices: 'OFF' } })).errors![0].extensions!.code,
    ).toBe('UNAUTHENTICATED');
  });

  it('lets an educator stop notices in one click from the mail (RFC 8058), and only with a valid link', async () => {
    const teacher = await educator(app);
    const courseId = (await createCourse(app, teacher.user.id, { title: 'Loud', price: 0 })).id;
    const learner = await signUp(app, newUser({ name: 'Lina Loud' }));
    await app.gql(ENROLL, { courseId }, learner.token);
    await jobsDone(app, EDUCATOR_SALE_NOTICE);
    const [row] = await app.app
      .get(DataSource)
      .query<{ headers: Record<string, string> }[]>(
        "SELECT headers FROM outbound_mails WHERE to_address = $1 AND kind = 'educator_sale'",
        [teacher.user.email],
      );
    expect(row.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = /<https?:\/\/[^/]+(\/notifications\/unsubscribe\/sales\?[^>]+)>/.exec(
      row.headers['List-Unsubscribe'],
    )![1];
    expect((await app.http().post(withForgedToken(link))).status).toBe(400);
    expect((await app.http().get(link)).text).toContain('<form method="post"');
    expect(
      (await app.gql(MY_PREFS, {}, teacher.token)).data!.me.notificationPreferences.saleNotices,
    ).toBe('INSTANT');
    const stopped = await app.http().post(link).type('form').send('List-Unsubscribe=One-Click');
    expect(stopped.status).toBe(200);
    expect(
      (await app.gql(MY_PREFS, {}, teacher.token)).data!.me.notificationPreferences.saleNotices,
    ).toBe('OFF');
  });

  it('mails an instant notice off the request, once even when its job runs twice', async () => {
    const teacher = await educator(app);
    const courseId = (await createCourse(app, teacher.user.id, { title: 'Once', price: 0 })).id;
    const learner = await signUp(app, newUser({ name: 'Omar Once' }));
    const [sql] = await requestStatementTexts(() => app.gql(ENROLL, { courseId }, learner.token));
    expect(sql.filter((text) => /outbound_mails/.test(text))).toEqual([]);
    await jobsDone(app, EDUCATOR_SALE_NOTICE);
    const [mail] = await mailsTo(teacher.user.email, 'educator_sale');
    expect(mail.text).toContain('Omar Once');

    const db = app.app.get(DataSource);
    const [job] = await db.query<{ id: string; data: never }[]>(
      `SELECT id, data FROM pgboss.job WHERE name = $1 AND data->>'courseId' = $2`,
      [EDUCATOR_SALE_NOTICE, courseId],
    );
    const sends = async () =>
      (
        await db.query<{ n: number }[]>(
          `SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND data->>'id' = $2`,
          [SEND_MAIL, job.id],
        )
      )[0].n;
    const sentBefore = await sends();
    // As a retry after a crash between the mail's commit and the job's completion would.
    await app.app.get(EducatorSaleNotices).deliver(job);
    expect(await mailsTo(teacher.user.email, 'educator_sale')).toHaveLength(1);
    expect(await sends()).toBe(sentBefore);
  });
});
