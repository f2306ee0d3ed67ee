import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, Not, type EntityManager } from 'typeorm';
import { csvOf } from '../analytics/csv-cells';
import { notFound } from '../common/errors/domain-error';
import { isUuid } from '../common/ids';
import { Checker } from '../common/validation';
import { ContactMessage } from '../site/contact-message.entity';
import { NewsletterSubscription } from '../site/newsletter-subscription.entity';
import { markContactHandled } from '../site/contact-handling';
import type { User } from '../users/user.entity';
import { adminPage } from './admin-page';
import { audit } from './audit-log';

export type MessageStatus = 'open' | 'handled' | 'all';
const STATUSES: MessageStatus[] = ['open', 'handled', 'all'];
/** Rows in one CSV download: far beyond this, an export belongs in a job, not a request. */
const EXPORT_LIMIT = 100_000;

const statusWhere = (status: MessageStatus) =>
  status === 'open'
    ? { handledAt: IsNull() }
    : status === 'handled'
      ? { handledAt: Not(IsNull()) }
      : {};

/** What visitors sent through the contact form and who subscribed to the newsletter. */
@Injectable()
export class AdminInboxService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Newest first. Written down in the audit log, in the read's transaction, like the CSV export:
   * the messages hold people's addresses and words.
   */
  async messages(admin: User, status: unknown, pageArg: unknown) {
    const which = this.status(status);
    const { page, offset, limit } = adminPage(pageArg);
    return this.db.transaction(async (tx) => {
      const [nodes, totalCount] = await tx.getRepository(ContactMessage).findAndCount({
        where: statusWhere(which),
        order: { createdAt: 'DESC', id: 'DESC' },
        skip: offset,
        take: limit,
      });
      await audit(tx, admin, {
        action: 'inbox.read',
        targetType: 'contact_message',
        targetId: null,
        before: null,
        after: { status: which, page, messageIds: nodes.map((m) => m.id) },
      });
      return { nodes, totalCount, page, pageSize: limit };
    });
  }

  async markHandled(admin: User, id: unknown, handled: unknown) {
    const check = new Checker();
    if (typeof handled !== 'boolean') check.fail('handled', 'Handled must be true or false');
    check.done();
    if (!isUuid(id)) throw notFound('Message not found');
    return this.db.transaction(async (tx) => {
      const repo = tx.getRepository(ContactMessage);
      const message = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!message) throw notFound('Message not found');
      if (Boolean(message.handledAt) === handled) return message;
      await markContactHandled(tx, id, handled === true);
      const after = await repo.findOneByOrFail({ id });
      await audit(tx, admin, {
        action: handled ? 'message.handled' : 'message.reopen',
        targetType: 'contact_message',
        targetId: id,
        before: { handledAt: message.handledAt },
        after: { handledAt: after.handledAt },
      });
      return after;
    });
  }

  async subscribers(pageArg: unknown) {
    const { page, offset, limit } = adminPage(pageArg);
    const [nodes, totalCount] = await this.db.getRepository(NewsletterSubscription).findAndCount({
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: offset,
      take: limit,
    });
    return { nodes, totalCount, page, pageSize: limit };
  }

  /** Written down in the audit log: the messages hold people's addresses and words. */
  async messagesCsv(admin: User, status: unknown): Promise<string> {
    const which = this.status(status);
    return this.db.transaction(async (tx) => {
      const rows = await tx.getRepository(ContactMessage).find({
        where: statusWhere(which),
        order: { createdAt: 'DESC', id: 'DESC' },
        take: EXPORT_LIMIT,
      });
      await auditExport(tx, admin, 'export.contact_messages', { status: which, rows: rows.length });
      return csvOf(
        ['received_at', 'email', 'message', 'handled_at'],
        rows.map((m) => [
          m.createdAt.toISOString(),
          m.email,
          m.message,
          m.handledAt?.toISOString() ?? '',
        ]),
      );
    });
  }

  /** Newest first; written down in the audit log like the messages. */
  async subscribersCsv(admin: User): Promise<string> {
    return this.db.transaction(async (tx) => {
      const rows = await tx.getRepository(NewsletterSubscription).find({
        order: { createdAt: 'DESC', id: 'DESC' },
        take: EXPORT_LIMIT,
      });
      await auditExport(tx, admin, 'export.subscribers', { rows: rows.length });
      return csvOf(
        ['email', 'subscribed_at', 'confirmed_at'],
        rows.map((s) => [s.email, s.createdAt.toISOString(), s.confirmedAt?.toISOString() ?? '']),
      );
    });
  }

  private status(value: unknown): MessageStatus {
    const status = (value ?? 'all') as MessageStatus;
    if (STATUSES.includes(status)) return status;
    const check = new Checker();
    check.fail('status', 'Status must be open, handled or all');
    check.done();
    return status;
  }
}

const auditExport = (
  tx: EntityManager,
  admin: User,
  action: string,
  after: Record<string, unknown>,
) => audit(tx, admin, { action, targetType: 'export', targetId: null, before: null, after });
