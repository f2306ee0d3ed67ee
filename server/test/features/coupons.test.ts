import { DataSource } from 'typeorm';
import { SECOND_PURCHASE_NOT_REFUNDABLE } from '../../../shared/refund-policy';
import { signUp } from '../support/auth-operations';
import { createCourse, educator } from '../support/catalog-fixtures';
import { newUser, TestApp } from '../support/test-app';

type Session = Awaited<ReturnType<typeof signUp>>;

const COUPON_FIELDS = `id code kind value courseId courseTitle startsAt endsAt maxRedemptions
  active redemptions status`;
const CREATE = `mutation($input: CreateCouponInput!) { createCoupon(input: $input) { ${COUPON_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateCouponInput!) {
  updateCoupon(id: $id, input: $input) { ${COUPON_FIELDS} } }`;
const DEACTIVATE = `mutation($id: ID!) { deactivateCoupon(id: $id) { id active status } }`;
const MINE = `query($educatorId: ID) { myCoupons(educatorId: $educatorId) { ${COUPON_FIELDS} } }`;
const QUOTE = `query($courseId: ID!, $code: String!) { couponQuote(courseId: $courseId, code: $code) {
  code originalPrice coursePrice couponPrice finalPrice couponApplied } }`;
const PURCHASE = `mutation($courseId: ID!, $couponCode: String) {
  purchaseCourse(courseId: $courseId, couponCode: $couponCode) {
    __typename ... on PaymentOrder { purchaseId amount } ... on FreeEnrollment { message } } }`;
const SANDBOX = `mutation($purchaseId: ID!) { sandboxCheckout(purchaseId: $purchaseId) {
  razorpayOrderId razorpayPaymentId razorpaySignature } }`;
const VERIFY = `mutation($input: VerifyPaymentInput!) { verifyPayment(input: $input) { message } }`;
const REFUND = `mutation($courseId: ID!) { requestRefund(courseId: $courseId) { message } }`;
const REFUNDED_BEFORE = `query($id: ID!) { course(id: $id) { viewerRefundedBefore } }`;

const DAY = 24 * 60 * 60 * 1000;

