import type { EntityManager } from 'typeorm';
import type { User } from '../users/user.entity';

/** A change to something its owner owns (a course, coupon, quiz, review reply), as audited. */
export interface OwnedChange {
  action: string;
  targetType: 'course' | 'coupon' | 'quiz' | 'review';
  targetId: string;
  reason?: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * The rule for powers an admin uses through the ordinary mutations (CourseAccess lets admins act
 * on anyone's course): acting on something another user owns writes an audit row in the change's
 * transaction; acting on one's own writes none. admin/ implements it (`auditIfNotOwner` and
 * `audit` in admin/audit-log.ts) and provides it to every module; features of this first layer
 * reach it here, later ones call admin/audit-log.ts directly.
 */
export abstract class OwnerAudit {
  abstract ifNotOwner(
    tx: EntityManager,
    actor: User,
    ownerId: string,
    change: OwnedChange,
  ): Promise<boolean>;

  /** The admin console's own actions: audited whoever owns the target. */
  abstract always(tx: EntityManager, actor: User, change: OwnedChange): Promise<void>;
}
