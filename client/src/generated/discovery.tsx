/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
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

/** Total lecture length: 0–1 h, 1–3 h, 3–6 h, 6–17 h, over 17 h (each bucket includes its upper bound). */
export type DurationBucket =
  'ONE_TO_3_HOURS' | 'OVER_17_HOURS' | 'SIX_TO_17_HOURS' | 'THREE_TO_6_HOURS' | 'UP_TO_1_HOUR';

/** By netPrice: 0 or above. */
export type PriceFilter = 'FREE' | 'PAID';

export type CategoryTreeQueryVariables = Exact<{ [key: string]: never }>;

export type CategoryTreeQuery = {
  categories: Array<{
    id: string;
    slug: string;
    name: string;
    courseCount: number;
    parentSlug: string | null;
    children: Array<{
      id: string;
      slug: string;
      name: string;
      courseCount: number;
      parentSlug: string | null;
    }>;
  }>;
};

export type CourseFacetsQueryVariables = Exact<{
  search?: string | null | undefined;
  filter?: CourseFilter | null | undefined;
}>;

export type CourseFacetsQuery = {
  courses: {
    totalCount: number;
    facets: {
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

export type InstructorCourseCardFragment = {
  id: string;
  courseTitle: string;
  courseThumbnail: string;
  coursePrice: number;
  discount: number;
  netPrice: number;
  averageRating: number;
  ratingCount: number;
  enrolledStudentsCount: number;
  thumbnailSources: Array<{ url: string; width: number; type: string }>;
  educator: { id: string; name: string };
};

export type InstructorProfileQueryVariables = Exact<{
  id: string | number;
}>;

export type InstructorProfileQuery = {
  instructor: {
    id: string;
    name: string;
    imageUrl: string;
    headline: string;
    bio: string;
    links: Array<string>;
    totalStudents: number;
    averageRating: number;
    ratingCount: number;
    reviewCount: number;
    courses: Array<{
      id: string;
      courseTitle: string;
      courseThumbnail: string;
      coursePrice: number;
      discount: number;
      netPrice: number;
      averageRating: number;
      ratingCount: number;
      enrolledStudentsCount: number;
      thumbnailSources: Array<{ url: string; width: number; type: string }>;
      educator: { id: string; name: string };
    }>;
  };
};

export type InstructorCourseCategoriesQueryVariables = Exact<{ [key: string]: never }>;

export type InstructorCourseCategoriesQuery = {
  categories: Array<{
    id: string;
    slug: string;
    name: string;
    children: Array<{ id: string; slug: string; name: string }>;
  }>;
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
export const InstructorCourseCardFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'InstructorCourseCard' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'coursePrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'discount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'netPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'averageRating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ratingCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'enrolledStudentsCount' } },
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
  ],
} as unknown as DocumentNode;
export const CategoryTreeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CategoryTree' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'categories' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'courseCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'parentSlug' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'children' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'courseCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'parentSlug' } },
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
 * __useCategoryTreeQuery__
 *
 * To run a query within a React component, call `useCategoryTreeQuery` and pass it any options that fit your needs.
 * When your component renders, `useCategoryTreeQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCategoryTreeQuery({
 *   variables: {
 *   },
 * });
 */
export function useCategoryTreeQuery(
  baseOptions?: Apollo.QueryHookOptions<CategoryTreeQuery, CategoryTreeQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<CategoryTreeQuery, CategoryTreeQueryVariables>(
    CategoryTreeDocument,
    options,
  );
}
export function useCategoryTreeLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<CategoryTreeQuery, CategoryTreeQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<CategoryTreeQuery, CategoryTreeQueryVariables>(
    CategoryTreeDocument,
    options,
  );
}
// @ts-ignore
export function useCategoryTreeSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<CategoryTreeQuery, CategoryTreeQueryVariables>,
): Apollo.UseSuspenseQueryResult<CategoryTreeQuery, CategoryTreeQueryVariables>;
export function useCategoryTreeSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<CategoryTreeQuery, CategoryTreeQueryVariables>,
): Apollo.UseSuspenseQueryResult<CategoryTreeQuery | undefined, CategoryTreeQueryVariables>;
export function useCategoryTreeSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<CategoryTreeQuery, CategoryTreeQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<CategoryTreeQuery, CategoryTreeQueryVariables>(
    CategoryTreeDocument,
    options,
  );
}
export type CategoryTreeQueryHookResult = ReturnType<typeof useCategoryTreeQuery>;
export type CategoryTreeLazyQueryHookResult = ReturnType<typeof useCategoryTreeLazyQuery>;
export type CategoryTreeSuspenseQueryHookResult = ReturnType<typeof useCategoryTreeSuspenseQuery>;
export type CategoryTreeQueryResult = Apollo.QueryResult<
  CategoryTreeQuery,
  CategoryTreeQueryVariables
>;
export const CourseFacetsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CourseFacets' },
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
                name: { kind: 'Name', value: 'first' },
                value: { kind: 'IntValue', value: '1' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'facets' },
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
  ],
} as unknown as DocumentNode;

/**
 * __useCourseFacetsQuery__
 *
 * To run a query within a React component, call `useCourseFacetsQuery` and pass it any options that fit your needs.
 * When your component renders, `useCourseFacetsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCourseFacetsQuery({
 *   variables: {
 *      search: // value for 'search'
 *      filter: // value for 'filter'
 *   },
 * });
 */
