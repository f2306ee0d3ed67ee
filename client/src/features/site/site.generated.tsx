/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
export type RecordVisitMutationVariables = Exact<{ [key: string]: never }>;

export type RecordVisitMutation = { recordVisit: number };

export type SubscribeNewsletterMutationVariables = Exact<{
  email: string;
}>;

export type SubscribeNewsletterMutation = {
  subscribeNewsletter: { message: string; alreadySubscribed: boolean };
};

export const RecordVisitDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RecordVisit' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [{ kind: 'Field', name: { kind: 'Name', value: 'recordVisit' } }],
      },
    },
  ],
} as unknown as DocumentNode;
export type RecordVisitMutationFn = Apollo.MutationFunction<
  RecordVisitMutation,
  RecordVisitMutationVariables
>;

/**
 * __useRecordVisitMutation__
 *
 * To run a mutation, you first call `useRecordVisitMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRecordVisitMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [recordVisitMutation, { data, loading, error }] = useRecordVisitMutation({
 *   variables: {
 *   },
 * });
 */
export function useRecordVisitMutation(
  baseOptions?: Apollo.MutationHookOptions<RecordVisitMutation, RecordVisitMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<RecordVisitMutation, RecordVisitMutationVariables>(
    RecordVisitDocument,
    options,
  );
}
export type RecordVisitMutationHookResult = ReturnType<typeof useRecordVisitMutation>;
export type RecordVisitMutationResult = Apollo.MutationResult<RecordVisitMutation>;
export type RecordVisitMutationOptions = Apollo.BaseMutationOptions<
  RecordVisitMutation,
  RecordVisitMutationVariables
>;
export const SubscribeNewsletterDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SubscribeNewsletter' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
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
            name: { kind: 'Name', value: 'subscribeNewsletter' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'alreadySubscribed' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type SubscribeNewsletterMutationFn = Apollo.MutationFunction<
  SubscribeNewsletterMutation,
  SubscribeNewsletterMutationVariables
>;

/**
 * __useSubscribeNewsletterMutation__
 *
 * To run a mutation, you first call `useSubscribeNewsletterMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSubscribeNewsletterMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [subscribeNewsletterMutation, { data, loading, error }] = useSubscribeNewsletterMutation({
 *   variables: {
 *      email: // value for 'email'
 *   },
 * });
 */
export function useSubscribeNewsletterMutation(
  baseOptions?: Apollo.MutationHookOptions<
    SubscribeNewsletterMutation,
    SubscribeNewsletterMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<SubscribeNewsletterMutation, SubscribeNewsletterMutationVariables>(
    SubscribeNewsletterDocument,
    options,
  );
}
export type SubscribeNewsletterMutationHookResult = ReturnType<
  typeof useSubscribeNewsletterMutation
>;
export type SubscribeNewsletterMutationResult = Apollo.MutationResult<SubscribeNewsletterMutation>;
export type SubscribeNewsletterMutationOptions = Apollo.BaseMutationOptions<
  SubscribeNewsletterMutation,
  SubscribeNewsletterMutationVariables
>;
