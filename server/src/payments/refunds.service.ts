import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager } from 'typeorm';
import { REFUND_REASON_MAX_LENGTH, REFUND_WINDOW_DAYS } from '../../../shared/refund-policy';
import { CertificatesService } from '../certificates/certificates.service';
import { DomainError, notFound } from '../common/errors/domain-error';
import { isUuid } from '../common/ids';
import { Metrics } from '../common/observability/metrics';
import { CourseAccess } from '../courses/course-access';
import { Checker } from '../common/validation';
import { withdraw } from '../enrollments/withdraw';
import { NOT_ENROLLED } from '../enrollments/enrollments.service';
import { forgetCourseProgress } from '../learning/forget-progress';
import { removeRating } from '../ratings/rating-writes';
import type { User } from '../users/user.entity';
import {
  PAYMENT_PROVIDER,
  PROVIDER_CALL_ABANDONED_AFTER_MS,
  type PaymentProvider,
} from './payment-provider';
import { webhookPayloads } from '../webhooks/webhook-payloads';
import { WebhookEvents } from '../webhooks/webhook-events.service';
import { PurchaseRefund } from './purchase-refund.entity';
import { ReceiptsService } from './receipts.service';
import { purchaseSubject } from './session-purchases';
import { Purchase, PurchaseStatus } from './purchase.entity';
import { fromPaise } from '../../../shared/money';

const DAY_MS = 24 * 60 * 60 * 1000;

export const REFUND_MESSAGES = {
  refunded:
    'Refund issued. The money goes back to your original payment method within 5 to 7 working days.',
  inProgress: 'Your refund is already being processed.',
  free: 'Free courses have nothing to refund.',
  noPayment: 'There is no payment for this course to refund.',
  windowClosed: `Refunds are only possible within ${REFUND_WINDOW_DAYS} days of purchase, and that time has passed for this course.`,
  secondRefund: 'This course was refunded once already, so this purchase cannot be refunded.',
  unpaid: 'This purchase was never paid, so there is nothing to refund.',
  notLatest: 'Only the latest paid purchase of a course can be refunded.',
  session: 'A session is refunded by cancelling its booking.',
};

/** Where a session's refund stands after asking for it. */
export type SessionRefund = 'refunded' | 'refunding' | 'nothing';

/** A session's refund to make (a booking's or a live seat's): in full, or `amountPaise` of it. */
export interface SessionRefundOrder {
  purchaseId: string;
  reason: string | null;
  amountPaise?: number | null;
}

export const PURCHASE_NOT_FOUND = 'Purchase not found';

export interface RefundResult {
  message: string;
  courseId: string;
  /** In currency units, as prices are. */
  amount: number;
  currency: string;
}

/** The end of a purchase's refund window: REFUND_WINDOW_DAYS after it was paid. */
export const refundableUntil = (paidAt: Date) =>
  new Date(paidAt.getTime() + REFUND_WINDOW_DAYS * DAY_MS);

/**
 * The 30-day money-back guarantee. A refund is elected by one conditional update (so concurrent
 * requests make one provider call), the provider is called outside any transaction, and one
 * transaction then marks the purchase refunded, removes the enrollment, its rating and the
 * learner's progress, and revokes any certificate. The provider's refund webhook finishes the
 * same way; whichever comes first wins.
 */
