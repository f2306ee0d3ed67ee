/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
export type AdminPostReportsQueryVariables = Exact<{ [key: string]: never }>;

export type AdminPostReportsQuery = {
  adminPostReports: Array<{
    id: string;
    questionId: string;
    answerId: string | null;
    courseId: string;
    courseTitle: string;
    lectureTitle: string;
    body: string;
    authorName: string | null;
    hidden: boolean;
    reporterName: string | null;
    reason: string;
    createdAt: string;
  }>;
};

export type HideReportedPostMutationVariables = Exact<{
  reportId: string | number;
  reason: string;
}>;

export type HideReportedPostMutation = { hideReportedPost: boolean };

export type DismissPostReportMutationVariables = Exact<{
  reportId: string | number;
}>;

export type DismissPostReportMutation = { dismissPostReport: boolean };

export const AdminPostReportsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminPostReports' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminPostReports' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'questionId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'answerId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'courseTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lectureTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'body' } },
                { kind: 'Field', name: { kind: 'Name', value: 'authorName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hidden' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reporterName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __useAdminPostReportsQuery__
 *
 * To run a query within a React component, call `useAdminPostReportsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminPostReportsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminPostReportsQuery({
 *   variables: {
 *   },
 * });
 */
export function useAdminPostReportsQuery(
  baseOptions?: Apollo.QueryHookOptions<AdminPostReportsQuery, AdminPostReportsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<AdminPostReportsQuery, AdminPostReportsQueryVariables>(
    AdminPostReportsDocument,
    options,
  );
}
export function useAdminPostReportsLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<AdminPostReportsQuery, AdminPostReportsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<AdminPostReportsQuery, AdminPostReportsQueryVariables>(
    AdminPostReportsDocument,
    options,
  );
}
// @ts-ignore
export function useAdminPostReportsSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<
    AdminPostReportsQuery,
    AdminPostReportsQueryVariables
  >,
): Apollo.UseSuspenseQueryResult<AdminPostReportsQuery, AdminPostReportsQueryVariables>;
export function useAdminPostReportsSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<AdminPostReportsQuery, AdminPostReportsQueryVariables>,
): Apollo.UseSuspenseQueryResult<AdminPostReportsQuery | undefined, AdminPostReportsQueryVariables>;
export function useAdminPostReportsSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<AdminPostReportsQuery, AdminPostReportsQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<AdminPostReportsQuery, AdminPostReportsQueryVariables>(
    AdminPostReportsDocument,
    options,
  );
}
export type AdminPostReportsQueryHookResult = ReturnType<typeof useAdminPostReportsQuery>;
export type AdminPostReportsLazyQueryHookResult = ReturnType<typeof useAdminPostReportsLazyQuery>;
export type AdminPostReportsSuspenseQueryHookResult = ReturnType<
  typeof useAdminPostReportsSuspenseQuery
>;
export type AdminPostReportsQueryResult = Apollo.QueryResult<
  AdminPostReportsQuery,
  AdminPostReportsQueryVariables
>;
export const HideReportedPostDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'HideReportedPost' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reportId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'hideReportedPost' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reportId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reportId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reason' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type HideReportedPostMutationFn = Apollo.MutationFunction<
  HideReportedPostMutation,
  HideReportedPostMutationVariables
>;

/**
 * __useHideReportedPostMutation__
 *
 * To run a mutation, you first call `useHideReportedPostMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useHideReportedPostMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [hideReportedPostMutation, { data, loading, error }] = useHideReportedPostMutation({
 *   variables: {
 *      reportId: // value for 'reportId'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useHideReportedPostMutation(
  baseOptions?: Apollo.MutationHookOptions<
    HideReportedPostMutation,
    HideReportedPostMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<HideReportedPostMutation, HideReportedPostMutationVariables>(
    HideReportedPostDocument,
    options,
  );
}
export type HideReportedPostMutationHookResult = ReturnType<typeof useHideReportedPostMutation>;
export type HideReportedPostMutationResult = Apollo.MutationResult<HideReportedPostMutation>;
export type HideReportedPostMutationOptions = Apollo.BaseMutationOptions<
  HideReportedPostMutation,
  HideReportedPostMutationVariables
>;
export const DismissPostReportDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DismissPostReport' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reportId' } },
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
            name: { kind: 'Name', value: 'dismissPostReport' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reportId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reportId' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type DismissPostReportMutationFn = Apollo.MutationFunction<
  DismissPostReportMutation,
  DismissPostReportMutationVariables
>;

/**
 * __useDismissPostReportMutation__
 *
 * To run a mutation, you first call `useDismissPostReportMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDismissPostReportMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [dismissPostReportMutation, { data, loading, error }] = useDismissPostReportMutation({
 *   variables: {
 *      reportId: // value for 'reportId'
 *   },
 * });
 */
export function useDismissPostReportMutation(
  baseOptions?: Apollo.MutationHookOptions<
    DismissPostReportMutation,
    DismissPostReportMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<DismissPostReportMutation, DismissPostReportMutationVariables>(
    DismissPostReportDocument,
    options,
  );
}
export type DismissPostReportMutationHookResult = ReturnType<typeof useDismissPostReportMutation>;
export type DismissPostReportMutationResult = Apollo.MutationResult<DismissPostReportMutation>;
export type DismissPostReportMutationOptions = Apollo.BaseMutationOptions<
  DismissPostReportMutation,
  DismissPostReportMutationVariables
>;
