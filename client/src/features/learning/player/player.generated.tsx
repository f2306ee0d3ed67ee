/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../generated/types';

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
/** COMPLETED once every lecture is done. */
export type EnrollmentStatus = 'COMPLETED' | 'IN_PROGRESS';

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

export type PlayerCourseQueryVariables = Exact<{
  id: string | number;
}>;

export type PlayerCourseQuery = {
  course: {
    id: string;
    courseTitle: string;
    viewerIsEnrolled: boolean;
    viewerRating: number | null;
    viewerReview: string | null;
    viewerReviewHidden: boolean;
    averageRating: number;
    ratingCount: number;
    educator: { id: string };
    courseContent: Array<{
      chapterId: string;
      chapterTitle: string;
      chapterOrder: number;
      chapterContent: Array<{
        lectureId: string;
        description: string | null;
        lectureTitle: string;
        lectureDuration: number;
        lectureUrl: string | null;
        isPreviewFree: boolean;
        lectureOrder: number;
        video: {
          id: string;
          status: Types.HostedVideoStatus;
          progress: number;
          durationSeconds: number | null;
          playbackUrl: string | null;
          posterUrl: string | null;
          renditions: Array<{
            name: string;
            height: number;
            bandwidth: number;
            estimatedMegabytes: number;
          }>;
          captions: Array<{ language: string; label: string; url: string }>;
        } | null;
      }>;
    }>;
  };
};

export type PlayerVideoFragment = {
  id: string;
  status: Types.HostedVideoStatus;
  progress: number;
  durationSeconds: number | null;
  playbackUrl: string | null;
  posterUrl: string | null;
  renditions: Array<{
    name: string;
    height: number;
    bandwidth: number;
    estimatedMegabytes: number;
  }>;
  captions: Array<{ language: string; label: string; url: string }>;
};

export type LecturePlaybackQueryVariables = Exact<{
  courseId: string | number;
}>;

export type LecturePlaybackQuery = {
  course: {
    id: string;
    courseContent: Array<{
      chapterId: string;
      chapterContent: Array<{
        lectureId: string;
        video: {
          id: string;
          playbackUrl: string | null;
          captions: Array<{ language: string; label: string; url: string }>;
        } | null;
      }>;
    }>;
  };
};

export type CourseProgressQueryVariables = Exact<{
  courseId: string | number;
}>;

export type CourseProgressQuery = {
  courseProgress: {
    courseId: string;
    completedLectureIds: Array<string>;
    lecturesCompleted: number;
    totalLectures: number;
    percent: number;
    status: Types.EnrollmentStatus;
    resume: {
      lectureId: string;
      lectureTitle: string;
      positionSeconds: number;
      updatedAt: string;
    } | null;
  };
};

export type CompleteLectureMutationVariables = Exact<{
  courseId: string | number;
  lectureId: string | number;
}>;

export type CompleteLectureMutation = {
  completeLecture: {
    message: string;
    progress: {
      courseId: string;
      completedLectureIds: Array<string>;
      lecturesCompleted: number;
      totalLectures: number;
      percent: number;
      status: Types.EnrollmentStatus;
      resume: {
        lectureId: string;
        lectureTitle: string;
        positionSeconds: number;
        updatedAt: string;
      } | null;
    };
    certificate: {
      id: string;
      learnerName: string;
      courseTitle: string;
      educatorName: string;
      completedAt: string;
      pdfUrl: string;
    } | null;
  };
};

