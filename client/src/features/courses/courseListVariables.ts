import type { CoursesQueryVariables } from '../../generated/graphql';

/** Courses per page on the course list. */
export const COURSE_PAGE_SIZE = 12;

/** The first page of the course list for `search` (empty: every course). The route preload asks the same. */
export function courseListVariables(search: string): CoursesQueryVariables {
  return { search: search || undefined, first: COURSE_PAGE_SIZE };
}
