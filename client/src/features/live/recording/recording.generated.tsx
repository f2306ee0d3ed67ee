/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
export type AttachLiveRecordingMutationVariables = Exact<{
  occurrenceId: string | number;
  videoId: string | number;
}>;

export type AttachLiveRecordingMutation = {
  attachLiveRecording: { id: string; recordingLectureId: string | null };
};

export const AttachLiveRecordingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AttachLiveRecording' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'occurrenceId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'videoId' } },
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
            name: { kind: 'Name', value: 'attachLiveRecording' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'occurrenceId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'occurrenceId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'videoId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'videoId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'recordingLectureId' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type AttachLiveRecordingMutationFn = Apollo.MutationFunction<
  AttachLiveRecordingMutation,
  AttachLiveRecordingMutationVariables
>;

/**
 * __useAttachLiveRecordingMutation__
 *
 * To run a mutation, you first call `useAttachLiveRecordingMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAttachLiveRecordingMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [attachLiveRecordingMutation, { data, loading, error }] = useAttachLiveRecordingMutation({
 *   variables: {
 *      occurrenceId: // value for 'occurrenceId'
 *      videoId: // value for 'videoId'
 *   },
 * });
 */
export function useAttachLiveRecordingMutation(
  baseOptions?: Apollo.MutationHookOptions<
    AttachLiveRecordingMutation,
    AttachLiveRecordingMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<AttachLiveRecordingMutation, AttachLiveRecordingMutationVariables>(
    AttachLiveRecordingDocument,
    options,
  );
}
export type AttachLiveRecordingMutationHookResult = ReturnType<
  typeof useAttachLiveRecordingMutation
>;
export type AttachLiveRecordingMutationResult = Apollo.MutationResult<AttachLiveRecordingMutation>;
export type AttachLiveRecordingMutationOptions = Apollo.BaseMutationOptions<
  AttachLiveRecordingMutation,
  AttachLiveRecordingMutationVariables
>;
