/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
export type RecordCourseViewMutationVariables = Exact<{
  courseId: string | number;
  referrer?: string | null | undefined;
  source?: string | null | undefined;
}>;

export type RecordCourseViewMutation = { recordCourseView: boolean };

export type RecordPreviewPlayMutationVariables = Exact<{
  courseId: string | number;
}>;

export type RecordPreviewPlayMutation = { recordPreviewPlay: boolean };

export const RecordCourseViewDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RecordCourseView' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'courseId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'referrer' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'source' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'recordCourseView' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'courseId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'courseId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'referrer' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'referrer' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'source' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'source' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type RecordCourseViewMutationFn = Apollo.MutationFunction<
  RecordCourseViewMutation,
  RecordCourseViewMutationVariables
>;

/**
 * __useRecordCourseViewMutation__
 *
 * To run a mutation, you first call `useRecordCourseViewMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRecordCourseViewMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [recordCourseViewMutation, { data, loading, error }] = useRecordCourseViewMutation({
 *   variables: {
 *      courseId: // value for 'courseId'
 *      referrer: // value for 'referrer'
 *      source: // value for 'source'
 *   },
 * });
 */
export function useRecordCourseViewMutation(
  baseOptions?: Apollo.MutationHookOptions<
    RecordCourseViewMutation,
    RecordCourseViewMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<RecordCourseViewMutation, RecordCourseViewMutationVariables>(
    RecordCourseViewDocument,
    options,
  );
}
export type RecordCourseViewMutationHookResult = ReturnType<typeof useRecordCourseViewMutation>;
export type RecordCourseViewMutationResult = Apollo.MutationResult<RecordCourseViewMutation>;
export type RecordCourseViewMutationOptions = Apollo.BaseMutationOptions<
  RecordCourseViewMutation,
  RecordCourseViewMutationVariables
>;
export const RecordPreviewPlayDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RecordPreviewPlay' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'courseId' } },
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
            name: { kind: 'Name', value: 'recordPreviewPlay' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'courseId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'courseId' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type RecordPreviewPlayMutationFn = Apollo.MutationFunction<
  RecordPreviewPlayMutation,
  RecordPreviewPlayMutationVariables
>;

/**
 * __useRecordPreviewPlayMutation__
 *
 * To run a mutation, you first call `useRecordPreviewPlayMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRecordPreviewPlayMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [recordPreviewPlayMutation, { data, loading, error }] = useRecordPreviewPlayMutation({
 *   variables: {
 *      courseId: // value for 'courseId'
 *   },
 * });
 */
export function useRecordPreviewPlayMutation(
  baseOptions?: Apollo.MutationHookOptions<
    RecordPreviewPlayMutation,
    RecordPreviewPlayMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<RecordPreviewPlayMutation, RecordPreviewPlayMutationVariables>(
    RecordPreviewPlayDocument,
    options,
  );
}
export type RecordPreviewPlayMutationHookResult = ReturnType<typeof useRecordPreviewPlayMutation>;
export type RecordPreviewPlayMutationResult = Apollo.MutationResult<RecordPreviewPlayMutation>;
export type RecordPreviewPlayMutationOptions = Apollo.BaseMutationOptions<
  RecordPreviewPlayMutation,
  RecordPreviewPlayMutationVariables
>;
