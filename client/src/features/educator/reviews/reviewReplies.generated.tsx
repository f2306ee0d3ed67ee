/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
export type ReplyToReviewMutationVariables = Exact<{
  reviewId: string | number;
  reply: string;
}>;

export type ReplyToReviewMutation = {
  replyToReview: {
    id: string;
    reply: { text: string; authorName: string | null; updatedAt: string } | null;
  };
};

export type RemoveReviewReplyMutationVariables = Exact<{
  reviewId: string | number;
}>;

export type RemoveReviewReplyMutation = {
  removeReviewReply: {
    id: string;
    reply: { text: string; authorName: string | null; updatedAt: string } | null;
  };
};

export const ReplyToReviewDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ReplyToReview' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reply' } },
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
            name: { kind: 'Name', value: 'replyToReview' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reviewId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reviewId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reply' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reply' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'reply' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'ReviewReplyFields' },
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
      name: { kind: 'Name', value: 'ReviewReplyFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ReviewReply' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'text' } },
          { kind: 'Field', name: { kind: 'Name', value: 'authorName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type ReplyToReviewMutationFn = Apollo.MutationFunction<
  ReplyToReviewMutation,
  ReplyToReviewMutationVariables
>;

/**
 * __useReplyToReviewMutation__
 *
 * To run a mutation, you first call `useReplyToReviewMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useReplyToReviewMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [replyToReviewMutation, { data, loading, error }] = useReplyToReviewMutation({
 *   variables: {
 *      reviewId: // value for 'reviewId'
 *      reply: // value for 'reply'
 *   },
 * });
 */
export function useReplyToReviewMutation(
  baseOptions?: Apollo.MutationHookOptions<ReplyToReviewMutation, ReplyToReviewMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<ReplyToReviewMutation, ReplyToReviewMutationVariables>(
    ReplyToReviewDocument,
    options,
  );
}
export type ReplyToReviewMutationHookResult = ReturnType<typeof useReplyToReviewMutation>;
export type ReplyToReviewMutationResult = Apollo.MutationResult<ReplyToReviewMutation>;
export type ReplyToReviewMutationOptions = Apollo.BaseMutationOptions<
  ReplyToReviewMutation,
  ReplyToReviewMutationVariables
>;
export const RemoveReviewReplyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveReviewReply' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reviewId' } },
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
            name: { kind: 'Name', value: 'removeReviewReply' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reviewId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reviewId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'reply' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'ReviewReplyFields' },
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
      name: { kind: 'Name', value: 'ReviewReplyFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ReviewReply' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'text' } },
          { kind: 'Field', name: { kind: 'Name', value: 'authorName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type RemoveReviewReplyMutationFn = Apollo.MutationFunction<
  RemoveReviewReplyMutation,
  RemoveReviewReplyMutationVariables
>;

/**
 * __useRemoveReviewReplyMutation__
 *
 * To run a mutation, you first call `useRemoveReviewReplyMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRemoveReviewReplyMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [removeReviewReplyMutation, { data, loading, error }] = useRemoveReviewReplyMutation({
 *   variables: {
 *      reviewId: // value for 'reviewId'
 *   },
 * });
 */
export function useRemoveReviewReplyMutation(
  baseOptions?: Apollo.MutationHookOptions<
    RemoveReviewReplyMutation,
    RemoveReviewReplyMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<RemoveReviewReplyMutation, RemoveReviewReplyMutationVariables>(
    RemoveReviewReplyDocument,
    options,
  );
}
export type RemoveReviewReplyMutationHookResult = ReturnType<typeof useRemoveReviewReplyMutation>;
export type RemoveReviewReplyMutationResult = Apollo.MutationResult<RemoveReviewReplyMutation>;
export type RemoveReviewReplyMutationOptions = Apollo.BaseMutationOptions<
  RemoveReviewReplyMutation,
  RemoveReviewReplyMutationVariables
>;
