import { DataSource } from 'typeorm';
import { WeeklyHours } from '../../src/mentorship/availability.entity';
import { MentorProfile } from '../../src/mentorship/mentor-profile.entity';
import { SessionType } from '../../src/mentorship/session-type.entity';
import { Coupon, CouponKind } from '../../src/payments/coupons/coupon.entity';
import { signUp } from '../support/auth-operations';
import { educator } from '../support/catalog-fixtures';
import { requestStatementTexts } from '../support/statements';
import { newUser, TestApp, type GraphQLResponse } from '../support/test-app';

type Session = Awaited<ReturnType<typeof signUp>>;

const ROW = `id mentorEmail learnerEmail cancelledByName
  booking { id status startsAt pricePaise cancelReason sessionType { title } mentor { id name } learner { id name } }
  audit { action reason actorEmail targetName before after }`;
const LIST = `query($status: BookingStatus, $search: String, $page: Int) {
  adminBookings(status: $status, search: $search, page: $page) { totalCount page pageSize nodes { ${ROW} } } }`;
const CANCEL = `mutation($id: ID!, $reason: String!) { adminCancelBooking(id: $id, reason: $reason) { ${ROW} } }`;
const BOOK = `mutation($input: BookSessionInput!) { bookSession(input: $input) { id status } }`;
const PAY = `mutation($id: ID!, $coupon: String) { payForBooking(bookingId: $id, couponCode: $coupon) {
  ... on PaymentOrder { purchaseId } } }`;
const SANDBOX = `mutation($purchaseId: ID!) { sandboxCheckout(purchaseId: $purchaseId) {
  razorpayOrderId razorpayPaymentId razorpaySignature } }`;
const VERIFY = `mutation($input: VerifyPaymentInput!) { verifyPayment(input: $input) { message } }`;
const AUDIT = `query($filter: AuditLogFilter) { adminAuditLog(filter: $filter) {
  totalCount nodes { action targetType targetId targetName reason } } }`;

const HOUR = 3600_000;
const FILE_STARTED = Date.now();
/** `hh:mm` UTC three days from the file's start: beyond the notice, inside the window. */
const at = (hhmm: string) =>
  `${new Date(FILE_STARTED + 72 * HOUR).toISOString().slice(0, 10)}T${hhmm}:00.000Z`;

