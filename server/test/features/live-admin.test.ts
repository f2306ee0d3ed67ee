import { DataSource } from 'typeorm';
import { LiveSeatStatus } from '../../src/live/live-seat.entity';
import { LiveAccess } from '../../src/live/live-session.entity';
import { Purchase, PurchaseStatus } from '../../src/payments/purchase.entity';
import { Role, User } from '../../src/users/user.entity';
import { signUp } from '../support/auth-operations';
import { createCourse, educator } from '../support/catalog-fixtures';
import { createLiveSession, seatLearner } from '../support/live-fixtures';
import { requestStatementTexts } from '../support/statements';
import { newUser, TestApp } from '../support/test-app';

const LIST = `query($search: String, $page: Int) { adminLiveSessions(search: $search, page: $page) {
  totalCount page pageSize nodes {
    id title status access pricePaise courseId courseTitle hostId hostName hostEmail timeZone
    firstStartsAt nextStartsAt meetings meetingsLeft recordings capacity seatsTaken waitlistCount
    paidSeats paidPaise refundCount refundedPaise } } }`;

const DAY = 24 * 3600_000;

/** The admin console's live sessions (docs/live-sessions.md, "Admin"). */
describe('admin: live sessions', () => {
  let app: TestApp;
  let db: DataSource;
  let admin: { token: string };

  beforeAll(async () => {
    app = await TestApp.start();
    db = app.app.get(DataSource);
    const session = await signUp(app, newUser({ name: 'Ada Admin' }));
    await db.getRepository(User).update(session.user.id, { role: Role.ADMIN });
    admin = session;
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A seat's payment, as payments leaves it; with `creditNotePaise`, a receipt and its credit note. */
  let numbers = 0;
  async function payment(
    userId: string,
    liveSeatId: string,
    amountPaise: number,
    status: PurchaseStatus,
    creditNotePaise?: number,
  ) {
    const done = status === PurchaseStatus.PENDING ? null : new Date();
    const purchase = await db.getRepository(Purchase).save({
      userId,
      liveSeatId,
      amountPaise,
      currency: 'INR',
      status,
      provider: 'sandbox',
      completedAt: done,
      refundedAt: status === PurchaseStatus.REFUNDED ? new Date() : null,
    });
    if (creditNotePaise === undefined) return;
    numbers += 1;
    const [receipt] = await db.query<{ id: string }[]>(
      `INSERT INTO receipts (number, purchase_id, user_id, buyer_name, buyer_email, course_title,
         amount_paise, currency, seller)
       VALUES ($1, $2, $3, 'Buyer', 'buyer@example.com', 'Seat', $4, 'INR', '{}') RETURNING id`,
      [1000 + numbers, purchase.id, userId, amountPaise],
    );
    await db.query(
      `INSERT INTO credit_notes (number, receipt_id, amount_paise, currency, seller)
       VALUES ($1, $2, $3, 'INR', '{}')`,
      [1000 + numbers, receipt.id, creditNotePaise],
    );
  }

  it('lists every session for admins only, its figures exact, in one query a page', async () => {
    const host = await educator(app);
    const course = await createCourse(app, host.user.id, { title: 'Hooks and reels' });
    const learners = await Promise.all(
      Array.from({ length: 7 }, (_, i) => signUp(app, newUser({ name: `Learner ${i}` }))),
    );
    const ids = learners.map((l) => l.user.id);

    // Sold as seats, next meeting in two days (one already held), with a recording.
    const paid = await createLiveSession(app, {
      hostId: host.user.id,
      courseId: course.id,
      title: 'Paid hot seat',
      access: LiveAccess.SEAT,
      pricePaise: 50_000,
      capacity: 4,
      startsEach: [-DAY, 2 * DAY],
    });
    const kept = await seatLearner(app, paid.session.id, ids[0]);
    await payment(ids[0], kept.id, 50_000, PurchaseStatus.COMPLETED);
    // Refunded in part (a series cancelled after some meetings): its credit note says how much.
    const part = await seatLearner(app, paid.session.id, ids[1], LiveSeatStatus.CANCELLED);
    await payment(ids[1], part.id, 50_000, PurchaseStatus.REFUNDED, 25_000);
    // Refunded in full, bought with a coupon, no receipt.
    const whole = await seatLearner(app, paid.session.id, ids[2], LiveSeatStatus.CANCELLED);
    await payment(ids[2], whole.id, 40_000, PurchaseStatus.REFUNDED);
    // Free by a coupon: a seat, not a paid one; a checkout left open: nothing.
    const free = await seatLearner(app, paid.session.id, ids[3]);
    await payment(ids[3], free.id, 0, PurchaseStatus.COMPLETED);
    const held = await seatLearner(app, paid.session.id, ids[4], LiveSeatStatus.HELD);
    await payment(ids[4], held.id, 50_000, PurchaseStatus.PENDING);
    await seatLearner(app, paid.session.id, ids[5], LiveSeatStatus.WAITLISTED);
    await seatLearner(app, paid.session.id, ids[6], LiveSeatStatus.WAITLISTED);
    const [lecture] = await db.query<{ id: string }[]>(
      'SELECT l.id FROM lectures l JOIN chapters c ON c.id = l.chapter_id WHERE c.course_id = $1 LIMIT 1',
      [course.id],
    );
    await db.query('UPDATE live_occurrences SET recording_lecture_id = $2 WHERE id = $1', [
      paid.occurrences[0].id,
      lecture.id,
    ]);
    // Included with the course: meets tomorrow, so listed first; one meeting cancelled.
    const soon = await createLiveSession(app, {
      hostId: host.user.id,
      courseId: course.id,
      title: 'Weekly Q&A',
      startsEach: [DAY, 8 * DAY, 15 * DAY],
    });
    await db.query(`UPDATE live_occurrences SET status = 'cancelled' WHERE id = $1`, [
      soon.occurrences[2].id,
    ]);
    // Over: listed last.
    const over = await createLiveSession(app, {
      hostId: host.user.id,
      courseId: course.id,
      title: 'Launch AMA',
      startsEach: [-3 * DAY],
    });

    const [sql, res] = await requestStatementTexts(() => app.gql(LIST, {}, admin.token));
    expect(res.errors).toBeUndefined();
    const list = res.data!.adminLiveSessions;
    expect(list).toMatchObject({ totalCount: 3, page: 1, pageSize: 25 });
    expect(list.nodes.map((n: { id: string }) => n.id)).toEqual([
      soon.session.id,
      paid.session.id,
      over.session.id,
    ]);
    expect(list.nodes[1]).toEqual({
      id: paid.session.id,
      title: 'Paid hot seat',
      status: 'SCHEDULED',
      access: 'SEAT',
      pricePaise: 50_000,
      courseId: course.id,
      courseTitle: 'Hooks and reels',
      hostId: host.user.id,
      hostName: 'Edu Cator',
      hostEmail: host.user.email,
      timeZone: 'Asia/Kolkata',
      firstStartsAt: paid.occurrences[0].startsAt.toISOString(),
      nextStartsAt: paid.occurrences[1].startsAt.toISOString(),
      meetings: 2,
      meetingsLeft: 1,
      recordings: 1,
      capacity: 4,
      // Held, confirmed (the paid one and the free one): three of four.
      seatsTaken: 3,
      waitlistCount: 2,
      paidSeats: 3,
      paidPaise: 140_000,
      refundCount: 2,
      refundedPaise: 65_000,
    });
    expect(list.nodes[0]).toMatchObject({
      title: 'Weekly Q&A',
      access: 'ENROLLED',
      nextStartsAt: soon.occurrences[0].startsAt.toISOString(),
      meetings: 2,
      meetingsLeft: 2,
      recordings: 0,
      seatsTaken: 0,
      waitlistCount: 0,
      paidSeats: 0,
      paidPaise: 0,
      refundCount: 0,
      refundedPaise: 0,
    });
    expect(list.nodes[2]).toMatchObject({
      title: 'Launch AMA',
      nextStartsAt: null,
      meetingsLeft: 0,
    });
    // One statement reads the whole page, whatever its rows.
    const reads = sql.filter((s) => /live_sessions/.test(s));
    expect(reads).toHaveLength(1);
    const [fewer] = await requestStatementTexts(() =>
      app.gql(LIST, { search: 'AMA' }, admin.token),
    );
    expect(fewer.length).toBe(sql.length);

    // Search: part of the title, the course's title, the host's name or email.
    const titles = async (search: string) =>
      (await app.gql(LIST, { search }, admin.token)).data!.adminLiveSessions.nodes.map(
        (n: { title: string }) => n.title,
      );
    expect(await titles('hot seat')).toEqual(['Paid hot seat']);
    expect(await titles('HOOKS and')).toHaveLength(3);
    expect(await titles(host.user.email)).toHaveLength(3);
    expect(await titles('nobody%')).toEqual([]);
    // Past the last page: no rows, the total still counted.
    const beyond = await app.gql(LIST, { page: 2 }, admin.token);
    expect(beyond.data!.adminLiveSessions).toMatchObject({ totalCount: 3, page: 2, nodes: [] });

    // Admins only.
    expect((await app.gql(LIST, {}, host.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await app.gql(LIST, {}, learners[0].token)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await app.gql(LIST, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const badPage = await app.gql(LIST, { page: 0 }, admin.token);
    expect(badPage.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
