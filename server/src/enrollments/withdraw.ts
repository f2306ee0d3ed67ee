import type { EntityManager } from 'typeorm';
import { Enrollment } from './enrollment.entity';

/** Ends a learner's enrollment in a course, inside `tx` (a refund takes back what it bought). */
export async function withdraw(tx: EntityManager, userId: string, courseId: string): Promise<void> {
  await tx.getRepository(Enrollment).delete({ userId, courseId });
}