export function useCourseFacetsQuery(
  baseOptions?: Apollo.QueryHookOptions<CourseFacetsQuery, CourseFacetsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<CourseFacetsQuery, CourseFacetsQueryVariables>(
    CourseFacetsDocument,
    options,
  );
}
export function useCourseFacetsLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<CourseFacetsQuery, CourseFacetsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<CourseFacetsQuery, CourseFacetsQueryVariables>(
    CourseFacetsDocument,
    options,
  );
}
// @ts-ignore
export function useCourseFacetsSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<CourseFacetsQuery, CourseFacetsQueryVariables>,
): Apollo.UseSuspenseQueryResult<CourseFacetsQuery, CourseFacetsQueryVariables>;
export function useCourseFacetsSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<CourseFacetsQuery, CourseFacetsQueryVariables>,
): Apollo.UseSuspenseQueryResult<CourseFacetsQuery | undefined, CourseFacetsQueryVariables>;
export function useCourseFacetsSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<CourseFacetsQuery, CourseFacetsQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<CourseFacetsQuery, CourseFacetsQueryVariables>(
    CourseFacetsDocument,
    options,
  );
}
export type CourseFacetsQueryHookResult = ReturnType<typeof useCourseFacetsQuery>;
export type CourseFacetsLazyQueryHookResult = ReturnType<typeof useCourseFacetsLazyQuery>;
export type CourseFacetsSuspenseQueryHookResult = ReturnType<typeof useCourseFacetsSuspenseQuery>;
export type CourseFacetsQueryResult = Apollo.QueryResult<
  CourseFacetsQuery,
  CourseFacetsQueryVariables
