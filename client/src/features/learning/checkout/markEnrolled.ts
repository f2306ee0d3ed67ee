import type { ApolloCache } from '@apollo/client';

/**
 * After an enrolment: the course now counts the viewer as enrolled, and the lists that depend on
 * it (My Enrollments, `me.enrolledCourseIds`) are dropped so their next use fetches them again.
 * Course pages and the player load with cache-and-network, so their counts and links refresh.
 */
export function markEnrolled(cache: ApolloCache<unknown>, courseId: string, userId: string) {
  cache.modify({
    id: cache.identify({ __typename: 'Course', id: courseId }),
    fields: { viewerIsEnrolled: () => true },
  });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'myEnrollments' });
  cache.evict({
    id: cache.identify({ __typename: 'User', id: userId }),
    fieldName: 'enrolledCourseIds',
  });
  cache.gc();
}
