import { DataSource } from 'typeorm';
import { Notices, type Notice } from '../../src/push/notices';
import { signUp } from '../support/auth-operations';
import { createCourse, educator, enroll } from '../support/catalog-fixtures';
import { buyCourse } from '../support/checkout';
import { newUser, TestApp } from '../support/test-app';
import { untilWaitingOnLocks } from '../support/until';
import { NoticeDelivery } from '../../src/users/dto/notification-preferences';
import { setNoticeDeliveries } from '../../src/users/user-writes';

type Session = Awaited<ReturnType<typeof signUp>>;

const LIST = `query($first: Int, $after: String) { notifications(first: $first, after: $after) {
  nodes { id kind title body url createdAt readAt } pageInfo { hasNextPage endCursor } } }`;
const COUNT = '{ unreadNotificationCount }';
const MARK = `mutation($id: ID!) { markNotificationRead(id: $id) { id readAt } }`;
const MARK_ALL = 'mutation { markAllNotificationsRead }';
const DELIVERIES = `mutation($deliveries: [NoticeDeliveryInput!]) {
  updateNotificationPreferences(input: { deliveries: $deliveries }) {
    notificationPreferences { deliveries { kind delivery mailOptional } } } }`;
const MY_DELIVERIES =
  '{ me { notificationPreferences { deliveries { kind delivery mailOptional } } } }';
const REFUND = `mutation($courseId: ID!) { requestRefund(courseId: $courseId) { message } }`;
const COMPLETE = `mutation($courseId: ID!, $lectureId: ID!) {
  completeLecture(courseId: $courseId, lectureId: $lectureId) { certificate { id } } }`;

