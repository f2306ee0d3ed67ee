/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../generated/types';

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
/** Every given part must hold; within a list, any value may (categories OR, levels OR, ...). */
export type CourseFilter = {
  /** Category slugs; a top-level category includes its subcategories. */
  categories?: Array<string> | null | undefined;
  durations?: Array<DurationBucket> | null | undefined;
  /** Languages, as in Course.language. */
  languages?: Array<string> | null | undefined;
  levels?: Array<CourseLevel> | null | undefined;
  /** Highest netPrice, inclusive. */
  maxPrice?: number | null | undefined;
  /** Lowest netPrice, inclusive. */
  minPrice?: number | null | undefined;
  /** Average rating at least this, 0 to 5 (3.5, 4 and 4.5 are offered). */
  minRating?: number | null | undefined;
  price?: PriceFilter | null | undefined;
};

/** Who a course is pitched at. */
export type CourseLevel = 'ADVANCED' | 'ALL_LEVELS' | 'BEGINNER' | 'INTERMEDIATE';

/** RELEVANCE ranks by how well the search matches (newest first without a search); MOST_POPULAR by learners enrolled; HIGHEST_RATED by average rating, then by number of ratings; prices compare what a learner pays (netPrice). */
export type CourseSort =
  | 'HIGHEST_RATED'
  | 'MOST_POPULAR'
  | 'NEWEST'
  | 'PRICE_HIGH_TO_LOW'
  | 'PRICE_LOW_TO_HIGH'
  | 'RELEVANCE';

/** Total lecture length: 0–1 h, 1–3 h, 3–6 h, 6–17 h, over 17 h (each bucket includes its upper bound). */
export type DurationBucket =
  'ONE_TO_3_HOURS' | 'OVER_17_HOURS' | 'SIX_TO_17_HOURS' | 'THREE_TO_6_HOURS' | 'UP_TO_1_HOUR';

/** By netPrice: 0 or above. */
export type PriceFilter = 'FREE' | 'PAID';

export type CoursesQueryVariables = Exact<{
  search?: string | null | undefined;
  filter?: Types.CourseFilter | null | undefined;
  sort?: Types.CourseSort | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
  withFacets?: boolean;
}>;

export type CoursesQuery = {
  courses: {
    totalCount: number;
    didYouMean?: string | null;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    nodes: Array<{
      id: string;
      courseTitle: string;
      courseThumbnail: string;
      coursePrice: number;
      discount: number;
      netPrice: number;
      averageRating: number;
      ratingCount: number;
      enrolledStudentsCount: number;
      inWishlist: boolean;
      thumbnailSources: Array<{ url: string; width: number; type: string }>;
      educator: { id: string; name: string };
    }>;
    captionMatches?: Array<{ courseId: string; lectureId: string; lectureTitle: string }>;
    facets?: {
      categories: Array<{ value: string; label: string; count: number; parent: string | null }>;
      prices: Array<{ value: string; label: string; count: number; parent: string | null }>;
      ratings: Array<{ value: string; label: string; count: number; parent: string | null }>;
      durations: Array<{ value: string; label: string; count: number; parent: string | null }>;
      levels: Array<{ value: string; label: string; count: number; parent: string | null }>;
      languages: Array<{ value: string; label: string; count: number; parent: string | null }>;
    };
  };
};

export type FacetCountFieldsFragment = {
  value: string;
  label: string;
  count: number;
  parent: string | null;
};

export type CourseDetailQueryVariables = Exact<{
  id: string | number;
}>;

