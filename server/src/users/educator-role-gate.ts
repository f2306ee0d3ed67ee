import type { EntityManager } from 'typeorm';

/**
 * What may refuse a learner becoming an educator, checked in the transaction that would make
 * them one, once their row is locked. admin/ provides it (admin/holds.ts: an admin's demotion
 * holds until an admin lifts it, and the refusal gives the admin's reason).
 */
export abstract class EducatorRoleGate {
  /** Throws a DomainError saying why when `userId` may not become an educator now. */
  abstract check(tx: EntityManager, userId: string): Promise<void>;
}
