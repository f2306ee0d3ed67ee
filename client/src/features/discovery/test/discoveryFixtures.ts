import type { MockedResponse } from '@apollo/client/testing';
import { type CoursesQueryVariables, CoursesDocument } from '../../courses/courses.generated';
import { CategoryTreeDocument } from '../category.generated';
import type { CourseFilter, CourseSort } from '../../../generated/types';
import { courseListVariables } from '../../courses/courseListVariables';
import type { cardCourse } from '../../courses/test/courseFixtures';

/** Test data shaped like the API's answers for the catalog's filters, categories and lists. */

type Counts = Record<string, number>;

const facet = (value: string, label: string, count: number, parent: string | null = null) => ({
  __typename: 'FacetCount',
  value,
  label,
  count,
  parent,
});

/** Facet counts; unspecified options count 0 (categories and languages are left out then). */
export function facets({
  categories = {},
  prices = {},
  ratings = {},
  durations = {},
  levels = {},
  languages = {},
}: {
  categories?: Counts;
  prices?: Counts;
  ratings?: Counts;
  durations?: Counts;
  levels?: Counts;
  languages?: Counts;
} = {}) {
  const categoryRows = [
    ['seo', 'SEO', null],
    ['keyword-research', 'Keyword Research', 'seo'],
    ['local-seo', 'Local SEO', 'seo'],
    ['social-media', 'Social Media', null],
    ['instagram-marketing', 'Instagram Marketing', 'social-media'],
  ] as const;
  return {
    __typename: 'CourseFacets',
    categories: categoryRows
      .filter(([slug]) => categories[slug] !== undefined)
      .map(([slug, label, parent]) => facet(slug, label, categories[slug], parent)),
    prices: [facet('FREE', 'Free', prices.FREE ?? 0), facet('PAID', 'Paid', prices.PAID ?? 0)],
    ratings: ['4.5', '4', '3.5', '3'].map((value) =>
      facet(value, `${value} & up`, ratings[value] ?? 0),
    ),
    durations: [
      ['UP_TO_1_HOUR', '0-1 hour'],
      ['ONE_TO_3_HOURS', '1-3 hours'],
      ['THREE_TO_6_HOURS', '3-6 hours'],
      ['SIX_TO_17_HOURS', '6-17 hours'],
      ['OVER_17_HOURS', '17+ hours'],
    ].map(([value, label]) => facet(value, label, durations[value] ?? 0)),
    levels: [
      ['BEGINNER', 'Beginner'],
      ['INTERMEDIATE', 'Intermediate'],
      ['ADVANCED', 'Advanced'],
      ['ALL_LEVELS', 'All levels'],
    ].map(([value, label]) => facet(value, label, levels[value] ?? 0)),
    languages: Object.entries(languages).map(([value, count]) => facet(value, value, count)),
  };
}

/** The usual counts of the tests' catalog. */
export const someFacets = () =>
  facets({
    categories: { seo: 3, 'keyword-research': 2, 'local-seo': 1, 'social-media': 2 },
    prices: { FREE: 2, PAID: 3 },
    ratings: { '4.5': 1, '4': 3, '3.5': 4, '3': 4 },
    durations: { UP_TO_1_HOUR: 2, ONE_TO_3_HOURS: 3 },
    levels: { BEGINNER: 4, INTERMEDIATE: 1 },
    languages: { English: 4, Hindi: 1 },
  });

/**
 * A course list's first page with its facet counts (courseListVariables: `withFacets`), as the
 * course list and category pages ask for it, answered as often as asked unless told otherwise.
 */
export function catalogMock(
  variables: { search?: string; filter?: CourseFilter; sort?: CourseSort },
  courses: ReturnType<typeof cardCourse>[],
  {
    counts = someFacets(),
    totalCount,
    hasNextPage = false,
    endCursor = null,
    maxUsageCount = Number.POSITIVE_INFINITY,
    didYouMean = null,
    captionMatches = [],
  }: {
    counts?: ReturnType<typeof facets>;
    /** The server's "Did you mean" for the search. */
    didYouMean?: string | null;
    /** Lectures whose captions hold the search. */
    captionMatches?: { courseId: string; lectureId: string; lectureTitle: string }[];
    totalCount?: number;
    hasNextPage?: boolean;
    endCursor?: string | null;
    maxUsageCount?: number;
  } = {},
): MockedResponse {
  return {
    request: {
      query: CoursesDocument,
      variables: courseListVariables(variables.search ?? '', variables.filter, variables.sort),
    },
    result: {
      data: {
        courses: {
          __typename: 'CourseConnection',
          totalCount: totalCount ?? courses.length,
          pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor },
          nodes: courses,
          didYouMean,
          captionMatches: captionMatches.map((m) => ({ __typename: 'CaptionMatch', ...m })),
          facets: counts,
        },
      },
    },
    maxUsageCount,
    delay: 20,
  };
}

/** A page of courses for any variables of the Courses query, without facet counts. */
export function listMock(
  variables: CoursesQueryVariables,
  courses: ReturnType<typeof cardCourse>[],
  { totalCount, maxUsageCount = 1 }: { totalCount?: number; maxUsageCount?: number } = {},
): MockedResponse {
  return {
    request: { query: CoursesDocument, variables },
    result: {
      data: {
        courses: {
          __typename: 'CourseConnection',
          totalCount: totalCount ?? courses.length,
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          nodes: courses,
        },
      },
    },
    maxUsageCount,
    delay: 20,
  };
}

const category = (
  id: string,
  slug: string,
  name: string,
  courseCount: number,
  parentSlug: string | null = null,
) => ({
  __typename: parentSlug ? 'Subcategory' : 'Category',
  id,
  slug,
  name,
  courseCount,
  parentSlug,
});

/** The category tree: SEO with two subcategories (one without courses), Social Media, and Email. */
export const categoryTree = [
  {
    ...category('c-seo', 'seo', 'SEO', 3),
    children: [
      category('c-kw', 'keyword-research', 'Keyword Research', 2, 'seo'),
      category('c-local', 'local-seo', 'Local SEO', 1, 'seo'),
      category('c-tech', 'technical-seo', 'Technical SEO', 0, 'seo'),
    ],
  },
  {
    ...category('c-social', 'social-media', 'Social Media', 2),
    children: [category('c-ig', 'instagram-marketing', 'Instagram Marketing', 2, 'social-media')],
  },
  { ...category('c-email', 'email-marketing', 'Email Marketing', 0), children: [] },
];

export function categoryTreeMock(): MockedResponse {
  return {
    request: { query: CategoryTreeDocument },
    result: { data: { categories: categoryTree } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    delay: 10,
  };
}
