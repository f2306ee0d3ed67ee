/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
export type MyNextLiveSessionQueryVariables = Exact<{ [key: string]: never }>;

export type MyNextLiveSessionQuery = {
  myLiveSessions: Array<{
    id: string;
    title: string;
    hostName: string;
    nextOccurrence: { id: string; startsAt: string } | null;
  }>;
};

export const MyNextLiveSessionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyNextLiveSession' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myLiveSessions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hostName' } },
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
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __useMyNextLiveSessionQuery__
 *
 * To run a query within a React component, call `useMyNextLiveSessionQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyNextLiveSessionQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyNextLiveSessionQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyNextLiveSessionQuery(
  baseOptions?: Apollo.QueryHookOptions<MyNextLiveSessionQuery, MyNextLiveSessionQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<MyNextLiveSessionQuery, MyNextLiveSessionQueryVariables>(
    MyNextLiveSessionDocument,
    options,
  );
}
export function useMyNextLiveSessionLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<
    MyNextLiveSessionQuery,
    MyNextLiveSessionQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<MyNextLiveSessionQuery, MyNextLiveSessionQueryVariables>(
    MyNextLiveSessionDocument,
    options,
  );
}
// @ts-ignore
export function useMyNextLiveSessionSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<
    MyNextLiveSessionQuery,
    MyNextLiveSessionQueryVariables
  >,
): Apollo.UseSuspenseQueryResult<MyNextLiveSessionQuery, MyNextLiveSessionQueryVariables>;
export function useMyNextLiveSessionSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<MyNextLiveSessionQuery, MyNextLiveSessionQueryVariables>,
): Apollo.UseSuspenseQueryResult<
  MyNextLiveSessionQuery | undefined,
  MyNextLiveSessionQueryVariables
>;
export function useMyNextLiveSessionSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<MyNextLiveSessionQuery, MyNextLiveSessionQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<MyNextLiveSessionQuery, MyNextLiveSessionQueryVariables>(
    MyNextLiveSessionDocument,
    options,
  );
}
export type MyNextLiveSessionQueryHookResult = ReturnType<typeof useMyNextLiveSessionQuery>;
export type MyNextLiveSessionLazyQueryHookResult = ReturnType<typeof useMyNextLiveSessionLazyQuery>;
export type MyNextLiveSessionSuspenseQueryHookResult = ReturnType<
  typeof useMyNextLiveSessionSuspenseQuery
>;
export type MyNextLiveSessionQueryResult = Apollo.QueryResult<
  MyNextLiveSessionQuery,
  MyNextLiveSessionQueryVariables
>;
