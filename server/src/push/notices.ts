import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { mailOptional, type NoticeKind } from '../../../shared/notice-kinds';
import { JobQueue } from '../common/jobs/job-queue';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../config/app-config';
import { MailOutbox, type MailMessage } from '../mail/mail-outbox';
import { insertNotifications } from '../notifications/notification-writes';

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
  /**
   * Its kind decides its delivery: in the product (the bell) unless the recipient turned that off,
   * by mail unless they turned that off and the kind's mail is optional
   * (NotificationPreferences.deliveries), pushed when they opted in (pushKinds).
   */
  kind: NoticeKind;
  userId: string;
  /** Its mail, if it has one. */
  mail?: MailMessage;
  /** What the push shows, and the bell's entry (title, body, url): in the recipient's language. */
  push: PushMessage;
}

export interface SendPushJob {
  subscriptionId: string;
  /** The recipient: a subscription moved to another account since is not sent to. */
  userId: string;
  message: PushMessage;
}

/**
 * The one way a notice reaches a person: its entry in the product (the bell), its mail through the
 * outbox and a push to each of their browsers, each as the recipient chose for its kind, all in
 * the caller's transaction (nothing goes out for what rolled back, and the request never waits for
 * a push service). A new kind needs an entry in shared/notice-kinds.ts and its words, nothing here.
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

  /**
   * Any number of notices in at most six statements: the recipients' choices with their browsers,
   * the bell's entries, the mail and its jobs, the push jobs. Callers with thousands of notices
   * send them in batches (each statement carries every row's values, and PostgreSQL takes at most
   * 65,535 per statement).
   */
  async sendAll(tx: EntityManager, notices: Notice[]): Promise<void> {
    if (notices.length === 0) return;
    const pushing = this.config.vapid != null;
    const recipients = await tx.query<
      {
        id: string;
        push_kinds: string[];
        mail_off: string[];
        app_off: string[];
        subscriptions: string[];
      }[]
    >(
      `SELECT u.id, u.push_kinds, u.notice_mail_off AS mail_off, u.notice_app_off AS app_off,
         COALESCE(array_agg(s.id) FILTER (WHERE s.id IS NOT NULL), '{}') AS subscriptions
       FROM users u
       LEFT JOIN push_subscriptions s ON $2 AND s.user_id = u.id AND cardinality(u.push_kinds) > 0
       WHERE u.id = ANY($1::uuid[])
       GROUP BY u.id`,
      [[...new Set(notices.map((notice) => notice.userId))], pushing],
    );
    const byId = new Map(recipients.map((r) => [r.id, r]));
    const sent = notices.flatMap((notice) => {
      const to = byId.get(notice.userId);
      return to ? [{ notice, to }] : [];
    });
    await insertNotifications(
      tx,
      sent
        .filter(({ notice, to }) => !to.app_off.includes(notice.kind))
        .map(({ notice }) => ({
          userId: notice.userId,
          kind: notice.kind,
          title: notice.push.title,
          body: notice.push.body,
          url: notice.push.url,
        })),
    );
    await this.mail.queueAll(
      tx,
      sent.flatMap(({ notice, to }) =>
        notice.mail && (!mailOptional(notice.kind) || !to.mail_off.includes(notice.kind))
          ? [notice.mail]
          : [],
      ),
    );
    const jobs: SendPushJob[] = sent.flatMap(({ notice, to }) =>
      to.push_kinds.includes(notice.kind)
        ? to.subscriptions.map((id) => ({
            subscriptionId: id,
            userId: to.id,
            message: notice.push,
          }))
        : [],
    );
    if (jobs.length) await this.jobs.sendAll(tx, SEND_PUSH, jobs);
  }
}
