import type { EntityManager } from 'typeorm';
import { CourseRating } from './course-rating.entity';

/** Removes a learner's rating (and review) of a course, inside `tx`. */
export async function removeRating(
  tx: EntityManager,
  userId: string,
  courseId: string,
): Promise<void> {
  await tx.getRepository(CourseRating).delete({ userId, courseId });
}

/** Hides a review from the public pages (admin moderation), inside `tx`. */
export async function hideReview(tx: EntityManager, reviewId: string): Promise<void> {
  await tx
    .getRepository(CourseRating)
    .createQueryBuilder()
    .update()
    .set({ hiddenAt: () => 'now()' })
    .where({ id: reviewId })
    .execute();
}

/** Shows a hidden review again, inside `tx`. */
export async function restoreReview(tx: EntityManager, reviewId: string): Promise<void> {
  await tx.getRepository(CourseRating).update({ id: reviewId }, { hiddenAt: null });
}
