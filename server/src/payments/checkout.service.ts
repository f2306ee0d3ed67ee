import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, Raw, type EntityManager } from 'typeorm';
import { conflict, DomainError, notFound } from '../common/errors/domain-error';
import { isUuid } from '../common/ids';
import { Checker } from '../common/validation';
import { Metrics } from '../common/observability/metrics';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../config/app-config';
import { gstState } from '../../../shared/gst-states';
import { CouponRedemptions, orderFresh } from './coupons/coupon-redemptions';
import type { Coupon } from './coupons/coupon.entity';
import { CourseAccess } from '../courses/course-access';
import type { Course } from '../courses/course.entity';
import { netPricePaise } from '../courses/pricing';
import { EnrollmentsService } from '../enrollments/enrollments.service';
import type { User } from '../users/user.entity';
import {
  PAYMENT_PROVIDER,
  PROVIDER_CALL_ABANDONED_AFTER_MS,
  providerUnavailable,
  sandboxPaymentId,
  type PaymentProvider,
} from './payment-provider';
import { signPayment } from './payment-signature';
import { purchaseSubject, SessionPurchases } from './session-purchases';
import { fromPaise } from '../../../shared/money';
import { Purchase, PurchaseStatus } from './purchase.entity';
import { ReceiptsService } from './receipts.service';
import { type Attribution, checkAttribution, sourceKind } from '../traffic/attribution';
import { CourseTraffic } from '../traffic/course-traffic.service';

/**
 * Kept on the purchase row besides its price: where the buyer came from (analytics' top sources),
 * the list price then (a coupon's discount given) and the buyer's state (the invoice's place of supply).
 */
type PurchaseOrigin = Pick<
  Purchase,
  'source' | 'referrerHost' | 'sourceKind' | 'listPricePaise' | 'buyerState'
>;

/** What the buyer brings to a purchase besides the course: a coupon code, where they came from, their state. */
export interface PurchaseOptions {
  couponCode?: unknown;
  attribution?: { source?: unknown; referrer?: unknown } | null;
  buyerState?: unknown;
}

export const BUYER_STATE_INVALID = 'Choose your state or union territory from the list';

/** The buyer's state as its GST code (a code or a name is accepted), or null when not given. */
function checkBuyerState(check: Checker, raw: unknown): string | null {
  if (raw === undefined || raw === null || raw === '') return null;
  const state = typeof raw === 'string' ? gstState(raw) : undefined;
  if (!state) check.fail('buyerState', BUYER_STATE_INVALID);
  return state?.code ?? null;
}

export const ALREADY_ENROLLED = 'Already Enrolled';

export interface FreeEnrollmentResult {
  kind: 'free';
  message: string;
  redirect: string;
  courseId: string;
}

/** A session a coupon made free: its booking is confirmed already. */
export interface FreeBookingResult {
  kind: 'freeBooking';
  message: string;
  bookingId: string;
}

/** A live session seat a coupon made free: it is confirmed already. */
export interface FreeLiveSeatResult {
  kind: 'freeLiveSeat';
  message: string;
  liveSeatId: string;
}

/**
 * What an order pays for: a course, a mentorship booking or a live session seat (purchases hold
 * exactly one).
 */
type OrderSubject =
  | { courseId: string; bookingId: null; liveSeatId: null }
  | { courseId: null; bookingId: string; liveSeatId: null }
  | { courseId: null; bookingId: null; liveSeatId: string };

/** A session's or seat's subject: not a course. */
type SessionSubject = Exclude<OrderSubject, { courseId: string }>;

/** A held booking as its checkout needs it (mentorship checks whose it is and that it still holds). */
export interface BookingToPay {
  id: string;
  mentorId: string;
  pricePaise: number;
  /** The order's description: the session type's title. */
  title: string;
}

/** A held live session seat as its checkout needs it (live checks whose it is and that it holds). */
export interface LiveSeatToPay {
  id: string;
  /** The course's educator, whose coupons for no one course apply. */
  hostId: string;
  pricePaise: number;
  /** The order's description: the session's title. */
  title: string;
}

export interface PaymentOrderResult {
  kind: 'order';
  orderId: string;
  amount: number;
  currency: string;
  courseName: string;
  purchaseId: string;
  keyId: string;
  provider: 'razorpay' | 'sandbox';
}

