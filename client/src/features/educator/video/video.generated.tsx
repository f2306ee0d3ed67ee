/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../generated/types';

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
/** Where an uploaded video is on its way to playing. */
export type HostedVideoStatus =
  /** Not a readable video, or the transcode failed (see failureReason). */
  | 'FAILED'
  /** Uploaded and being transcoded (see progress). */
  | 'PROCESSING'
  /** Transcoded: it plays. */
  | 'READY'
  /** Its file is still being uploaded. */
  | 'UPLOADING';

export type HostedVideoStatusFragment = {
  id: string;
  status: Types.HostedVideoStatus;
  progress: number;
  failureReason: string | null;
  durationSeconds: number | null;
  renditions: Array<{
    name: string;
    height: number;
    bandwidth: number;
    estimatedMegabytes: number;
  }>;
  captions: Array<{ language: string; label: string; url: string }>;
};

export type LectureVideosFragment = {
  lectureId: string;
  video: {
    id: string;
    status: Types.HostedVideoStatus;
    progress: number;
    failureReason: string | null;
    durationSeconds: number | null;
    renditions: Array<{
      name: string;
      height: number;
      bandwidth: number;
      estimatedMegabytes: number;
    }>;
    captions: Array<{ language: string; label: string; url: string }>;
  } | null;
  pendingVideo: {
    id: string;
    status: Types.HostedVideoStatus;
    progress: number;
    failureReason: string | null;
    durationSeconds: number | null;
    renditions: Array<{
      name: string;
      height: number;
      bandwidth: number;
      estimatedMegabytes: number;
    }>;
    captions: Array<{ language: string; label: string; url: string }>;
  } | null;
};

export type HostedVideoStatusQueryVariables = Exact<{
  id: string | number;
}>;

export type HostedVideoStatusQuery = {
  hostedVideo: {
    id: string;
    status: Types.HostedVideoStatus;
    progress: number;
    failureReason: string | null;
    durationSeconds: number | null;
    renditions: Array<{
      name: string;
      height: number;
      bandwidth: number;
      estimatedMegabytes: number;
    }>;
    captions: Array<{ language: string; label: string; url: string }>;
  } | null;
};

export type AttachLectureVideoMutationVariables = Exact<{
  lectureId: string | number;
  videoId: string | number;
}>;

export type AttachLectureVideoMutation = {
  attachLectureVideo: {
    lectureId: string;
    video: {
      id: string;
      status: Types.HostedVideoStatus;
      progress: number;
      failureReason: string | null;
      durationSeconds: number | null;
      renditions: Array<{
        name: string;
        height: number;
        bandwidth: number;
        estimatedMegabytes: number;
      }>;
      captions: Array<{ language: string; label: string; url: string }>;
    } | null;
    pendingVideo: {
      id: string;
      status: Types.HostedVideoStatus;
      progress: number;
      failureReason: string | null;
      durationSeconds: number | null;
      renditions: Array<{
        name: string;
        height: number;
        bandwidth: number;
        estimatedMegabytes: number;
      }>;
      captions: Array<{ language: string; label: string; url: string }>;
    } | null;
  };
};

export type UploadLectureCaptionsMutationVariables = Exact<{
  lectureId: string | number;
  language: string;
  file: File;
}>;

export type UploadLectureCaptionsMutation = {
  uploadLectureCaptions: {
    lectureId: string;
    video: {
      id: string;
      status: Types.HostedVideoStatus;
      progress: number;
      failureReason: string | null;
      durationSeconds: number | null;
      renditions: Array<{
        name: string;
        height: number;
        bandwidth: number;
        estimatedMegabytes: number;
      }>;
      captions: Array<{ language: string; label: string; url: string }>;
    } | null;
    pendingVideo: {
      id: string;
      status: Types.HostedVideoStatus;
      progress: number;
      failureReason: string | null;
      durationSeconds: number | null;
      renditions: Array<{
        name: string;
        height: number;
        bandwidth: number;
        estimatedMegabytes: number;
      }>;
      captions: Array<{ language: string; label: string; url: string }>;
    } | null;
  };
};

export type DeleteLectureCaptionsMutationVariables = Exact<{
  lectureId: string | number;
  language: string;
}>;

