import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { isUniqueViolation } from '../common/db-errors';
import { conflict, DomainError, notFound } from '../common/errors/domain-error';
import { isUuid } from '../common/ids';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../config/app-config';
import { Course } from '../courses/course.entity';
import { COURSE_NOT_FOUND } from '../courses/courses.service';
import { netPricePaise } from '../courses/pricing';
import { EnrollmentsService } from '../enrollments/enrollments.service';
import type { User } from '../users/user.entity';
import { PAYMENT_PROVIDER, sandboxPaymentId, type PaymentProvider } from './payment-provider';
import { signatureMatches, signPayment, signWebhook } from './payment-signature';
import { Purchase, PurchaseStatus } from './purchase.entity';

export const VERIFICATION_FAILED = 'Payment verification failed';
export const ALREADY_ENROLLED = 'Already Enrolled';

export interface FreeEnrollmentResult {
  kind: 'free';
  message: string;
  redirect: string;
  courseId: string;
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

export interface PaymentProof {
  purchaseId: unknown;
  orderId: unknown;
  paymentId: unknown;
  signature: unknown;
}

@Injectable()
export class PaymentsService {
  private readonly logger = new Logger('Payments');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(EnrollmentsService) private readonly enrollments: EnrollmentsService,
  ) {}

  /**
   * Free course (net price 0): enrols at once with a completed purchase of 0.
   * Paid course: an order for the server-computed amount; an open order of the same amount is reused.
   */
  async purchase(
    user: User,
    courseId: unknown,
  ): Promise<FreeEnrollmentResult | PaymentOrderResult> {
    const course = isUuid(courseId)
      ? await this.db.getRepository(Course).findOneBy({ id: courseId, isPublished: true })
      : null;
    if (!course) throw notFound(COURSE_NOT_FOUND);
    if (await this.enrollments.isEnrolled(user.id, course.id)) throw conflict(ALREADY_ENROLLED);
    const amountPaise = netPricePaise(course.coursePrice, course.discount);
    if (amountPaise === 0) return this.enrolFree(user, course);

    const open = await this.openPurchase(user.id, course.id);
    if (open?.amountPaise === amountPaise) return this.orderResult(open, course);
    if (open)
      await this.db
        .getRepository(Purchase)
        .update({ id: open.id }, { status: PurchaseStatus.FAILED });

    // The order is made first and stored with the purchase in one insert, so an open purchase always has its order.
    const purchaseId = randomUUID();
    const currency = this.config.payments.currency;
    const orderId = await this.provider.createOrder({
      amountPaise,
      currency,
      receipt: purchaseId,
      notes: { purchaseId, courseId: course.id, userId: user.id },
    });
    try {
      const purchase = await this.db.getRepository(Purchase).save({
        id: purchaseId,
        userId: user.id,
        courseId: course.id,
        amountPaise,
        currency,
        status: PurchaseStatus.PENDING,
        provider: this.provider.name,
        providerOrderId: orderId,
      });
      return this.orderResult(purchase, course);
    } catch (error) {
      // A concurrent call opened an order first: reuse it (the one made here is never paid and expires).
      const raced = isUniqueViolation(error) ? await this.openPurchase(user.id, course.id) : null;
      if (raced) return this.orderResult(raced, course);
      throw error;
    }
  }

