import type { ApolloCache } from '@apollo/client';

/**
 * After an enrollment, or with `enrolled` false after a refund: the course now counts the viewer as
 * enrolled or not, and the lists that depend on it (My Enrollments, `me.enrolledCourseIds`) are
 * dropped so their next use fetches them again. Course pages and the player load with
 * cache-and-network, so their counts and links refresh.
 */
export function markEnrolled(
  cache: ApolloCache<unknown>,
  courseId: string,
  userId: string,
  enrolled = true,
) {
  cache.modify<{ viewerIsEnrolled: boolean; viewerRating: number | null }>({
    id: cache.identify({ __typename: 'Course', id: courseId }),
    // A refund takes the learner's rating with it.
    fields: enrolled
      ? { viewerIsEnrolled: () => true }
      : { viewerIsEnrolled: () => false, viewerRating: () => null },
  });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'myEnrollments' });
  cache.evict({
    id: cache.identify({ __typename: 'User', id: userId }),
    fieldName: 'enrolledCourseIds',
  });
  cache.gc();
}
