import type { ApolloClient, NormalizedCacheObject } from '@apollo/client';
import { matchPath } from 'react-router-dom';
import { searchTerm } from './features/courses/courseListPath';
import { courseFilter, parseCourseListParams } from './features/discovery/courseListState';
import { courseListVariables } from './features/courses/courseListVariables';
import { SHOWCASE_COURSE_COUNT } from './features/landing/content/showcase';
import { CourseDetailDocument, CoursesDocument } from './features/courses/courses.generated';
import { courseDetailKey, markPreloaded } from './lib/preloadedQueries';
import {
  loadCourseDetailPage,
  loadCourseListPage,
  loadHomePage,
  loadMyEnrollmentsPage,
} from './pageLoaders';

type Client = ApolloClient<NormalizedCacheObject>;
type Params = Record<string, string | undefined>;

/**
 * For the pages a first visit lands on: the page's chunk, and the first query it renders from, with
 * the same document and variables as the page, so the page finds it in the cache (or in flight).
 */
const PRELOADS: {
  path: string;
  page: () => Promise<unknown>;
  data?: (client: Client, params: Params, query: string) => Promise<unknown> | undefined;
}[] = [
  {
    path: '/',
    page: loadHomePage,
    data: (client) =>
      client.query({ query: CoursesDocument, variables: { first: SHOWCASE_COURSE_COUNT } }),
  },
  {
    path: '/course-list/:input?',
    page: loadCourseListPage,
    // As CourseListPage and CourseCatalog read the address: the search text, filters and sort.
    data: (client, { input }, query) => {
      const search = searchTerm(input ?? '');
      const state = parseCourseListParams(new URLSearchParams(query), search);
      return client.query({
        query: CoursesDocument,
        variables: courseListVariables(search, courseFilter(state), state.sort),
      });
    },
  },
  {
    path: '/course/:id',
    page: loadCourseDetailPage,
    data: (client, { id = '' }) => {
      markPreloaded(courseDetailKey(id));
      return client.query({ query: CourseDetailDocument, variables: { id } });
    },
  },
  { path: '/my-enrollments', page: loadMyEnrollmentsPage },
];

/**
 * Starts loading what `pathname` (with the query string `query`) will render while the app's own
 * code is still starting: without it the page's chunk is asked for once React renders the route,
 * and its data once the page has rendered. Failures are left to the page, which asks again and
 * shows them.
 */
export function preloadRoute(pathname: string, client: Client, query = ''): void {
  for (const { path, page, data } of PRELOADS) {
    const match = matchPath(path, decodeSegments(pathname));
    if (!match) continue;
    page().catch(() => undefined);
    data?.(client, match.params, query)?.catch(() => undefined);
    return;
  }
}

/** The path with each segment URL-decoded, as React Router hands params to pages (`%2F` kept). */
function decodeSegments(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/\//g, '%2F');
      } catch {
        return segment;
      }
    })
    .join('/');
}