export type CourseDetailQuery = {
  course: {
    courseDescription: string;
    viewerIsEnrolled: boolean;
    viewerRefundedBefore: boolean;
    totalDuration: number;
    lectureCount: number;
    level: Types.CourseLevel;
    language: string;
    tags: Array<string>;
    learningPoints: Array<string>;
    requirements: Array<string>;
    id: string;
    courseTitle: string;
    courseThumbnail: string;
    coursePrice: number;
    discount: number;
    netPrice: number;
    averageRating: number;
    ratingCount: number;
    enrolledStudentsCount: number;
    inWishlist: boolean;
    ratingBreakdown: Array<{ stars: number; count: number }>;
    category: {
      id: string;
      slug: string;
      name: string;
      parentSlug: string | null;
      parentName: string | null;
    } | null;
    thumbnailSources: Array<{ url: string; width: number; type: string }>;
    educator: { id: string; name: string };
    courseContent: Array<{
      chapterId: string;
      chapterTitle: string;
      chapterOrder: number;
      chapterContent: Array<{
        lectureId: string;
        lectureTitle: string;
        lectureDuration: number;
        lectureUrl: string | null;
        isPreviewFree: boolean;
        lectureOrder: number;
      }>;
    }>;
  };
};

export const FacetCountFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FacetCountFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FacetCount' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'count' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parent' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export const CoursesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Courses' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'CourseFilter' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'CourseSort' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'withFacets' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
          },
          defaultValue: { kind: 'BooleanValue', value: false },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'courses' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sort' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'first' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'after' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pageInfo' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'endCursor' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CourseCardFields' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'didYouMean' },
                  directives: [
                    {
                      kind: 'Directive',
                      name: { kind: 'Name', value: 'include' },
                      arguments: [
                        {
                          kind: 'Argument',
                          name: { kind: 'Name', value: 'if' },
                          value: { kind: 'Variable', name: { kind: 'Name', value: 'withFacets' } },
                        },
                      ],
                    },
                  ],
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'captionMatches' },
                  directives: [
                    {
                      kind: 'Directive',
                      name: { kind: 'Name', value: 'include' },
                      arguments: [
                        {
                          kind: 'Argument',
                          name: { kind: 'Name', value: 'if' },
                          value: { kind: 'Variable', name: { kind: 'Name', value: 'withFacets' } },
                        },
                      ],
                    },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lectureId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lectureTitle' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'facets' },
                  directives: [
                    {
                      kind: 'Directive',
                      name: { kind: 'Name', value: 'include' },
                      arguments: [
                        {
                          kind: 'Argument',
                          name: { kind: 'Name', value: 'if' },
                          value: { kind: 'Variable', name: { kind: 'Name', value: 'withFacets' } },
                        },
                      ],
                    },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'categories' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'FacetCountFields' },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'prices' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'FacetCountFields' },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'ratings' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'FacetCountFields' },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'durations' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'FacetCountFields' },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'levels' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'FacetCountFields' },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'languages' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'FacetCountFields' },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FacetCountFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FacetCount' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'count' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parent' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CourseCardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Course' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseThumbnail' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'thumbnailSources' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ImageSourceFields' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'coursePrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'discount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'netPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'averageRating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ratingCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'enrolledStudentsCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inWishlist' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'educator' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ImageSourceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ImageSource' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'width' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __useCoursesQuery__
 *
 * To run a query within a React component, call `useCoursesQuery` and pass it any options that fit your needs.
 * When your component renders, `useCoursesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCoursesQuery({
 *   variables: {
 *      search: // value for 'search'
 *      filter: // value for 'filter'
 *      sort: // value for 'sort'
 *      first: // value for 'first'
 *      after: // value for 'after'
 *      withFacets: // value for 'withFacets'
 *   },
 * });
 */
export function useCoursesQuery(
  baseOptions?: Apollo.QueryHookOptions<CoursesQuery, CoursesQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<CoursesQuery, CoursesQueryVariables>(CoursesDocument, options);
}
export function useCoursesLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<CoursesQuery, CoursesQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<CoursesQuery, CoursesQueryVariables>(CoursesDocument, options);
}
// @ts-ignore
export function useCoursesSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<CoursesQuery, CoursesQueryVariables>,
): Apollo.UseSuspenseQueryResult<CoursesQuery, CoursesQueryVariables>;
export function useCoursesSuspenseQuery(
  baseOptions?:
    Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CoursesQuery, CoursesQueryVariables>,
): Apollo.UseSuspenseQueryResult<CoursesQuery | undefined, CoursesQueryVariables>;
export function useCoursesSuspenseQuery(
  baseOptions?:
    Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CoursesQuery, CoursesQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<CoursesQuery, CoursesQueryVariables>(CoursesDocument, options);
}
export type CoursesQueryHookResult = ReturnType<typeof useCoursesQuery>;
export type CoursesLazyQueryHookResult = ReturnType<typeof useCoursesLazyQuery>;
export type CoursesSuspenseQueryHookResult = ReturnType<typeof useCoursesSuspenseQuery>;
export type CoursesQueryResult = Apollo.QueryResult<CoursesQuery, CoursesQueryVariables>;
export const CourseDetailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CourseDetail' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'course' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CourseCardFields' } },
                { kind: 'Field', name: { kind: 'Name', value: 'courseDescription' } },
                { kind: 'Field', name: { kind: 'Name', value: 'viewerIsEnrolled' } },
                { kind: 'Field', name: { kind: 'Name', value: 'viewerRefundedBefore' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalDuration' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lectureCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'ratingBreakdown' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'stars' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'category' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'parentSlug' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'parentName' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'level' } },
                { kind: 'Field', name: { kind: 'Name', value: 'language' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
                { kind: 'Field', name: { kind: 'Name', value: 'learningPoints' } },
                { kind: 'Field', name: { kind: 'Name', value: 'requirements' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CourseCurriculum' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CourseCardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Course' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseThumbnail' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'thumbnailSources' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ImageSourceFields' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'coursePrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'discount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'netPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'averageRating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ratingCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'enrolledStudentsCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inWishlist' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'educator' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ImageSourceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ImageSource' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'width' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CourseCurriculum' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Course' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'courseContent' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'chapterId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'chapterTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'chapterOrder' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'chapterContent' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'lectureId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lectureTitle' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lectureDuration' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lectureUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isPreviewFree' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lectureOrder' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __useCourseDetailQuery__
 *
 * To run a query within a React component, call `useCourseDetailQuery` and pass it any options that fit your needs.
 * When your component renders, `useCourseDetailQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCourseDetailQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useCourseDetailQuery(
  baseOptions: Apollo.QueryHookOptions<CourseDetailQuery, CourseDetailQueryVariables> &
    ({ variables: CourseDetailQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<CourseDetailQuery, CourseDetailQueryVariables>(
    CourseDetailDocument,
    options,
  );
}
export function useCourseDetailLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<CourseDetailQuery, CourseDetailQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<CourseDetailQuery, CourseDetailQueryVariables>(
    CourseDetailDocument,
    options,
  );
}
// @ts-ignore
export function useCourseDetailSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<CourseDetailQuery, CourseDetailQueryVariables>,
): Apollo.UseSuspenseQueryResult<CourseDetailQuery, CourseDetailQueryVariables>;
export function useCourseDetailSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<CourseDetailQuery, CourseDetailQueryVariables>,
): Apollo.UseSuspenseQueryResult<CourseDetailQuery | undefined, CourseDetailQueryVariables>;
export function useCourseDetailSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<CourseDetailQuery, CourseDetailQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<CourseDetailQuery, CourseDetailQueryVariables>(
    CourseDetailDocument,
    options,
  );
}
export type CourseDetailQueryHookResult = ReturnType<typeof useCourseDetailQuery>;
export type CourseDetailLazyQueryHookResult = ReturnType<typeof useCourseDetailLazyQuery>;
export type CourseDetailSuspenseQueryHookResult = ReturnType<typeof useCourseDetailSuspenseQuery>;
export type CourseDetailQueryResult = Apollo.QueryResult<
  CourseDetailQuery,
  CourseDetailQueryVariables
>;
