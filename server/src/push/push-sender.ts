import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type PgBoss from 'pg-boss';
import { DataSource } from 'typeorm';
import webpush from 'web-push';
import { JobQueue } from '../common/jobs/job-queue';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../config/app-config';
import { RefusedDestination } from '../webhooks/webhook-destinations';
import { SEND_PUSH, type SendPushJob } from './notices';
import { postPush } from './push-request';
import { PushSubscription } from './push-subscription.entity';

/** A push service's Topic header: at most 32 base64url characters, so a digest of the tag. */
const topicOf = (tag: string | undefined) =>
  tag && createHash('sha256').update(tag).digest('base64url').slice(0, 32);

/**
 * Delivers queued pushes (`send-push` jobs) from any instance. A subscription the push service
 * no longer knows (404, 410) is removed; a 5xx, 429 or timeout throws, so the queue retries it
 * with backoff; any other refusal (a malformed or oversized push) is logged and dropped.
 */
@Injectable()
export class PushSender implements OnModuleInit {
  private readonly logger = new Logger('Push');

  constructor(
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
    @Inject(JobQueue) private readonly jobs: JobQueue,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async onModuleInit(): Promise<void> {
    if (!this.config.vapid) return;
    const { retryLimit, retryDelaySeconds, timeoutSeconds } = this.config.push;
    await this.jobs.queue(SEND_PUSH, {
      retryLimit,
      retryDelaySeconds,
      expireSeconds: timeoutSeconds + 30,
    });
    await this.jobs.work<SendPushJob>(SEND_PUSH, (job) => this.deliver(job));
  }

  private async deliver(job: PgBoss.JobWithMetadata<SendPushJob>): Promise<void> {
    const { subscriptionId, userId, message } = job.data;
    const subscriptions = this.db.getRepository(PushSubscription);
    // Gone, or moved to another account since: this notice is not that account's.
    const subscription = await subscriptions.findOneBy({ id: subscriptionId, userId });
    if (!subscription) return;
    const { push, vapid } = this.config;
    const request = webpush.generateRequestDetails(
      {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      },
      JSON.stringify(message),
      {
        vapidDetails: { subject: push.subject, ...vapid! },
        TTL: push.ttlSeconds,
        urgency: 'normal',
        topic: topicOf(message.tag),
        contentEncoding: 'aes128gcm',
      },
    );
    let status: number;
    try {
      status = await postPush(request, {
        timeoutMs: push.timeoutSeconds * 1000,
        allowPrivate: this.config.nodeEnv !== 'production',
      });
    } catch (error) {
      if (error instanceof RefusedDestination) {
        this.logger.warn(`Push ${subscription.id} not sent: ${error.message}`);
        return;
      }
      throw error;
    }
    if (status >= 200 && status < 300) return;
    if (status === 404 || status === 410) {
      await subscriptions.delete({ id: subscription.id, endpoint: subscription.endpoint });
      return;
    }
    if (status === 429 || status >= 500) throw new Error(`The push service answered ${status}`);
    this.logger.warn(`Push ${subscription.id} refused by the push service with ${status}`);
  }
}