export const PlayerVideoFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PlayerVideo' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HostedVideo' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'progress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'durationSeconds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'playbackUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'posterUrl' } },
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
export const PlayerCourseDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PlayerCourse' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'courseTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'viewerIsEnrolled' } },
                { kind: 'Field', name: { kind: 'Name', value: 'viewerRating' } },
                { kind: 'Field', name: { kind: 'Name', value: 'viewerReview' } },
                { kind: 'Field', name: { kind: 'Name', value: 'viewerReviewHidden' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'educator' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'averageRating' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ratingCount' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CourseCurriculum' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'courseContent' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'chapterId' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'chapterContent' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'lectureId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'video' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  {
                                    kind: 'FragmentSpread',
                                    name: { kind: 'Name', value: 'PlayerVideo' },
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
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PlayerVideo' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HostedVideo' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'progress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'durationSeconds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'playbackUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'posterUrl' } },
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
      name: { kind: 'Name', value: 'CourseCurriculum' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Course' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'courseContent' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'chapterId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'chapterTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'chapterOrder' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'chapterContent' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'lectureId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lectureTitle' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lectureDuration' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lectureUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isPreviewFree' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lectureOrder' } },
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
 * __usePlayerCourseQuery__
 *
 * To run a query within a React component, call `usePlayerCourseQuery` and pass it any options that fit your needs.
 * When your component renders, `usePlayerCourseQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePlayerCourseQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function usePlayerCourseQuery(
  baseOptions: Apollo.QueryHookOptions<PlayerCourseQuery, PlayerCourseQueryVariables> &
    ({ variables: PlayerCourseQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<PlayerCourseQuery, PlayerCourseQueryVariables>(
    PlayerCourseDocument,
    options,
  );
}
export function usePlayerCourseLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<PlayerCourseQuery, PlayerCourseQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<PlayerCourseQuery, PlayerCourseQueryVariables>(
    PlayerCourseDocument,
    options,
  );
}
// @ts-ignore
export function usePlayerCourseSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<PlayerCourseQuery, PlayerCourseQueryVariables>,
): Apollo.UseSuspenseQueryResult<PlayerCourseQuery, PlayerCourseQueryVariables>;
export function usePlayerCourseSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<PlayerCourseQuery, PlayerCourseQueryVariables>,
): Apollo.UseSuspenseQueryResult<PlayerCourseQuery | undefined, PlayerCourseQueryVariables>;
export function usePlayerCourseSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<PlayerCourseQuery, PlayerCourseQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<PlayerCourseQuery, PlayerCourseQueryVariables>(
    PlayerCourseDocument,
    options,
  );
}
export type PlayerCourseQueryHookResult = ReturnType<typeof usePlayerCourseQuery>;
export type PlayerCourseLazyQueryHookResult = ReturnType<typeof usePlayerCourseLazyQuery>;
export type PlayerCourseSuspenseQueryHookResult = ReturnType<typeof usePlayerCourseSuspenseQuery>;
export type PlayerCourseQueryResult = Apollo.QueryResult<
  PlayerCourseQuery,
  PlayerCourseQueryVariables
>;
export const LecturePlaybackDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'LecturePlayback' },
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
            name: { kind: 'Name', value: 'course' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'courseId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'courseContent' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'chapterId' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'chapterContent' },
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
                                  { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'playbackUrl' } },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'captions' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'language' },
                                        },
                                        { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'url' } },
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
 * __useLecturePlaybackQuery__
 *
 * To run a query within a React component, call `useLecturePlaybackQuery` and pass it any options that fit your needs.
 * When your component renders, `useLecturePlaybackQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLecturePlaybackQuery({
 *   variables: {
 *      courseId: // value for 'courseId'
 *   },
 * });
 */
export function useLecturePlaybackQuery(
  baseOptions: Apollo.QueryHookOptions<LecturePlaybackQuery, LecturePlaybackQueryVariables> &
    ({ variables: LecturePlaybackQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<LecturePlaybackQuery, LecturePlaybackQueryVariables>(
    LecturePlaybackDocument,
    options,
  );
}
export function useLecturePlaybackLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<LecturePlaybackQuery, LecturePlaybackQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<LecturePlaybackQuery, LecturePlaybackQueryVariables>(
    LecturePlaybackDocument,
    options,
  );
}
// @ts-ignore
export function useLecturePlaybackSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<
    LecturePlaybackQuery,
    LecturePlaybackQueryVariables
  >,
): Apollo.UseSuspenseQueryResult<LecturePlaybackQuery, LecturePlaybackQueryVariables>;
export function useLecturePlaybackSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<LecturePlaybackQuery, LecturePlaybackQueryVariables>,
): Apollo.UseSuspenseQueryResult<LecturePlaybackQuery | undefined, LecturePlaybackQueryVariables>;
export function useLecturePlaybackSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<LecturePlaybackQuery, LecturePlaybackQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<LecturePlaybackQuery, LecturePlaybackQueryVariables>(
    LecturePlaybackDocument,
    options,
  );
}
export type LecturePlaybackQueryHookResult = ReturnType<typeof useLecturePlaybackQuery>;
export type LecturePlaybackLazyQueryHookResult = ReturnType<typeof useLecturePlaybackLazyQuery>;
export type LecturePlaybackSuspenseQueryHookResult = ReturnType<
  typeof useLecturePlaybackSuspenseQuery
