import type { CoursesQueryVariables } from './courses.generated';
import type { CourseFilter, CourseSort } from '../../generated/types';

/** Courses per page on the course list. */
export const COURSE_PAGE_SIZE = 12;

/**
 * The first page of the course list for `search` (empty: every course), narrowed by `filter` and
 * in `sort` order when given, with the filters' counts (`withFacets`; "Load more" asks without).
 * The route preload asks for the same.
 */
export function courseListVariables(
  search: string,
  filter?: CourseFilter,
  sort?: CourseSort | null,
): CoursesQueryVariables {
  return {
    search: search || undefined,
    ...(filter && { filter }),
    ...(sort && { sort }),
    first: COURSE_PAGE_SIZE,
    withFacets: true,
  };
}
