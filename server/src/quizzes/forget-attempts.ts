import type { EntityManager } from 'typeorm';
import { QuizAttempt } from './quiz-attempt.entity';

/** Deletes every quiz attempt of a learner, inside `tx`. */
export async function forgetQuizAttempts(tx: EntityManager, userId: string): Promise<void> {
  await tx.getRepository(QuizAttempt).delete({ userId });
}
