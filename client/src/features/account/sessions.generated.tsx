/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
export type MySessionsQueryVariables = Exact<{ [key: string]: never }>;

export type MySessionsQuery = {
  mySessions: Array<{
    id: string;
    device: string;
    network: string;
    signedInAt: string;
    lastSeenAt: string;
    current: boolean;
  }>;
};

export type RevokeSessionMutationVariables = Exact<{
  id: string | number;
}>;

export type RevokeSessionMutation = { revokeSession: boolean };

export const MySessionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MySessions' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mySessions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'device' } },
                { kind: 'Field', name: { kind: 'Name', value: 'network' } },
                { kind: 'Field', name: { kind: 'Name', value: 'signedInAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastSeenAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'current' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __useMySessionsQuery__
 *
 * To run a query within a React component, call `useMySessionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMySessionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMySessionsQuery({
 *   variables: {
 *   },
 * });
 */
export function useMySessionsQuery(
  baseOptions?: Apollo.QueryHookOptions<MySessionsQuery, MySessionsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<MySessionsQuery, MySessionsQueryVariables>(MySessionsDocument, options);
}
export function useMySessionsLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<MySessionsQuery, MySessionsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<MySessionsQuery, MySessionsQueryVariables>(
    MySessionsDocument,
    options,
  );
}
// @ts-ignore
export function useMySessionsSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<MySessionsQuery, MySessionsQueryVariables>,
): Apollo.UseSuspenseQueryResult<MySessionsQuery, MySessionsQueryVariables>;
export function useMySessionsSuspenseQuery(
  baseOptions?:
    Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MySessionsQuery, MySessionsQueryVariables>,
): Apollo.UseSuspenseQueryResult<MySessionsQuery | undefined, MySessionsQueryVariables>;
export function useMySessionsSuspenseQuery(
  baseOptions?:
    Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MySessionsQuery, MySessionsQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<MySessionsQuery, MySessionsQueryVariables>(
    MySessionsDocument,
    options,
  );
}
export type MySessionsQueryHookResult = ReturnType<typeof useMySessionsQuery>;
export type MySessionsLazyQueryHookResult = ReturnType<typeof useMySessionsLazyQuery>;
export type MySessionsSuspenseQueryHookResult = ReturnType<typeof useMySessionsSuspenseQuery>;
export type MySessionsQueryResult = Apollo.QueryResult<MySessionsQuery, MySessionsQueryVariables>;
export const RevokeSessionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RevokeSession' },
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
            name: { kind: 'Name', value: 'revokeSession' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type RevokeSessionMutationFn = Apollo.MutationFunction<
  RevokeSessionMutation,
  RevokeSessionMutationVariables
>;

/**
 * __useRevokeSessionMutation__
 *
 * To run a mutation, you first call `useRevokeSessionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRevokeSessionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [revokeSessionMutation, { data, loading, error }] = useRevokeSessionMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useRevokeSessionMutation(
  baseOptions?: Apollo.MutationHookOptions<RevokeSessionMutation, RevokeSessionMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<RevokeSessionMutation, RevokeSessionMutationVariables>(
    RevokeSessionDocument,
    options,
  );
}
export type RevokeSessionMutationHookResult = ReturnType<typeof useRevokeSessionMutation>;
export type RevokeSessionMutationResult = Apollo.MutationResult<RevokeSessionMutation>;
export type RevokeSessionMutationOptions = Apollo.BaseMutationOptions<
  RevokeSessionMutation,
  RevokeSessionMutationVariables
>;
