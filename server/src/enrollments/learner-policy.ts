import { LEARNER_REFUSALS, learnerRefusal } from '../../../shared/learner-policy';
import { forbidden } from '../common/errors/domain-error';
import type { Course } from '../courses/course.entity';
import { Role, type User } from '../users/user.entity';

/**
 * Refuses the course's owner and admins (shared/learner-policy.ts) as FORBIDDEN, which REST answers
 * 200 `{ success: false, message }`. Purchases (free and paid) and ratings call it, over both APIs.
 */
export function assertMayLearn(
  user: Pick<User, 'id' | 'role'>,
  course: Pick<Course, 'educatorId'>,
): void {
  const refusal = learnerRefusal(
    { id: user.id, isAdmin: user.role === Role.ADMIN },
    course.educatorId,
  );
  if (refusal) throw forbidden(LEARNER_REFUSALS[refusal]);
}
