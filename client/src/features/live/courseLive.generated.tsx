/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
export type CourseLiveSessionsQueryVariables = Exact<{
  id: string | number;
}>;

export type CourseLiveSessionsQuery = {
  course: {
    id: string;
    liveSessions: Array<{
      id: string;
      title: string;
      hostName: string;
      rrule: string | null;
      capacity: number;
      seatsLeft: number;
      nextOccurrence: { id: string; startsAt: string } | null;
      occurrences: Array<{ id: string }>;
    }>;
  };
};

export const CourseLiveSessionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CourseLiveSessions' },
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
                  name: { kind: 'Name', value: 'liveSessions' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hostName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rrule' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'capacity' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'seatsLeft' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'nextOccurrence' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'startsAt' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'occurrences' },
                        arguments: [
                          {
                            kind: 'Argument',
                            name: { kind: 'Name', value: 'upcoming' },
                            value: { kind: 'BooleanValue', value: true },
                          },
                        ],
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
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
  ],
} as unknown as DocumentNode;

/**
 * __useCourseLiveSessionsQuery__
 *
 * To run a query within a React component, call `useCourseLiveSessionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useCourseLiveSessionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCourseLiveSessionsQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useCourseLiveSessionsQuery(
  baseOptions: Apollo.QueryHookOptions<CourseLiveSessionsQuery, CourseLiveSessionsQueryVariables> &
    ({ variables: CourseLiveSessionsQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<CourseLiveSessionsQuery, CourseLiveSessionsQueryVariables>(
    CourseLiveSessionsDocument,
    options,
  );
}
export function useCourseLiveSessionsLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<
    CourseLiveSessionsQuery,
    CourseLiveSessionsQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<CourseLiveSessionsQuery, CourseLiveSessionsQueryVariables>(
    CourseLiveSessionsDocument,
    options,
  );
}
// @ts-ignore
export function useCourseLiveSessionsSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<
    CourseLiveSessionsQuery,
    CourseLiveSessionsQueryVariables
  >,
): Apollo.UseSuspenseQueryResult<CourseLiveSessionsQuery, CourseLiveSessionsQueryVariables>;
export function useCourseLiveSessionsSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<CourseLiveSessionsQuery, CourseLiveSessionsQueryVariables>,
): Apollo.UseSuspenseQueryResult<
  CourseLiveSessionsQuery | undefined,
  CourseLiveSessionsQueryVariables
>;
export function useCourseLiveSessionsSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<CourseLiveSessionsQuery, CourseLiveSessionsQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<CourseLiveSessionsQuery, CourseLiveSessionsQueryVariables>(
    CourseLiveSessionsDocument,
    options,
  );
}
export type CourseLiveSessionsQueryHookResult = ReturnType<typeof useCourseLiveSessionsQuery>;
export type CourseLiveSessionsLazyQueryHookResult = ReturnType<
  typeof useCourseLiveSessionsLazyQuery
>;
export type CourseLiveSessionsSuspenseQueryHookResult = ReturnType<
  typeof useCourseLiveSessionsSuspenseQuery
>;
export type CourseLiveSessionsQueryResult = Apollo.QueryResult<
  CourseLiveSessionsQuery,
  CourseLiveSessionsQueryVariables
>;
