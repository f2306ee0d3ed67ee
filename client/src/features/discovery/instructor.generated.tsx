/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
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
      inWishlist: boolean;
      thumbnailSources: Array<{ url: string; width: number; type: string }>;
      educator: { id: string; name: string };
    }>;
  };
};

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