>;
export const InstructorProfileDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'InstructorProfile' },
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
            name: { kind: 'Name', value: 'instructor' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
                { kind: 'Field', name: { kind: 'Name', value: 'headline' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bio' } },
                { kind: 'Field', name: { kind: 'Name', value: 'links' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalStudents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'averageRating' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ratingCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reviewCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'courses' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'InstructorCourseCard' },
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
      name: { kind: 'Name', value: 'InstructorCourseCard' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'coursePrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'discount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'netPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'averageRating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ratingCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'enrolledStudentsCount' } },
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
  ],
} as unknown as DocumentNode;

/**
 * __useInstructorProfileQuery__
 *
 * To run a query within a React component, call `useInstructorProfileQuery` and pass it any options that fit your needs.
 * When your component renders, `useInstructorProfileQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useInstructorProfileQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useInstructorProfileQuery(
  baseOptions: Apollo.QueryHookOptions<InstructorProfileQuery, InstructorProfileQueryVariables> &
    ({ variables: InstructorProfileQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<InstructorProfileQuery, InstructorProfileQueryVariables>(
    InstructorProfileDocument,
    options,
  );
}
export function useInstructorProfileLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<
    InstructorProfileQuery,
    InstructorProfileQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<InstructorProfileQuery, InstructorProfileQueryVariables>(
    InstructorProfileDocument,
    options,
  );
}
// @ts-ignore
export function useInstructorProfileSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<
    InstructorProfileQuery,
    InstructorProfileQueryVariables
  >,
): Apollo.UseSuspenseQueryResult<InstructorProfileQuery, InstructorProfileQueryVariables>;
export function useInstructorProfileSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<InstructorProfileQuery, InstructorProfileQueryVariables>,
): Apollo.UseSuspenseQueryResult<
  InstructorProfileQuery | undefined,
  InstructorProfileQueryVariables
>;
export function useInstructorProfileSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<InstructorProfileQuery, InstructorProfileQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<InstructorProfileQuery, InstructorProfileQueryVariables>(
    InstructorProfileDocument,
    options,
  );
}
export type InstructorProfileQueryHookResult = ReturnType<typeof useInstructorProfileQuery>;
export type InstructorProfileLazyQueryHookResult = ReturnType<typeof useInstructorProfileLazyQuery>;
export type InstructorProfileSuspenseQueryHookResult = ReturnType<
  typeof useInstructorProfileSuspenseQuery
>;
export type InstructorProfileQueryResult = Apollo.QueryResult<
  InstructorProfileQuery,
  InstructorProfileQueryVariables
>;
export const InstructorCourseCategoriesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'InstructorCourseCategories' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'categories' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'children' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
 * __useInstructorCourseCategoriesQuery__
 *
 * To run a query within a React component, call `useInstructorCourseCategoriesQuery` and pass it any options that fit your needs.
 * When your component renders, `useInstructorCourseCategoriesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useInstructorCourseCategoriesQuery({
 *   variables: {
 *   },
 * });
 */
export function useInstructorCourseCategoriesQuery(
  baseOptions?: Apollo.QueryHookOptions<
    InstructorCourseCategoriesQuery,
    InstructorCourseCategoriesQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<InstructorCourseCategoriesQuery, InstructorCourseCategoriesQueryVariables>(
    InstructorCourseCategoriesDocument,
    options,
  );
}
export function useInstructorCourseCategoriesLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<
    InstructorCourseCategoriesQuery,
    InstructorCourseCategoriesQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<
    InstructorCourseCategoriesQuery,
    InstructorCourseCategoriesQueryVariables
  >(InstructorCourseCategoriesDocument, options);
}
// @ts-ignore
export function useInstructorCourseCategoriesSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<
    InstructorCourseCategoriesQuery,
    InstructorCourseCategoriesQueryVariables
  >,
): Apollo.UseSuspenseQueryResult<
  InstructorCourseCategoriesQuery,
  InstructorCourseCategoriesQueryVariables
>;
export function useInstructorCourseCategoriesSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<
        InstructorCourseCategoriesQuery,
        InstructorCourseCategoriesQueryVariables
      >,
): Apollo.UseSuspenseQueryResult<
  InstructorCourseCategoriesQuery | undefined,
  InstructorCourseCategoriesQueryVariables
>;
export function useInstructorCourseCategoriesSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<
        InstructorCourseCategoriesQuery,
        InstructorCourseCategoriesQueryVariables
      >,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<
    InstructorCourseCategoriesQuery,
    InstructorCourseCategoriesQueryVariables
  >(InstructorCourseCategoriesDocument, options);
}
export type InstructorCourseCategoriesQueryHookResult = ReturnType<
  typeof useInstructorCourseCategoriesQuery
>;
export type InstructorCourseCategoriesLazyQueryHookResult = ReturnType<
  typeof useInstructorCourseCategoriesLazyQuery
>;
export type InstructorCourseCategoriesSuspenseQueryHookResult = ReturnType<
  typeof useInstructorCourseCategoriesSuspenseQuery
>;
export type InstructorCourseCategoriesQueryResult = Apollo.QueryResult<
  InstructorCourseCategoriesQuery,
  InstructorCourseCategoriesQueryVariables
>;
