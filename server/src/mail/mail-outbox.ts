import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { JobQueue } from '../common/jobs/job-queue';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../config/app-config';
import { renderMail, type MailContent } from './mail-layout';
import { MailStatus, OutboundMail } from './outbound-mail.entity';

export const SEND_MAIL = 'send-mail';

export interface MailMessage extends MailContent {
  /**
   * The message's own id (a UUID), for a caller that may run twice, such as a retried job: a
   * second message with the same id is neither stored nor sent again. A new one when absent.
   */
  id?: string;
  /** What caused it, e.g. `password_reset`. */
  kind: string;
  to: string;
  subject: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

/**
 * Records a message in the transaction of the event that causes it, with its delivery job: both
 * commit or neither does, and nothing is sent for an event that rolled back.
 */
@Injectable()
export class MailOutbox {
  constructor(
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
    @Inject(JobQueue) private readonly jobs: JobQueue,
  ) {}

  /** Whether mail leaves this server (false with MAIL_DISABLED). */
  get sends(): boolean {
    return !this.config.mail.disabled;
  }

  async queue(tx: EntityManager, message: MailMessage): Promise<void> {
    await this.queueAll(tx, [message]);
  }

  /** Several messages in two statements whatever their number: one insert, one batch of jobs. */
  async queueAll(tx: EntityManager, messages: MailMessage[]): Promise<void> {
    if (messages.length === 0) return;
    const { smtpUrl, disabled } = this.config.mail;
    const status = disabled ? MailStatus.DISABLED : smtpUrl ? MailStatus.QUEUED : MailStatus.KEPT;
    const rows = messages.map((message) => ({
      id: message.id ?? randomUUID(),
      kind: message.kind,
      toAddress: message.to,
      subject: message.subject,
      headers: message.headers ?? {},
      attachments: (message.attachments ?? []).map(({ filename, contentType, content }) => ({
        filename,
        contentType,
        base64: content.toString('base64'),
      })),
      status,
      ...renderMail(message),
    }));
    const stored = await tx
      .createQueryBuilder()
      .insert()
      .into(OutboundMail)
      .values(rows)
      .orIgnore()
      .returning('id')
      .updateEntity(false)
      .execute();
    const inserted = (stored.raw as { id: string }[]).map(({ id }) => ({ id }));
    if (status === MailStatus.QUEUED && inserted.length)
      await this.jobs.sendAll(tx, SEND_MAIL, inserted);
  }
}
