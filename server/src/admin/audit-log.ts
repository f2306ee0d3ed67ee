import type { EntityManager } from 'typeorm';
import type { User } from '../users/user.entity';
import { AdminAuditEntry } from './admin-audit-entry.entity';

/**
 * `export`: a download of personal data; it has no target id. `contact_message` with no target id:
 * a page of the inbox read.
 */
export type AuditTarget =
  | 'user'
  | 'course'
  | 'coupon'
  | 'quiz'
  | 'purchase'
  | 'review'
  | 'contact_message'
  | 'booking'
  | 'question'
  | 'answer'
  | 'export';

export interface AuditRecord {
  action: string;
  targetType: AuditTarget;
  targetId: string | null;
  reason?: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Writes one audit row inside `tx`, the transaction of the change it records. */
export async function audit(tx: EntityManager, actor: User, record: AuditRecord) {
  const repo = tx.getRepository(AdminAuditEntry);
  const entry = repo.create({
    actorId: actor.id,
    actorEmail: actor.email,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    reason: record.reason ?? null,
    before: record.before,
    after: record.after,
  });
  await repo.save(entry, { reload: false });
}

/**
 * The one rule for powers an admin uses through the ordinary mutations (or an admin's API token):
 * acting on something `ownerId` owns that is not theirs writes an audit row in `tx`, the
 * transaction of the change; acting on one's own writes none. Answers whether it wrote one.
 * First-layer features (ratings) reach it through the OwnerAudit port (admin-ports.module.ts).
 */
export async function auditIfNotOwner(
  tx: EntityManager,
  actor: User,
  ownerId: string,
  record: AuditRecord,
): Promise<boolean> {
  if (actor.id === ownerId) return false;
  await audit(tx, actor, record);
  return true;
}