describe('notifications in the product (the bell)', () => {
  let app: TestApp;
  let teacher: Session;
  beforeAll(async () => {
    app = await TestApp.start();
    teacher = await educator(app);
  });
  afterAll(() => app.close());

  const db = () => app.app.get(DataSource);
  const bell = async (userId: string) =>
    db().query<{ kind: string; title: string; url: string; read_at: Date | null }[]>(
      'SELECT kind, title, url, read_at FROM notifications WHERE user_id = $1 ORDER BY created_at',
      [userId],
    );
  const mails = async (email: string, kind: string) =>
    db().query<{ subject: string }[]>(
      'SELECT subject FROM outbound_mails WHERE to_address = $1 AND kind = $2',
      [email, kind],
    );
  const choose = (token: string, deliveries: { kind: string; delivery: string }[]) =>
    app.gql(DELIVERIES, { deliveries }, token);
  /** A notice as a feature sends it, through the app's own `Notices`, in a transaction of its own. */
  const send = (notice: Notice) => db().transaction((tx) => app.app.get(Notices).send(tx, notice));
  const booking = (who: Session, n = 0): Notice => ({
    kind: 'booking',
    userId: who.user.id,
    mail: {
      kind: 'test_booking',
      to: who.user.email,
      subject: `Booking moved ${n}`,
      heading: 'Booking moved',
      paragraphs: ['It moved.'],
    },
    push: { title: `Booking moved ${n}`, body: 'It moved.', url: '/mentorship' },
  });
  const completeCourse = async (learner: Session, title: string) => {
    const course = await createCourse(app, teacher.user.id, {
      title,
      price: 0,
      chapters: [[{ free: true, minutes: 5 }]],
    });
    await enroll(app, learner.user.id, course.id);
    const [{ id: lectureId }] = await db().query<{ id: string }[]>(
      'SELECT l.id FROM lectures l JOIN chapters c ON c.id = l.chapter_id WHERE c.course_id = $1',
      [course.id],
    );
    const done = await app.gql(COMPLETE, { courseId: course.id, lectureId }, learner.token);
    return done.data!.completeLecture.certificate.id as string;
  };

  it('puts a certificate and a refund in the bell, in the learner’s language, beside their mail', async () => {
    const learner = await signUp(app, newUser());
    await app.gql('mutation { setLocale(locale: "hi") { id } }', {}, learner.token);
    const certificateId = await completeCourse(learner, 'Branding');
    const course = await createCourse(app, teacher.user.id, { title: 'Paid', price: 1000 });
    await buyCourse(app, learner, course.id);
    expect((await app.gql(REFUND, { courseId: course.id }, learner.token)).errors).toBeUndefined();

    const { data } = await app.gql(LIST, {}, learner.token);
    expect(data!.notifications.nodes).toEqual([
      expect.objectContaining({ kind: 'refund', url: '/account', readAt: null }),
      expect.objectContaining({
        kind: 'certificate',
        title: 'आपका सर्टिफ़िकेट तैयार है',
        url: `/certificate/${certificateId}`,
        readAt: null,
      }),
    ]);
    expect((await app.gql(COUNT, {}, learner.token)).data!.unreadNotificationCount).toBe(2);
    expect(await mails(learner.user.email, 'certificate_issued')).toHaveLength(1);
  });

  it('lists every kind BOTH by default, and says which mail may be turned off', async () => {
    const learner = await signUp(app, newUser());
    const { deliveries } = (await app.gql(MY_DELIVERIES, {}, learner.token)).data!.me
      .notificationPreferences;
    expect(deliveries).toEqual(
      expect.arrayContaining([
        { kind: 'refund', delivery: 'BOTH', mailOptional: false },
        { kind: 'certificate', delivery: 'BOTH', mailOptional: false },
        { kind: 'announcement', delivery: 'BOTH', mailOptional: true },
        { kind: 'booking', delivery: 'BOTH', mailOptional: true },
        { kind: 'live_session', delivery: 'BOTH', mailOptional: true },
        { kind: 'question_answered', delivery: 'BOTH', mailOptional: true },
        { kind: 'answer_accepted', delivery: 'BOTH', mailOptional: true },
        { kind: 'post_hidden', delivery: 'BOTH', mailOptional: true },
      ]),
    );
    expect(deliveries).toHaveLength(8);
  });

  it('IN_APP only stops an optional mail but never the certificate’s; MAIL only writes no bell row', async () => {
    const learner = await signUp(app, newUser());
    const set = await choose(learner.token, [
      { kind: 'booking', delivery: 'IN_APP' },
      { kind: 'certificate', delivery: 'IN_APP' },
    ]);
    expect(set.errors).toBeUndefined();
    const byKind = (list: { kind: string; delivery: string }[]) =>
      Object.fromEntries(list.map((d) => [d.kind, d.delivery]));
    expect(
      byKind(set.data!.updateNotificationPreferences.notificationPreferences.deliveries),
    ).toMatchObject({ booking: 'IN_APP', certificate: 'IN_APP', refund: 'BOTH' });

    await send(booking(learner, 1));
    expect(await mails(learner.user.email, 'test_booking')).toEqual([]);
    expect((await bell(learner.user.id)).map((n) => n.title)).toEqual(['Booking moved 1']);

    await completeCourse(learner, 'Kept mail');
    expect(await mails(learner.user.email, 'certificate_issued')).toHaveLength(1);
    expect((await bell(learner.user.id)).map((n) => n.kind)).toEqual(['booking', 'certificate']);

    // MAIL only: the mail, no bell row; kinds left out keep their choice.
    await choose(learner.token, [{ kind: 'booking', delivery: 'MAIL' }]);
    expect(
      byKind(
        (await app.gql(MY_DELIVERIES, {}, learner.token)).data!.me.notificationPreferences
          .deliveries,
      ),
    ).toMatchObject({ booking: 'MAIL', certificate: 'IN_APP' });
    await send(booking(learner, 2));
    expect(await mails(learner.user.email, 'test_booking')).toEqual([
      { subject: 'Booking moved 2' },
    ]);
    expect(await bell(learner.user.id)).toHaveLength(2);

    // BOTH again: both.
    await choose(learner.token, [{ kind: 'booking', delivery: 'BOTH' }]);
    await send(booking(learner, 3));
    expect(await mails(learner.user.email, 'test_booking')).toHaveLength(2);
    expect(await bell(learner.user.id)).toHaveLength(3);
  });

  it('a save of some kinds never undoes a one-click unsubscribe that races it', async () => {
    const learner = await signUp(app, newUser());
    // The unsubscribe is written and holds the row while the save reads, then commits.
    const unsubscribe = db().createQueryRunner();
    await unsubscribe.startTransaction();
    await setNoticeDeliveries(unsubscribe.manager, learner.user.id, [
      { kind: 'announcement', delivery: NoticeDelivery.IN_APP },
    ]);
    const saving = choose(learner.token, [{ kind: 'booking', delivery: 'MAIL' }]);
    await untilWaitingOnLocks(db(), 1);
    await unsubscribe.commitTransaction();
    await unsubscribe.release();
    expect((await saving).errors).toBeUndefined();
    const { deliveries } = (await app.gql(MY_DELIVERIES, {}, learner.token)).data!.me
      .notificationPreferences;
    expect(deliveries).toContainEqual(expect.objectContaining({ kind: 'announcement', delivery: 'IN_APP' }));
    expect(deliveries).toContainEqual(expect.objectContaining({ kind: 'booking', delivery: 'MAIL' }));
  });

  it('refuses an unknown kind or delivery on `deliveries`, and changes nothing', async () => {
    const learner = await signUp(app, newUser());
    await choose(learner.token, [{ kind: 'booking', delivery: 'IN_APP' }]);
    for (const deliveries of [
      [
        { kind: 'booking', delivery: 'MAIL' },
        { kind: 'lottery', delivery: 'MAIL' },
      ],
      [{ kind: '', delivery: 'BOTH' }],
    ]) {
      const refused = await choose(learner.token, deliveries);
      expect(refused.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
      expect(refused.errors![0].extensions!.fields).toEqual([
        expect.objectContaining({ field: 'deliveries' }),
      ]);
    }
    const badEnum = await choose(learner.token, [{ kind: 'booking', delivery: 'PIGEON' }]);
    expect(badEnum.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    const [row] = await db().query<{ mail_off: string[]; app_off: string[] }[]>(
      'SELECT notice_mail_off AS mail_off, notice_app_off AS app_off FROM users WHERE id = $1',
      [learner.user.id],
    );
    expect(row).toEqual({ mail_off: ['booking'], app_off: [] });
  });

  it('counts unread exactly through 20 concurrent notices and concurrent reads, then marks all read', async () => {
    const learner = await signUp(app, newUser());
    for (let i = 0; i < 5; i++) await send(booking(learner, i));
    const before = (await app.gql(LIST, {}, learner.token)).data!.notifications.nodes as {
      id: string;
    }[];
    expect(before).toHaveLength(5);
    const results = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => send(booking(learner, 100 + i))),
      ...before
        .slice(0, 3)
        .flatMap(({ id }) => [
          app.gql(MARK, { id }, learner.token),
          app.gql(MARK, { id }, learner.token),
        ]),
      app.gql(COUNT, {}, learner.token),
    ]);
    for (const r of results.slice(20) as { errors?: unknown }[]) expect(r.errors).toBeUndefined();
    const [{ exact }] = await db().query<{ exact: number }[]>(
      'SELECT count(*)::int AS exact FROM notifications WHERE user_id = $1 AND read_at IS NULL',
      [learner.user.id],
    );
    expect(exact).toBe(22);
    expect((await app.gql(COUNT, {}, learner.token)).data!.unreadNotificationCount).toBe(22);

    // A read one keeps its first time when marked again.
    const again = await app.gql(MARK, { id: before[0].id }, learner.token);
    const [{ read_at: readAt }] = await db().query<{ read_at: Date }[]>(
      'SELECT read_at FROM notifications WHERE id = $1',
      [before[0].id],
    );
    expect(new Date(again.data!.markNotificationRead.readAt as string)).toEqual(readAt);

    expect((await app.gql(MARK_ALL, {}, learner.token)).data!.markAllNotificationsRead).toBe(22);
    expect((await app.gql(COUNT, {}, learner.token)).data!.unreadNotificationCount).toBe(0);
    expect((await app.gql(MARK_ALL, {}, learner.token)).data!.markAllNotificationsRead).toBe(0);
  });

  it("answers NOT_FOUND for someone else's notification or an unknown id, and changes nothing", async () => {
    const owner = await signUp(app, newUser());
    const other = await signUp(app, newUser());
    await send(booking(owner));
    const [{ id }] = (await app.gql(LIST, {}, owner.token)).data!.notifications.nodes;
    for (const target of [id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const refused = await app.gql(MARK, { id: target }, other.token);
      expect(refused.data).toBeNull();
      expect(refused.errors![0].extensions!.code).toBe('NOT_FOUND');
      expect(refused.errors![0].message).toBe('Notification not found');
    }
    expect((await app.gql(MARK_ALL, {}, other.token)).data!.markAllNotificationsRead).toBe(0);
    expect((await bell(owner.user.id))[0].read_at).toBeNull();
    expect((await app.gql(COUNT, {}, owner.token)).data!.unreadNotificationCount).toBe(1);
    expect((await app.gql(LIST, {}, other.token)).data!.notifications.nodes).toEqual([]);
    expect((await app.gql(COUNT, {})).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('pages newest first with a cursor, and refuses a bad cursor or page size', async () => {
    const learner = await signUp(app, newUser());
    for (let i = 0; i < 5; i++) await send(booking(learner, i));
    const titles: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 3; page++) {
      const { data }: { data?: Record<string, any> | null } = await app.gql(
        LIST,
        { first: 2, after },
        learner.token,
      );
      titles.push(...data!.notifications.nodes.map((n: { title: string }) => n.title));
      after = data!.notifications.pageInfo.endCursor;
      expect(data!.notifications.pageInfo.hasNextPage).toBe(page < 2);
    }
    expect(titles).toEqual([4, 3, 2, 1, 0].map((n) => `Booking moved ${n}`));
    const bad = await app.gql(LIST, { after: 'nonsense' }, learner.token);
    expect(bad.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    const tooMany = await app.gql(LIST, { first: 101 }, learner.token);
    expect(tooMany.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
  });

  it('exports the notifications with the data, and forgets them with the account', async () => {
    const learner = await signUp(app, newUser());
    await send(booking(learner, 7));
    await choose(learner.token, [{ kind: 'announcement', delivery: 'IN_APP' }]);
    const exported = JSON.parse(
      (await app.gql('{ myDataExport }', {}, learner.token)).data!.myDataExport as string,
    );
    expect(exported.notifications).toEqual([
      expect.objectContaining({ kind: 'booking', title: 'Booking moved 7', readAt: null }),
    ]);
    expect(exported.noticeDeliveries).toContainEqual({
      kind: 'announcement',
      delivery: 'IN_APP',
      mailOptional: true,
    });
    const deleted = await app.gql(
      'mutation($p: String!) { deleteAccount(password: $p) }',
      { p: 'Str0ng!pass' },
      learner.token,
    );
    expect(deleted.errors).toBeUndefined();
    expect(await bell(learner.user.id)).toEqual([]);
  });
});
