import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import nodemailer, { type Transporter } from 'nodemailer';
import type PgBoss from 'pg-boss';
import { DataSource } from 'typeorm';
import { JobQueue } from '../common/jobs/job-queue';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../config/app-config';
import { SEND_MAIL } from './mail-outbox';
import { MailStatus, OutboundMail, type StoredAttachment } from './outbound-mail.entity';

interface ClaimedMail {
  id: string;
  to_address: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  attachments: StoredAttachment[];
}

/** The domain of MAIL_FROM, for Message-IDs. */
const domainOf = (from: string) => /@([^\s>]+)>?$/.exec(from)?.[1] ?? 'brandcraft.local';

/**
 * Sends queued mail over SMTP (nodemailer), one message at a time per instance, from any instance.
 * A message is marked sent only after the SMTP server accepted it; a failed or interrupted send is
 * retried by the queue with backoff. Claiming a message leases it, and the lease is renewed while
 * the send runs: a send that outlives MAIL_SEND_TIMEOUT_SECONDS is not claimed again (pg-boss gives
 * up on its job and retries it, and that retry waits), only one whose instance stopped renewing.
 * Its Message-ID is fixed (`<id@domain>`), so the rare resend of
 * a message whose acceptance was never recorded (the instance died between the two) is one that
 * mail systems recognise as the same message.
 */
@Injectable()
export class MailDelivery implements OnModuleInit {
  private readonly logger = new Logger('Mail');
  private transport: Transporter | undefined;

  constructor(
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
    @Inject(JobQueue) private readonly jobs: JobQueue,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async onModuleInit(): Promise<void> {
    const { smtpUrl, retryLimit, retryDelaySeconds, expireSeconds } = this.config.mail;
    if (!smtpUrl) return;
    this.transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    await this.jobs.queue(SEND_MAIL, { retryLimit, retryDelaySeconds, expireSeconds });
    await this.jobs.work<{ id: string }>(SEND_MAIL, (job) => this.deliver(job));
  }

  private async deliver(job: PgBoss.JobWithMetadata<{ id: string }>): Promise<void> {
    const leaseSeconds = this.config.mail.expireSeconds;
    const token = randomUUID();
    const leasedUntil = () => `now() + make_interval(secs => ${leaseSeconds})`;
    const claimed = await this.mails
      .createQueryBuilder()
      .update()
      .set({ attempts: () => 'attempts + 1', leaseToken: token, leasedUntil })
      .where({ id: job.data.id, status: MailStatus.QUEUED })
      .andWhere('(leased_until IS NULL OR leased_until <= now())')
      .returning('*')
      .execute();
    const [message] = claimed.raw as ClaimedMail[];
    if (!message) {
      // A live sender holds it (its send outlived this job's timeout): try again after it.
      if (await this.mails.existsBy({ id: job.data.id, status: MailStatus.QUEUED }))
        throw new Error(`Mail ${job.data.id} is being sent by another worker`);
      return; // sent already, or never meant to be
    }
    // Renewed while the send runs, so no one else claims a message whose send is still alive.
    const renewal = setInterval(
      () =>
        void this.mails
          .update({ id: message.id, leaseToken: token }, { leasedUntil })
          .catch(() => undefined),
      (leaseSeconds * 1000) / 3,
    );
    try {
      await this.transport!.sendMail({
        from: this.config.mail.from,
        to: message.to_address,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        attachments: message.attachments.map(({ filename, contentType, base64 }) => ({
          filename,
          contentType,
          content: Buffer.from(base64, 'base64'),
        })),
        messageId: `<${message.id}@${domainOf(this.config.mail.from)}>`,
      }).finally(() => clearInterval(renewal));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const lastTry = job.retryCount >= job.retryLimit;
      await this.mails.update(
        { id: message.id, leaseToken: token },
        {
          lastError: reason.slice(0, 1000),
          leaseToken: null,
          leasedUntil: null,
          ...(lastTry ? { status: MailStatus.FAILED } : {}),
        },
      );
      this.logger.warn(
        `Mail ${message.id} not sent (try ${job.retryCount + 1}${lastTry ? ', the last' : ''}): ${reason}`,
      );
      throw error;
    }
    await this.mails.update(
      { id: message.id, leaseToken: token },
      {
        status: MailStatus.SENT,
        sentAt: new Date(),
        lastError: null,
        leaseToken: null,
        leasedUntil: null,
      },
    );
  }

  private get mails() {
    return this.db.getRepository(OutboundMail);
  }
}