  /**
   * Checks a checkout result against the order stored for this user's pending purchase, in constant time.
   * Success completes the purchase and enrols in one transaction; verifying again succeeds and changes nothing.
   */
  async verify(user: User, proof: PaymentProof): Promise<{ message: string; courseId: string }> {
    const fail = (reason: string) => {
      this.logger.warn(`Verification refused for user ${user.id}: ${reason}`);
      return new DomainError('BAD_USER_INPUT', VERIFICATION_FAILED);
    };
    if (!isUuid(proof.purchaseId)) throw fail('malformed purchase id');
    return this.db.transaction(async (tx) => {
      const purchase = await tx.getRepository(Purchase).findOne({
        where: { id: proof.purchaseId as string },
        lock: { mode: 'pessimistic_write' },
      });
      if (!purchase || purchase.userId !== user.id)
        throw fail('unknown purchase or another user’s');
      if (!purchase.providerOrderId || purchase.providerOrderId !== proof.orderId)
        throw fail('order id does not match the purchase');
      if (typeof proof.paymentId !== 'string' || !proof.paymentId) throw fail('missing payment id');
      if (
        !signatureMatches(
          signPayment(purchase.providerOrderId, proof.paymentId, this.config.payments.keySecret),
          proof.signature,
        )
      ) {
        throw fail('signature mismatch');
      }
      if (purchase.status === PurchaseStatus.COMPLETED)
        return { message: 'Payment already verified', courseId: purchase.courseId };
      // A superseded order (FAILED) that was paid anyway still enrols: the money was taken.
      await this.complete(tx, purchase, proof.paymentId);
      return { message: 'Payment verified. You are enrolled!', courseId: purchase.courseId };
    });
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

  /**
   * Razorpay webhook: verified on the raw body; `order.paid` and `payment.captured` complete the matching
   * purchase. Each event id is applied once; a completed purchase is never completed twice.
   */
  async handleWebhook(
    rawBody: Buffer | undefined,
    signature: unknown,
    eventIdHeader: unknown,
  ): Promise<void> {
    const secret = this.config.payments.webhookSecret;
    if (!secret) throw new DomainError('FORBIDDEN', 'Webhooks are not configured');
    if (!rawBody || !signatureMatches(signWebhook(rawBody, secret), signature))
      throw new DomainError('BAD_USER_INPUT', 'Invalid webhook signature');
    let event: WebhookEvent;
    try {
      event = JSON.parse(rawBody.toString('utf8')) as WebhookEvent;
    } catch {
      throw new DomainError('BAD_USER_INPUT', 'Invalid webhook body');
    }
    if (event.event !== 'order.paid' && event.event !== 'payment.captured') return;
    const payment = event.payload?.payment?.entity;
    const orderId = event.payload?.order?.entity?.id ?? payment?.order_id;
    const paymentId = payment?.id;
    if (!orderId || !paymentId) return;
    const eventId =
      typeof eventIdHeader === 'string' && eventIdHeader
        ? eventIdHeader
        : `${event.event}:${paymentId}`;
    await this.db.transaction(async (tx) => {
      const fresh = await tx.query<unknown[]>(
        `INSERT INTO payment_webhook_events (event_id, event) VALUES ($1, $2) ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
        [eventId.slice(0, 100), event.event],
      );
      if (!fresh.length) return;
      const purchase = await tx
        .getRepository(Purchase)
        .findOne({ where: { providerOrderId: orderId }, lock: { mode: 'pessimistic_write' } });
      if (!purchase || purchase.status === PurchaseStatus.COMPLETED) return;
      if (typeof payment?.amount === 'number' && payment.amount !== purchase.amountPaise) {
        this.logger.warn(
          `Webhook for order ${orderId} paid ${payment.amount}, expected ${purchase.amountPaise}: not enrolled`,
        );
        return;
      }
      await this.complete(tx, purchase, paymentId);
    });
  }

  /** The one place a purchase becomes completed, always together with the enrolment. */
  private async complete(tx: EntityManager, purchase: Purchase, paymentId: string) {
    await tx.getRepository(Purchase).update(
      { id: purchase.id },
      {
        status: PurchaseStatus.COMPLETED,
        providerPaymentId: paymentId.slice(0, 100),
        completedAt: new Date(),
      },
    );
    await this.enrollments.enrol(tx, purchase.userId, purchase.courseId);
  }

  private async enrolFree(user: User, course: Course): Promise<FreeEnrollmentResult> {
    await this.db.transaction(async (tx) => {
      if (!(await this.enrollments.enrol(tx, user.id, course.id))) throw conflict(ALREADY_ENROLLED);
      await tx.getRepository(Purchase).insert({
        userId: user.id,
        courseId: course.id,
        amountPaise: 0,
        currency: this.config.payments.currency,
        status: PurchaseStatus.COMPLETED,
        provider: 'free',
        completedAt: new Date(),
      });
    });
    return {
      kind: 'free',
      message: 'Enrolled successfully! Happy learning.',
      redirect: '/my-enrollments',
      courseId: course.id,
    };
  }

  private openPurchase(userId: string, courseId: string) {
    return this.db
      .getRepository(Purchase)
      .findOneBy({ userId, courseId, status: PurchaseStatus.PENDING });
  }

  private orderResult(purchase: Purchase, course: Course): PaymentOrderResult {
    return {
      kind: 'order',
      orderId: purchase.providerOrderId!,
      amount: purchase.amountPaise,
      currency: purchase.currency,
      courseName: course.courseTitle,
      purchaseId: purchase.id,
      keyId: this.config.payments.keyId,
      provider: this.provider.name,
    };
  }
}

interface WebhookEvent {
  event?: string;
  payload?: {
    order?: { entity?: { id?: string } };
    payment?: { entity?: { id?: string; order_id?: string; amount?: number } };
  };
}
