import type { EntityManager } from 'typeorm';
import { LectureNote } from './lecture-note.entity';

/** Deletes every lecture note of a user, inside `tx` (account deletion). */
export async function forgetLectureNotes(tx: EntityManager, userId: string): Promise<void> {
  await tx.getRepository(LectureNote).delete({ userId });
}
