/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
export type CourseRelatedQueryVariables = Exact<{
  id: string | number;
}>;

export type CourseRelatedQuery = {
  course: {
    id: string;
    moreByInstructor: Array<{
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
    alsoBought: Array<{
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
  };
};

export const CourseRelatedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CourseRelated' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'moreByInstructor' },
                  arguments: [
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'first' },
                      value: { kind: 'IntValue', value: '4' },
                    },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CourseCardFields' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'alsoBought' },
                  arguments: [
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'first' },
                      value: { kind: 'IntValue', value: '4' },
                    },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CourseCardFields' } },
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
 * __useCourseRelatedQuery__
 *
 * To run a query within a React component, call `useCourseRelatedQuery` and pass it any options that fit your needs.
 * When your component renders, `useCourseRelatedQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCourseRelatedQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useCourseRelatedQuery(
  baseOptions: Apollo.QueryHookOptions<CourseRelatedQuery, CourseRelatedQueryVariables> &
    ({ variables: CourseRelatedQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<CourseRelatedQuery, CourseRelatedQueryVariables>(
    CourseRelatedDocument,
    options,
  );
}
export function useCourseRelatedLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<CourseRelatedQuery, CourseRelatedQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<CourseRelatedQuery, CourseRelatedQueryVariables>(
    CourseRelatedDocument,
    options,
  );
}
// @ts-ignore
export function useCourseRelatedSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<CourseRelatedQuery, CourseRelatedQueryVariables>,
): Apollo.UseSuspenseQueryResult<CourseRelatedQuery, CourseRelatedQueryVariables>;
export function useCourseRelatedSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<CourseRelatedQuery, CourseRelatedQueryVariables>,
): Apollo.UseSuspenseQueryResult<CourseRelatedQuery | undefined, CourseRelatedQueryVariables>;
export function useCourseRelatedSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<CourseRelatedQuery, CourseRelatedQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<CourseRelatedQuery, CourseRelatedQueryVariables>(
    CourseRelatedDocument,
    options,
  );
}
export type CourseRelatedQueryHookResult = ReturnType<typeof useCourseRelatedQuery>;
export type CourseRelatedLazyQueryHookResult = ReturnType<typeof useCourseRelatedLazyQuery>;
export type CourseRelatedSuspenseQueryHookResult = ReturnType<typeof useCourseRelatedSuspenseQuery>;
export type CourseRelatedQueryResult = Apollo.QueryResult<
  CourseRelatedQuery,
  CourseRelatedQueryVariables
>;
