import {
  type LearnerRefusal,
  learnerRefusal,
  learnsCourses,
} from '../../../../shared/learner-policy';
import { useAuth } from './authContext';

/**
 * Why the signed-in viewer may not enroll in, buy, rate or review the course taught by
 * `educatorId` ('OWNER' or 'ADMIN'), or null: the server's rule (shared/learner-policy.ts), so the
 * controls it would refuse are not shown.
 */
export function useLearnerRefusal(educatorId: string): LearnerRefusal | null {
  const { user } = useAuth();
  return user ? learnerRefusal({ id: user.id, isAdmin: user.role === 'ADMIN' }, educatorId) : null;
}

/** Whether the signed-in user learns courses (not an admin): My Enrollments is offered only then. */
export function useLearnsCourses(): boolean {
  const { user } = useAuth();
  return !!user && learnsCourses({ isAdmin: user.role === 'ADMIN' });
}
