import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainError } from '../common/errors/domain-error';
import { isUuid } from '../common/ids';
import { Metrics } from '../common/observability/metrics';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../config/app-config';
import type { User } from '../users/user.entity';
import { signatureMatches, signPayment } from './payment-signature';
import { ALREADY_PAID, PurchaseCompletion } from './purchase-completion';
import { Purchase } from './purchase.entity';

/** What a verified payment bought: a course, a session (its booking) or a live session seat. */
export interface VerifiedPayment {
  message: string;
  courseId: string | null;
  bookingId: string | null;
  liveSeatId: string | null;
}

export const VERIFICATION_FAILED = 'Payment verification failed';

export interface PaymentProof {
  purchaseId: unknown;
  orderId: unknown;
  paymentId: unknown;
  signature: unknown;
}

/** The learner's browser returning from checkout with the provider's signed proof of payment. */
@Injectable()
export class PaymentVerificationService {
  private readonly logger = new Logger('Payments');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
    @Inject(Metrics) private readonly metrics: Metrics,
    @Inject(PurchaseCompletion) private readonly completion: PurchaseCompletion,
  ) {}

  /**
   * Checks a checkout result against the order stored for this user's pending purchase, in constant time.
   * Success completes the purchase and enrolls in one transaction; verifying again succeeds and changes nothing.
   */
  async verify(user: User, proof: PaymentProof): Promise<VerifiedPayment> {
    // The reason names only what the caller sent or owns: another user's purchase reads as unknown.
    const fail = (reason: string) => {
      this.logger.warn(`Verification refused for user ${user.id}: ${reason}`);
      this.metrics.payment('verification_refused');
      return new DomainError('BAD_USER_INPUT', `${VERIFICATION_FAILED}: ${reason}`);
    };
    if (!isUuid(proof.purchaseId)) throw fail('the purchase id is not valid');
    return this.db.transaction(async (tx) => {
      const purchase = await tx.getRepository(Purchase).findOne({
        where: { id: proof.purchaseId as string },
        lock: { mode: 'pessimistic_write' },
      });
      if (!purchase || purchase.userId !== user.id) throw fail('the purchase was not found');
      if (!purchase.providerOrderId || purchase.providerOrderId !== proof.orderId)
        throw fail('the order id does not match this purchase');
      if (typeof proof.paymentId !== 'string' || !proof.paymentId)
        throw fail('the payment id is missing');
      if (
        !signatureMatches(
          signPayment(purchase.providerOrderId, proof.paymentId, this.config.payments.keySecret),
          proof.signature,
        )
      ) {
        throw fail('the signature does not match');
      }
      // A refunded purchase too: a replayed proof must not enroll again.
      const { courseId, bookingId, liveSeatId } = purchase;
      if (ALREADY_PAID.includes(purchase.status))
        return { message: 'Payment already verified', courseId, bookingId, liveSeatId };
      // A superseded order (FAILED) that was paid anyway still enrolls: the money was taken.
      await this.completion.complete(tx, purchase, proof.paymentId);
      const message = liveSeatId
        ? 'Payment verified. Your seat is confirmed.'
        : bookingId
          ? 'Payment verified. Your session is booked.'
          : 'Payment verified. You are enrolled!';
      return { message, courseId, bookingId, liveSeatId };
    });
  }
}
