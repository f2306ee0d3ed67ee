/**
 * Who may learn a course: enroll in it, buy it, rate or review it. Not its owner, and not an admin:
 * both already see every lecture, and their stars would skew the course's rating. The server
 * refuses them on both APIs; the client hides the controls, from this same rule.
 */
export type LearnerRefusal = 'OWNER' | 'ADMIN';

export const LEARNER_REFUSALS: Record<LearnerRefusal, string> = {
  OWNER: 'You teach this course, so you cannot enrol in, buy, rate or review it.',
  ADMIN: 'Admins see every lecture already, so they cannot enrol in, buy, rate or review courses.',
};

/** Why this viewer may not learn the course whose educator is `educatorId`, or null when they may. */
export function learnerRefusal(
  viewer: { id: string; isAdmin: boolean },
  educatorId: string,
): LearnerRefusal | null {
  if (viewer.id === educatorId) return 'OWNER';
  if (viewer.isAdmin) return 'ADMIN';
  return null;
}

/**
 * Whether the account learns at all: every role but an admin's. An admin is offered no My
 * Enrollments (the navbar, its account menu and the phone menu leave it out).
 */
export const learnsCourses = (viewer: { isAdmin: boolean }): boolean => !viewer.isAdmin;
