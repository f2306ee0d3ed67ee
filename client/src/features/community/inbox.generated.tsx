/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
export type EducatorQuestionInboxQueryVariables = Exact<{
  courseId?: string | number | null | undefined;
  first?: number | null | undefined;
}>;

export type EducatorQuestionInboxQuery = {
  educatorQuestionInbox: {
    nodes: Array<{
      id: string;
      courseId: string;
      lectureId: string;
      lectureTitle: string;
      positionSeconds: number | null;
      body: string;
      createdAt: string;
      upvoteCount: number;
      answerCount: number;
      viewerHasUpvoted: boolean;
      isMine: boolean;
      firstAnsweredAt: string | null;
      acceptedAnswerId: string | null;
      pinned: boolean;
      duplicateOfId: string | null;
      hidden: boolean;
      author: { id: string; name: string } | null;
    }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
  educatorQuestionStats: Array<{
    courseId: string;
    courseTitle: string;
    questionCount: number;
    unansweredCount: number;
    medianSecondsToFirstAnswer: number | null;
  }>;
};

export type PinQuestionMutationVariables = Exact<{
  questionId: string | number;
  pinned: boolean;
}>;

export type PinQuestionMutation = { pinQuestion: { id: string; pinned: boolean } };

export type MarkQuestionDuplicateMutationVariables = Exact<{
  questionId: string | number;
  duplicateOfId?: string | number | null | undefined;
}>;

export type MarkQuestionDuplicateMutation = {
  markQuestionDuplicate: { id: string; duplicateOfId: string | null };
};

export const EducatorQuestionInboxDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'EducatorQuestionInbox' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'courseId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'educatorQuestionInbox' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'courseId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'courseId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'first' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'QuestionFields' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pageInfo' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'endCursor' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'educatorQuestionStats' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'courseTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'questionCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unansweredCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'medianSecondsToFirstAnswer' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'QuestionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Question' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lectureId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lectureTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'positionSeconds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'upvoteCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'answerCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerHasUpvoted' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isMine' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstAnsweredAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'acceptedAnswerId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
          { kind: 'Field', name: { kind: 'Name', value: 'duplicateOfId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hidden' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __useEducatorQuestionInboxQuery__
 *
 * To run a query within a React component, call `useEducatorQuestionInboxQuery` and pass it any options that fit your needs.
 * When your component renders, `useEducatorQuestionInboxQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useEducatorQuestionInboxQuery({
 *   variables: {
 *      courseId: // value for 'courseId'
 *      first: // value for 'first'
 *   },
 * });
 */
export function useEducatorQuestionInboxQuery(
  baseOptions?: Apollo.QueryHookOptions<
    EducatorQuestionInboxQuery,
    EducatorQuestionInboxQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<EducatorQuestionInboxQuery, EducatorQuestionInboxQueryVariables>(
    EducatorQuestionInboxDocument,
    options,
  );
}
export function useEducatorQuestionInboxLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<
    EducatorQuestionInboxQuery,
    EducatorQuestionInboxQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<EducatorQuestionInboxQuery, EducatorQuestionInboxQueryVariables>(
    EducatorQuestionInboxDocument,
    options,
  );
}
// @ts-ignore
export function useEducatorQuestionInboxSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<
    EducatorQuestionInboxQuery,
    EducatorQuestionInboxQueryVariables
  >,
): Apollo.UseSuspenseQueryResult<EducatorQuestionInboxQuery, EducatorQuestionInboxQueryVariables>;
export function useEducatorQuestionInboxSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<
        EducatorQuestionInboxQuery,
        EducatorQuestionInboxQueryVariables
      >,
): Apollo.UseSuspenseQueryResult<
  EducatorQuestionInboxQuery | undefined,
  EducatorQuestionInboxQueryVariables
>;
export function useEducatorQuestionInboxSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<
        EducatorQuestionInboxQuery,
        EducatorQuestionInboxQueryVariables
      >,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<EducatorQuestionInboxQuery, EducatorQuestionInboxQueryVariables>(
    EducatorQuestionInboxDocument,
    options,
  );
}
export type EducatorQuestionInboxQueryHookResult = ReturnType<typeof useEducatorQuestionInboxQuery>;
export type EducatorQuestionInboxLazyQueryHookResult = ReturnType<
  typeof useEducatorQuestionInboxLazyQuery
>;
export type EducatorQuestionInboxSuspenseQueryHookResult = ReturnType<
  typeof useEducatorQuestionInboxSuspenseQuery
>;
export type EducatorQuestionInboxQueryResult = Apollo.QueryResult<
  EducatorQuestionInboxQuery,
  EducatorQuestionInboxQueryVariables
>;
export const PinQuestionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'PinQuestion' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pinned' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pinQuestion' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pinned' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pinned' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type PinQuestionMutationFn = Apollo.MutationFunction<
  PinQuestionMutation,
  PinQuestionMutationVariables
>;

/**
 * __usePinQuestionMutation__
 *
 * To run a mutation, you first call `usePinQuestionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `usePinQuestionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [pinQuestionMutation, { data, loading, error }] = usePinQuestionMutation({
 *   variables: {
 *      questionId: // value for 'questionId'
 *      pinned: // value for 'pinned'
 *   },
 * });
 */
export function usePinQuestionMutation(
  baseOptions?: Apollo.MutationHookOptions<PinQuestionMutation, PinQuestionMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<PinQuestionMutation, PinQuestionMutationVariables>(
    PinQuestionDocument,
    options,
  );
}
export type PinQuestionMutationHookResult = ReturnType<typeof usePinQuestionMutation>;
export type PinQuestionMutationResult = Apollo.MutationResult<PinQuestionMutation>;
export type PinQuestionMutationOptions = Apollo.BaseMutationOptions<
  PinQuestionMutation,
  PinQuestionMutationVariables
>;
export const MarkQuestionDuplicateDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MarkQuestionDuplicate' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'duplicateOfId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'markQuestionDuplicate' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'duplicateOfId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'duplicateOfId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'duplicateOfId' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type MarkQuestionDuplicateMutationFn = Apollo.MutationFunction<
  MarkQuestionDuplicateMutation,
  MarkQuestionDuplicateMutationVariables
>;

/**
 * __useMarkQuestionDuplicateMutation__
 *
 * To run a mutation, you first call `useMarkQuestionDuplicateMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMarkQuestionDuplicateMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [markQuestionDuplicateMutation, { data, loading, error }] = useMarkQuestionDuplicateMutation({
 *   variables: {
 *      questionId: // value for 'questionId'
 *      duplicateOfId: // value for 'duplicateOfId'
 *   },
 * });
 */
export function useMarkQuestionDuplicateMutation(
  baseOptions?: Apollo.MutationHookOptions<
    MarkQuestionDuplicateMutation,
    MarkQuestionDuplicateMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<MarkQuestionDuplicateMutation, MarkQuestionDuplicateMutationVariables>(
    MarkQuestionDuplicateDocument,
    options,
  );
}
export type MarkQuestionDuplicateMutationHookResult = ReturnType<
  typeof useMarkQuestionDuplicateMutation
>;
export type MarkQuestionDuplicateMutationResult =
  Apollo.MutationResult<MarkQuestionDuplicateMutation>;
export type MarkQuestionDuplicateMutationOptions = Apollo.BaseMutationOptions<
  MarkQuestionDuplicateMutation,
  MarkQuestionDuplicateMutationVariables
>;
