import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { DomainError } from '../common/errors/domain-error';
import { Metrics } from '../common/observability/metrics';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../config/app-config';
import { signatureMatches, signWebhook } from './payment-signature';
import { ALREADY_PAID, PurchaseCompletion } from './purchase-completion';
import { Purchase } from './purchase.entity';
import { RefundsService } from './refunds.service';
import { PaymentWebhookEvent } from './webhook-event.entity';

/** Razorpay's server telling us of payments and refunds, whether or not the learner came back. */
@Injectable()
export class PaymentWebhooksService {
  private readonly logger = new Logger('Payments');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
    @Inject(Metrics) private readonly metrics: Metrics,
    @Inject(RefundsService) private readonly refunds: RefundsService,
    @Inject(PurchaseCompletion) private readonly completion: PurchaseCompletion,
  ) {}

  /**
   * Razorpay webhook: verified on the raw body; `order.paid` and `payment.captured` complete the matching
   * purchase, `refund.processed` finishes its refund. Each event id is applied once.
   */
  async handleWebhook(
    rawBody: Buffer | undefined,
    signature: unknown,
    eventIdHeader: unknown,
  ): Promise<void> {
    const secret = this.config.payments.webhookSecret;
    if (!secret) throw new DomainError('FORBIDDEN', 'Webhooks are not configured');
    if (!rawBody || !signatureMatches(signWebhook(rawBody, secret), signature)) {
      this.metrics.payment('webhook_refused');
      throw new DomainError('BAD_USER_INPUT', 'Invalid webhook signature');
    }
    let event: WebhookEvent;
    try {
      event = JSON.parse(rawBody.toString('utf8')) as WebhookEvent;
    } catch {
      throw new DomainError('BAD_USER_INPUT', 'Invalid webhook body');
    }
    // Razorpay names each delivery; without that header, the event and its subject do.
    const eventId = (name: string, subject: string) =>
      typeof eventIdHeader === 'string' && eventIdHeader ? eventIdHeader : `${name}:${subject}`;
    const name = event.event ?? '';
    const payment = event.payload?.payment?.entity;
    if (name === 'refund.processed') {
      const refund = event.payload?.refund?.entity;
      const paymentId = refund?.payment_id ?? payment?.id;
      if (!refund?.id || !paymentId) return;
      await this.applyOnce(eventId(name, refund.id), name, (tx) =>
        this.refunds.refundedByProvider(tx, {
          id: refund.id!,
          paymentId,
          amountPaise: typeof refund.amount === 'number' ? refund.amount : undefined,
        }),
      );
      return;
    }
    if (name !== 'order.paid' && name !== 'payment.captured') return;
    const orderId = event.payload?.order?.entity?.id ?? payment?.order_id;
    const paymentId = payment?.id;
    if (!orderId || !paymentId) return;
    await this.applyOnce(eventId(name, paymentId), name, async (tx) => {
      const purchase = await tx
        .getRepository(Purchase)
        .findOne({ where: { providerOrderId: orderId }, lock: { mode: 'pessimistic_write' } });
      // A paid one is never completed twice, and a late `payment.captured` must not enroll again after a refund.
      if (!purchase || ALREADY_PAID.includes(purchase.status)) return;
      if (typeof payment?.amount === 'number' && payment.amount !== purchase.amountPaise) {
        this.logger.warn(
          `Webhook for order ${orderId} paid ${payment.amount}, expected ${purchase.amountPaise}: not enrolled`,
        );
        return;
      }
      await this.completion.complete(tx, purchase, paymentId);
    });
  }

  /** Applies a webhook event in one transaction with the record of its id: a redelivery does nothing. */
  private async applyOnce(
    eventId: string,
    event: string,
    apply: (tx: EntityManager) => Promise<void>,
  ) {
    await this.db.transaction(async (tx) => {
      const fresh = await tx
        .getRepository(PaymentWebhookEvent)
        .createQueryBuilder()
        .insert()
        .values({ eventId: eventId.slice(0, 100), event })
        .orIgnore()
        .execute();
      if ((fresh.raw as unknown[]).length) await apply(tx);
    });
  }
}

interface WebhookEvent {
  event?: string;
  payload?: {
    order?: { entity?: { id?: string } };
    payment?: { entity?: { id?: string; order_id?: string; amount?: number } };
    refund?: { entity?: { id?: string; payment_id?: string; amount?: number } };
  };
}
