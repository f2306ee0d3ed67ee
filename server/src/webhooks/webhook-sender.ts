import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type PgBoss from 'pg-boss';
import { Webhook } from 'standardwebhooks';
import { DataSource, type EntityManager } from 'typeorm';
import { FETCH_NEXT_AT_ONCE, JobQueue } from '../common/jobs/job-queue';
import { localeOr, translate, type MessageKey, type MessageValues } from '../common/i18n/translate';
import { linkOrigin } from '../common/public-url';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../config/app-config';
import { MailOutbox } from '../mail/mail-outbox';
import { Role, User } from '../users/user.entity';
import { DeliveryStatus, WebhookAttempt, WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { DELIVER_WEBHOOK, type DeliveryJob } from './webhook-events.service';
import { postWebhook, type AttemptOutcome } from './webhook-request';

export const WEBHOOKS_PAGE = '/educator/webhooks';

/**
 * Deliveries in flight at once per instance: an endpoint that never answers holds one for the
 * timeout, not every other endpoint's events; and one owner holds at most `ownerConcurrency` of
 * them (WebhookSender.claim).
 */
const DELIVERY_WORKERS = 4;

/** A request's lease (and its job's expiry) outlasts its timeout by this much. */
const LEASE_MARGIN_SECONDS = 10;

/** A delivery whose owner is at their share is tried again this much later. */
const DEFER_SECONDS = 2;

interface Pending {
  delivery_id: string;
  event_id: string;
  payload: object;
  endpoint_id: string;
  owner_id: string;
  url: string;
  secret: string;
  enabled: boolean;
}

/**
 * Sends each delivery (a pg-boss job, retried with backoff: WebhookConfig) signed the Standard
 * Webhooks way, logging every attempt, at most `ownerConcurrency` of one owner's at a time. A
 * delivery that fails its last retry, or an endpoint's `timeoutsBeforeDisable`-th timeout in a row,
 * disables the endpoint and mails the owner, in one transaction.
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
      expireSeconds: timeoutSeconds + LEASE_MARGIN_SECONDS,
    });
    if (deliver)
      await this.jobs.work<DeliveryJob>(
        DELIVER_WEBHOOK,
        (job) => this.deliver(job),
        DELIVERY_WORKERS,
      );
  }

  private async deliver(
    job: PgBoss.JobWithMetadata<DeliveryJob>,
  ): Promise<void | typeof FETCH_NEXT_AT_ONCE> {
    const [pending] = await this.db.query<Pending[]>(
      `SELECT d.id AS delivery_id, d.event_id, ev.payload, p.id AS endpoint_id, p.owner_id, p.url, p.secret,
         p.enabled AND u.disabled_at IS NULL AND u.role = ANY($3) AS enabled
       FROM webhook_deliveries d JOIN webhook_events ev ON ev.id = d.event_id
       JOIN webhook_endpoints p ON p.id = d.endpoint_id JOIN users u ON u.id = p.owner_id
       WHERE d.id = $1 AND d.status = $2`,
      [job.data.deliveryId, DeliveryStatus.PENDING, [Role.EDUCATOR, Role.ADMIN]],
    );
    if (!pending) return; // delivered already, or its endpoint was deleted
    if (!pending.enabled) {
      await this.db
        .getRepository(WebhookDelivery)
        .update({ id: pending.delivery_id }, { status: DeliveryStatus.FAILED });
      return;
    }
    if (!(await this.claim(pending))) {
      await this.defer(job);
      return FETCH_NEXT_AT_ONCE; // the worker is free again at once, for someone else's delivery
    }
    const outcome = await this.attempt(pending);
    const ok = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
    const why = outcome.error ?? `answered HTTP ${outcome.statusCode}`;
    const lastTry = job.retryCount >= job.retryLimit;
    await this.db.transaction(async (tx) => {
      await tx.getRepository(WebhookAttempt).insert({
        deliveryId: pending.delivery_id,
        statusCode: outcome.statusCode,
        durationMs: outcome.durationMs,
        responseBody: outcome.responseBody,
        error: outcome.error?.slice(0, 500) ?? null,
      });
      await tx
        .getRepository(WebhookDelivery)
        .update(
          { id: pending.delivery_id },
          ok
            ? { sendingUntil: null, status: DeliveryStatus.DELIVERED, deliveredAt: new Date() }
            : { sendingUntil: null },
        );
      const timeouts = await this.countTimeouts(tx, pending.endpoint_id, outcome.timedOut);
      if (ok) return;
      const { retryLimit, timeoutsBeforeDisable, timeoutSeconds } = this.config.webhooks;
      if (timeouts >= timeoutsBeforeDisable)
        await this.giveUp(
          tx,
          pending,
          `${timeouts} requests in a row got no answer within ${timeoutSeconds} s`,
          (t) => [
            t('mail.webhookDisabled.timeouts', {
              timeouts,
              url: pending.url,
              seconds: timeoutSeconds,
            }),
          ],
        );
      else if (lastTry)
        await this.giveUp(
          tx,
          pending,
          `A delivery failed every retry; its last attempt: ${why}`,
          (t) => [
            t('mail.webhookDisabled.failed', { url: pending.url, retries: retryLimit }),
            t('mail.webhookDisabled.lastAttempt', { why }),
          ],
        );
    });
    if (ok) return;
    this.logger.warn(
      `Webhook ${pending.event_id} to endpoint ${pending.endpoint_id} failed (try ${job.retryCount + 1}${lastTry ? ', the last' : ''}): ${why}`,
    );
    // Retried by pg-boss; a retry of a delivery given up above finds it failed and stops.
    throw new Error(`Webhook delivery failed: ${why}`);
  }

  /**
   * Fairness between owners: takes one of the owner's `ownerConcurrency` slots for this delivery
   * (a lease until the request's timeout, plus a margin), or answers false when the owner has that
   * many in flight already.
   *
   * Enforced by the database, so it holds across instances: the in-flight count is the owner's
   * deliveries whose `sending_until` lies ahead, counted and claimed under a transaction-scoped
   * advisory lock per owner (two workers of one owner cannot both see a free slot; other owners
   * never wait on it). The lock is taken in its own statement, so the count's snapshot, taken
   * after it, sees every claim committed before. A lease rather than a held lock or connection:
   * no connection is held during the request, and an instance that dies mid-request frees the
   * slot when the lease runs out (as its job expires). pg-boss's own keys do not fit: its
   * singleton policy makes a second job of a busy key fail the fetch at the head of the queue
   * (everyone waits) rather than skip it, and it has no count of more than one per key.
   */
  private claim(pending: Pending): Promise<boolean> {
    const { ownerConcurrency, timeoutSeconds } = this.config.webhooks;
    return this.db.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('webhook-owner'), hashtext($1))`, [
        pending.owner_id,
      ]);
      const [{ n }] = await tx.query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM webhook_deliveries d
         JOIN webhook_endpoints p ON p.id = d.endpoint_id
         WHERE p.owner_id = $1 AND d.sending_until > now() AND d.id <> $2`,
        [pending.owner_id, pending.delivery_id],
      );
      if (n >= ownerConcurrency) return false;
      const lease = timeoutSeconds + LEASE_MARGIN_SECONDS;
      await tx
        .getRepository(WebhookDelivery)
        .update(
          { id: pending.delivery_id },
          { sendingUntil: () => `now() + interval '${lease} seconds'` },
        );
      return true;
    });
  }

  /**
   * The owner is at their share: rather than hold a worker waiting, the delivery goes back in the
   * queue for a little later, as a new job of lower priority (every other owner's ready jobs are
   * fetched first) with what is left of this one's retries and backoff (retry n of the original
   * waits delay · 2^(n−1), and so does the new job's).
   */
  private async defer(job: PgBoss.JobWithMetadata<DeliveryJob>): Promise<void> {
    await this.jobs.sendLater(DELIVER_WEBHOOK, job.data, {
      startAfterSeconds: DEFER_SECONDS,
      retryLimit: job.retryLimit - job.retryCount,
      retryDelaySeconds: Math.min(job.retryDelay * 2 ** job.retryCount, 2 ** 31 - 1), // an int
      priority: -1,
    });
  }

  /** Counts a timeout towards the endpoint's run of them, or ends the run; returns its length. */
  private async countTimeouts(tx: EntityManager, endpointId: string, timedOut: boolean) {
    const rows = await tx.query<{ n: number }[]>(
      `WITH counted AS (
         UPDATE webhook_endpoints
         SET consecutive_timeouts = CASE WHEN $2 THEN consecutive_timeouts + 1 ELSE 0 END
         WHERE id = $1 AND ($2 OR consecutive_timeouts > 0)
         RETURNING consecutive_timeouts)
       SELECT consecutive_timeouts AS n FROM counted`,
      [endpointId, timedOut],
    );
    return rows[0]?.n ?? 0;
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

  /**
   * The last retry failed, or too many requests in a row went unanswered: the delivery fails, and
   * the endpoint is disabled with `reason` and its owner told why (`told`), once.
   */
  private async giveUp(
    tx: EntityManager,
    pending: Pending,
    reason: string,
    told: (t: (id: MessageKey, values?: MessageValues) => string) => string[],
  ) {
    const failed = await tx
      .getRepository(WebhookDelivery)
      .update(
        { id: pending.delivery_id, status: DeliveryStatus.PENDING },
        { status: DeliveryStatus.FAILED },
      );
    if (!failed.affected) return; // settled meanwhile (a redelivery got through, say)
    const disabled = await tx
      .getRepository(WebhookEndpoint)
      .createQueryBuilder()
      .update()
      .set({ enabled: false, disabledAt: () => 'now()', disabledReason: reason.slice(0, 500) })
      .where({ id: pending.endpoint_id, enabled: true })
      .returning('owner_id')
      .execute();
    const [row] = disabled.raw as { owner_id: string }[];
    if (!row) return;
    const owner = await tx.getRepository(User).findOneByOrFail({ id: row.owner_id });
    const locale = localeOr(owner.locale);
    const t = translate.bind(null, locale);
    await this.mail.queue(tx, {
      kind: 'webhook_endpoint_disabled',
      locale,
      to: owner.email,
      subject: t('mail.webhookDisabled.subject'),
      heading: t('mail.webhookDisabled.heading'),
      paragraphs: [
        t('mail.greeting', { name: owner.name }),
        ...told(t),
        t('mail.webhookDisabled.fix'),
      ],
      action: {
        label: t('mail.webhookDisabled.action'),
        url: `${linkOrigin(this.config)}${WEBHOOKS_PAGE}`,
      },
    });
  }
}
