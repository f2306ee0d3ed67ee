import type { ApolloClient, NormalizedCacheObject } from '@apollo/client';
import { CourseDetailDocument, CoursesDocument } from './generated/graphql';
import { preloadRoute } from './routePreload';

jest.mock('./pageLoaders', () => ({
  loadHomePage: jest.fn(() => Promise.resolve()),
  loadCourseListPage: jest.fn(() => Promise.resolve()),
  loadCourseDetailPage: jest.fn(() => Promise.resolve()),
  loadMyEnrollmentsPage: jest.fn(() => Promise.resolve()),
}));

function preload(pathname: string, search = '') {
  const query = jest.fn(() => Promise.resolve());
  preloadRoute(pathname, { query } as unknown as ApolloClient<NormalizedCacheObject>, search);
  return query.mock.calls as unknown[][];
}

describe('preloadRoute', () => {
  it('asks for the query each page renders first, with the same variables', () => {
    expect(preload('/')).toEqual([[{ query: CoursesDocument, variables: { first: 4 } }]]);
    expect(preload('/course-list')).toEqual([
      [{ query: CoursesDocument, variables: { search: undefined, first: 12 } }],
    ]);
    expect(preload('/course-list/seo%20basics')).toEqual([
      [{ query: CoursesDocument, variables: { search: 'seo basics', first: 12 } }],
    ]);
    expect(preload('/course/abc')).toEqual([
      [{ query: CourseDetailDocument, variables: { id: 'abc' } }],
    ]);
  });

  it('leaves a filtered or sorted course list to the page (other parameters do not count)', () => {
    expect(preload('/course-list', '?price=free')).toEqual([]);
    expect(preload('/course-list/seo', '?utm_source=x&sort=NEWEST')).toEqual([]);
    expect(preload('/course-list', '?utm_source=mail')).toEqual([
      [{ query: CoursesDocument, variables: { search: undefined, first: 12 } }],
    ]);
  });

  it('asks for nothing on other pages', () => {
    expect(preload('/my-enrollments')).toEqual([]);
    expect(preload('/educator')).toEqual([]);
  });
});
