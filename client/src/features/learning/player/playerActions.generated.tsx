/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
export type SaveLecturePositionMutationVariables = Exact<{
  courseId: string | number;
  lectureId: string | number;
  positionSeconds: number;
}>;

export type SaveLecturePositionMutation = {
  saveLecturePosition: {
    lectureId: string;
    lectureTitle: string;
    positionSeconds: number;
    updatedAt: string;
  };
};

export type RateCourseMutationVariables = Exact<{
  courseId: string | number;
  rating: number;
  review?: string | null | undefined;
}>;

export type RateCourseMutation = {
  rateCourse: {
    message: string;
    rating: number;
    review: string | null;
    averageRating: number;
    ratingCount: number;
  };
};

export const SaveLecturePositionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SaveLecturePosition' },
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
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'positionSeconds' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'saveLecturePosition' },
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
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'positionSeconds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'positionSeconds' } },
              },
            ],
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
export type SaveLecturePositionMutationFn = Apollo.MutationFunction<
  SaveLecturePositionMutation,
  SaveLecturePositionMutationVariables
>;

/**
 * __useSaveLecturePositionMutation__
 *
 * To run a mutation, you first call `useSaveLecturePositionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSaveLecturePositionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [saveLecturePositionMutation, { data, loading, error }] = useSaveLecturePositionMutation({
 *   variables: {
 *      courseId: // value for 'courseId'
 *      lectureId: // value for 'lectureId'
 *      positionSeconds: // value for 'positionSeconds'
 *   },
 * });
 */
export function useSaveLecturePositionMutation(
  baseOptions?: Apollo.MutationHookOptions<
    SaveLecturePositionMutation,
    SaveLecturePositionMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<SaveLecturePositionMutation, SaveLecturePositionMutationVariables>(
    SaveLecturePositionDocument,
    options,
  );
}
export type SaveLecturePositionMutationHookResult = ReturnType<
  typeof useSaveLecturePositionMutation
>;
export type SaveLecturePositionMutationResult = Apollo.MutationResult<SaveLecturePositionMutation>;
export type SaveLecturePositionMutationOptions = Apollo.BaseMutationOptions<
  SaveLecturePositionMutation,
  SaveLecturePositionMutationVariables
>;
export const RateCourseDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RateCourse' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'rating' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'review' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rateCourse' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'courseId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'courseId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'rating' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'rating' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'review' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'review' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                { kind: 'Field', name: { kind: 'Name', value: 'review' } },
                { kind: 'Field', name: { kind: 'Name', value: 'averageRating' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ratingCount' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type RateCourseMutationFn = Apollo.MutationFunction<
  RateCourseMutation,
  RateCourseMutationVariables
>;

/**
 * __useRateCourseMutation__
 *
 * To run a mutation, you first call `useRateCourseMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRateCourseMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [rateCourseMutation, { data, loading, error }] = useRateCourseMutation({
 *   variables: {
 *      courseId: // value for 'courseId'
 *      rating: // value for 'rating'
 *      review: // value for 'review'
 *   },
 * });
 */
export function useRateCourseMutation(
  baseOptions?: Apollo.MutationHookOptions<RateCourseMutation, RateCourseMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<RateCourseMutation, RateCourseMutationVariables>(
    RateCourseDocument,
    options,
  );
}
export type RateCourseMutationHookResult = ReturnType<typeof useRateCourseMutation>;
export type RateCourseMutationResult = Apollo.MutationResult<RateCourseMutation>;
export type RateCourseMutationOptions = Apollo.BaseMutationOptions<
  RateCourseMutation,
  RateCourseMutationVariables
>;
