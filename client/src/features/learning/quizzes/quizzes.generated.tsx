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

export type QuizAnswerInput = {
  /** The chosen options: one for single choice and true/false, one or more for multiple choice. */
  optionIds: Array<string | number>;
  questionId: string | number;
};

export type QuizSummaryFieldsFragment = {
  id: string;
  chapterId: string;
  title: string;
  position: number;
  questionCount: number;
  passMarkPercent: number;
  attemptLimit: number | null;
};

export type PlayerQuizzesQueryVariables = Exact<{
  courseId: string | number;
  preview: boolean;
}>;

export type PlayerQuizzesQuery = {
  courseQuizzes: Array<{
    id: string;
    chapterId: string;
    title: string;
    position: number;
    questionCount: number;
    passMarkPercent: number;
    attemptLimit: number | null;
  }>;
  courseProgress?: { courseId: string; passedQuizIds: Array<string> };
};

export type QuizAttemptFieldsFragment = {
  id: string;
  quizId: string;
  attemptNumber: number;
  scorePercent: number;
  passed: boolean;
  correctCount: number;
  questionCount: number;
  submittedAt: string;
  questions: Array<{
    questionId: string;
    prompt: string;
    chosenOptionIds: Array<string>;
    answeredCorrectly: boolean;
    explanation: string | null;
  }>;
};

export type QuizStatusFieldsFragment = {
  id: string;
  attemptsUsed: number;
  attemptsLeft: number | null;
  passed: boolean;
};

export type TakeQuizQueryVariables = Exact<{
  id: string | number;
}>;

export type TakeQuizQuery = {
  quiz: {
    courseId: string;
    title: string;
    passMarkPercent: number;
    attemptLimit: number | null;
    id: string;
    attemptsUsed: number;
    attemptsLeft: number | null;
    passed: boolean;
    questions: Array<{
      id: string;
      kind: Types.QuestionKind;
      prompt: string;
      options: Array<{ id: string; text: string }>;
    }>;
    lastAttempt: {
      id: string;
      quizId: string;
      attemptNumber: number;
      scorePercent: number;
      passed: boolean;
      correctCount: number;
      questionCount: number;
      submittedAt: string;
      questions: Array<{
        questionId: string;
        prompt: string;
        chosenOptionIds: Array<string>;
        answeredCorrectly: boolean;
        explanation: string | null;
      }>;
    } | null;
  };
};

export type SubmitQuizAttemptMutationVariables = Exact<{
  quizId: string | number;
  answers: Array<Types.QuizAnswerInput> | Types.QuizAnswerInput;
}>;

