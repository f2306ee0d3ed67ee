/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../generated/types';

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
/** SINGLE_CHOICE and TRUE_FALSE take one option, MULTIPLE_CHOICE one or more. */
export type QuestionKind = 'MULTIPLE_CHOICE' | 'SINGLE_CHOICE' | 'TRUE_FALSE';

export type QuizInput = {
  /** Attempts allowed per learner; null: no limit. */
  attemptLimit?: number | null | undefined;
  /** A chapter of the course; the quiz's course never changes. */
  chapterId: string | number;
  /** Score needed to pass, a whole percent from 1 to 100. */
  passMarkPercent: number;
  /** How many of the chapter's lectures come before the quiz: 0 puts it first, the chapter's lecture count last. */
  position: number;
  /** 1 to 50 questions, in order. */
  questions: Array<QuizQuestionInput>;
  /** Shuffle the questions and their options for each learner. */
  shuffle?: boolean;
  title: string;
};

export type QuizOptionInput = {
  correct?: boolean;
  text: string;
};

export type QuizQuestionInput = {
  /** Shown to the learner after they submit. */
  explanation?: string | null | undefined;
  kind: QuestionKind;
  /** SINGLE_CHOICE: 2 to 10 options, exactly one correct. MULTIPLE_CHOICE: 2 to 10, at least one correct. TRUE_FALSE: two options, True then False, one correct. */
  options: Array<QuizOptionInput>;
  prompt: string;
};

export type EducatorQuizFieldsFragment = {
  id: string;
  chapterId: string;
  position: number;
  title: string;
  passMarkPercent: number;
  attemptLimit: number | null;
  shuffle: boolean;
  questions: Array<{
    id: string;
    kind: Types.QuestionKind;
    prompt: string;
    explanation: string | null;
    options: Array<{ id: string; text: string; correct: boolean }>;
  }>;
  stats: {
    attempts: number;
    passedAttempts: number;
    learners: number;
    learnersPassed: number;
    passRatePercent: number | null;
  };
};

export type EducatorQuizzesQueryVariables = Exact<{
  courseId: string | number;
}>;

export type EducatorQuizzesQuery = {
  educatorQuizzes: Array<{
    id: string;
    chapterId: string;
    position: number;
    title: string;
    passMarkPercent: number;
    attemptLimit: number | null;
    shuffle: boolean;
    questions: Array<{
      id: string;
      kind: Types.QuestionKind;
      prompt: string;
      explanation: string | null;
      options: Array<{ id: string; text: string; correct: boolean }>;
    }>;
    stats: {
      attempts: number;
      passedAttempts: number;
      learners: number;
      learnersPassed: number;
      passRatePercent: number | null;
    };
  }>;
  course: { id: string; requiresWatchedLectures: boolean };
};

export type CreateQuizMutationVariables = Exact<{
  input: Types.QuizInput;
}>;

export type CreateQuizMutation = {
  createQuiz: {
    id: string;
    chapterId: string;
    position: number;
    title: string;
    passMarkPercent: number;
    attemptLimit: number | null;
    shuffle: boolean;
    questions: Array<{
      id: string;
      kind: Types.QuestionKind;
      prompt: string;
      explanation: string | null;
      options: Array<{ id: string; text: string; correct: boolean }>;
    }>;
    stats: {
      attempts: number;
      passedAttempts: number;
      learners: number;
      learnersPassed: number;
      passRatePercent: number | null;
    };
  };
};

export type UpdateQuizMutationVariables = Exact<{
  id: string | number;
  input: Types.QuizInput;
}>;

export type UpdateQuizMutation = {
  updateQuiz: {
    id: string;
    chapterId: string;
    position: number;
    title: string;
    passMarkPercent: number;
    attemptLimit: number | null;
    shuffle: boolean;
    questions: Array<{
      id: string;
      kind: Types.QuestionKind;
      prompt: string;
      explanation: string | null;
      options: Array<{ id: string; text: string; correct: boolean }>;
    }>;
    stats: {
      attempts: number;
      passedAttempts: number;
      learners: number;
      learnersPassed: number;
      passRatePercent: number | null;
    };
  };
};

export type DeleteQuizMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteQuizMutation = { deleteQuiz: string };

export type SetRequiresWatchedLecturesMutationVariables = Exact<{
  courseId: string | number;
  required: boolean;
}>;

export type SetRequiresWatchedLecturesMutation = {
  setRequiresWatchedLectures: { id: string; requiresWatchedLectures: boolean };
};

