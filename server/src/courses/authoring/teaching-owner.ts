import type { EntityManager } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error';
import { Role } from '../../users/user.entity';

export const OWNER_NOT_TEACHING =
  'Its owner is no longer an educator: make them an educator again before publishing it.';

/**
 * A course goes on sale only while its owner may run it. Locks the owner's row (KEY SHARE, which
 * ordinary profile writes pass) so a concurrent demotion (AdminUsersService.setRole, FOR UPDATE,
 * then a count of published courses) waits for this publish to commit, or this waits for it.
 */
export async function requireTeachingOwner(tx: EntityManager, ownerId: string): Promise<void> {
  const [owner] = await tx.query<{ role: Role }[]>(
    'SELECT role FROM users WHERE id = $1 FOR KEY SHARE',
    [ownerId],
  );
  if (owner?.role === Role.STUDENT) throw new DomainError('CONFLICT', OWNER_NOT_TEACHING);
}
