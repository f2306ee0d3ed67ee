import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { NoticeKind } from '../../../shared/notice-kinds';
import { JobQueue } from '../common/jobs/job-queue';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../config/app-config';
import { MailOutbox, type MailMessage } from '../mail/mail-outbox';

export const SEND_PUSH = 'send-push';

/** What a push shows (the service worker's `push` handler, client/src/sw.ts), in the recipient's language. */
export interface PushMessage {
  title: string;
  body: string;
  /** The page a tap opens: a path of the site. */
  url: string;
  /** A later push with the same tag replaces this one, on the device and at the push service. */
  tag?: string;
}

export interface Notice {
  /** Pushed only when the recipient opted in to this kind (NotificationPreferences.pushKinds). */
  kind: NoticeKind;
  userId: string;
  /** Its mail, if it has one: sent whatever the push choice. */
  mail?: MailMessage;
  push: PushMessage;
}

export interface SendPushJob {
  subscriptionId: string;
  /** The recipient: a subscription moved to another account since is not sent to. */
  userId: string;
  message: PushMessage;
}

/**
 * The one way a notice reaches a person: its mail through the outbox, and a push to each of their
 * browsers when they opted in to its kind, both in the caller's transaction (nothing goes out for
 * what rolled back, and the request never waits for a push service). A new kind needs an entry in
 * shared/notice-kinds.ts and its words, nothing here.
 */
@Injectable()
export class Notices {
  constructor(
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
    @Inject(MailOutbox) private readonly mail: MailOutbox,
    @Inject(JobQueue) private readonly jobs: JobQueue,
  ) {}

  send(tx: EntityManager, notice: Notice): Promise<void> {
    return this.sendAll(tx, [notice]);
  }

  /** Any number of notices in at most three statements: the mail, the subscriptions, the jobs. */
  async sendAll(tx: EntityManager, notices: Notice[]): Promise<void> {
    await this.mail.queueAll(
      tx,
      notices.flatMap((notice) => (notice.mail ? [notice.mail] : [])),
    );
    if (!this.config.vapid || notices.length === 0) return;
    const subscriptions = await tx.query<{ id: string; user_id: string; push_kinds: string[] }[]>(
      `SELECT s.id, s.user_id, u.push_kinds FROM push_subscriptions s
       JOIN users u ON u.id = s.user_id
       WHERE s.user_id = ANY($1::uuid[]) AND cardinality(u.push_kinds) > 0`,
      [[...new Set(notices.map((notice) => notice.userId))]],
    );
    const jobs: SendPushJob[] = notices.flatMap((notice) =>
      subscriptions
        .filter((s) => s.user_id === notice.userId && s.push_kinds.includes(notice.kind))
        .map((s) => ({ subscriptionId: s.id, userId: s.user_id, message: notice.push })),
    );
    if (jobs.length) await this.jobs.sendAll(tx, SEND_PUSH, jobs);
  }
}
