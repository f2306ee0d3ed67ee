import type { EntityManager } from 'typeorm';
import type { User } from '../../users/user.entity';

/**
 * An admin's unpublication of someone else's course holds it unpublished until an admin lifts
 * it. admin/ provides it (admin/holds.ts, bound in admin-ports.module.ts); publishing calls it in
 * its transaction, after locking the course's row.
 */
export abstract class CoursePublishHold {
  /** Throws FORBIDDEN, with the admin's reason, while the course is held unpublished. */
  abstract requireNone(tx: EntityManager, courseId: string): Promise<void>;
  /** Holds the course unpublished; a hold already there is replaced. */
  abstract place(tx: EntityManager, admin: User, courseId: string, reason: string): Promise<void>;
  /** Lifts the course's active hold; answers whether there was one. */
  abstract end(tx: EntityManager, admin: User, courseId: string, reason: string): Promise<boolean>;
}