@Injectable()
export class RefundsService {
  private readonly logger = new Logger('Refunds');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(Metrics) private readonly metrics: Metrics,
    @Inject(CertificatesService) private readonly certificates: CertificatesService,
    @Inject(CourseAccess) private readonly access: CourseAccess,
    @Inject(ReceiptsService) private readonly receipts: ReceiptsService,
    @Inject(WebhookEvents) private readonly webhooks: WebhookEvents,
  ) {}

  async requestRefund(user: User, courseId: unknown, reason: unknown): Promise<RefundResult> {
    const check = new Checker();
    const why = check.optionalText('reason', 'Reason', reason, REFUND_REASON_MAX_LENGTH, {
      multiline: true,
    });
    check.done();
    const id = await this.access.existing(courseId);
    const purchase = await this.paidPurchase(user.id, id);
    return this.refund(purchase, why ?? null);
  }

  /**
   * An admin's refund on a learner's behalf: the same rule (the purchase must be the learner's
   * latest paid one for the course, once per course, within the window) and the same provider
   * call. `alsoInTx` runs in the transaction that starts the refund (the admin's audit row), so the
   * row exists however the refund then ends: at once, or later by the provider's webhook.
   */
  async refundPurchase(
    purchaseId: unknown,
    reason: unknown,
    alsoInTx: (tx: EntityManager, purchase: Purchase) => Promise<void>,
  ): Promise<RefundResult> {
    const check = new Checker();
    const why = check.requiredText('reason', 'Reason', reason, REFUND_REASON_MAX_LENGTH, {
      multiline: true,
    });
    check.done();
    const given = isUuid(purchaseId)
      ? await this.db.getRepository(Purchase).findOneBy({ id: purchaseId })
      : null;
    if (!given) throw notFound(PURCHASE_NOT_FOUND);
    if (!given.courseId) throw new DomainError('BAD_USER_INPUT', REFUND_MESSAGES.session);
    if (given.status === PurchaseStatus.PENDING || given.status === PurchaseStatus.FAILED)
      throw new DomainError('BAD_USER_INPUT', REFUND_MESSAGES.unpaid);
    const purchase = await this.paidPurchase(given.userId, given.courseId);
    if (purchase.id !== given.id)
      throw new DomainError('BAD_USER_INPUT', REFUND_MESSAGES.notLatest);
    return this.refund(purchase, why, alsoInTx);
  }

  /**
   * A session's purchase refunded in full: its booking cancelled by the mentor or early enough by
   * the learner, its learner not met, or its payment too late for its time (mentorship decides;
   * no 30-day window). The same exactly-once election, provider call and finish as a course's, so
   * concurrent calls refund once: one answers 'refunded', the others 'refunding' until it is done.
   * 'nothing' for a purchase with nothing to refund (unpaid, free by coupon, not a session's).
   * A live session seat's purchase likewise (live decides), in full or, with `amountPaise`, that
   * part of it (a series cancelled after some meetings were held).
   */
  async refundSession(
    purchaseId: string,
    reason: string | null,
    amountPaise?: number,
  ): Promise<SessionRefund> {
    const purchase = await this.db.getRepository(Purchase).findOneBy({ id: purchaseId });
    const session = purchase?.bookingId ?? purchase?.liveSeatId;
    if (!session || !purchase?.providerPaymentId || purchase.amountPaise === 0) return 'nothing';
    const part = Math.min(amountPaise ?? purchase.amountPaise, purchase.amountPaise);
    if (part <= 0) return 'nothing';
    if (purchase.status === PurchaseStatus.REFUNDED) return 'refunded';
    if (!(await this.elect(purchase, reason, undefined, null))) {
      const now = await this.db.getRepository(Purchase).findOneByOrFail({ id: purchase.id });
      if (now.status === PurchaseStatus.REFUNDED) return 'refunded';
      return now.status === PurchaseStatus.REFUNDING ? 'refunding' : 'nothing';
    }
    await this.refundElected(purchase, part);
    return 'refunded';
  }

  /**
   * A refund job's run: throws while another call is refunding the purchase, so the queue retries
   * it later and takes over if that call was abandoned.
   */
  async refundSessionJob({ purchaseId, reason, amountPaise }: SessionRefundOrder): Promise<void> {
    if ((await this.refundSession(purchaseId, reason, amountPaise ?? undefined)) === 'refunding')
      throw new Error(`refund of purchase ${purchaseId} is under way elsewhere`);
  }

  /**
   * After the commit that scheduled their jobs: the refunds tried at once, so the answer can say
   * they are done. A failure is logged and left to the job, which retries.
   */
  async refundSessionsNow(orders: SessionRefundOrder[]): Promise<void> {
    for (const { purchaseId, reason, amountPaise } of orders)
      await this.refundSession(purchaseId, reason, amountPaise ?? undefined).catch((error: Error) =>
        this.logger.warn(`Refund of purchase ${purchaseId} left to its job: ${error.message}`),
      );
  }

  private async refund(
    purchase: Purchase,
    why: string | null,
    alsoInTx?: (tx: EntityManager, purchase: Purchase) => Promise<void>,
  ): Promise<RefundResult> {
    const id = purchase.courseId!;
    const result = (message: string): RefundResult => ({
      message,
      courseId: id,
      amount: fromPaise(purchase.amountPaise),
      currency: purchase.currency,
    });
    if (purchase.status === PurchaseStatus.REFUNDED) return result(REFUND_MESSAGES.refunded);
    if (!(await this.elect(purchase, why, alsoInTx))) {
      const now = await this.db.getRepository(Purchase).findOneByOrFail({ id: purchase.id });
      if (now.status === PurchaseStatus.REFUNDED) return result(REFUND_MESSAGES.refunded);
      if (now.status === PurchaseStatus.REFUNDING) return result(REFUND_MESSAGES.inProgress);
      throw new DomainError('BAD_USER_INPUT', REFUND_MESSAGES.windowClosed);
    }
    await this.refundElected(purchase);
    return result(REFUND_MESSAGES.refunded);
  }

  /**
   * The provider's refund of an elected purchase (outside any transaction), then `finish`; of
   * `amountPaise` of it when given (a part), else in full.
   */
  private async refundElected(purchase: Purchase, amountPaise = purchase.amountPaise) {
    let refundId: string;
    try {
      refundId = await this.provider.refund({
        paymentId: purchase.providerPaymentId!,
        amountPaise,
        receipt: purchase.id,
        notes: { purchaseId: purchase.id, ...purchaseSubject(purchase), userId: purchase.userId },
      });
    } catch (error) {
      // Back to completed so the learner can ask again; a refund the provider made after all
      // still arrives through its webhook.
      await this.db.getRepository(Purchase).update(
        { id: purchase.id, status: PurchaseStatus.REFUNDING },
        {
          status: PurchaseStatus.COMPLETED,
        },
      );
      throw error;
    }
    const part = amountPaise < purchase.amountPaise ? amountPaise : undefined;
    await this.db.transaction((tx) => this.finish(tx, purchase.id, refundId, part));
  }

  /**
   * The provider's `refund.processed` webhook, inside the transaction that recorded the event.
   * Each refund is recorded once by its id; when the refunds of a payment we hold add up to the
   * amount paid (one full refund, or partial ones made in the provider's dashboard), the purchase
   * is finished like a full refund. The purchase row is locked first, so two webhooks arriving at
   * once are summed one after the other and the second sees the first's amount.
   */
  async refundedByProvider(
    tx: EntityManager,
    refund: { id: string; paymentId: string; amountPaise?: number },
  ) {
    const purchase = await tx.getRepository(Purchase).findOne({
      where: { providerPaymentId: refund.paymentId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!purchase) return;
    await tx
      .getRepository(PurchaseRefund)
      .createQueryBuilder()
      .insert()
      .values({
        purchaseId: purchase.id,
        providerRefundId: refund.id.slice(0, 100),
        // An event without an amount has always counted as a full refund.
        amountPaise: refund.amountPaise ?? purchase.amountPaise,
      })
      .orIgnore()
      .execute();
    const refunded = await tx.getRepository(PurchaseRefund).sum('amountPaise', {
      purchaseId: purchase.id,
    });
    if ((refunded ?? 0) < purchase.amountPaise) {
      this.logger.warn(
        `Partial refund ${refund.id} of payment ${refund.paymentId}: ${refunded} of ${purchase.amountPaise} refunded, the learner stays enrolled`,
      );
      return;
    }
    await this.finish(tx, purchase.id, refund.id);
  }

  /**
   * The courses, of these, whose purchase by the user was refunded once: buying one again cannot
   * be refunded (the guarantee is once per course: see paidPurchase).
   */
  async refundedBefore(userId: string, courseIds: readonly string[]): Promise<Set<string>> {
    if (!courseIds.length) return new Set();
    const rows = await this.db.getRepository(Purchase).find({
      where: { userId, courseId: In([...courseIds]), status: PurchaseStatus.REFUNDED },
      select: { courseId: true },
    });
    return new Set(rows.map((r) => r.courseId!));
  }

  /** Refund deadlines of the user's paid courses, for the courses whose purchase can still be refunded. */
  async refundDeadlines(userId: string, courseIds: readonly string[]): Promise<Map<string, Date>> {
    if (!courseIds.length) return new Map();
    // Plain SQL: My Enrollments asks for up to hundreds of courses on every visit.
    const rows = await this.db.query<
      Pick<Purchase, 'courseId' | 'status' | 'amountPaise' | 'completedAt'>[]
    >(
      `SELECT course_id AS "courseId", status, amount_paise AS "amountPaise",
              completed_at AS "completedAt"
         FROM purchases
        WHERE user_id = $1 AND course_id = ANY($2::uuid[]) AND status IN ($3, $4)
        ORDER BY completed_at`,
      [userId, courseIds, PurchaseStatus.COMPLETED, PurchaseStatus.REFUNDED],
    );
    const deadlines = new Map<string, Date>();
    const refundedOnce = new Set<string>();
    for (const row of rows) {
      if (row.status === PurchaseStatus.REFUNDED) refundedOnce.add(row.courseId!);
      else if (row.amountPaise > 0 && row.completedAt)
        deadlines.set(row.courseId!, refundableUntil(row.completedAt));
    }
    const now = Date.now();
    for (const [courseId, until] of deadlines)
      if (refundedOnce.has(courseId) || until.getTime() <= now) deadlines.delete(courseId);
    return deadlines;
  }

  /**
   * The purchase that paid for the enrollment, if it may be refunded; refusals name the reason. A
   * refunded one answers as done, so a request repeated after its refund is harmless.
   */
  private async paidPurchase(userId: string, courseId: string): Promise<Purchase> {
    const purchases = await this.db.getRepository(Purchase).find({
      where: {
        userId,
        courseId,
        status: In([PurchaseStatus.COMPLETED, PurchaseStatus.REFUNDING, PurchaseStatus.REFUNDED]),
      },
      order: { completedAt: 'DESC' },
    });
    const [latest] = purchases;
    if (!latest) throw new DomainError('FORBIDDEN', NOT_ENROLLED);
    if (latest.amountPaise === 0) throw new DomainError('BAD_USER_INPUT', REFUND_MESSAGES.free);
    if (
      latest.status !== PurchaseStatus.REFUNDED &&
      purchases.some((p) => p.status === PurchaseStatus.REFUNDED)
    )
      throw new DomainError('BAD_USER_INPUT', REFUND_MESSAGES.secondRefund);
    if (!latest.providerPaymentId)
      throw new DomainError('BAD_USER_INPUT', REFUND_MESSAGES.noPayment);
    return latest;
  }

  /**
   * Moves a purchase to REFUNDING for this call alone: a completed one still inside the window of
   * `windowDays` (judged by the database's clock; null: no window, a session's), or one whose
   * refunding call was abandoned.
   */
  private async elect(
    purchase: Purchase,
    reason: string | null,
    alsoInTx?: (tx: EntityManager, purchase: Purchase) => Promise<void>,
    windowDays: number | null = REFUND_WINDOW_DAYS,
  ): Promise<boolean> {
    const purchaseId = purchase.id;
    const electIn = async (manager: EntityManager) => {
      const result = await manager
        .getRepository(Purchase)
        .createQueryBuilder()
        .update()
        .set({
          status: PurchaseStatus.REFUNDING,
          refundReason: reason,
          refundRequestedAt: () => 'now()',
        })
        .where('id = :purchaseId', { purchaseId })
        .andWhere(
          `((status = :completed AND (CAST(:days AS int) IS NULL OR completed_at > now() - make_interval(days => :days)))
            OR (status = :refunding AND refund_requested_at < now() - make_interval(secs => :abandoned)))`,
          {
            completed: PurchaseStatus.COMPLETED,
            refunding: PurchaseStatus.REFUNDING,
            days: windowDays,
            abandoned: PROVIDER_CALL_ABANDONED_AFTER_MS / 1000,
          },
        )
        .execute();
      return (result.affected ?? 0) > 0;
    };
    // One statement needs no transaction of its own; with a companion write, both or neither.
    if (!alsoInTx) return electIn(this.db.manager);
    return this.db.transaction(async (tx) => {
      const elected = await electIn(tx);
      if (elected) await alsoInTx(tx, purchase);
      return elected;
    });
  }

  /**
   * The one place a purchase becomes refunded: at most once, whoever calls first. Takes away what
   * the payment bought: the enrollment, the learner's rating of the course and any certificate,
   * and clears the learner's progress in the course (completed lectures and resume point), so a
   * course bought again starts fresh and earns a new certificate with a new date.
   */
  private async finish(
    tx: EntityManager,
    purchaseId: string,
    refundId: string,
    refundedPaise?: number,
  ) {
    const updated = await tx
      .getRepository(Purchase)
      .createQueryBuilder()
      .update()
      .set({
        status: PurchaseStatus.REFUNDED,
        providerRefundId: refundId.slice(0, 100),
        refundedAt: () => 'now()',
      })
      .where({ id: purchaseId, status: In([PurchaseStatus.COMPLETED, PurchaseStatus.REFUNDING]) })
      .returning('user_id, course_id')
      .execute();
    const [row] = updated.raw as { user_id: string; course_id: string | null }[];
    if (!row) return;
    if (!row.course_id) {
      // A session's or a seat's: nothing was granted but the booking or seat, which its
      // cancellation already ended.
      await this.receipts.refunded(tx, purchaseId, refundId, refundedPaise);
      this.metrics.payment('refunded');
      return;
    }
    const owner = { userId: row.user_id, courseId: row.course_id };
    await withdraw(tx, owner.userId, owner.courseId);
    await removeRating(tx, owner.userId, owner.courseId);
    await forgetCourseProgress(tx, owner.userId, owner.courseId);
    await this.certificates.revokeFor(tx, owner.userId, owner.courseId);
    await this.receipts.refunded(tx, purchaseId, refundId);
    await this.webhooks.record(tx, 'purchase.refunded', owner.courseId, () =>
      webhookPayloads.purchaseRefunded(tx, purchaseId),
    );
    this.metrics.payment('refunded');
  }
}