export type DeleteLectureCaptionsMutation = {
  deleteLectureCaptions: {
    lectureId: string;
    video: {
      id: string;
      status: Types.HostedVideoStatus;
      progress: number;
      failureReason: string | null;
      durationSeconds: number | null;
      renditions: Array<{
        name: string;
        height: number;
        bandwidth: number;
        estimatedMegabytes: number;
      }>;
      captions: Array<{ language: string; label: string; url: string }>;
    } | null;
    pendingVideo: {
      id: string;
      status: Types.HostedVideoStatus;
      progress: number;
      failureReason: string | null;
      durationSeconds: number | null;
      renditions: Array<{
        name: string;
        height: number;
        bandwidth: number;
        estimatedMegabytes: number;
      }>;
      captions: Array<{ language: string; label: string; url: string }>;
    } | null;
  };
};

export type VideoUploadLimitsQueryVariables = Exact<{ [key: string]: never }>;

export type VideoUploadLimitsQuery = {
  videoUploadLimits: { maxBytes: number; maxSeconds: number };
};

export const HostedVideoStatusFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HostedVideoStatus' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HostedVideo' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'progress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'failureReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'durationSeconds' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'renditions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'height' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bandwidth' } },
                { kind: 'Field', name: { kind: 'Name', value: 'estimatedMegabytes' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'captions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'language' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export const LectureVideosFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LectureVideos' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Lecture' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'lectureId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'video' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HostedVideoStatus' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pendingVideo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HostedVideoStatus' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HostedVideoStatus' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HostedVideo' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'progress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'failureReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'durationSeconds' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'renditions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'height' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bandwidth' } },
                { kind: 'Field', name: { kind: 'Name', value: 'estimatedMegabytes' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'captions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'language' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export const HostedVideoStatusDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'HostedVideoStatus' },
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
            name: { kind: 'Name', value: 'hostedVideo' },
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
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HostedVideoStatus' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HostedVideoStatus' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HostedVideo' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'progress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'failureReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'durationSeconds' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'renditions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'height' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bandwidth' } },
                { kind: 'Field', name: { kind: 'Name', value: 'estimatedMegabytes' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'captions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'language' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __useHostedVideoStatusQuery__
 *
 * To run a query within a React component, call `useHostedVideoStatusQuery` and pass it any options that fit your needs.
 * When your component renders, `useHostedVideoStatusQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useHostedVideoStatusQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useHostedVideoStatusQuery(
  baseOptions: Apollo.QueryHookOptions<HostedVideoStatusQuery, HostedVideoStatusQueryVariables> &
    ({ variables: HostedVideoStatusQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<HostedVideoStatusQuery, HostedVideoStatusQueryVariables>(
    HostedVideoStatusDocument,
    options,
  );
}
export function useHostedVideoStatusLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<
    HostedVideoStatusQuery,
    HostedVideoStatusQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<HostedVideoStatusQuery, HostedVideoStatusQueryVariables>(
    HostedVideoStatusDocument,
    options,
  );
}
// @ts-ignore
export function useHostedVideoStatusSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<
    HostedVideoStatusQuery,
    HostedVideoStatusQueryVariables
  >,
): Apollo.UseSuspenseQueryResult<HostedVideoStatusQuery, HostedVideoStatusQueryVariables>;
export function useHostedVideoStatusSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<HostedVideoStatusQuery, HostedVideoStatusQueryVariables>,
): Apollo.UseSuspenseQueryResult<
  HostedVideoStatusQuery | undefined,
  HostedVideoStatusQueryVariables
>;
export function useHostedVideoStatusSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<HostedVideoStatusQuery, HostedVideoStatusQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<HostedVideoStatusQuery, HostedVideoStatusQueryVariables>(
    HostedVideoStatusDocument,
    options,
  );
}
export type HostedVideoStatusQueryHookResult = ReturnType<typeof useHostedVideoStatusQuery>;
export type HostedVideoStatusLazyQueryHookResult = ReturnType<typeof useHostedVideoStatusLazyQuery>;
export type HostedVideoStatusSuspenseQueryHookResult = ReturnType<
  typeof useHostedVideoStatusSuspenseQuery
>;
export type HostedVideoStatusQueryResult = Apollo.QueryResult<
  HostedVideoStatusQuery,
  HostedVideoStatusQueryVariables
>;
export const AttachLectureVideoDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AttachLectureVideo' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'lectureId' } },
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
            name: { kind: 'Name', value: 'attachLectureVideo' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'lectureId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'lectureId' } },
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
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'LectureVideos' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HostedVideoStatus' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HostedVideo' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'progress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'failureReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'durationSeconds' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'renditions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'height' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bandwidth' } },
                { kind: 'Field', name: { kind: 'Name', value: 'estimatedMegabytes' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'captions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'language' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LectureVideos' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Lecture' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'lectureId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'video' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HostedVideoStatus' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pendingVideo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HostedVideoStatus' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type AttachLectureVideoMutationFn = Apollo.MutationFunction<
  AttachLectureVideoMutation,
  AttachLectureVideoMutationVariables
>;

/**
 * __useAttachLectureVideoMutation__
 *
 * To run a mutation, you first call `useAttachLectureVideoMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAttachLectureVideoMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [attachLectureVideoMutation, { data, loading, error }] = useAttachLectureVideoMutation({
 *   variables: {
 *      lectureId: // value for 'lectureId'
 *      videoId: // value for 'videoId'
 *   },
 * });
 */
export function useAttachLectureVideoMutation(
  baseOptions?: Apollo.MutationHookOptions<
    AttachLectureVideoMutation,
    AttachLectureVideoMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<AttachLectureVideoMutation, AttachLectureVideoMutationVariables>(
    AttachLectureVideoDocument,
    options,
  );
}
export type AttachLectureVideoMutationHookResult = ReturnType<typeof useAttachLectureVideoMutation>;
export type AttachLectureVideoMutationResult = Apollo.MutationResult<AttachLectureVideoMutation>;
export type AttachLectureVideoMutationOptions = Apollo.BaseMutationOptions<
  AttachLectureVideoMutation,
  AttachLectureVideoMutationVariables
>;
export const UploadLectureCaptionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UploadLectureCaptions' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'lectureId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'language' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'file' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Upload' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'uploadLectureCaptions' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'lectureId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'lectureId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'language' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'language' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'file' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'file' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'LectureVideos' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HostedVideoStatus' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HostedVideo' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'progress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'failureReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'durationSeconds' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'renditions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'height' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bandwidth' } },
                { kind: 'Field', name: { kind: 'Name', value: 'estimatedMegabytes' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'captions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'language' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LectureVideos' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Lecture' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'lectureId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'video' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HostedVideoStatus' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pendingVideo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HostedVideoStatus' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type UploadLectureCaptionsMutationFn = Apollo.MutationFunction<
  UploadLectureCaptionsMutation,
  UploadLectureCaptionsMutationVariables
>;

/**
 * __useUploadLectureCaptionsMutation__
 *
 * To run a mutation, you first call `useUploadLectureCaptionsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUploadLectureCaptionsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [uploadLectureCaptionsMutation, { data, loading, error }] = useUploadLectureCaptionsMutation({
 *   variables: {
 *      lectureId: // value for 'lectureId'
 *      language: // value for 'language'
 *      file: // value for 'file'
 *   },
 * });
 */
export function useUploadLectureCaptionsMutation(
  baseOptions?: Apollo.MutationHookOptions<
    UploadLectureCaptionsMutation,
    UploadLectureCaptionsMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<UploadLectureCaptionsMutation, UploadLectureCaptionsMutationVariables>(
    UploadLectureCaptionsDocument,
    options,
  );
}
export type UploadLectureCaptionsMutationHookResult = ReturnType<
  typeof useUploadLectureCaptionsMutation
>;
export type UploadLectureCaptionsMutationResult =
  Apollo.MutationResult<UploadLectureCaptionsMutation>;
export type UploadLectureCaptionsMutationOptions = Apollo.BaseMutationOptions<
  UploadLectureCaptionsMutation,
  UploadLectureCaptionsMutationVariables
>;
export const DeleteLectureCaptionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteLectureCaptions' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'lectureId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'language' } },
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
            name: { kind: 'Name', value: 'deleteLectureCaptions' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'lectureId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'lectureId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'language' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'language' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'LectureVideos' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HostedVideoStatus' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HostedVideo' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'progress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'failureReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'durationSeconds' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'renditions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'height' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bandwidth' } },
                { kind: 'Field', name: { kind: 'Name', value: 'estimatedMegabytes' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'captions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'language' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LectureVideos' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Lecture' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'lectureId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'video' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HostedVideoStatus' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pendingVideo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HostedVideoStatus' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type DeleteLectureCaptionsMutationFn = Apollo.MutationFunction<
  DeleteLectureCaptionsMutation,
  DeleteLectureCaptionsMutationVariables
>;

/**
 * __useDeleteLectureCaptionsMutation__
 *
 * To run a mutation, you first call `useDeleteLectureCaptionsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteLectureCaptionsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteLectureCaptionsMutation, { data, loading, error }] = useDeleteLectureCaptionsMutation({
 *   variables: {
 *      lectureId: // value for 'lectureId'
 *      language: // value for 'language'
 *   },
 * });
 */
export function useDeleteLectureCaptionsMutation(
  baseOptions?: Apollo.MutationHookOptions<
    DeleteLectureCaptionsMutation,
    DeleteLectureCaptionsMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<DeleteLectureCaptionsMutation, DeleteLectureCaptionsMutationVariables>(
    DeleteLectureCaptionsDocument,
    options,
  );
}
export type DeleteLectureCaptionsMutationHookResult = ReturnType<
  typeof useDeleteLectureCaptionsMutation
>;
export type DeleteLectureCaptionsMutationResult =
  Apollo.MutationResult<DeleteLectureCaptionsMutation>;
export type DeleteLectureCaptionsMutationOptions = Apollo.BaseMutationOptions<
  DeleteLectureCaptionsMutation,
  DeleteLectureCaptionsMutationVariables
>;
export const VideoUploadLimitsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'VideoUploadLimits' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'videoUploadLimits' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'maxBytes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'maxSeconds' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __useVideoUploadLimitsQuery__
 *
 * To run a query within a React component, call `useVideoUploadLimitsQuery` and pass it any options that fit your needs.
 * When your component renders, `useVideoUploadLimitsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useVideoUploadLimitsQuery({
 *   variables: {
 *   },
 * });
 */
export function useVideoUploadLimitsQuery(
  baseOptions?: Apollo.QueryHookOptions<VideoUploadLimitsQuery, VideoUploadLimitsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<VideoUploadLimitsQuery, VideoUploadLimitsQueryVariables>(
    VideoUploadLimitsDocument,
    options,
  );
}
export function useVideoUploadLimitsLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<
    VideoUploadLimitsQuery,
    VideoUploadLimitsQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<VideoUploadLimitsQuery, VideoUploadLimitsQueryVariables>(
    VideoUploadLimitsDocument,
    options,
  );
}
// @ts-ignore
export function useVideoUploadLimitsSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<
    VideoUploadLimitsQuery,
    VideoUploadLimitsQueryVariables
  >,
): Apollo.UseSuspenseQueryResult<VideoUploadLimitsQuery, VideoUploadLimitsQueryVariables>;
export function useVideoUploadLimitsSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<VideoUploadLimitsQuery, VideoUploadLimitsQueryVariables>,
): Apollo.UseSuspenseQueryResult<
  VideoUploadLimitsQuery | undefined,
  VideoUploadLimitsQueryVariables
>;
export function useVideoUploadLimitsSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<VideoUploadLimitsQuery, VideoUploadLimitsQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<VideoUploadLimitsQuery, VideoUploadLimitsQueryVariables>(
    VideoUploadLimitsDocument,
    options,
  );
}
export type VideoUploadLimitsQueryHookResult = ReturnType<typeof useVideoUploadLimitsQuery>;
export type VideoUploadLimitsLazyQueryHookResult = ReturnType<typeof useVideoUploadLimitsLazyQuery>;
export type VideoUploadLimitsSuspenseQueryHookResult = ReturnType<
  typeof useVideoUploadLimitsSuspenseQuery
>;
export type VideoUploadLimitsQueryResult = Apollo.QueryResult<
  VideoUploadLimitsQuery,
  VideoUploadLimitsQueryVariables
>;
