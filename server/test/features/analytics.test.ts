import { Client, type Notification } from 'pg';
import { DataSource } from 'typeorm';
import { PaidPurchasesHaveCompletedAt1796002000000 } from '../../src/database/migrations/1796002000000-PaidPurchasesHaveCompletedAt';
import { DEMO_ACCOUNTS } from '../../src/seed/demo-data';
import { referralCode } from '../../src/traffic/attribution';
import { LOGIN, signUp } from '../support/auth-operations';
import { createCourse, educator, enroll } from '../support/catalog-fixtures';
import { newUser, TestApp } from '../support/test-app';

type Session = Awaited<ReturnType<typeof signUp>>;

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36';
const OTHER_BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1';
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const VIEW = `mutation($courseId: ID!, $referrer: String, $source: String) {
  recordCourseView(courseId: $courseId, referrer: $referrer, source: $source) }`;
const PLAY = `mutation($courseId: ID!) { recordPreviewPlay(courseId: $courseId) }`;
const PURCHASE = `mutation($courseId: ID!, $attribution: PurchaseAttributionInput) {
  purchaseCourse(courseId: $courseId, attribution: $attribution) {
    __typename ... on PaymentOrder { purchaseId } } }`;
const SANDBOX = `mutation($purchaseId: ID!) { sandboxCheckout(purchaseId: $purchaseId) {
  razorpayOrderId razorpayPaymentId razorpaySignature } }`;
const VERIFY = `mutation($input: VerifyPaymentInput!) { verifyPayment(input: $input) { message } }`;
const ANALYTICS = `query($from: DateTime!, $to: DateTime!, $courseId: ID, $granularity: AnalyticsGranularity) {
  educatorAnalytics(from: $from, to: $to, courseId: $courseId, granularity: $granularity) {
    referralCode
    totals { revenue enrolments views paid conversionRate refunds refundedAmount completionRate averageProgress averageRating }
    sales { periodStart revenue enrolments refunds refundedAmount }
    ratings { periodStart ratings averageRating }
    funnel { courseId courseTitle views previewPlays checkoutsStarted paid previewRate checkoutRate paymentRate conversionRate }
    dropOff { position lectureTitle learners share }
    sources { source views sales revenue }
    coupons { code kind value courseId courseTitle redemptions revenue discountGiven refunds } } }`;
const CREATE_COUPON = `mutation($input: CreateCouponInput!) { createCoupon(input: $input) { id } }`;
const COUPON_PURCHASE = `mutation($courseId: ID!, $couponCode: String) {
  purchaseCourse(courseId: $courseId, couponCode: $couponCode) {
    __typename ... on PaymentOrder { purchaseId } } }`;

const DAY = 86_400_000;

