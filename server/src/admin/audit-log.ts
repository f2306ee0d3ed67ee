import type { EntityManager } from 'typeorm';
import type { User } from '../users/user.entity';
import { AdminAuditEntry } from './admin-audit-entry.entity';

/** `export`: a download of personal data; it has no target id. */
export type AuditTarget = 'user' | 'course' | 'purchase' | 'review' | 'contact_message' | 'export';

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
