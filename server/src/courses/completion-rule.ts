import type { EntityManager } from 'typeorm';
import { Course } from './course.entity';

/** Sets whether a course's lectures complete only once watched, inside `tx`. */
export async function setRequiresWatchedLectures(
  tx: EntityManager,
  courseId: string,
  required: boolean,
): Promise<void> {
  await tx
    .getRepository(Course)
    .update({ id: courseId }, { requiresWatchedLectures: required, updatedAt: new Date() });
}
