import type { EntityManager } from 'typeorm';
import { LectureCompletion } from './lecture-completion.entity';
import { LecturePosition } from './lecture-position.entity';
import { LectureWatch } from './lecture-watch.entity';

/** Clears a learner's progress in one course (completed lectures, resume point), inside `tx`. */
export async function forgetCourseProgress(
  tx: EntityManager,
  userId: string,
  courseId: string,
): Promise<void> {
  await tx.getRepository(LectureCompletion).delete({ userId, courseId });
  await tx.getRepository(LecturePosition).delete({ userId, courseId });
}

/** Clears everything a learner did: progress, resume points and what they watched, inside `tx`. */
export async function forgetLearner(tx: EntityManager, userId: string): Promise<void> {
  await tx.getRepository(LectureCompletion).delete({ userId });
  await tx.getRepository(LecturePosition).delete({ userId });
  await tx.getRepository(LectureWatch).delete({ userId });
}