/** The admin console's bookings: who may see them, the filters, and an audited cancellation. */
describe('admin bookings', () => {
  let app: TestApp;
  let db: DataSource;
  let admin: Session;
  let learner: Session;
  let mentor: Session;
  let mentorName: string;
  let freeId: string;
  let heldId: string;
  let freeTypeId: string;
  let paidTypeId: string;

  const gql = (query: string, variables: Record<string, unknown>, token = admin.token) =>
    app.gql(query, variables, token);
  const codeOf = (res: GraphQLResponse) => res.errors?.[0]?.extensions?.code;

  beforeAll(async () => {
    app = await TestApp.start();
    db = app.app.get(DataSource);
    admin = await signUp(app, newUser({ name: 'Ada Admin' }));
    await db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.user.id]);
    mentor = await educator(app);
    mentorName = 'Edu Cator';
    const mentorId = mentor.user.id;
    await db
      .getRepository(MentorProfile)
      .insert({ userId: mentorId, headline: 'Mentor', timeZone: 'UTC' });
    await db.getRepository(WeeklyHours).insert(
      [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        mentorId,
        weekday,
        startMinute: 9 * 60,
        endMinute: 17 * 60,
      })),
    );
    const types = db.getRepository(SessionType);
    const base = {
      mentorId,
      durationMinutes: 30,
      minNoticeMinutes: 60,
      cancellationPolicy: 'A day ahead.',
    };
    const free = await types.save({ ...base, title: 'Quick intro', pricePaise: 0 });
    const paid = await types.save({ ...base, title: 'Portfolio review', pricePaise: 99_900 });
    [freeTypeId, paidTypeId] = [free.id, paid.id];
    learner = await signUp(app, newUser({ name: 'Zoya Learner' }));
    const book = async (sessionTypeId: string, startsAt: string) =>
      (
        await gql(
          BOOK,
          { input: { sessionTypeId, startsAt, timeZone: 'Asia/Kolkata' } },
          learner.token,
        )
      ).data!.bookSession.id as string;
    freeId = await book(free.id, at('10:00'));
    heldId = await book(paid.id, at('12:00'));
  });
  afterAll(async () => {
    await app?.close();
  });

  it('refuses a learner and a mentor: FORBIDDEN, nothing changed', async () => {
    for (const token of [learner.token, mentor.token]) {
      expect(codeOf(await gql(LIST, {}, token))).toBe('FORBIDDEN');
      expect(codeOf(await gql(CANCEL, { id: freeId, reason: 'No' }, token))).toBe('FORBIDDEN');
    }
    expect(codeOf(await app.gql(LIST, {}))).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
    const [row] = await db.query(`SELECT status FROM bookings WHERE id = $1`, [freeId]);
    expect(row.status).toBe('confirmed');
  });

  it('lists bookings with both people, filtered by status and search, 25 a page', async () => {
    const all = (await gql(LIST, { search: 'zoya' })).data!.adminBookings;
    expect(all).toMatchObject({ totalCount: 2, page: 1, pageSize: 25 });
    expect(all.nodes.map((n: any) => n.booking.id)).toEqual([heldId, freeId]);
    expect(all.nodes[1]).toMatchObject({
      learnerEmail: learner.user.email,
      cancelledByName: null,
      audit: [],
      booking: {
        status: 'CONFIRMED',
        startsAt: at('10:00'),
        pricePaise: 0,
        sessionType: { title: 'Quick intro' },
        mentor: { name: mentorName },
        learner: { name: 'Zoya Learner' },
      },
    });
    const held = (await gql(LIST, { status: 'HELD', search: 'Portfolio' })).data!.adminBookings;
    expect(held.nodes.map((n: any) => [n.booking.id, n.booking.pricePaise])).toEqual([
      [heldId, 99_900],
    ]);
    const none = (await gql(LIST, { status: 'CANCELLED', search: 'zoya' })).data!.adminBookings;
    expect(none.totalCount).toBe(0);
    expect(codeOf(await gql(LIST, { page: 0 }))).toBe('BAD_USER_INPUT');
  });

  it('cancels for the mentor, audited in the same change; both are told; a second cancel is refused', async () => {
    expect(codeOf(await gql(CANCEL, { id: freeId, reason: '  ' }))).toBe('BAD_USER_INPUT');
    expect(
      codeOf(await gql(CANCEL, { id: '00000000-0000-4000-8000-000000000000', reason: 'x' })),
    ).toBe('NOT_FOUND');
    const res = await gql(CANCEL, { id: freeId, reason: 'Mentor is unwell' });
    expect(res.errors).toBeUndefined();
    const row = res.data!.adminCancelBooking;
    expect(row).toMatchObject({
      cancelledByName: 'Ada Admin',
      booking: { status: 'CANCELLED', cancelReason: 'Mentor is unwell' },
    });
    expect(row.audit).toHaveLength(1);
    expect(row.audit[0]).toMatchObject({
      action: 'booking.cancel',
      reason: 'Mentor is unwell',
      actorEmail: admin.user.email,
      targetName: `Quick intro with ${mentorName}, booked by Zoya Learner`,
    });
    expect(JSON.parse(row.audit[0].before)).toMatchObject({ status: 'confirmed' });
    expect(JSON.parse(row.audit[0].after)).toMatchObject({ status: 'cancelled' });
    const [stored] = await db.query(`SELECT cancelled_by, sequence FROM bookings WHERE id = $1`, [
      freeId,
    ]);
    expect(stored).toEqual({ cancelled_by: admin.user.id, sequence: 1 });

    const mails = await db.query<{ text: string }[]>(
      `SELECT text FROM outbound_mails WHERE kind = 'booking_cancelled' AND to_address = $1`,
      [learner.user.email],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain("The site's team cancelled it.");

    const again = await gql(CANCEL, { id: freeId, reason: 'Twice' });
    expect(again.errors?.[0]).toMatchObject({
      message: 'This booking is already cancelled.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const log = (await gql(AUDIT, { filter: { targetType: 'booking', targetId: freeId } })).data!
      .adminAuditLog;
    expect(log.totalCount).toBe(1);
    const cancelled = (await gql(LIST, { status: 'CANCELLED', search: 'zoya' })).data!
      .adminBookings;
    expect(cancelled.nodes.map((n: any) => n.id)).toEqual([freeId]);
  });

  it('shows whether each booking was paid, what it took, and whether it was refunded, in one query', async () => {
    const payer = await signUp(app, newUser({ name: 'Kiran Payer' }));
    await db.getRepository(Coupon).insert({
      educatorId: mentor.user.id,
      courseId: null,
      code: 'TALK20',
      kind: CouponKind.PERCENT_OFF,
      value: 20,
    });
    const ok = async (query: string, variables: Record<string, unknown>, token: string) => {
      const res = await app.gql(query, variables, token);
      expect(res.errors).toBeUndefined();
      return res.data!;
    };
    const book = async (sessionTypeId: string, startsAt: string) =>
      (
        await ok(
          BOOK,
          { input: { sessionTypeId, startsAt, timeZone: 'Asia/Kolkata' } },
          payer.token,
        )
      ).bookSession.id as string;
    /** Pays a held booking in the sandbox, as the learner's checkout does. */
    const pay = async (bookingId: string, couponCode?: string) => {
      const order = (await ok(PAY, { id: bookingId, coupon: couponCode }, payer.token))
        .payForBooking;
      const proof = (await ok(SANDBOX, { purchaseId: order.purchaseId }, payer.token))
        .sandboxCheckout;
      await ok(VERIFY, { input: { purchaseId: order.purchaseId, ...proof } }, payer.token);
    };
    const free = await book(freeTypeId, at('13:00'));
    const unpaid = await book(paidTypeId, at('14:00'));
    const paid = await book(paidTypeId, at('15:00'));
    await pay(paid);
    const discounted = await book(paidTypeId, at('16:00'));
    await pay(discounted, 'TALK20');
    const refunded = await book(paidTypeId, at('16:30'));
    await pay(refunded);
    expect((await gql(CANCEL, { id: refunded, reason: 'Mentor is away' })).errors).toBeUndefined();

    const [sql, res] = await requestStatementTexts(() =>
      gql(
        `query($search: String) { adminBookings(search: $search) { nodes {
          booking { id status pricePaise paid paidPaise refunded } } } }`,
        { search: 'Kiran' },
      ),
    );
    expect(res.errors).toBeUndefined();
    const rows = res.data!.adminBookings.nodes.map((n: any) => n.booking);
    expect(rows).toEqual([
      {
        id: refunded,
        status: 'CANCELLED',
        pricePaise: 99_900,
        paid: true,
        paidPaise: 99_900,
        refunded: true,
      },
      {
        id: discounted,
        status: 'CONFIRMED',
        pricePaise: 99_900,
        paid: true,
        paidPaise: 79_920,
        refunded: false,
      },
      {
        id: paid,
        status: 'CONFIRMED',
        pricePaise: 99_900,
        paid: true,
        paidPaise: 99_900,
        refunded: false,
      },
      {
        id: unpaid,
        status: 'HELD',
        pricePaise: 99_900,
        paid: false,
        paidPaise: null,
        refunded: false,
      },
      {
        id: free,
        status: 'CONFIRMED',
        pricePaise: 0,
        paid: false,
        paidPaise: null,
        refunded: false,
      },
    ]);
    // The payments of the whole page in one statement, not one per booking.
    expect(sql.filter((text) => /\bFROM purchases\b/.test(text))).toHaveLength(1);
  });
});