export const EducatorQuizFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EducatorQuizFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'EducatorQuiz' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chapterId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'position' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'passMarkPercent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'attemptLimit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shuffle' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'questions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'explanation' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'correct' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'stats' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'attempts' } },
                { kind: 'Field', name: { kind: 'Name', value: 'passedAttempts' } },
                { kind: 'Field', name: { kind: 'Name', value: 'learners' } },
                { kind: 'Field', name: { kind: 'Name', value: 'learnersPassed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'passRatePercent' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export const EducatorQuizzesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'EducatorQuizzes' },
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
            name: { kind: 'Name', value: 'educatorQuizzes' },
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
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'EducatorQuizFields' } },
              ],
            },
          },
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
                { kind: 'Field', name: { kind: 'Name', value: 'requiresWatchedLectures' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EducatorQuizFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'EducatorQuiz' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chapterId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'position' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'passMarkPercent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'attemptLimit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shuffle' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'questions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'explanation' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'correct' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'stats' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'attempts' } },
                { kind: 'Field', name: { kind: 'Name', value: 'passedAttempts' } },
                { kind: 'Field', name: { kind: 'Name', value: 'learners' } },
                { kind: 'Field', name: { kind: 'Name', value: 'learnersPassed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'passRatePercent' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __useEducatorQuizzesQuery__
 *
 * To run a query within a React component, call `useEducatorQuizzesQuery` and pass it any options that fit your needs.
 * When your component renders, `useEducatorQuizzesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useEducatorQuizzesQuery({
 *   variables: {
 *      courseId: // value for 'courseId'
 *   },
 * });
 */
export function useEducatorQuizzesQuery(
  baseOptions: Apollo.QueryHookOptions<EducatorQuizzesQuery, EducatorQuizzesQueryVariables> &
    ({ variables: EducatorQuizzesQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<EducatorQuizzesQuery, EducatorQuizzesQueryVariables>(
    EducatorQuizzesDocument,
    options,
  );
}
export function useEducatorQuizzesLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<EducatorQuizzesQuery, EducatorQuizzesQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<EducatorQuizzesQuery, EducatorQuizzesQueryVariables>(
    EducatorQuizzesDocument,
    options,
  );
}
// @ts-ignore
export function useEducatorQuizzesSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<
    EducatorQuizzesQuery,
    EducatorQuizzesQueryVariables
  >,
): Apollo.UseSuspenseQueryResult<EducatorQuizzesQuery, EducatorQuizzesQueryVariables>;
export function useEducatorQuizzesSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<EducatorQuizzesQuery, EducatorQuizzesQueryVariables>,
): Apollo.UseSuspenseQueryResult<EducatorQuizzesQuery | undefined, EducatorQuizzesQueryVariables>;
export function useEducatorQuizzesSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<EducatorQuizzesQuery, EducatorQuizzesQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<EducatorQuizzesQuery, EducatorQuizzesQueryVariables>(
    EducatorQuizzesDocument,
    options,
  );
}
export type EducatorQuizzesQueryHookResult = ReturnType<typeof useEducatorQuizzesQuery>;
export type EducatorQuizzesLazyQueryHookResult = ReturnType<typeof useEducatorQuizzesLazyQuery>;
export type EducatorQuizzesSuspenseQueryHookResult = ReturnType<
  typeof useEducatorQuizzesSuspenseQuery
>;
export type EducatorQuizzesQueryResult = Apollo.QueryResult<
  EducatorQuizzesQuery,
  EducatorQuizzesQueryVariables
>;
export const CreateQuizDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateQuiz' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'QuizInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createQuiz' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'EducatorQuizFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EducatorQuizFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'EducatorQuiz' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chapterId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'position' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'passMarkPercent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'attemptLimit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shuffle' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'questions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'explanation' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'correct' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'stats' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'attempts' } },
                { kind: 'Field', name: { kind: 'Name', value: 'passedAttempts' } },
                { kind: 'Field', name: { kind: 'Name', value: 'learners' } },
                { kind: 'Field', name: { kind: 'Name', value: 'learnersPassed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'passRatePercent' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type CreateQuizMutationFn = Apollo.MutationFunction<
  CreateQuizMutation,
  CreateQuizMutationVariables
>;

/**
 * __useCreateQuizMutation__
 *
 * To run a mutation, you first call `useCreateQuizMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateQuizMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createQuizMutation, { data, loading, error }] = useCreateQuizMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateQuizMutation(
  baseOptions?: Apollo.MutationHookOptions<CreateQuizMutation, CreateQuizMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<CreateQuizMutation, CreateQuizMutationVariables>(
    CreateQuizDocument,
    options,
  );
}
export type CreateQuizMutationHookResult = ReturnType<typeof useCreateQuizMutation>;
export type CreateQuizMutationResult = Apollo.MutationResult<CreateQuizMutation>;
export type CreateQuizMutationOptions = Apollo.BaseMutationOptions<
  CreateQuizMutation,
  CreateQuizMutationVariables
>;
export const UpdateQuizDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateQuiz' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'QuizInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateQuiz' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'EducatorQuizFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EducatorQuizFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'EducatorQuiz' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chapterId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'position' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'passMarkPercent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'attemptLimit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shuffle' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'questions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'explanation' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'correct' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'stats' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'attempts' } },
                { kind: 'Field', name: { kind: 'Name', value: 'passedAttempts' } },
                { kind: 'Field', name: { kind: 'Name', value: 'learners' } },
                { kind: 'Field', name: { kind: 'Name', value: 'learnersPassed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'passRatePercent' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type UpdateQuizMutationFn = Apollo.MutationFunction<
  UpdateQuizMutation,
  UpdateQuizMutationVariables
>;

/**
 * __useUpdateQuizMutation__
 *
 * To run a mutation, you first call `useUpdateQuizMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateQuizMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateQuizMutation, { data, loading, error }] = useUpdateQuizMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateQuizMutation(
  baseOptions?: Apollo.MutationHookOptions<UpdateQuizMutation, UpdateQuizMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<UpdateQuizMutation, UpdateQuizMutationVariables>(
    UpdateQuizDocument,
    options,
  );
}
export type UpdateQuizMutationHookResult = ReturnType<typeof useUpdateQuizMutation>;
export type UpdateQuizMutationResult = Apollo.MutationResult<UpdateQuizMutation>;
export type UpdateQuizMutationOptions = Apollo.BaseMutationOptions<
  UpdateQuizMutation,
  UpdateQuizMutationVariables
>;
export const DeleteQuizDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteQuiz' },
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
            name: { kind: 'Name', value: 'deleteQuiz' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type DeleteQuizMutationFn = Apollo.MutationFunction<
  DeleteQuizMutation,
  DeleteQuizMutationVariables
>;

/**
 * __useDeleteQuizMutation__
 *
 * To run a mutation, you first call `useDeleteQuizMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteQuizMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteQuizMutation, { data, loading, error }] = useDeleteQuizMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteQuizMutation(
  baseOptions?: Apollo.MutationHookOptions<DeleteQuizMutation, DeleteQuizMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<DeleteQuizMutation, DeleteQuizMutationVariables>(
    DeleteQuizDocument,
    options,
  );
}
export type DeleteQuizMutationHookResult = ReturnType<typeof useDeleteQuizMutation>;
export type DeleteQuizMutationResult = Apollo.MutationResult<DeleteQuizMutation>;
export type DeleteQuizMutationOptions = Apollo.BaseMutationOptions<
  DeleteQuizMutation,
  DeleteQuizMutationVariables
>;
export const SetRequiresWatchedLecturesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetRequiresWatchedLectures' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'required' } },
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
            name: { kind: 'Name', value: 'setRequiresWatchedLectures' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'courseId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'courseId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'required' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'required' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'requiresWatchedLectures' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type SetRequiresWatchedLecturesMutationFn = Apollo.MutationFunction<
  SetRequiresWatchedLecturesMutation,
  SetRequiresWatchedLecturesMutationVariables
>;

/**
 * __useSetRequiresWatchedLecturesMutation__
 *
 * To run a mutation, you first call `useSetRequiresWatchedLecturesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetRequiresWatchedLecturesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setRequiresWatchedLecturesMutation, { data, loading, error }] = useSetRequiresWatchedLecturesMutation({
 *   variables: {
 *      courseId: // value for 'courseId'
 *      required: // value for 'required'
 *   },
 * });
 */
export function useSetRequiresWatchedLecturesMutation(
  baseOptions?: Apollo.MutationHookOptions<
    SetRequiresWatchedLecturesMutation,
    SetRequiresWatchedLecturesMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<
    SetRequiresWatchedLecturesMutation,
    SetRequiresWatchedLecturesMutationVariables
  >(SetRequiresWatchedLecturesDocument, options);
}
export type SetRequiresWatchedLecturesMutationHookResult = ReturnType<
  typeof useSetRequiresWatchedLecturesMutation
>;
export type SetRequiresWatchedLecturesMutationResult =
  Apollo.MutationResult<SetRequiresWatchedLecturesMutation>;
export type SetRequiresWatchedLecturesMutationOptions = Apollo.BaseMutationOptions<
  SetRequiresWatchedLecturesMutation,
  SetRequiresWatchedLecturesMutationVariables
>;
