import type { ApolloCache } from '@apollo/client';

const COURSE_LISTS = ['educatorCourses', 'educatorDashboard', 'enrolledStudents', 'courses'];

/**
 * After a course is added, changed or deleted, drops the cached lists that show it (the
 * educator's screens and the public catalog) so they load fresh; an active one refetches.
 */
export function refreshCourseLists(
  cache: ApolloCache<unknown>,
  { keep = [] }: { keep?: string[] } = {},
): void {
  for (const fieldName of COURSE_LISTS) {
    if (!keep.includes(fieldName)) cache.evict({ id: 'ROOT_QUERY', fieldName });
  }
  cache.gc();
}
