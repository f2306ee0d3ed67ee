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

export type ProgressFieldsFragment = {
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

export type MyEnrollmentsQueryVariables = Exact<{ [key: string]: never }>;

export type MyEnrollmentsQuery = {
  myEnrollments: Array<{
    enrolledAt: string;
    refundableUntil: string | null;
    course: {
      id: string;
      courseTitle: string;
      courseThumbnail: string;
      totalDuration: number;
      lectureCount: number;
      thumbnailSources: Array<{ url: string; width: number; type: string }>;
    };
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
    certificate: { id: string; pdfUrl: string } | null;
  }>;
};

export const ProgressFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
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
export const MyEnrollmentsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyEnrollments' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myEnrollments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'enrolledAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'course' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'courseTitle' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'courseThumbnail' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'thumbnailSources' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'ImageSourceFields' },
                            },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalDuration' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lectureCount' } },
                    ],
                  },
                },
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
                { kind: 'Field', name: { kind: 'Name', value: 'refundableUntil' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'certificate' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'pdfUrl' } },
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
      name: { kind: 'Name', value: 'ImageSourceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ImageSource' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'width' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __useMyEnrollmentsQuery__
 *
 * To run a query within a React component, call `useMyEnrollmentsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyEnrollmentsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyEnrollmentsQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyEnrollmentsQuery(
  baseOptions?: Apollo.QueryHookOptions<MyEnrollmentsQuery, MyEnrollmentsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<MyEnrollmentsQuery, MyEnrollmentsQueryVariables>(
    MyEnrollmentsDocument,
    options,
  );
}
export function useMyEnrollmentsLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<MyEnrollmentsQuery, MyEnrollmentsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<MyEnrollmentsQuery, MyEnrollmentsQueryVariables>(
    MyEnrollmentsDocument,
    options,
  );
}
// @ts-ignore
export function useMyEnrollmentsSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<MyEnrollmentsQuery, MyEnrollmentsQueryVariables>,
): Apollo.UseSuspenseQueryResult<MyEnrollmentsQuery, MyEnrollmentsQueryVariables>;
export function useMyEnrollmentsSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<MyEnrollmentsQuery, MyEnrollmentsQueryVariables>,
): Apollo.UseSuspenseQueryResult<MyEnrollmentsQuery | undefined, MyEnrollmentsQueryVariables>;
export function useMyEnrollmentsSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<MyEnrollmentsQuery, MyEnrollmentsQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<MyEnrollmentsQuery, MyEnrollmentsQueryVariables>(
    MyEnrollmentsDocument,
    options,
  );
}
export type MyEnrollmentsQueryHookResult = ReturnType<typeof useMyEnrollmentsQuery>;
export type MyEnrollmentsLazyQueryHookResult = ReturnType<typeof useMyEnrollmentsLazyQuery>;
export type MyEnrollmentsSuspenseQueryHookResult = ReturnType<typeof useMyEnrollmentsSuspenseQuery>;
export type MyEnrollmentsQueryResult = Apollo.QueryResult<
  MyEnrollmentsQuery,
  MyEnrollmentsQueryVariables
>;
