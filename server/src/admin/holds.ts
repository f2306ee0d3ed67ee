import { IsNull, type EntityManager } from 'typeorm';
import { DomainError } from '../common/errors/domain-error';
import type { User } from '../users/user.entity';
import { AdminHold, HoldKind } from './admin-hold.entity';

/**
 * Holds: an admin's demotion or unpublication sticks until an admin lifts it. Every place where
 * the held right could come back calls `requireNoHold` in the transaction that would restore it,
 * after locking the target's row (the admin's change locks it too, so the two never interleave).
 */

/** What the owner is told, the admin's reason included. */
export const HOLD_MESSAGES: Record<HoldKind, (reason: string) => string> = {
  [HoldKind.USER_ROLE]: (reason) =>
    `An admin removed your educator role, and only an admin can give it back. Their reason: ${reason}`,
  [HoldKind.COURSE_PUBLISH]: (reason) =>
    `An admin unpublished this course, and only an admin can allow publishing it again. Their reason: ${reason}`,
};

/** The target's active hold of this kind, if any. */
export function activeHold(
  tx: EntityManager,
  kind: HoldKind,
  targetId: string,
): Promise<AdminHold | null> {
  return tx.getRepository(AdminHold).findOneBy({ kind, targetId, liftedAt: IsNull() });
}

/** FORBIDDEN (REST: 200 `{ success: false, message }`), with the admin's reason, while held. */
export async function requireNoHold(
  tx: EntityManager,
  kind: HoldKind,
  targetId: string,
): Promise<void> {
  const hold = await activeHold(tx, kind, targetId);
  if (hold) throw new DomainError('FORBIDDEN', HOLD_MESSAGES[kind](hold.reason));
}

/** A new active hold; one already there is lifted first, by the same admin (the new one replaces it). */
export async function placeHold(
  tx: EntityManager,
  admin: User,
  kind: HoldKind,
  targetId: string,
  reason: string,
): Promise<AdminHold> {
  await endHold(tx, admin, kind, targetId, 'Replaced by a new hold');
  const repo = tx.getRepository(AdminHold);
  return repo.save(repo.create({ kind, targetId, reason, heldById: admin.id }));
}

/** Lifts the target's active hold of this kind; answers it as lifted, or null if there was none. */
export async function endHold(
  tx: EntityManager,
  admin: User,
  kind: HoldKind,
  targetId: string,
  reason: string | null,
): Promise<AdminHold | null> {
  const hold = await activeHold(tx, kind, targetId);
  return hold ? liftHoldRow(tx, admin, hold, reason) : null;
}

/** Marks `hold` lifted by `admin`; the row stays on record. */
export async function liftHoldRow(
  tx: EntityManager,
  admin: User,
  hold: AdminHold,
  reason: string | null,
): Promise<AdminHold> {
  const repo = tx.getRepository(AdminHold);
  await repo
    .createQueryBuilder()
    .update()
    .set({ liftedAt: () => 'now()', liftedById: admin.id, liftReason: reason })
    .where({ id: hold.id, liftedAt: IsNull() })
    .execute();
  return repo.findOneByOrFail({ id: hold.id });
}
