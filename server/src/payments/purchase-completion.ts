import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Metrics } from '../common/observability/metrics';
import { EnrollmentsService } from '../enrollments/enrollments.service';
import { webhookPayloads } from '../webhooks/webhook-payloads';
import { WebhookEvents } from '../webhooks/webhook-events.service';
import { Purchase, PurchaseStatus } from './purchase.entity';
import { ReceiptsService } from './receipts.service';
import { SessionPurchases } from './session-purchases';

/** Statuses of a purchase whose money arrived: verifying or a payment webhook changes nothing. */
export const ALREADY_PAID = [
  PurchaseStatus.COMPLETED,
  PurchaseStatus.REFUNDING,
  PurchaseStatus.REFUNDED,
];

@Injectable()
export class PurchaseCompletion {
  constructor(
    @Inject(EnrollmentsService) private readonly enrollments: EnrollmentsService,
    @Inject(Metrics) private readonly metrics: Metrics,
    @Inject(ReceiptsService) private readonly receipts: ReceiptsService,
    @Inject(WebhookEvents) private readonly webhooks: WebhookEvents,
    @Inject(SessionPurchases) private readonly sessions: SessionPurchases,
  ) {}

  /**
   * The one place a purchase becomes completed, always together with what it bought: the
   * enrollment in its course, its booking confirmed (with the booking's mails, invite, reminders
   * and event), or its live session seat confirmed. A session paid after its hold lapsed is
   * confirmed if its time is still free, else refunded in full at once (BookingPurchasePort.paid);
   * a seat likewise if a seat is still free (LiveSeatPurchasePort.paid). A purchase
   * holding a coupon becomes that coupon's redemption here (redemptions are counted from completed
   * purchases: coupon-redemptions.ts), so it counts once, however often the payment is verified.
   */
  async complete(tx: EntityManager, purchase: Purchase, paymentId: string) {
    await tx.getRepository(Purchase).update(
      { id: purchase.id },
      {
        status: PurchaseStatus.COMPLETED,
        providerPaymentId: paymentId.slice(0, 100),
        completedAt: new Date(),
      },
    );
    const { courseId } = purchase;
    if (courseId) {
      await this.enrollments.enroll(tx, purchase.userId, courseId);
      await this.receipts.issue(tx, purchase, paymentId);
      await this.webhooks.record(tx, 'purchase.completed', courseId, () =>
        webhookPayloads.purchaseCompleted(tx, purchase.id),
      );
    } else {
      // A receipt either way: the money was taken; a refund then issues its credit note.
      await this.receipts.issue(tx, purchase, paymentId);
      await this.sessions.paid(tx, purchase);
    }
    // Counted inside the transaction: a commit that fails after this point is counted anyway.
    this.metrics.payment('completed');
  }
}
