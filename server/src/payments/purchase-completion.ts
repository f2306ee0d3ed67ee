import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Metrics } from '../common/observability/metrics';
import { EnrollmentsService } from '../enrollments/enrollments.service';
import { webhookPayloads } from '../webhooks/webhook-payloads';
import { WebhookEvents } from '../webhooks/webhook-events.service';
import { Purchase, PurchaseStatus } from './purchase.entity';
import { ReceiptsService } from './receipts.service';

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
  ) {}

  /**
   * The one place a purchase becomes completed, always together with the enrollment. A purchase
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
    await this.enrollments.enroll(tx, purchase.userId, purchase.courseId);
    await this.receipts.issue(tx, purchase, paymentId);
    await this.webhooks.record(tx, 'purchase.completed', purchase.courseId, () =>
      webhookPayloads.purchaseCompleted(tx, purchase.id),
    );
    // Counted inside the transaction: a commit that fails after this point is counted anyway.
    this.metrics.payment('completed');
  }
}
