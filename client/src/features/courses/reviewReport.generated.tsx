/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
export type ReportReviewMutationVariables = Exact<{
  reviewId: string | number;
  reason: string;
}>;

export type ReportReviewMutation = { reportReview: boolean };

export const ReportReviewDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ReportReview' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reviewId' } },
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
            name: { kind: 'Name', value: 'reportReview' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reviewId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reviewId' } },
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
export type ReportReviewMutationFn = Apollo.MutationFunction<
  ReportReviewMutation,
  ReportReviewMutationVariables
>;

/**
 * __useReportReviewMutation__
 *
 * To run a mutation, you first call `useReportReviewMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useReportReviewMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [reportReviewMutation, { data, loading, error }] = useReportReviewMutation({
 *   variables: {
 *      reviewId: // value for 'reviewId'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useReportReviewMutation(
  baseOptions?: Apollo.MutationHookOptions<ReportReviewMutation, ReportReviewMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<ReportReviewMutation, ReportReviewMutationVariables>(
    ReportReviewDocument,
    options,
  );
}
export type ReportReviewMutationHookResult = ReturnType<typeof useReportReviewMutation>;
export type ReportReviewMutationResult = Apollo.MutationResult<ReportReviewMutation>;
export type ReportReviewMutationOptions = Apollo.BaseMutationOptions<
  ReportReviewMutation,
  ReportReviewMutationVariables
>;