/**
 * Buying a course: a free one enrolls at once; a paid one gets exactly one open provider order per
 * learner and course, however many calls arrive at once. Also the sandbox checkout's "Pay".
 */
@Injectable()
export class CheckoutService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(EnrollmentsService) private readonly enrollments: EnrollmentsService,
    @Inject(Metrics) private readonly metrics: Metrics,
    @Inject(CourseAccess) private readonly access: CourseAccess,
    @Inject(ReceiptsService) private readonly receipts: ReceiptsService,
    @Inject(CouponRedemptions) private readonly coupons: CouponRedemptions,
    @Inject(CourseTraffic) private readonly traffic: CourseTraffic,
    @Inject(SessionPurchases) private readonly sessions: SessionPurchases,
  ) {}

  /**
   * Refused to the course's owner and to admins (CourseAccess.purchasable).
   * Free course (net price 0), or a coupon bringing it to 0: enrolls at once with a completed purchase of 0.
   * Paid course: an order for the server-computed amount; an open order of the same amount and coupon is reused.
   * With a coupon code, the better of it and the course's own discount applies (a refused code is an error).
   * `attribution` (where the buyer came from) is kept with the purchase; it is checked first.
   */
  async purchase(
    user: User,
    courseId: unknown,
    { couponCode, attribution: rawAttribution, buyerState: rawState }: PurchaseOptions = {},
  ): Promise<FreeEnrollmentResult | PaymentOrderResult> {
    const check = new Checker();
    const attribution = checkAttribution(check, rawAttribution, 'attribution.');
    const buyerState = checkBuyerState(check, rawState);
    check.done();
    const course = await this.access.purchasable(courseId, user);
    const origin = this.originOf(attribution, course, buyerState);
    let amountPaise = netPricePaise(course.coursePrice, course.discount);
    const withCoupon = couponCode !== undefined && couponCode !== null && couponCode !== '';
    // A free course without a code goes straight to enrollFree, whose insert refuses a second
    // enrolment in the same statement; anything else is refused before a coupon or an order.
    if ((amountPaise > 0 || withCoupon) && (await this.enrollments.isEnrolled(user.id, course.id)))
      throw conflict(ALREADY_ENROLLED);
    let coupon: Coupon | null = null;
    if (withCoupon) {
      const applied = await this.coupons.apply(course, couponCode, user.id);
      amountPaise = applied.price.finalPaise;
      if (applied.price.couponApplied) coupon = applied.coupon;
    }
    if (amountPaise === 0) return this.enrollFree(user, course, coupon, origin);

    return this.orderResult(
      await this.openOrder(
        user.id,
        { courseId: course.id, bookingId: null, liveSeatId: null },
        amountPaise,
        coupon,
        origin,
      ),
      course.courseTitle,
    );
  }

  /**
   * The order for a held session, at the price fixed on the booking, less a coupon of the mentor's
   * that is for no one course (a course's coupon is refused: "for a course, not this session").
   * The caller (mentorship's BookingCheckout) has checked that the booking is the user's and still
   * held. A coupon bringing it to 0 confirms the booking at once with a completed purchase of 0.
   */
  async purchaseBooking(
    user: User,
    booking: BookingToPay,
    options: Pick<PurchaseOptions, 'couponCode' | 'buyerState'> = {},
  ): Promise<FreeBookingResult | PaymentOrderResult> {
    const subject: SessionSubject = { courseId: null, bookingId: booking.id, liveSeatId: null };
    const item = { educatorId: booking.mentorId, pricePaise: booking.pricePaise };
    const order = await this.purchaseSession(user, subject, item, options);
    if (order) return this.orderResult(order, booking.title);
    this.metrics.payment('free');
    return { kind: 'freeBooking', message: 'Booked.', bookingId: booking.id };
  }

  /**
   * The order for a held live session seat (issue 40), as for a session: at the price fixed on the
   * seat, less a coupon of the course's educator that is for no one course. The caller (live's
   * LiveSeatCheckout) has checked that the seat is the user's and still held. A coupon bringing it
   * to 0 confirms the seat at once with a completed purchase of 0.
   */
  async purchaseLiveSeat(
    user: User,
    seat: LiveSeatToPay,
    options: Pick<PurchaseOptions, 'couponCode' | 'buyerState'> = {},
  ): Promise<FreeLiveSeatResult | PaymentOrderResult> {
    const subject: SessionSubject = { courseId: null, bookingId: null, liveSeatId: seat.id };
    const item = { educatorId: seat.hostId, pricePaise: seat.pricePaise };
    const order = await this.purchaseSession(user, subject, item, options);
    if (order) return this.orderResult(order, seat.title);
    this.metrics.payment('free');
    return { kind: 'freeLiveSeat', message: 'Your seat is confirmed.', liveSeatId: seat.id };
  }

  /**
   * A session's or seat's order at `pricePaise` less the coupon; null when a coupon made it free
   * and what it pays for is confirmed already.
   */
  private async purchaseSession(
    user: User,
    subject: SessionSubject,
    item: { educatorId: string; pricePaise: number },
    { couponCode, buyerState: rawState }: Pick<PurchaseOptions, 'couponCode' | 'buyerState'>,
  ): Promise<Purchase | null> {
    const check = new Checker();
    const buyerState = checkBuyerState(check, rawState);
    check.done();
    let amountPaise = item.pricePaise;
    let coupon: Coupon | null = null;
    if (couponCode !== undefined && couponCode !== null && couponCode !== '') {
      const target = {
        educatorId: item.educatorId,
        courseId: null,
        listPrice: fromPaise(item.pricePaise),
        discount: 0,
      };
      const applied = await this.coupons.applyTo(target, couponCode, user.id);
      amountPaise = applied.price.finalPaise;
      if (applied.price.couponApplied) coupon = applied.coupon;
    }
    const origin: PurchaseOrigin = {
      buyerState,
      source: null,
      referrerHost: null,
      sourceKind: null,
      listPricePaise: item.pricePaise,
    };
    if (amountPaise > 0) return this.openOrder(user.id, subject, amountPaise, coupon, origin);
    await this.confirmFree(user, subject, coupon, origin);
    return null;
  }

  /**
   * A session or seat a coupon made free: a completed purchase of 0 and what it pays for
   * confirmed, in one transaction.
   */
  private async confirmFree(
    user: User,
    subject: SessionSubject,
    coupon: Coupon | null,
    origin: PurchaseOrigin,
  ): Promise<void> {
    await this.coupons.withPlace(coupon, { userId: user.id, ...subject }, async (tx) => {
      const purchase = tx.getRepository(Purchase).create({
        id: randomUUID(),
        userId: user.id,
        ...subject,
        couponId: coupon?.id ?? null,
        amountPaise: 0,
        currency: this.config.payments.currency,
        status: PurchaseStatus.COMPLETED,
        provider: 'free',
        completedAt: new Date(),
        ...origin,
      });
      await tx.getRepository(Purchase).insert(purchase);
      if (!(await this.sessions.paid(tx, purchase)))
        throw conflict(
          subject.liveSeatId
            ? 'This seat is no longer held for you.'
            : 'This booking no longer holds its time.',
        );
    });
  }

  private originOf(
    attribution: Attribution,
    course: Course,
    buyerState: string | null,
  ): PurchaseOrigin {
    return {
      buyerState,
      source: attribution.source,
      referrerHost: attribution.referrerHost,
      sourceKind: sourceKind(attribution, course.educatorId),
      listPricePaise: netPricePaise(course.coursePrice, 0),
    };
  }

  /**
   * The user's one pending purchase of the course with its provider order, made by exactly one call
   * however many arrive at once. The unique index on open purchases elects that call: it inserts the
   * pending purchase first (no order yet), asks the provider, and stores the order id. Every other
   * call finds that purchase and polls until the order id is there, or answers 503 as the elected
   * call did if the provider failed.
   *
   * Trade-off: waiting callers poll (a few short queries) rather than wait on a lock, because a lock
   * would hold a pooled connection for as long as the provider takes; 30 such callers would hold
   * the whole pool, starving every other request, the elected one included.
   */
  private async openOrder(
    userId: string,
    subject: OrderSubject,
    amountPaise: number,
    coupon: Coupon | null,
    origin: PurchaseOrigin,
  ) {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const open = await this.openPurchase(userId, subject);
      if (!open) {
        const claimed = await this.coupons.withPlace(coupon, { userId, ...subject }, (tx) =>
          this.claimPurchase(tx, userId, subject, amountPaise, coupon, origin),
        );
        const ordered = claimed && (await this.createOrder(claimed));
        if (ordered) {
          if (subject.courseId) await this.traffic.checkoutStarted(subject.courseId);
          return ordered;
        }
      } else if (
        open.amountPaise !== amountPaise ||
        open.couponId !== (coupon?.id ?? null) ||
        (open.couponId && !open.fresh)
      ) {
        // The price or coupon changed, or the order is older than a coupon hold: a new order, with
        // the coupon's cap checked again (it holds a place only while its buyer's hold runs).
        await this.markFailed(open.id);
      } else {
        const ready = open.providerOrderId ? open : await this.awaitOrder(open.id);
        if (ready) return this.withBuyerState(ready, origin.buyerState);
      }
    }
    throw providerUnavailable();
  }

  /** A reused open order takes the state the buyer chose this time: the receipt reads it when paid. */
  private async withBuyerState(open: Purchase, buyerState: string | null): Promise<Purchase> {
    if (open.buyerState === buyerState) return open;
    await this.db
      .getRepository(Purchase)
      .update({ id: open.id, status: PurchaseStatus.PENDING }, { buyerState });
    return { ...open, buyerState };
  }

  /** Inserts the pending purchase, without an order yet; null when another call holds the open one. */
  private async claimPurchase(
    tx: EntityManager,
    userId: string,
    subject: OrderSubject,
    amountPaise: number,
    coupon: Coupon | null,
    origin: PurchaseOrigin,
  ) {
    const purchase = tx.getRepository(Purchase).create({
      id: randomUUID(),
      userId,
      ...subject,
      couponId: coupon?.id ?? null,
      ...origin,
      amountPaise,
      currency: this.config.payments.currency,
      status: PurchaseStatus.PENDING,
      provider: this.provider.name,
      providerOrderId: null,
    });
    const inserted = await tx
      .getRepository(Purchase)
      .createQueryBuilder()
      .insert()
      .values(purchase)
      .orIgnore() // the unique indexes on open purchases: another call holds one
      .execute();
    return (inserted.raw as unknown[]).length > 0 ? purchase : null;
  }

  /**
   * Creates the provider order of a claimed purchase and stores its id. A provider failure marks the
   * purchase failed, so nothing stays open without an order. Null when the purchase was superseded meanwhile.
   */
  private async createOrder(purchase: Purchase): Promise<Purchase | null> {
    let orderId: string;
    try {
      orderId = await this.provider.createOrder({
        amountPaise: purchase.amountPaise,
        currency: purchase.currency,
        receipt: purchase.id,
        notes: { purchaseId: purchase.id, ...purchaseSubject(purchase), userId: purchase.userId },
      });
    } catch (error) {
      await this.markFailed(purchase.id);
      throw error;
    }
    this.metrics.payment('order_created');
    // Stored even if the purchase was superseded meanwhile, so every order made is on record.
    const stored = await this.db
      .getRepository(Purchase)
      .createQueryBuilder()
      .update()
      .set({ providerOrderId: orderId })
      .where({ id: purchase.id })
      .returning('status')
      .execute();
    const [{ status }] = stored.raw as { status: PurchaseStatus }[];
    return status === PurchaseStatus.PENDING ? { ...purchase, providerOrderId: orderId } : null;
  }

  /**
   * Waits for the call that claimed this purchase to store its order. Null when that call's server
   * stopped before it could (the purchase is then marked failed) or the purchase was superseded.
   */
  private async awaitOrder(purchaseId: string): Promise<Purchase | null> {
    for (let delay = 25; ; delay = Math.min(delay * 2, 250)) {
      await sleep(delay);
      const purchase = await this.db.getRepository(Purchase).findOneBy({ id: purchaseId });
      if (!purchase) return null;
      if (purchase.status === PurchaseStatus.PENDING && purchase.providerOrderId) return purchase;
      if (purchase.status !== PurchaseStatus.PENDING) {
        // Failed without an order: the claiming call's provider request failed, and so does this call.
        if (!purchase.providerOrderId) throw providerUnavailable();
        return null;
      }
      const age = Date.now() - purchase.createdAt.getTime();
      if (age > PROVIDER_CALL_ABANDONED_AFTER_MS && (await this.markFailed(purchaseId, true)))
        return null;
    }
  }

  /** Marks a pending purchase failed; with `onlyIfAbandoned`, only one left too long without an order. */
  private async markFailed(purchaseId: string, onlyIfAbandoned = false): Promise<boolean> {
    const update = this.db
      .getRepository(Purchase)
      .createQueryBuilder()
      .update()
      .set({ status: PurchaseStatus.FAILED })
      .where({ id: purchaseId, status: PurchaseStatus.PENDING });
    if (onlyIfAbandoned)
      update.andWhere({
        providerOrderId: IsNull(),
        // judged again by the database's clock, so servers with skewed clocks agree
        createdAt: Raw((column) => `${column} < now() - make_interval(secs => :seconds)`, {
          seconds: PROVIDER_CALL_ABANDONED_AFTER_MS / 1000,
        }),
      });
    const failed = ((await update.execute()).affected ?? 0) > 0;
    if (failed) this.metrics.payment('failed');
    return failed;
  }

  /** The sandbox checkout's "Pay" button: signs a payment for the caller's open order as Razorpay would. */
  async sandboxPay(user: User, purchaseId: unknown) {
    if (this.provider.name !== 'sandbox')
      throw new DomainError('FORBIDDEN', 'The sandbox checkout is only available in sandbox mode');
    const purchase = isUuid(purchaseId)
      ? await this.db.getRepository(Purchase).findOneBy({ id: purchaseId, userId: user.id })
      : null;
    if (!purchase?.providerOrderId || purchase.status !== PurchaseStatus.PENDING)
      throw notFound('No open payment for this purchase');
    const paymentId = sandboxPaymentId();
    return {
      razorpayOrderId: purchase.providerOrderId,
      razorpayPaymentId: paymentId,
      razorpaySignature: signPayment(
        purchase.providerOrderId,
        paymentId,
        this.config.payments.keySecret,
      ),
    };
  }

  /** A free course, or one a coupon made free (counted as the coupon's redemption at once). */
  private async enrollFree(
    user: User,
    course: Course,
    coupon: Coupon | null,
    origin: PurchaseOrigin,
  ): Promise<FreeEnrollmentResult> {
    await this.coupons.withPlace(coupon, { userId: user.id, courseId: course.id }, async (tx) => {
      if (!(await this.enrollments.enroll(tx, user.id, course.id)))
        throw conflict(ALREADY_ENROLLED);
      await this.receipts.freeEnrollment(tx, user, course);
      await tx.getRepository(Purchase).insert({
        userId: user.id,
        courseId: course.id,
        couponId: coupon?.id ?? null,
        amountPaise: 0,
        currency: this.config.payments.currency,
        status: PurchaseStatus.COMPLETED,
        provider: 'free',
        completedAt: new Date(),
        ...origin,
      });
      await this.traffic.checkoutStarted(course.id, tx);
    });
    this.metrics.payment('free');
    return {
      kind: 'free',
      message: 'Enrolled successfully! Happy learning.',
      redirect: '/my-enrollments',
      courseId: course.id,
    };
  }

  /** The user's open order for the course or booking, and whether it is younger than a coupon hold. */
  private async openPurchase(userId: string, subject: OrderSubject) {
    const column = subject.liveSeatId
      ? 'p.live_seat_id'
      : subject.bookingId
        ? 'p.booking_id'
        : 'p.course_id';
    const { entities, raw } = await this.db
      .getRepository(Purchase)
      .createQueryBuilder('p')
      .addSelect(orderFresh('p'), 'fresh')
      .where(`p.user_id = :userId AND ${column} = :subjectId AND p.status = :pending`, {
        userId,
        subjectId: subject.liveSeatId ?? subject.bookingId ?? subject.courseId,
        pending: PurchaseStatus.PENDING,
      })
      .getRawAndEntities<{ fresh: boolean }>();
    return entities[0] && Object.assign(entities[0], { fresh: raw[0].fresh });
  }

  private orderResult(purchase: Purchase, name: string): PaymentOrderResult {
    return {
      kind: 'order',
      orderId: purchase.providerOrderId!,
      amount: purchase.amountPaise,
      currency: purchase.currency,
      courseName: name,
      purchaseId: purchase.id,
      keyId: this.config.payments.keyId,
      provider: this.provider.name,
    };
  }
}
