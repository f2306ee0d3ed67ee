import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type PgBoss from 'pg-boss';
import { Webhook } from 'standardwebhooks';
import { DataSource, type EntityManager } from 'typeorm';
import { JobQueue } from '../common/jobs/job-queue';
import { linkOrigin } from '../common/public-url';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../config/app-config';
import { MailOutbox } from '../mail/mail-outbox';
import { User } from '../users/user.entity';
import { DeliveryStatus, WebhookAttempt, WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { DELIVER_WEBHOOK, type DeliveryJob } from './webhook-events.service';
import { postWebhook, type AttemptOutcome } from './webhook-request';

export const WEBHOOKS_PAGE = '/educator/webhooks';

/**
 * Deliveries in flight at once per instance: an endpoint that never answers holds one for the
 * timeout, not every other endpoint's events.
 */
const DELIVERY_WORKERS = 4;

interface Pending {
  delivery_id: string;
  event_id: string;
  payload: object;
  endpoint_id: string;
  url: string;
  secret: string;
  enabled: boolean;
}

/**
 * Sends each delivery (a pg-boss job, retried with backoff: WebhookConfig) signed the Standard
 * Webhooks way, logging every attempt. A delivery that fails its last retry disables its endpoint
 * and mails the owner, in one transaction.
 */
@Injectable()
export class WebhookSender implements OnModuleInit {
  private readonly logger = new Logger('Webhooks');

  constructor(
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
    @Inject(JobQueue) private readonly jobs: JobQueue,
    @Inject(MailOutbox) private readonly mail: MailOutbox,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async onModuleInit(): Promise<void> {
    const { retryLimit, retryDelaySeconds, timeoutSeconds, deliver } = this.config.webhooks;
    // The queue must exist for events to be recorded, whether or not this instance delivers.
    await this.jobs.queue(DELIVER_WEBHOOK, {
      retryLimit,
      retryDelaySeconds,
      // A job still running this long after it started lost its instance (killed mid-request, say):
      // pg-boss fails it and it is retried elsewhere. The request alone takes at most the timeout.
      expireSeconds: timeoutSeconds + 10,
    });
    if (deliver)
      await this.jobs.work<DeliveryJob>(
        DELIVER_WEBHOOK,
        (job) => this.deliver(job),
        DELIVERY_WORKERS,
      );
  }

  private async deliver(job: PgBoss.JobWithMetadata<DeliveryJob>): Promise<void> {
    const [pending] = await this.db.query<Pending[]>(
      `SELECT d.id AS delivery_id, d.event_id, ev.payload, p.id AS endpoint_id, p.url, p.secret,
         p.enabled AND u.disabled_at IS NULL AND u.role IN ('educator', 'admin') AS enabled
       FROM webhook_deliveries d JOIN webhook_events ev ON ev.id = d.event_id
       JOIN webhook_endpoints p ON p.id = d.endpoint_id JOIN users u ON u.id = p.owner_id
       WHERE d.id = $1 AND d.status = $2`,
      [job.data.deliveryId, DeliveryStatus.PENDING],
    );
    if (!pending) return; // delivered already, or its endpoint was deleted
    if (!pending.enabled) {
      await this.db
        .getRepository(WebhookDelivery)
        .update({ id: pending.delivery_id }, { status: DeliveryStatus.FAILED });
      return;
    }
    const outcome = await this.attempt(pending);
    await this.db.getRepository(WebhookAttempt).insert({
      deliveryId: pending.delivery_id,
      statusCode: outcome.statusCode,
      durationMs: outcome.durationMs,
      responseBody: outcome.responseBody,
      error: outcome.error?.slice(0, 500) ?? null,
    });
    const ok = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
    if (ok) {
      await this.db
        .getRepository(WebhookDelivery)
        .update(
          { id: pending.delivery_id },
          { status: DeliveryStatus.DELIVERED, deliveredAt: new Date() },
        );
      return;
    }
    const why = outcome.error ?? `answered HTTP ${outcome.statusCode}`;
    const lastTry = job.retryCount >= job.retryLimit;
    this.logger.warn(
      `Webhook ${pending.event_id} to endpoint ${pending.endpoint_id} failed (try ${job.retryCount + 1}${lastTry ? ', the last' : ''}): ${why}`,
    );
    if (lastTry) await this.db.transaction((tx) => this.giveUp(tx, pending, why));
    throw new Error(`Webhook delivery failed: ${why}`);
  }

  private attempt(pending: Pending): Promise<AttemptOutcome> {
    const body = JSON.stringify(pending.payload);
    const signedAt = new Date();
    const signature = new Webhook(pending.secret).sign(pending.event_id, signedAt, body);
    return postWebhook(
      pending.url,
      body,
      {
        'webhook-id': pending.event_id,
        'webhook-timestamp': String(Math.floor(signedAt.getTime() / 1000)),
        'webhook-signature': signature,
      },
      {
        timeoutMs: this.config.webhooks.timeoutSeconds * 1000,
        allowPrivate: this.config.webhooks.allowPrivateUrls,
      },
    );
  }

  /** The last retry failed: the delivery fails, and the endpoint is disabled with its owner told (once). */
  private async giveUp(tx: EntityManager, pending: Pending, why: string) {
    const failed = await tx
      .getRepository(WebhookDelivery)
      .update(
        { id: pending.delivery_id, status: DeliveryStatus.PENDING },
        { status: DeliveryStatus.FAILED },
      );
    if (!failed.affected) return; // settled meanwhile (a redelivery got through, say)
    const reason = `A delivery failed every retry; its last attempt: ${why}`.slice(0, 500);
    const disabled = await tx
      .getRepository(WebhookEndpoint)
      .createQueryBuilder()
      .update()
      .set({ enabled: false, disabledAt: () => 'now()', disabledReason: reason })
      .where({ id: pending.endpoint_id, enabled: true })
      .returning('owner_id')
      .execute();
    const [row] = disabled.raw as { owner_id: string }[];
    if (!row) return;
    const owner = await tx.getRepository(User).findOneByOrFail({ id: row.owner_id });
    await this.mail.queue(tx, {
      kind: 'webhook_endpoint_disabled',
      to: owner.email,
      subject: 'Your webhook endpoint was disabled',
      heading: 'A webhook endpoint was disabled',
      paragraphs: [
        `Hi ${owner.name},`,
        `We could not deliver an event to ${pending.url}, even after retrying it ${this.config.webhooks.retryLimit} times, so we disabled the endpoint: it gets nothing more until you enable it again.`,
        `The last attempt: ${why}.`,
        'Fix the receiver, then enable the endpoint and redeliver the events it missed from its deliveries list.',
      ],
      action: { label: 'Review your webhooks', url: `${linkOrigin(this.config)}${WEBHOOKS_PAGE}` },
    });
  }
}