export type SubmitQuizAttemptMutation = {
  submitQuizAttempt: {
    attempt: {
      id: string;
      quizId: string;
      attemptNumber: number;
      scorePercent: number;
      passed: boolean;
      correctCount: number;
      questionCount: number;
      submittedAt: string;
      questions: Array<{
        questionId: string;
        prompt: string;
        chosenOptionIds: Array<string>;
        answeredCorrectly: boolean;
        explanation: string | null;
      }>;
    };
    quiz: {
      id: string;
      attemptsUsed: number;
      attemptsLeft: number | null;
      passed: boolean;
      lastAttempt: {
        id: string;
        quizId: string;
        attemptNumber: number;
        scorePercent: number;
        passed: boolean;
        correctCount: number;
        questionCount: number;
        submittedAt: string;
        questions: Array<{
          questionId: string;
          prompt: string;
          chosenOptionIds: Array<string>;
          answeredCorrectly: boolean;
          explanation: string | null;
        }>;
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
    progress: { courseId: string; passedQuizIds: Array<string> };
  };
};

export type MyQuizProgressQueryVariables = Exact<{ [key: string]: never }>;

export type MyQuizProgressQuery = {
  myEnrollments: Array<{ course: { id: string }; quizzes: { passed: number; total: number } }>;
};

export const QuizSummaryFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'QuizSummaryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuizSummary' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chapterId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'position' } },
          { kind: 'Field', name: { kind: 'Name', value: 'questionCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'passMarkPercent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'attemptLimit' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export const QuizAttemptFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'QuizAttemptFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuizAttemptResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quizId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'attemptNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scorePercent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'passed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'correctCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'questionCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'submittedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'questions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'questionId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'chosenOptionIds' } },
                { kind: 'Field', name: { kind: 'Name', value: 'answeredCorrectly' } },
                { kind: 'Field', name: { kind: 'Name', value: 'explanation' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export const QuizStatusFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'QuizStatusFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Quiz' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'attemptsUsed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'attemptsLeft' } },
          { kind: 'Field', name: { kind: 'Name', value: 'passed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export const PlayerQuizzesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PlayerQuizzes' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'preview' } },
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
            name: { kind: 'Name', value: 'courseQuizzes' },
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
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'QuizSummaryFields' } },
              ],
            },
          },
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
            directives: [
              {
                kind: 'Directive',
                name: { kind: 'Name', value: 'skip' },
                arguments: [
                  {
                    kind: 'Argument',
                    name: { kind: 'Name', value: 'if' },
                    value: { kind: 'Variable', name: { kind: 'Name', value: 'preview' } },
                  },
                ],
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'passedQuizIds' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'QuizSummaryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuizSummary' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chapterId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'position' } },
          { kind: 'Field', name: { kind: 'Name', value: 'questionCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'passMarkPercent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'attemptLimit' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __usePlayerQuizzesQuery__
 *
 * To run a query within a React component, call `usePlayerQuizzesQuery` and pass it any options that fit your needs.
 * When your component renders, `usePlayerQuizzesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePlayerQuizzesQuery({
 *   variables: {
 *      courseId: // value for 'courseId'
 *      preview: // value for 'preview'
 *   },
 * });
 */
export function usePlayerQuizzesQuery(
  baseOptions: Apollo.QueryHookOptions<PlayerQuizzesQuery, PlayerQuizzesQueryVariables> &
    ({ variables: PlayerQuizzesQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<PlayerQuizzesQuery, PlayerQuizzesQueryVariables>(
    PlayerQuizzesDocument,
    options,
  );
}
export function usePlayerQuizzesLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<PlayerQuizzesQuery, PlayerQuizzesQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<PlayerQuizzesQuery, PlayerQuizzesQueryVariables>(
    PlayerQuizzesDocument,
    options,
  );
}
// @ts-ignore
export function usePlayerQuizzesSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<PlayerQuizzesQuery, PlayerQuizzesQueryVariables>,
): Apollo.UseSuspenseQueryResult<PlayerQuizzesQuery, PlayerQuizzesQueryVariables>;
export function usePlayerQuizzesSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<PlayerQuizzesQuery, PlayerQuizzesQueryVariables>,
): Apollo.UseSuspenseQueryResult<PlayerQuizzesQuery | undefined, PlayerQuizzesQueryVariables>;
export function usePlayerQuizzesSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<PlayerQuizzesQuery, PlayerQuizzesQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<PlayerQuizzesQuery, PlayerQuizzesQueryVariables>(
    PlayerQuizzesDocument,
    options,
  );
}
export type PlayerQuizzesQueryHookResult = ReturnType<typeof usePlayerQuizzesQuery>;
export type PlayerQuizzesLazyQueryHookResult = ReturnType<typeof usePlayerQuizzesLazyQuery>;
export type PlayerQuizzesSuspenseQueryHookResult = ReturnType<typeof usePlayerQuizzesSuspenseQuery>;
export type PlayerQuizzesQueryResult = Apollo.QueryResult<
  PlayerQuizzesQuery,
  PlayerQuizzesQueryVariables
>;
export const TakeQuizDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TakeQuiz' },
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
            name: { kind: 'Name', value: 'quiz' },
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
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'QuizStatusFields' } },
                { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'passMarkPercent' } },
                { kind: 'Field', name: { kind: 'Name', value: 'attemptLimit' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'questions' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'options' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'lastAttempt' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'QuizAttemptFields' },
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
      name: { kind: 'Name', value: 'QuizAttemptFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuizAttemptResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quizId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'attemptNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scorePercent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'passed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'correctCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'questionCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'submittedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'questions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'questionId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'chosenOptionIds' } },
                { kind: 'Field', name: { kind: 'Name', value: 'answeredCorrectly' } },
                { kind: 'Field', name: { kind: 'Name', value: 'explanation' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'QuizStatusFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Quiz' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'attemptsUsed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'attemptsLeft' } },
          { kind: 'Field', name: { kind: 'Name', value: 'passed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __useTakeQuizQuery__
 *
 * To run a query within a React component, call `useTakeQuizQuery` and pass it any options that fit your needs.
 * When your component renders, `useTakeQuizQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useTakeQuizQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useTakeQuizQuery(
  baseOptions: Apollo.QueryHookOptions<TakeQuizQuery, TakeQuizQueryVariables> &
    ({ variables: TakeQuizQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<TakeQuizQuery, TakeQuizQueryVariables>(TakeQuizDocument, options);
}
export function useTakeQuizLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<TakeQuizQuery, TakeQuizQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<TakeQuizQuery, TakeQuizQueryVariables>(TakeQuizDocument, options);
}
// @ts-ignore
export function useTakeQuizSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<TakeQuizQuery, TakeQuizQueryVariables>,
): Apollo.UseSuspenseQueryResult<TakeQuizQuery, TakeQuizQueryVariables>;
export function useTakeQuizSuspenseQuery(
  baseOptions?:
    Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<TakeQuizQuery, TakeQuizQueryVariables>,
): Apollo.UseSuspenseQueryResult<TakeQuizQuery | undefined, TakeQuizQueryVariables>;
export function useTakeQuizSuspenseQuery(
  baseOptions?:
    Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<TakeQuizQuery, TakeQuizQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<TakeQuizQuery, TakeQuizQueryVariables>(TakeQuizDocument, options);
}
export type TakeQuizQueryHookResult = ReturnType<typeof useTakeQuizQuery>;
export type TakeQuizLazyQueryHookResult = ReturnType<typeof useTakeQuizLazyQuery>;
export type TakeQuizSuspenseQueryHookResult = ReturnType<typeof useTakeQuizSuspenseQuery>;
export type TakeQuizQueryResult = Apollo.QueryResult<TakeQuizQuery, TakeQuizQueryVariables>;
export const SubmitQuizAttemptDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SubmitQuizAttempt' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'quizId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'answers' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'QuizAnswerInput' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'submitQuizAttempt' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'quizId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'quizId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'answers' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'answers' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'attempt' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'QuizAttemptFields' },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quiz' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'QuizStatusFields' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'lastAttempt' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'QuizAttemptFields' },
                            },
                          ],
                        },
                      },
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
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'progress' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'passedQuizIds' } },
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
      name: { kind: 'Name', value: 'QuizAttemptFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuizAttemptResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quizId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'attemptNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scorePercent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'passed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'correctCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'questionCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'submittedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'questions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'questionId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'chosenOptionIds' } },
                { kind: 'Field', name: { kind: 'Name', value: 'answeredCorrectly' } },
                { kind: 'Field', name: { kind: 'Name', value: 'explanation' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'QuizStatusFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Quiz' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'attemptsUsed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'attemptsLeft' } },
          { kind: 'Field', name: { kind: 'Name', value: 'passed' } },
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
export type SubmitQuizAttemptMutationFn = Apollo.MutationFunction<
  SubmitQuizAttemptMutation,
  SubmitQuizAttemptMutationVariables
>;

/**
 * __useSubmitQuizAttemptMutation__
 *
 * To run a mutation, you first call `useSubmitQuizAttemptMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSubmitQuizAttemptMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [submitQuizAttemptMutation, { data, loading, error }] = useSubmitQuizAttemptMutation({
 *   variables: {
 *      quizId: // value for 'quizId'
 *      answers: // value for 'answers'
 *   },
 * });
 */
export function useSubmitQuizAttemptMutation(
  baseOptions?: Apollo.MutationHookOptions<
    SubmitQuizAttemptMutation,
    SubmitQuizAttemptMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<SubmitQuizAttemptMutation, SubmitQuizAttemptMutationVariables>(
    SubmitQuizAttemptDocument,
    options,
  );
}
export type SubmitQuizAttemptMutationHookResult = ReturnType<typeof useSubmitQuizAttemptMutation>;
export type SubmitQuizAttemptMutationResult = Apollo.MutationResult<SubmitQuizAttemptMutation>;
export type SubmitQuizAttemptMutationOptions = Apollo.BaseMutationOptions<
  SubmitQuizAttemptMutation,
  SubmitQuizAttemptMutationVariables
>;
export const MyQuizProgressDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyQuizProgress' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myEnrollments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'course' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quizzes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'passed' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'total' } },
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
 * __useMyQuizProgressQuery__
 *
 * To run a query within a React component, call `useMyQuizProgressQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyQuizProgressQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyQuizProgressQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyQuizProgressQuery(
  baseOptions?: Apollo.QueryHookOptions<MyQuizProgressQuery, MyQuizProgressQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<MyQuizProgressQuery, MyQuizProgressQueryVariables>(
    MyQuizProgressDocument,
    options,
  );
}
export function useMyQuizProgressLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<MyQuizProgressQuery, MyQuizProgressQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<MyQuizProgressQuery, MyQuizProgressQueryVariables>(
    MyQuizProgressDocument,
    options,
  );
}
// @ts-ignore
export function useMyQuizProgressSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<MyQuizProgressQuery, MyQuizProgressQueryVariables>,
): Apollo.UseSuspenseQueryResult<MyQuizProgressQuery, MyQuizProgressQueryVariables>;
export function useMyQuizProgressSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<MyQuizProgressQuery, MyQuizProgressQueryVariables>,
): Apollo.UseSuspenseQueryResult<MyQuizProgressQuery | undefined, MyQuizProgressQueryVariables>;
export function useMyQuizProgressSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<MyQuizProgressQuery, MyQuizProgressQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<MyQuizProgressQuery, MyQuizProgressQueryVariables>(
    MyQuizProgressDocument,
    options,
  );
}
export type MyQuizProgressQueryHookResult = ReturnType<typeof useMyQuizProgressQuery>;
export type MyQuizProgressLazyQueryHookResult = ReturnType<typeof useMyQuizProgressLazyQuery>;
export type MyQuizProgressSuspenseQueryHookResult = ReturnType<
  typeof useMyQuizProgressSuspenseQuery
>;
export type MyQuizProgressQueryResult = Apollo.QueryResult<
  MyQuizProgressQuery,
  MyQuizProgressQueryVariables
>;