>;
export type LecturePlaybackQueryResult = Apollo.QueryResult<
  LecturePlaybackQuery,
  LecturePlaybackQueryVariables
>;
export const CourseProgressDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CourseProgress' },
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
            name: { kind: 'Name', value: 'courseProgress' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'courseId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'courseId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProgressFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProgressFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CourseProgress' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedLectureIds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lecturesCompleted' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalLectures' } },
          { kind: 'Field', name: { kind: 'Name', value: 'percent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'resume' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'lectureId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lectureTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'positionSeconds' } },
                { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __useCourseProgressQuery__
 *
 * To run a query within a React component, call `useCourseProgressQuery` and pass it any options that fit your needs.
 * When your component renders, `useCourseProgressQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCourseProgressQuery({
 *   variables: {
 *      courseId: // value for 'courseId'
 *   },
 * });
 */
export function useCourseProgressQuery(
  baseOptions: Apollo.QueryHookOptions<CourseProgressQuery, CourseProgressQueryVariables> &
    ({ variables: CourseProgressQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<CourseProgressQuery, CourseProgressQueryVariables>(
    CourseProgressDocument,
    options,
  );
}
export function useCourseProgressLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<CourseProgressQuery, CourseProgressQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<CourseProgressQuery, CourseProgressQueryVariables>(
    CourseProgressDocument,
    options,
  );
}
// @ts-ignore
export function useCourseProgressSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<CourseProgressQuery, CourseProgressQueryVariables>,
): Apollo.UseSuspenseQueryResult<CourseProgressQuery, CourseProgressQueryVariables>;
export function useCourseProgressSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<CourseProgressQuery, CourseProgressQueryVariables>,
): Apollo.UseSuspenseQueryResult<CourseProgressQuery | undefined, CourseProgressQueryVariables>;
export function useCourseProgressSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<CourseProgressQuery, CourseProgressQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<CourseProgressQuery, CourseProgressQueryVariables>(
    CourseProgressDocument,
    options,
  );
}
export type CourseProgressQueryHookResult = ReturnType<typeof useCourseProgressQuery>;
export type CourseProgressLazyQueryHookResult = ReturnType<typeof useCourseProgressLazyQuery>;
export type CourseProgressSuspenseQueryHookResult = ReturnType<
  typeof useCourseProgressSuspenseQuery
>;
export type CourseProgressQueryResult = Apollo.QueryResult<
  CourseProgressQuery,
  CourseProgressQueryVariables
>;
export const CompleteLectureDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CompleteLecture' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'lectureId' } },
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
            name: { kind: 'Name', value: 'completeLecture' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'courseId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'courseId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'lectureId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'lectureId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'progress' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProgressFields' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'certificate' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'CertificateFields' },
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
      name: { kind: 'Name', value: 'ProgressFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CourseProgress' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedLectureIds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lecturesCompleted' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalLectures' } },
          { kind: 'Field', name: { kind: 'Name', value: 'percent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'resume' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'lectureId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lectureTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'positionSeconds' } },
                { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CertificateFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Certificate' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'learnerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'educatorName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pdfUrl' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type CompleteLectureMutationFn = Apollo.MutationFunction<
  CompleteLectureMutation,
  CompleteLectureMutationVariables
>;

/**
 * __useCompleteLectureMutation__
 *
 * To run a mutation, you first call `useCompleteLectureMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCompleteLectureMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [completeLectureMutation, { data, loading, error }] = useCompleteLectureMutation({
 *   variables: {
 *      courseId: // value for 'courseId'
 *      lectureId: // value for 'lectureId'
 *   },
 * });
 */
export function useCompleteLectureMutation(
  baseOptions?: Apollo.MutationHookOptions<
    CompleteLectureMutation,
    CompleteLectureMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<CompleteLectureMutation, CompleteLectureMutationVariables>(
    CompleteLectureDocument,
    options,
  );
}
export type CompleteLectureMutationHookResult = ReturnType<typeof useCompleteLectureMutation>;
export type CompleteLectureMutationResult = Apollo.MutationResult<CompleteLectureMutation>;
export type CompleteLectureMutationOptions = Apollo.BaseMutationOptions<
  CompleteLectureMutation,
  CompleteLectureMutationVariables
>;
