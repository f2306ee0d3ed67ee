import type { ApolloClient, NormalizedCacheObject } from '@apollo/client';
import { CourseDetailDocument, CoursesDocument } from './features/courses/courses.generated';
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
      [{ query: CoursesDocument, variables: { search: undefined, first: 12, withFacets: true } }],
    ]);
    expect(preload('/course-list/seo%20basics')).toEqual([
      [
        {
          query: CoursesDocument,
          variables: { search: 'seo basics', first: 12, withFacets: true },
        },
      ],
    ]);
    // The search text as the page cleans it.
    expect(preload(`/course-list/${encodeURIComponent(` a\tb${'c'.repeat(300)}`)}`)).toEqual([
      [
        {
          query: CoursesDocument,
          variables: { search: `a b${'c'.repeat(197)}`, first: 12, withFacets: true },
        },
      ],
    ]);
    expect(preload('/course/abc')).toEqual([
      [{ query: CourseDetailDocument, variables: { id: 'abc' } }],
    ]);
  });

  it('asks for a filtered or sorted list as the page reads the address (other parameters do not count)', () => {
    expect(preload('/course-list', '?price=free&level=BEGINNER&minPrice=5')).toEqual([
      [
        {
          query: CoursesDocument,
          variables: {
            search: undefined,
            filter: { price: 'FREE', minPrice: 5, levels: ['BEGINNER'] },
            first: 12,
            withFacets: true,
          },
        },
      ],
    ]);
    expect(preload('/course-list/seo', '?utm_source=x&sort=NEWEST')).toEqual([
      [
        {
          query: CoursesDocument,
          variables: { search: 'seo', sort: 'NEWEST', first: 12, withFacets: true },
        },
      ],
    ]);
    // The default sort, and junk, are left out as the page leaves them out.
    expect(preload('/course-list', '?utm_source=mail&sort=NEWEST&rating=2')).toEqual([
      [{ query: CoursesDocument, variables: { search: undefined, first: 12, withFacets: true } }],
    ]);
  });

  it('asks for nothing on other pages', () => {
    expect(preload('/my-enrollments')).toEqual([]);
    expect(preload('/educator')).toEqual([]);
  });
});