/** Coupons on both APIs against the real app and database, paid through the sandbox checkout. */
describe('coupons', () => {
  let app: TestApp;
  let owner: Session;
  let other: Session;
  let admin: Session;
  let courseId: string; // 1000, 10 % off: 900
  let secondId: string; // 2000, no discount
  let othersCourseId: string;

  beforeAll(async () => {
    app = await TestApp.start();
    owner = await educator(app);
    other = await educator(app);
    admin = await signUp(app, newUser());
    await db().query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.user.id]);
    courseId = (await createCourse(app, owner.user.id, { price: 1000, discount: 10 })).id;
    secondId = (await createCourse(app, owner.user.id, { price: 2000 })).id;
    othersCourseId = (await createCourse(app, other.user.id, { price: 500 })).id;
  });
  afterAll(() => app.close());

  const db = () => app.app.get(DataSource);
  const couponRows = async () =>
    (await db().query('SELECT count(*)::int AS n FROM coupons'))[0].n as number;
  const learner = () => signUp(app, newUser());
  let codes = 0;
  const code = (prefix = 'SAVE') => `${prefix}-${++codes}`;

  async function create(input: Record<string, unknown>, session = owner) {
    const res = await app.gql(CREATE, { input: { code: code(), ...input } }, session.token);
    if (!res.data) throw new Error(res.text);
    return res.data.createCoupon as Record<string, any>;
  }
  const purchase = (session: Session, couponCode?: string, id = courseId) =>
    app.gql(PURCHASE, { courseId: id, couponCode }, session.token);
  async function pay(session: Session, purchaseId: string) {
    const paid = (await app.gql(SANDBOX, { purchaseId }, session.token)).data!.sandboxCheckout;
    const verified = await app.gql(
      VERIFY,
      {
        input: {
          purchaseId,
          razorpayOrderId: paid.razorpayOrderId,
          razorpayPaymentId: paid.razorpayPaymentId,
          razorpaySignature: paid.razorpaySignature,
        },
      },
      session.token,
    );
    expect(verified.data?.verifyPayment.message).toMatch(/enrolled/i);
  }
  const redemptions = async (id: string) =>
    ((await app.gql(MINE, {}, owner.token)).data!.myCoupons as any[]).find((c) => c.id === id)
      .redemptions as number;
  const fieldErrors = (res: { errors?: any[] }) => res.errors?.[0]?.extensions?.fields;

  describe('managing coupons', () => {
    it('creates, lists, edits and deactivates, with codes stored upper-case', async () => {
      const made = await create({ code: 'spring-25', kind: 'PERCENT_OFF', value: 25, courseId });
      expect(made).toMatchObject({
        code: 'SPRING-25',
        courseId,
        courseTitle: 'Test Course',
        redemptions: 0,
        status: 'ACTIVE',
        active: true,
      });
      const mine = (await app.gql(MINE, {}, owner.token)).data!.myCoupons as any[];
      expect(mine.map((c) => c.code)).toContain('SPRING-25');
      expect((await app.gql(MINE, {}, other.token)).data!.myCoupons).toEqual([]);
      const all = (await app.gql(MINE, {}, admin.token)).data!.myCoupons as any[];
      expect(all.map((c) => c.code)).toContain('SPRING-25');

      const edited = await app.gql(
        UPDATE,
        { id: made.id, input: { value: 30, courseId: null, maxRedemptions: 5 } },
        owner.token,
      );
      expect(edited.data!.updateCoupon).toMatchObject({
        value: 30,
        courseId: null,
        maxRedemptions: 5,
      });
      const scheduled = await app.gql(
        UPDATE,
        { id: made.id, input: { startsAt: new Date(Date.now() + DAY).toISOString() } },
        owner.token,
      );
      expect(scheduled.data!.updateCoupon.status).toBe('SCHEDULED');
      // null for a term that cannot be cleared keeps it.
      const kept = await app.gql(
        UPDATE,
        { id: made.id, input: { code: null, value: null, active: null } },
        owner.token,
      );
      expect(kept.data!.updateCoupon).toMatchObject({ code: 'SPRING-25', value: 30, active: true });

      const off = await app.gql(DEACTIVATE, { id: made.id }, owner.token);
      expect(off.data!.deactivateCoupon).toMatchObject({ active: false, status: 'INACTIVE' });
      // Someone else's coupon reads as not found.
      const foreign = await app.gql(DEACTIVATE, { id: made.id }, other.token);
      expect(foreign.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      // Learners may not manage coupons.
      const student = await learner();
      expect((await app.gql(MINE, {}, student.token)).errors?.[0].extensions?.code).toBe(
        'FORBIDDEN',
      );
    });

    it.each([
      ['percent 101', { kind: 'PERCENT_OFF', value: 101 }, 'value', /1 to 100/],
      ['percent 0', { kind: 'PERCENT_OFF', value: 0 }, 'value', /1 to 100/],
      ['amount 0', { kind: 'AMOUNT_OFF', value: 0 }, 'value', /more than 0/],
      ['negative fixed price', { kind: 'FIXED_PRICE', value: -1 }, 'value', /from 0/],
      [
        'end before start',
        {
          kind: 'PERCENT_OFF',
          value: 10,
          startsAt: new Date(Date.now() + 2 * DAY).toISOString(),
          endsAt: new Date(Date.now() + DAY).toISOString(),
        },
        'endsAt',
        /after the start/,
      ],
      [
        'someone else’s course',
        { kind: 'PERCENT_OFF', value: 10, courseId: 'OTHER' },
        'courseId',
        /your own courses/,
      ],
      [
        'a course that does not exist',
        { kind: 'PERCENT_OFF', value: 10, courseId: '00000000-0000-4000-8000-000000000000' },
        'courseId',
        /your own courses/,
      ],
      ['a code with spaces', { kind: 'PERCENT_OFF', value: 10, code: 'SAVE 10' }, 'code', /spaces/],
      [
        'a code with bad characters',
        { kind: 'PERCENT_OFF', value: 10, code: 'SAVE_10!' },
        'code',
        /A–Z/,
      ],
      ['a code too short', { kind: 'PERCENT_OFF', value: 10, code: 'AB1' }, 'code', /4 to 32/],
      [
        'a code too long',
        { kind: 'PERCENT_OFF', value: 10, code: 'A'.repeat(33) },
        'code',
        /4 to 32/,
      ],
      [
        'max redemptions 0',
        { kind: 'PERCENT_OFF', value: 10, maxRedemptions: 0 },
        'maxRedemptions',
        /from 1/,
      ],
    ])('refuses %s with a field error and stores nothing', async (_, input, field, message) => {
      const before = await couponRows();
      const given = { code: code(), ...input } as Record<string, unknown>;
      if (given.courseId === 'OTHER') given.courseId = othersCourseId;
      const res = await app.gql(CREATE, { input: given }, owner.token);
      expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(fieldErrors(res)).toEqual([
        expect.objectContaining({ field, message: expect.stringMatching(message) }),
      ]);
      expect(await couponRows()).toBe(before);
    });

    it('refuses a duplicate code in any case, and a bad edit changes nothing', async () => {
      const first = await create({ code: 'ONCE-ONLY', kind: 'AMOUNT_OFF', value: 100 });
      const before = await couponRows();
      const again = await app.gql(
        CREATE,
        { input: { code: 'once-only', kind: 'PERCENT_OFF', value: 5 } },
        owner.token,
      );
      expect(fieldErrors(again)).toEqual([
        expect.objectContaining({ field: 'code', code: 'DUPLICATE' }),
      ]);
      expect(await couponRows()).toBe(before);
      // Another educator may use the same code.
      expect((await create({ code: 'ONCE-ONLY', kind: 'PERCENT_OFF', value: 5 }, other)).code).toBe(
        'ONCE-ONLY',
      );

      const bad = await app.gql(
        UPDATE,
        { id: first.id, input: { kind: 'PERCENT_OFF', value: 150 } },
        owner.token,
      );
      expect(fieldErrors(bad)?.[0].field).toBe('value');
      const stored = (
        await db().query('SELECT kind, value FROM coupons WHERE id = $1', [first.id])
      )[0];
      expect(stored).toEqual({ kind: 'AMOUNT_OFF', value: '100.00' });
    });
  });

  describe('applying a code', () => {
    it('quotes the better of the course discount and the coupon, never both', async () => {
      const big = await create({ kind: 'PERCENT_OFF', value: 25, courseId });
      const quote = await app.gql(QUOTE, { courseId, code: big.code.toLowerCase() });
      // 25 % off the list price 1000 beats the course's own 10 % (900); not 25 % off 900.
      expect(quote.data!.couponQuote).toEqual({
        code: big.code,
        originalPrice: 1000,
        coursePrice: 900,
        couponPrice: 750,
        finalPrice: 750,
        couponApplied: true,
      });
      const small = await create({ kind: 'AMOUNT_OFF', value: 50, courseId });
      const weaker = (await app.gql(QUOTE, { courseId, code: small.code })).data!.couponQuote;
      expect(weaker).toMatchObject({ couponPrice: 950, finalPrice: 900, couponApplied: false });
      const fixed = await create({ kind: 'FIXED_PRICE', value: 199.5 });
      const fixedQuote = (await app.gql(QUOTE, { courseId: secondId, code: fixed.code })).data!
        .couponQuote;
      expect(fixedQuote).toMatchObject({
        originalPrice: 2000,
        finalPrice: 199.5,
        couponApplied: true,
      });
    });

    it('charges the coupon price and records the coupon on the purchase; a weaker coupon is not used', async () => {
      const coupon = await create({ kind: 'AMOUNT_OFF', value: 300, courseId });
      const buyer = await learner();
      const order = (await purchase(buyer, coupon.code.toLowerCase())).data!.purchaseCourse;
      expect(order).toMatchObject({ __typename: 'PaymentOrder', amount: 70000 });
      const row = (
        await db().query('SELECT coupon_id, amount_paise FROM purchases WHERE id = $1', [
          order.purchaseId,
        ])
      )[0];
      expect(row).toEqual({ coupon_id: coupon.id, amount_paise: 70000 });

      const weak = await create({ kind: 'PERCENT_OFF', value: 5, courseId });
      const someone = await learner();
      const plain = (await purchase(someone, weak.code)).data!.purchaseCourse;
      expect(plain.amount).toBe(90000);
      const weakRow = (
        await db().query('SELECT coupon_id FROM purchases WHERE id = $1', [plain.purchaseId])
      )[0];
      expect(weakRow.coupon_id).toBeNull();
    });

    it('refuses each kind of bad code, saying which, on GraphQL and REST', async () => {
      const past = new Date(Date.now() - DAY).toISOString();
      const soon = new Date(Date.now() + DAY).toISOString();
      const expired = await create({
        kind: 'PERCENT_OFF',
        value: 20,
        startsAt: new Date(Date.now() - 2 * DAY).toISOString(),
        endsAt: past,
      });
      const later = await create({ kind: 'PERCENT_OFF', value: 20, startsAt: soon });
      const inactive = await create({ kind: 'PERCENT_OFF', value: 20 });
      await app.gql(DEACTIVATE, { id: inactive.id }, owner.token);
      const elsewhere = await create({ kind: 'PERCENT_OFF', value: 20, courseId: secondId });
      const exhausted = await create({ kind: 'FIXED_PRICE', value: 0, maxRedemptions: 1 });
      const taker = await learner();
      expect(
        (await purchase(taker, exhausted.code, secondId)).data!.purchaseCourse.__typename,
      ).toBe('FreeEnrollment');
      const foreign = await create({ kind: 'PERCENT_OFF', value: 20 }, other);

      const buyer = await learner();
      const cases: [string, string, RegExp][] = [
        ['NO-SUCH-CODE', 'COUPON_UNKNOWN', /does not exist/],
        [foreign.code, 'COUPON_UNKNOWN', /does not exist/],
        [expired.code, 'COUPON_EXPIRED', /expired/],
        [later.code, 'COUPON_NOT_STARTED', /not valid yet/],
        [inactive.code, 'COUPON_INACTIVE', /no longer active/],
        [elsewhere.code, 'COUPON_OTHER_COURSE', /another course/],
        [exhausted.code, 'COUPON_EXHAUSTED', /maximum number of times/],
      ];
      for (const [given, reason, message] of cases) {
        const quote = await app.gql(QUOTE, { courseId, code: given }, buyer.token);
        expect(fieldErrors(quote)).toEqual([
          { field: 'couponCode', code: reason, message: expect.stringMatching(message) },
        ]);
        const bought = await purchase(buyer, given);
        expect(bought.errors?.[0]).toMatchObject({
          message: expect.stringMatching(message),
          extensions: { code: 'BAD_USER_INPUT' },
        });
        const rest = await app.rest(
          'post',
          '/api/user/purchase',
          { courseId, couponCode: given },
          buyer.token,
        );
        expect([rest.status, rest.body]).toEqual([
          200,
          {
            success: false,
            message: expect.stringMatching(message),
            errors: [expect.objectContaining({ field: 'couponCode', code: reason })],
          },
        ]);
      }
      const rows = await db().query('SELECT count(*)::int AS n FROM purchases WHERE user_id = $1', [
        buyer.user.id,
      ]);
      expect(rows[0].n).toBe(0);
    });

    it('takes couponCode on REST, and answers as before without it', async () => {
      const coupon = await create({ kind: 'PERCENT_OFF', value: 50, courseId: secondId });
      const withCode = await app.rest(
        'post',
        '/api/user/purchase',
        { courseId: secondId, couponCode: coupon.code },
        (await learner()).token,
      );
      expect(withCode.body).toMatchObject({ success: true, amount: 100000 });
      const without = await app.rest(
        'post',
        '/api/user/purchase',
        { courseId: secondId },
        (await learner()).token,
      );
      expect(Object.keys(without.body).sort()).toEqual(
        ['amount', 'courseName', 'currency', 'key', 'orderId', 'purchaseId', 'success'].sort(),
      );
      expect(without.body.amount).toBe(200000);
      const notText = await app.rest(
        'post',
        '/api/user/purchase',
        { courseId: secondId, couponCode: 42 },
        (await learner()).token,
      );
      expect(notText.body).toMatchObject({ success: false, message: 'Coupon code must be text' });
    });

    it('enrols for free when the coupon brings the price to 0, counting the redemption at once', async () => {
      const coupon = await create({ kind: 'PERCENT_OFF', value: 100, courseId });
      const buyer = await learner();
      const res = await app.rest(
        'post',
        '/api/user/purchase',
        { courseId, couponCode: coupon.code },
        buyer.token,
      );
      expect(res.body).toEqual({
        success: true,
        message: 'Enrolled successfully! Happy learning.',
        redirect: '/my-enrollments',
      });
      const row = (
        await db().query(
          'SELECT status, amount_paise, coupon_id FROM purchases WHERE user_id = $1',
          [buyer.user.id],
        )
      )[0];
      expect(row).toEqual({ status: 'completed', amount_paise: 0, coupon_id: coupon.id });
      expect(await redemptions(coupon.id)).toBe(1);
    });
  });

  describe('redemptions', () => {
    it('counts a redemption only when payment completes, once, and a failed order frees its hold', async () => {
      const coupon = await create({ kind: 'PERCENT_OFF', value: 40, courseId, maxRedemptions: 1 });
      const first = await learner();
      const order = (await purchase(first, coupon.code)).data!.purchaseCourse;
      expect(await redemptions(coupon.id)).toBe(0);
      // The pending order holds the only place.
      const second = await learner();
      expect(fieldErrors(await purchase(second, coupon.code))?.[0].code).toBe('COUPON_EXHAUSTED');
      // Its own buyer may ask again and gets the same order.
      expect((await purchase(first, coupon.code)).data!.purchaseCourse.purchaseId).toBe(
        order.purchaseId,
      );
      // A failed payment frees the place.
      await db().query(`UPDATE purchases SET status = 'failed' WHERE id = $1`, [order.purchaseId]);
      const secondOrder = (await purchase(second, coupon.code)).data!.purchaseCourse;
      expect(secondOrder.amount).toBe(60000);
      await pay(second, secondOrder.purchaseId);
      await pay(second, secondOrder.purchaseId).catch(() => undefined); // verifying again counts nothing
      expect(await redemptions(coupon.id)).toBe(1);
      const mine = (await app.gql(MINE, {}, owner.token)).data!.myCoupons as any[];
      expect(mine.find((c) => c.id === coupon.id).status).toBe('EXHAUSTED');
    });

    it('lets a hold lapse after 30 minutes, for its own buyer and for the cap', async () => {
      const coupon = await create({ kind: 'PERCENT_OFF', value: 40, courseId, maxRedemptions: 1 });
      const lapse = (purchaseId: string) =>
        db().query(
          `UPDATE purchases SET created_at = now() - interval '31 minutes' WHERE id = $1`,
          [purchaseId],
        );
      const status = async (purchaseId: string) =>
        (await db().query('SELECT status FROM purchases WHERE id = $1', [purchaseId]))[0].status;
      const first = await learner();
      const stale = (await purchase(first, coupon.code)).data!.purchaseCourse;
      await lapse(stale.purchaseId);
      // Its buyer asking again gets a new order, the cap checked again, not the lapsed one.
      const renewed = (await purchase(first, coupon.code)).data!.purchaseCourse;
      expect(renewed.purchaseId).not.toBe(stale.purchaseId);
      expect(await status(stale.purchaseId)).toBe('failed');
      // Once that one lapses too, another buyer may take the place, and the first is refused.
      await lapse(renewed.purchaseId);
      const second = await learner();
      expect((await purchase(second, coupon.code)).data!.purchaseCourse.amount).toBe(60000);
      expect(fieldErrors(await purchase(first, coupon.code))?.[0].code).toBe('COUPON_EXHAUSTED');
    });

    it('lets exactly 3 of 20 parallel buyers have a coupon capped at 3', async () => {
      const coupon = await create({
        kind: 'AMOUNT_OFF',
        value: 500,
        courseId: secondId,
        maxRedemptions: 3,
      });
      const buyers = await Promise.all(Array.from({ length: 20 }, () => learner()));
      const results = await Promise.all(buyers.map((b) => purchase(b, coupon.code, secondId)));
      const won = results.filter((r) => r.data?.purchaseCourse);
      const refused = results.filter((r) => fieldErrors(r)?.[0].code === 'COUPON_EXHAUSTED');
      expect([won.length, refused.length]).toEqual([3, 17]);
      expect(won.every((r) => r.data!.purchaseCourse.amount === 150000)).toBe(true);
      await Promise.all(
        won.map((r) => pay(buyers[results.indexOf(r)], r.data!.purchaseCourse.purchaseId)),
      );
      expect(await redemptions(coupon.id)).toBe(3);
    });

    it('keeps the redemption when the purchase is refunded, and tells a buyer-again that a second purchase cannot be refunded', async () => {
      const coupon = await create({ kind: 'PERCENT_OFF', value: 20, courseId, maxRedemptions: 1 });
      const buyer = await learner();
      expect(
        (await app.gql(REFUNDED_BEFORE, { id: courseId }, buyer.token)).data!.course
          .viewerRefundedBefore,
      ).toBe(false);
      const order = (await purchase(buyer, coupon.code)).data!.purchaseCourse;
      await pay(buyer, order.purchaseId);
      expect(
        (await app.gql(REFUND, { courseId }, buyer.token)).data!.requestRefund.message,
      ).toMatch(/Refund issued/);
      // A refund does not give the redemption back: the cap stays spent.
      expect(await redemptions(coupon.id)).toBe(1);
      const newcomer = await learner();
      expect(fieldErrors(await purchase(newcomer, coupon.code))?.[0].code).toBe('COUPON_EXHAUSTED');

      // Before paying again, the course tells the buyer; and the rule holds: no second refund.
      const notice = await app.gql(REFUNDED_BEFORE, { id: courseId }, buyer.token);
      expect(notice.data!.course.viewerRefundedBefore).toBe(true);
      expect(SECOND_PURCHASE_NOT_REFUNDABLE).toMatch(/cannot be refunded/);
      const again = (await purchase(buyer)).data!.purchaseCourse;
      await pay(buyer, again.purchaseId);
      const second = await app.gql(REFUND, { courseId }, buyer.token);
      expect(second.errors?.[0].message).toMatch(/refunded once already/);
      expect(
        (await app.gql(REFUNDED_BEFORE, { id: courseId })).data!.course.viewerRefundedBefore,
      ).toBe(false);
    });
  });
});