describe('course analytics', () => {
  let app: TestApp;
  let owner: Session;
  let other: Session;
  let admin: Session;
  let buyers: Session[];
  let courseId: string;
  let otherCourseId: string;
  const range = () => ({
    from: new Date(Date.now() - 7 * DAY).toISOString(),
    to: new Date(Date.now() + DAY).toISOString(),
  });

  beforeAll(async () => {
    app = await TestApp.start();
    owner = await educator(app);
    other = await educator(app);
    admin = await signUp(app, newUser());
    buyers = [
      await signUp(app, newUser({ name: 'Asha Rao' })),
      await signUp(app, newUser({ name: '=HYPERLINK("http://evil.example","x")' })),
      await signUp(app, newUser({ name: 'Ravi Kumar' })),
    ];
    await db().query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.user.id]);
    courseId = (await createCourse(app, owner.user.id, { title: 'Funnel Course', price: 1000 })).id;
    otherCourseId = (await createCourse(app, other.user.id, { title: 'Other Course' })).id;
  });
  afterAll(() => app.close());

  const db = () => app.app.get(DataSource);
  const stats = async (id = courseId) =>
    (
      await db().query(
        `SELECT coalesce(sum(views), 0)::int AS views, coalesce(sum(preview_plays), 0)::int AS plays,
           coalesce(sum(checkouts_started), 0)::int AS checkouts
         FROM course_daily_stats WHERE course_id = $1`,
        [id],
      )
    )[0] as { views: number; plays: number; checkouts: number };

  async function report(query: string, variables: object, userAgent: string, token?: string) {
    const req = app.http().post('/graphql').set('content-type', 'application/json');
    req.set('user-agent', userAgent);
    if (token) req.set('authorization', `Bearer ${token}`);
    return (await req.send({ query, variables })).body;
  }

  async function buy(session: Session, attribution?: object, coupon?: Record<string, string>) {
    const res = coupon
      ? await app.gql(COUPON_PURCHASE, coupon, session.token)
      : await app.gql(PURCHASE, { courseId, attribution }, session.token);
    const purchaseId = res.data?.purchaseCourse?.purchaseId;
    if (!purchaseId) throw new Error(res.text);
    const paid = (await app.gql(SANDBOX, { purchaseId }, session.token)).data!.sandboxCheckout;
    await app.gql(VERIFY, { input: { purchaseId, ...paid } }, session.token);
    return purchaseId as string;
  }

  const analytics = (token: string, variables: object = {}) =>
    app.gql(ANALYTICS, { ...range(), granularity: 'DAY', ...variables }, token);

  describe('page views', () => {
    it('counts one view per visitor, course and day, leaving bots out', async () => {
      const first = await report(VIEW, { courseId }, BROWSER);
      expect(first.data.recordCourseView).toBe(true);
      expect((await report(VIEW, { courseId }, BROWSER)).data.recordCourseView).toBe(false);
      expect((await report(VIEW, { courseId }, OTHER_BROWSER)).data.recordCourseView).toBe(true);
      expect((await report(VIEW, { courseId }, BOT)).data.recordCourseView).toBe(false);
      // A signed-in visitor is known by their account, whatever their browser.
      const signedIn = buyers[0].token;
      expect((await report(VIEW, { courseId }, BROWSER, signedIn)).data.recordCourseView).toBe(
        true,
      );
      expect(
        (await report(VIEW, { courseId }, OTHER_BROWSER, signedIn)).data.recordCourseView,
      ).toBe(false);
      expect(await stats()).toEqual({ views: 3, plays: 0, checkouts: 0 });
    });

    it('counts a preview play once per visitor and day', async () => {
      expect((await report(PLAY, { courseId }, BROWSER)).data.recordPreviewPlay).toBe(true);
      expect((await report(PLAY, { courseId }, BROWSER)).data.recordPreviewPlay).toBe(false);
      expect((await stats()).plays).toBe(1);
    });

    it("does not count the course's owner or an admin", async () => {
      for (const session of [owner, admin]) {
        const view = await report(VIEW, { courseId }, BROWSER, session.token);
        expect(view.data.recordCourseView).toBe(false);
        expect(
          (await report(PLAY, { courseId }, BROWSER, session.token)).data.recordPreviewPlay,
        ).toBe(false);
      }
      expect(await stats()).toEqual({ views: 3, plays: 1, checkouts: 0 });
    });

    it('refuses an unknown course and a malformed source, counting nothing', async () => {
      const unknown = await report(
        VIEW,
        { courseId: '00000000-0000-4000-8000-000000000000' },
        BROWSER,
      );
      expect(unknown.errors[0].extensions.code).toBe('NOT_FOUND');
      const bad = await report(VIEW, { courseId, source: '=cmd|x' }, 'Mozilla/5.0 Firefox/1');
      expect(bad.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect(bad.errors[0].extensions.fields[0].field).toBe('source');
      expect((await stats()).views).toBe(3);
    });

    it('sends no notification on the change-feed channel', async () => {
      const url = (db().options as { url: string }).url;
      const listener = new Client({ connectionString: url });
      await listener.connect();
      const heard: string[] = [];
      listener.on('notification', (n: Notification) => heard.push(n.payload ?? ''));
      await listener.query('LISTEN data_changed');
      try {
        const counted = await report(
          VIEW,
          { courseId, source: 'spring sale' },
          'Mozilla/5.0 (Windows NT 10.0) Firefox/126.0',
        );
        expect(counted.data.recordCourseView).toBe(true);
        await report(PLAY, { courseId }, 'Mozilla/5.0 (Windows NT 10.0) Firefox/126.0');
        // A marker sent now arrives after anything the views committed (commit order): it must
        // be the only thing heard besides heartbeats.
        await app.settled();
        await waitFor(() => heard.some((p) => p.startsWith('sync:')));
        expect(heard.filter((p) => !p.startsWith('beat:'))).toEqual([
          expect.stringMatching(/^sync:/),
        ]);
      } finally {
        await listener.end();
      }
    });
  });

  describe('sales and their sources', () => {
    let educatorPurchase: string;
    let newsletterPurchase: string;

    beforeAll(async () => {
      await report(VIEW, { courseId, source: referralCode(owner.user.id) }, OTHER_BROWSER + ' x');
      educatorPurchase = await buy(buyers[0], { source: referralCode(owner.user.id) });
      newsletterPurchase = await buy(buyers[1], {
        source: ' Newsletter ',
        referrer: 'https://www.google.com/search?q=branding',
      });
      await enroll(app, buyers[2].user.id, courseId);
      // Learner 0 finished the course; learner 1 did lecture 1 and stopped in lecture 3.
      const lectures = (
        await db().query(
          `SELECT l.id FROM lectures l JOIN chapters c ON c.id = l.chapter_id
           WHERE c.course_id = $1 ORDER BY c.chapter_order, l.lecture_order`,
          [courseId],
        )
      ).map((r: { id: string }) => r.id);
      for (const lectureId of lectures)
        await db().query(
          'INSERT INTO lecture_completions (user_id, course_id, lecture_id) VALUES ($1, $2, $3)',
          [buyers[0].user.id, courseId, lectureId],
        );
      await db().query(
        'INSERT INTO lecture_completions (user_id, course_id, lecture_id) VALUES ($1, $2, $3)',
        [buyers[1].user.id, courseId, lectures[0]],
      );
      await db().query(
        `INSERT INTO lecture_positions (user_id, course_id, lecture_id, position_seconds)
         VALUES ($1, $2, $3, 42)`,
        [buyers[1].user.id, courseId, lectures[2]],
      );
      await db().query(
        'INSERT INTO course_ratings (user_id, course_id, rating) VALUES ($1, $2, 4), ($3, $2, 5)',
        [buyers[0].user.id, courseId, buyers[1].user.id],
      );
    });

    it("keeps the source on the order and marks the educator's own link", async () => {
      const rows = await db().query(
        `SELECT id, source, referrer_host AS "referrerHost", source_kind AS "sourceKind"
         FROM purchases WHERE id = ANY($1) ORDER BY created_at`,
        [[educatorPurchase, newsletterPurchase]],
      );
      expect(rows).toEqual([
        {
          id: educatorPurchase,
          source: referralCode(owner.user.id),
          referrerHost: null,
          sourceKind: 'educator',
        },
        {
          id: newsletterPurchase,
          source: 'newsletter',
          referrerHost: 'google.com',
          sourceKind: 'marketplace',
        },
      ]);
      expect((await stats()).checkouts).toBe(2);
    });

    it('refuses a malformed attribution before opening an order', async () => {
      const learner = await signUp(app, newUser());
      const res = await app.gql(
        PURCHASE,
        { courseId, attribution: { referrer: 'javascript:alert(1)' } },
        learner.token,
      );
      expect(res.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
      expect(res.errors![0].extensions!.fields![0].field).toBe('attribution.referrer');
      const [{ n }] = await db().query(
        'SELECT count(*)::int AS n FROM purchases WHERE user_id = $1',
        [learner.user.id],
      );
      expect(n).toBe(0);
    });

    it('answers the funnel, drop-off, revenue, ratings and top sources', async () => {
      const res = await analytics(owner.token, { courseId });
      expect(res.errors).toBeUndefined();
      const a = res.data!.educatorAnalytics;
      expect(a.referralCode).toBe(referralCode(owner.user.id));
      expect(a.funnel).toEqual([
        {
          courseId,
          courseTitle: 'Funnel Course',
          views: 5,
          previewPlays: 2,
          checkoutsStarted: 2,
          paid: 2,
          previewRate: 0.4,
          checkoutRate: 0.4,
          paymentRate: 1,
          conversionRate: 0.4,
        },
        expect.objectContaining({ courseId: null, views: 5, paid: 2 }),
      ]);
      expect(a.dropOff.map((l: { learners: number }) => l.learners)).toEqual([2, 2, 2, 1]);
      expect(a.dropOff[2]).toEqual({
        position: 3,
        lectureTitle: 'Lecture 2.1',
        learners: 2,
        share: 2 / 3,
      });
      expect(a.totals).toMatchObject({
        revenue: 2000,
        enrolments: 3,
        views: 5,
        paid: 2,
        conversionRate: 0.4,
        refunds: 0,
        completionRate: 1 / 3,
        averageRating: 4.5,
      });
      expect(a.totals.averageProgress).toBeCloseTo((1 + 0.25 + 0) / 3);
      const today = a.sales.find((p: { revenue: number }) => p.revenue > 0);
      expect(today).toMatchObject({ revenue: 2000, enrolments: 3 });
      expect(a.sales).toHaveLength(9); // every day of the range, empty ones included
      expect(a.ratings).toEqual([expect.objectContaining({ ratings: 2, averageRating: 4.5 })]);
      expect(a.sources).toEqual(
        expect.arrayContaining([
          { source: 'educator', views: 1, sales: 1, revenue: 1000 },
          { source: 'newsletter', views: 0, sales: 1, revenue: 1000 },
          { source: 'spring sale', views: 1, sales: 0, revenue: 0 },
          { source: 'direct', views: 3, sales: 0, revenue: 0 },
        ]),
      );
    });

    it('counts a refund apart and takes it out of revenue', async () => {
      await db().query(
        `UPDATE purchases SET status = 'refunded', refunded_at = now() WHERE id = $1`,
        [newsletterPurchase],
      );
      const { totals } = (await analytics(owner.token)).data!.educatorAnalytics;
      expect(totals).toMatchObject({ revenue: 1000, refunds: 1, refundedAmount: 1000, paid: 2 });
      await db().query(
        `UPDATE purchases SET status = 'completed', refunded_at = NULL WHERE id = $1`,
        [newsletterPurchase],
      );
    });

    it('buckets by week and month', async () => {
      const weeks = (await analytics(owner.token, { granularity: 'WEEK' })).data!.educatorAnalytics
        .sales;
      expect(weeks.length).toBeGreaterThanOrEqual(2);
      expect(new Date(weeks[0].periodStart).getUTCDay()).toBe(1); // Monday
      const months = (await analytics(owner.token, { granularity: 'MONTH' })).data!
        .educatorAnalytics.sales;
      expect(months.reduce((t: number, m: { revenue: number }) => t + m.revenue, 0)).toBe(2000);
    });

    describe('daily sales counters', () => {
      const midnight = Math.floor(Date.now() / DAY) * DAY;
      const wholeDays = { from: new Date(midnight - 7 * DAY), to: new Date(midnight + DAY) };
      // The same days, a millisecond inside: read from the purchases and enrollments themselves.
      const offMidnight = {
        from: new Date(midnight - 7 * DAY + 1),
        to: new Date(midnight + DAY - 1),
      };
      const iso = (r: { from: Date; to: Date }) => ({
        from: r.from.toISOString(),
        to: r.to.toISOString(),
      });
      const counters = () =>
        db().query<object[]>(
          `SELECT sales, revenue_paise::int AS revenue, refunds, refunded_paise::int AS refunded, enrolments
           FROM course_daily_sales WHERE course_id = $1`,
          [courseId],
        );
      async function bothWays(token: string, variables: object = {}) {
        const [counted, exact] = await Promise.all(
          [wholeDays, offMidnight].map(
            async (r) =>
              (await analytics(token, { ...iso(r), ...variables })).data!.educatorAnalytics,
          ),
        );
        const figures = (a: typeof counted) => ({
          totals: a.totals,
          sales: a.sales,
          funnel: a.funnel,
        });
        expect(figures(counted)).toEqual(figures(exact));
        return counted;
      }

      it('answer whole-day ranges as the purchases and enrolments do', async () => {
        expect(await counters()).toEqual([
          { sales: 2, revenue: 200_000, refunds: 0, refunded: 0, enrolments: 3 },
        ]);
        const mine = await bothWays(owner.token);
        expect(mine.totals).toMatchObject({ revenue: 2000, enrolments: 3, paid: 2 });
        await bothWays(owner.token, { courseId, granularity: 'WEEK' });
        await bothWays(admin.token, { granularity: 'MONTH' });
      });

      it('move with a refund', async () => {
        await db().query(
          `UPDATE purchases SET status = 'refunded', refunded_at = now() WHERE id = $1`,
          [newsletterPurchase],
        );
        expect(await counters()).toEqual([
          { sales: 2, revenue: 100_000, refunds: 1, refunded: 100_000, enrolments: 3 },
        ]);
        const { totals } = await bothWays(owner.token);
        expect(totals).toMatchObject({ revenue: 1000, refunds: 1, refundedAmount: 1000, paid: 2 });
        await db().query(
          `UPDATE purchases SET status = 'completed', refunded_at = NULL WHERE id = $1`,
          [newsletterPurchase],
        );
        expect(await counters()).toEqual([
          { sales: 2, revenue: 200_000, refunds: 0, refunded: 0, enrolments: 3 },
        ]);
      });

      it('move with an enrolment removed, as a refund removes it', async () => {
        const leaving = await signUp(app, newUser());
        await enroll(app, leaving.user.id, courseId);
        expect((await bothWays(owner.token)).totals.enrolments).toBe(4);
        await db().query('DELETE FROM enrollments WHERE user_id = $1', [leaving.user.id]);
        expect((await bothWays(owner.token)).totals.enrolments).toBe(3);
        expect(await counters()).toEqual([expect.objectContaining({ sales: 2, enrolments: 3 })]);
      });
    });
  });

  describe('who may see what', () => {
    it('forbids learners', async () => {
      const res = await analytics(buyers[2].token);
      expect(res.errors![0].extensions!.code).toBe('FORBIDDEN');
    });

    it("refuses another educator's course and shows them only their own", async () => {
      const refused = await analytics(other.token, { courseId });
      expect(refused.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
      expect(refused.errors![0].extensions!.fields![0].field).toBe('courseId');
      const own = (await analytics(other.token)).data!.educatorAnalytics;
      expect(own.totals.revenue).toBe(0);
      expect(own.funnel).toEqual([expect.objectContaining({ courseId: null, views: 0 })]);
    });

    it('shows an admin the whole site', async () => {
      await report(VIEW, { courseId: otherCourseId }, BROWSER);
      const site = (await analytics(admin.token)).data!.educatorAnalytics;
      expect(site.totals.revenue).toBe(2000);
      expect(site.funnel.map((r: { courseId: string | null }) => r.courseId)).toEqual([
        courseId,
        otherCourseId,
        null,
      ]);
    });

    it('refuses a reversed range and one of ten years with a field error', async () => {
      const reversed = await analytics(owner.token, {
        from: new Date().toISOString(),
        to: new Date(Date.now() - DAY).toISOString(),
      });
      expect(reversed.errors![0].extensions!.fields).toEqual([
        expect.objectContaining({ field: 'to', message: 'End must be after the start' }),
      ]);
      const tenYears = await analytics(owner.token, {
        from: new Date(Date.now() - 3650 * DAY).toISOString(),
        to: new Date().toISOString(),
      });
      expect(tenYears.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
      expect(tenYears.errors![0].extensions!.fields![0].message).toMatch(/at most 2 years/);
    });
  });

  describe('CSV downloads', () => {
    it('lists the sales with sources, formulas neutralised', async () => {
      const res = await app.rest('get', '/api/educator/sales.csv', undefined, owner.token);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      const lines = res.text.trim().split('\r\n');
      expect(lines[0]).toBe(
        'Paid at (UTC),Order,Course,Student,Amount,Currency,Status,Refunded at (UTC),Source,Referrer,Through your link,Coupon',
      );
      expect(lines).toHaveLength(3);
      expect(lines[1]).toMatch(/,Funnel Course,Asha Rao,1000,INR,completed,,[0-9a-f]{12},,yes,$/);
      expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
      expect(lines[2]).toMatch(/,newsletter,google\.com,no,$/);
    });

    it('lists the students with their progress', async () => {
      const res = await app.rest('get', '/api/educator/students.csv', undefined, owner.token);
      const lines = res.text.trim().split('\r\n');
      expect(lines).toHaveLength(4);
      expect(lines.find((l) => l.startsWith('Asha Rao'))).toMatch(/,4,4,100,yes$/);
      expect(lines.find((l) => l.startsWith('Ravi Kumar'))).toMatch(/,0,4,0,no$/);
    });

    it('needs an educator token and refuses a bad range', async () => {
      expect((await app.rest('get', '/api/educator/sales.csv')).status).toBe(401);
      const learner = await app.rest('get', '/api/educator/sales.csv', undefined, buyers[2].token);
      expect(learner.status).toBe(403);
      const otherSales = await app.rest('get', '/api/educator/sales.csv', undefined, other.token);
      expect(otherSales.text.trim().split('\r\n')).toHaveLength(1);
      const tenYears = await app.rest(
        'get',
        `/api/educator/sales.csv?from=2010-01-01T00:00:00Z&to=2020-01-01T00:00:00Z`,
        undefined,
        owner.token,
      );
      expect(tenYears.headers['content-type']).toMatch(/^application\/json/);
      expect(tenYears.body.errors[0].field).toBe('to');
    });
  });

  describe('coupon performance', () => {
    let couponCourseId: string;

    async function coupon(session: Session, input: object) {
      const res = await app.gql(CREATE_COUPON, { input }, session.token);
      if (!res.data) throw new Error(res.text);
    }

    beforeAll(async () => {
      couponCourseId = (
        await createCourse(app, owner.user.id, { title: 'Coupon Course', price: 1000 })
      ).id;
      await coupon(owner, {
        code: 'spring-25',
        kind: 'PERCENT_OFF',
        value: 25,
        courseId: couponCourseId,
      });
      await coupon(owner, { code: 'ALL-100', kind: 'AMOUNT_OFF', value: 100 });
      await coupon(other, { code: 'OTHER-50', kind: 'FIXED_PRICE', value: 50 });
      const spring = { courseId: couponCourseId, couponCode: 'SPRING-25' };
      await buy(buyers[0], undefined, spring);
      const refunded = await buy(buyers[1], undefined, spring);
      await buy(buyers[2], undefined, { courseId: couponCourseId, couponCode: 'all-100' });
      const otherBuyer = await signUp(app, newUser());
      await buy(otherBuyer, undefined, { courseId: otherCourseId, couponCode: 'OTHER-50' });
      await db().query(
        `UPDATE purchases SET status = 'refunded', refunded_at = now() WHERE id = $1`,
        [refunded],
      );
      // A later price does not change the discount those sales were given.
      await db().query('UPDATE courses SET course_price = 3000 WHERE id = $1', [couponCourseId]);
    });

    const spring = {
      code: 'SPRING-25',
      kind: 'PERCENT_OFF',
      value: 25,
      courseTitle: 'Coupon Course',
      redemptions: 2,
      revenue: 750, // the refunded sale is taken out
      discountGiven: 500,
      refunds: 1,
    };
    const all = {
      code: 'ALL-100',
      kind: 'AMOUNT_OFF',
      value: 100,
      courseId: null,
      courseTitle: null,
      redemptions: 1,
      revenue: 900,
      discountGiven: 100,
      refunds: 0,
    };

    it("lists the educator's redeemed coupons with their figures, theirs alone", async () => {
      const mine = (await analytics(owner.token)).data!.educatorAnalytics.coupons;
      expect(mine).toEqual([{ ...spring, courseId: couponCourseId }, all]);
      const oneCourse = await analytics(owner.token, { courseId: couponCourseId });
      expect(oneCourse.data!.educatorAnalytics.coupons).toEqual(mine);
      const noCoupons = await analytics(owner.token, { courseId });
      expect(noCoupons.data!.educatorAnalytics.coupons).toEqual([]);
      const theirs = (await analytics(other.token)).data!.educatorAnalytics.coupons;
      expect(theirs.map((c: { code: string }) => c.code)).toEqual(['OTHER-50']);
      expect(theirs[0]).toMatchObject({ redemptions: 1, revenue: 50, discountGiven: 950 });
    });

    it('shows an admin every coupon, and none outside the range', async () => {
      const site = (await analytics(admin.token)).data!.educatorAnalytics.coupons;
      expect(site.map((c: { code: string }) => c.code).sort()).toEqual([
        'ALL-100',
        'OTHER-50',
        'SPRING-25',
      ]);
      const before = await analytics(owner.token, {
        from: new Date(Date.now() - 30 * DAY).toISOString(),
        to: new Date(Date.now() - 20 * DAY).toISOString(),
      });
      expect(before.data!.educatorAnalytics.coupons).toEqual([]);
    });

    it('names the coupon of each sale in the sales CSV', async () => {
      const res = await app.rest(
        'get',
        `/api/educator/sales.csv?courseId=${couponCourseId}`,
        undefined,
        owner.token,
      );
      const lines = res.text.trim().split('\r\n').slice(1);
      expect(lines.map((l) => l.split(',').pop()).sort()).toEqual([
        'ALL-100',
        'SPRING-25',
        'SPRING-25',
      ]);
    });
  });

  describe("the whole site's rollups", () => {
    const midnight = Math.floor(Date.now() / DAY) * DAY;
    const quarter = { from: new Date(midnight - 90 * DAY), to: new Date(midnight + DAY) };
    // The same days, a millisecond inside: read from the rows, not the rollups.
    const offMidnight = {
      from: new Date(midnight - 90 * DAY + 1),
      to: new Date(midnight + DAY - 1),
    };
    const siteFigures = async (r: { from: Date; to: Date }, granularity: string) => {
      const a = (
        await app.gql(
          ANALYTICS,
          { from: r.from.toISOString(), to: r.to.toISOString(), granularity },
          admin.token,
        )
      ).data!.educatorAnalytics;
      const bySource = (x: { source: string }, y: { source: string }) =>
        x.source.localeCompare(y.source);
      return {
        totals: a.totals,
        sales: a.sales,
        funnel: a.funnel,
        sources: [...a.sources].sort(bySource),
      };
    };
    async function sameBothWays() {
      for (const granularity of ['DAY', 'MONTH']) {
        const [rolled, exact] = await Promise.all([
          siteFigures(quarter, granularity),
          siteFigures(offMidnight, granularity),
        ]);
        expect(rolled).toEqual(exact);
      }
      return siteFigures(quarter, 'DAY');
    }
    // What the triggers keep for the site, day by day, against the courses' counters.
    const dailySales = (table: string) =>
      db().query(
        `SELECT day::text, sum(sales)::int AS sales, sum(revenue_paise)::int AS revenue,
           sum(refunds)::int AS refunds, sum(enrolments)::int AS enrolments
         FROM ${table} GROUP BY 1
         HAVING sum(sales) <> 0 OR sum(revenue_paise) <> 0 OR sum(refunds) <> 0 OR sum(enrolments) <> 0
         ORDER BY 1`,
      );

    beforeAll(async () => {
      // Everything so far happened today; move it 40 days back, across a month's end, as a
      // quarter of history, then roll the closed days up as a bulk load would.
      const back = `interval '40 days'`;
      await db().query(`UPDATE course_daily_stats SET day = day - 40`);
      await db().query(`UPDATE course_daily_sources SET day = day - 40`);
      await db().query(
        `UPDATE purchases SET created_at = created_at - ${back}, completed_at = completed_at - ${back}`,
      );
      await db().query(`UPDATE enrollments SET created_at = created_at - ${back}`);
      await db().query('SELECT refresh_site_rollups()');
    });

    it("keep the site's daily sales with every course's, through moves and refunds", async () => {
      expect(await dailySales('site_daily_sales')).toEqual(await dailySales('course_daily_sales'));
      expect((await dailySales('site_daily_sales')).length).toBeGreaterThan(0);
    });

    it('answer as the rows do, and are what is read', async () => {
      const site = await sameBothWays();
      expect(site.totals.views).toBeGreaterThan(0);
      expect(site.sources.length).toBeGreaterThan(1);
      const [{ rows }] = await db().query(
        `SELECT count(*)::int AS rows FROM site_daily_sources WHERE day < $1`,
        [new Date(midnight).toISOString().slice(0, 10)],
      );
      expect(rows).toBeGreaterThan(0);
      // A rolled-up figure changed by hand shows: the whole-day answer comes from the rollup.
      await db().query(
        `UPDATE site_daily_sources SET views = views + 1000 WHERE source = 'direct'`,
      );
      const direct = (await siteFigures(quarter, 'DAY')).sources.find(
        (row) => (row as { source: string }).source === 'direct',
      ) as { views: number };
      expect(direct.views).toBeGreaterThanOrEqual(1000);
      await db().query(
        `UPDATE site_daily_sources SET views = views - 1000 WHERE source = 'direct'`,
      );
    });

    it('take a refund of a rolled-up day out of the revenue by source', async () => {
      const before = await sameBothWays();
      const [{ id: newsletterPurchase }] = await db().query(
        `SELECT id FROM purchases WHERE source = 'newsletter' AND amount_paise = 100000`,
      );
      await db().query(
        `UPDATE purchases SET status = 'refunded', refunded_at = now() WHERE id = $1`,
        [newsletterPurchase],
      );
      const after = await sameBothWays();
      const revenue = (a: typeof before) =>
        a.sources.reduce((t, row) => t + (row as { revenue: number }).revenue, 0);
      expect(revenue(after)).toBe(revenue(before) - 1000);
      expect(await dailySales('site_daily_sales')).toEqual(await dailySales('course_daily_sales'));
      await db().query(
        `UPDATE purchases SET status = 'completed', refunded_at = NULL WHERE id = $1`,
        [newsletterPurchase],
      );
    });

    it('roll up the days closed since the last read, once', async () => {
      const [{ through }] = await db().query(`SELECT through::text FROM site_rollup_state`);
      // As if the last 60 days had not been rolled up yet.
      await db().query(`UPDATE site_rollup_state SET through = through - 60`);
      await db().query(`DELETE FROM site_daily_sources WHERE day > $1::date - 60`, [through]);
      await db().query(
        `DELETE FROM course_running_stats WHERE month >= date_trunc('month', ($1::date - 59)::timestamp)`,
        [through],
      );
      await sameBothWays();
      expect(await db().query(`SELECT through::text FROM site_rollup_state`)).toEqual([
        { through },
      ]);
    });
  });
});

/** The demo seed's sales are sales like any other: in the daily counters, so in every range. */
describe('seeded sales in analytics', () => {
  let app: TestApp;
  let token: string;
  const midnight = (days: number) => new Date((Math.floor(Date.now() / DAY) + days) * DAY);
  const FIGURES = `query($from: DateTime!, $to: DateTime!) {
    educatorAnalytics(from: $from, to: $to) { totals { revenue enrolments } }
    educatorDashboard { netSales totalEnrollments } }`;
  /** Whole UTC days (what the page asks: read from the counters) or part days (from the rows). */
  const figures = async (wholeDays = true) =>
    (
      await app.gql(
        FIGURES,
        wholeDays
          ? { from: midnight(-29).toISOString(), to: midnight(1).toISOString() }
          : {
              from: new Date(Date.now() - 30 * DAY).toISOString(),
              to: new Date(Date.now() + 60_000).toISOString(),
            },
        token,
      )
    ).data!;

  beforeAll(async () => {
    app = await TestApp.start({ seedDemoData: true });
    const { email, password } = DEMO_ACCOUNTS.sana;
    token = (await app.gql(LOGIN, { input: { email, password } })).data!.login.token;
  });
  afterAll(() => app.close());
  const db = () => app.app.get(DataSource);

  it('counts every seeded sale in the last 30 days, as the dashboard does', async () => {
    for (const wholeDays of [true, false]) {
      const { educatorAnalytics, educatorDashboard } = await figures(wholeDays);
      expect(educatorDashboard.netSales).toBeGreaterThan(0);
      expect(educatorAnalytics.totals).toEqual({
        revenue: educatorDashboard.netSales,
        enrolments: educatorDashboard.totalEnrollments,
      });
    }
  });

  it('refuses a paid purchase without the time it was paid', async () => {
    const [{ id }] = await db().query(
      `SELECT id FROM purchases WHERE status = 'completed' LIMIT 1`,
    );
    await expect(
      db().query(`UPDATE purchases SET completed_at = NULL WHERE id = $1`, [id]),
    ).rejects.toThrow(/CHK_purchases_paid_completed_at/);
  });

  it('gives paid purchases written without that time their sales when migrating', async () => {
    const runner = db().createQueryRunner();
    try {
      // As the seed wrote them before: revenue ₹0.00 beside the enrolments.
      await runner.query('ALTER TABLE purchases DROP CONSTRAINT "CHK_purchases_paid_completed_at"');
      await runner.query(`UPDATE purchases SET completed_at = NULL WHERE status = 'completed'`);
      const before = await figures();
      expect(before.educatorAnalytics.totals.revenue).toBe(0);
      expect(before.educatorAnalytics.totals.enrolments).toBeGreaterThan(0);
      await new PaidPurchasesHaveCompletedAt1796002000000().up(runner);
    } finally {
      await runner.release();
    }
    const after = await figures();
    expect(after.educatorAnalytics.totals.revenue).toBe(after.educatorDashboard.netSales);
    expect(after.educatorDashboard.netSales).toBeGreaterThan(0);
  });
});

async function waitFor(condition: () => boolean) {
  for (let i = 0; i < 200 && !condition(); i += 1)
    await new Promise((resolve) => setImmediate(resolve));
  for (let i = 0; i < 50 && !condition(); i += 1)
    await new Promise((resolve) => setTimeout(resolve, 20));
  expect(condition()).toBe(true);
}
