/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../generated/types';

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
/** ALL: pinned first, then newest. UNANSWERED: nobody but the asker has replied. MINE: asked by the caller. MOST_UPVOTED: most upvotes first. */
export type QuestionFilter = 'ALL' | 'MINE' | 'MOST_UPVOTED' | 'UNANSWERED';

export type QuestionFieldsFragment = {
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
};

export type AnswerFieldsFragment = {
  id: string;
  questionId: string;
  body: string;
  byInstructor: boolean;
  accepted: boolean;
  hidden: boolean;
  createdAt: string;
  author: { id: string; name: string } | null;
};

export type CourseQuestionsQueryVariables = Exact<{
  courseId: string | number;
  lectureId?: string | number | null | undefined;
  filter?: Types.QuestionFilter | null | undefined;
  first?: number | null | undefined;
}>;

export type CourseQuestionsQuery = {
  courseQuestions: {
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
};

export type QuestionThreadQueryVariables = Exact<{
  id: string | number;
}>;

export type QuestionThreadQuery = {
  question: {
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
    answers: Array<{
      id: string;
      questionId: string;
      body: string;
      byInstructor: boolean;
      accepted: boolean;
      hidden: boolean;
      createdAt: string;
      author: { id: string; name: string } | null;
    }>;
    askMentor: { id: string; name: string } | null;
    author: { id: string; name: string } | null;
  };
};

export type AskQuestionMutationVariables = Exact<{
  lectureId: string | number;
  body: string;
  positionSeconds?: number | null | undefined;
}>;

export type AskQuestionMutation = {
  askQuestion: {
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
  };
};

export type AnswerQuestionMutationVariables = Exact<{
  questionId: string | number;
  body: string;
}>;

export type AnswerQuestionMutation = {
  answerQuestion: {
    id: string;
    questionId: string;
    body: string;
    byInstructor: boolean;
    accepted: boolean;
    hidden: boolean;
    createdAt: string;
    author: { id: string; name: string } | null;
  };
};

export type AcceptAnswerMutationVariables = Exact<{
  answerId: string | number;
}>;

export type AcceptAnswerMutation = {
  acceptAnswer: {
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
    answers: Array<{
      id: string;
      questionId: string;
      body: string;
      byInstructor: boolean;
      accepted: boolean;
      hidden: boolean;
      createdAt: string;
      author: { id: string; name: string } | null;
    }>;
    author: { id: string; name: string } | null;
  };
};

export type UpvoteQuestionMutationVariables = Exact<{
  questionId: string | number;
}>;

export type UpvoteQuestionMutation = {
  upvoteQuestion: { id: string; upvoteCount: number; viewerHasUpvoted: boolean };
};

export type WithdrawQuestionUpvoteMutationVariables = Exact<{
  questionId: string | number;
}>;

export type WithdrawQuestionUpvoteMutation = {
  withdrawQuestionUpvote: { id: string; upvoteCount: number; viewerHasUpvoted: boolean };
};

export type ReportPostMutationVariables = Exact<{
  questionId?: string | number | null | undefined;
  answerId?: string | number | null | undefined;
  reason: string;
}>;

export type ReportPostMutation = { reportPost: boolean };

export const QuestionFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
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
export const AnswerFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AnswerFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Answer' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'questionId' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'byInstructor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'accepted' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hidden' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export const CourseQuestionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CourseQuestions' },
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
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionFilter' } },
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
            name: { kind: 'Name', value: 'courseQuestions' },
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
                name: { kind: 'Name', value: 'filter' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
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
 * __useCourseQuestionsQuery__
 *
 * To run a query within a React component, call `useCourseQuestionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useCourseQuestionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCourseQuestionsQuery({
 *   variables: {
 *      courseId: // value for 'courseId'
 *      lectureId: // value for 'lectureId'
 *      filter: // value for 'filter'
 *      first: // value for 'first'
 *   },
 * });
 */
export function useCourseQuestionsQuery(
  baseOptions: Apollo.QueryHookOptions<CourseQuestionsQuery, CourseQuestionsQueryVariables> &
    ({ variables: CourseQuestionsQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<CourseQuestionsQuery, CourseQuestionsQueryVariables>(
    CourseQuestionsDocument,
    options,
  );
}
export function useCourseQuestionsLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<CourseQuestionsQuery, CourseQuestionsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<CourseQuestionsQuery, CourseQuestionsQueryVariables>(
    CourseQuestionsDocument,
    options,
  );
}
// @ts-ignore
export function useCourseQuestionsSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<
    CourseQuestionsQuery,
    CourseQuestionsQueryVariables
  >,
): Apollo.UseSuspenseQueryResult<CourseQuestionsQuery, CourseQuestionsQueryVariables>;
export function useCourseQuestionsSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<CourseQuestionsQuery, CourseQuestionsQueryVariables>,
): Apollo.UseSuspenseQueryResult<CourseQuestionsQuery | undefined, CourseQuestionsQueryVariables>;
export function useCourseQuestionsSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<CourseQuestionsQuery, CourseQuestionsQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<CourseQuestionsQuery, CourseQuestionsQueryVariables>(
    CourseQuestionsDocument,
    options,
  );
}
export type CourseQuestionsQueryHookResult = ReturnType<typeof useCourseQuestionsQuery>;
export type CourseQuestionsLazyQueryHookResult = ReturnType<typeof useCourseQuestionsLazyQuery>;
export type CourseQuestionsSuspenseQueryHookResult = ReturnType<
  typeof useCourseQuestionsSuspenseQuery
>;
export type CourseQuestionsQueryResult = Apollo.QueryResult<
  CourseQuestionsQuery,
  CourseQuestionsQueryVariables
>;
export const QuestionThreadDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'QuestionThread' },
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
            name: { kind: 'Name', value: 'question' },
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
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'QuestionFields' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'answers' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AnswerFields' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'askMentor' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AnswerFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Answer' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'questionId' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'byInstructor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'accepted' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hidden' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __useQuestionThreadQuery__
 *
 * To run a query within a React component, call `useQuestionThreadQuery` and pass it any options that fit your needs.
 * When your component renders, `useQuestionThreadQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useQuestionThreadQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useQuestionThreadQuery(
  baseOptions: Apollo.QueryHookOptions<QuestionThreadQuery, QuestionThreadQueryVariables> &
    ({ variables: QuestionThreadQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<QuestionThreadQuery, QuestionThreadQueryVariables>(
    QuestionThreadDocument,
    options,
  );
}
export function useQuestionThreadLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<QuestionThreadQuery, QuestionThreadQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<QuestionThreadQuery, QuestionThreadQueryVariables>(
    QuestionThreadDocument,
    options,
  );
}
// @ts-ignore
export function useQuestionThreadSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<QuestionThreadQuery, QuestionThreadQueryVariables>,
): Apollo.UseSuspenseQueryResult<QuestionThreadQuery, QuestionThreadQueryVariables>;
export function useQuestionThreadSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<QuestionThreadQuery, QuestionThreadQueryVariables>,
): Apollo.UseSuspenseQueryResult<QuestionThreadQuery | undefined, QuestionThreadQueryVariables>;
export function useQuestionThreadSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<QuestionThreadQuery, QuestionThreadQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<QuestionThreadQuery, QuestionThreadQueryVariables>(
    QuestionThreadDocument,
    options,
  );
}
export type QuestionThreadQueryHookResult = ReturnType<typeof useQuestionThreadQuery>;
export type QuestionThreadLazyQueryHookResult = ReturnType<typeof useQuestionThreadLazyQuery>;
export type QuestionThreadSuspenseQueryHookResult = ReturnType<
  typeof useQuestionThreadSuspenseQuery
>;
export type QuestionThreadQueryResult = Apollo.QueryResult<
  QuestionThreadQuery,
  QuestionThreadQueryVariables
>;
export const AskQuestionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AskQuestion' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'body' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'positionSeconds' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'askQuestion' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'lectureId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'lectureId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'body' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'body' } },
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
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'QuestionFields' } },
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
export type AskQuestionMutationFn = Apollo.MutationFunction<
  AskQuestionMutation,
  AskQuestionMutationVariables
>;

/**
 * __useAskQuestionMutation__
 *
 * To run a mutation, you first call `useAskQuestionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAskQuestionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [askQuestionMutation, { data, loading, error }] = useAskQuestionMutation({
 *   variables: {
 *      lectureId: // value for 'lectureId'
 *      body: // value for 'body'
 *      positionSeconds: // value for 'positionSeconds'
 *   },
 * });
 */
export function useAskQuestionMutation(
  baseOptions?: Apollo.MutationHookOptions<AskQuestionMutation, AskQuestionMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<AskQuestionMutation, AskQuestionMutationVariables>(
    AskQuestionDocument,
    options,
  );
}
export type AskQuestionMutationHookResult = ReturnType<typeof useAskQuestionMutation>;
export type AskQuestionMutationResult = Apollo.MutationResult<AskQuestionMutation>;
export type AskQuestionMutationOptions = Apollo.BaseMutationOptions<
  AskQuestionMutation,
  AskQuestionMutationVariables
>;
export const AnswerQuestionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AnswerQuestion' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'body' } },
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
            name: { kind: 'Name', value: 'answerQuestion' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'body' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'body' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AnswerFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AnswerFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Answer' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'questionId' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'byInstructor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'accepted' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hidden' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type AnswerQuestionMutationFn = Apollo.MutationFunction<
  AnswerQuestionMutation,
  AnswerQuestionMutationVariables
>;

/**
 * __useAnswerQuestionMutation__
 *
 * To run a mutation, you first call `useAnswerQuestionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAnswerQuestionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [answerQuestionMutation, { data, loading, error }] = useAnswerQuestionMutation({
 *   variables: {
 *      questionId: // value for 'questionId'
 *      body: // value for 'body'
 *   },
 * });
 */
export function useAnswerQuestionMutation(
  baseOptions?: Apollo.MutationHookOptions<AnswerQuestionMutation, AnswerQuestionMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<AnswerQuestionMutation, AnswerQuestionMutationVariables>(
    AnswerQuestionDocument,
    options,
  );
}
export type AnswerQuestionMutationHookResult = ReturnType<typeof useAnswerQuestionMutation>;
export type AnswerQuestionMutationResult = Apollo.MutationResult<AnswerQuestionMutation>;
export type AnswerQuestionMutationOptions = Apollo.BaseMutationOptions<
  AnswerQuestionMutation,
  AnswerQuestionMutationVariables
>;
export const AcceptAnswerDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AcceptAnswer' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'answerId' } },
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
            name: { kind: 'Name', value: 'acceptAnswer' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'answerId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'answerId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'QuestionFields' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'answers' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AnswerFields' } },
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
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AnswerFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Answer' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'questionId' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'byInstructor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'accepted' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hidden' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type AcceptAnswerMutationFn = Apollo.MutationFunction<
  AcceptAnswerMutation,
  AcceptAnswerMutationVariables
>;

/**
 * __useAcceptAnswerMutation__
 *
 * To run a mutation, you first call `useAcceptAnswerMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAcceptAnswerMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [acceptAnswerMutation, { data, loading, error }] = useAcceptAnswerMutation({
 *   variables: {
 *      answerId: // value for 'answerId'
 *   },
 * });
 */
export function useAcceptAnswerMutation(
  baseOptions?: Apollo.MutationHookOptions<AcceptAnswerMutation, AcceptAnswerMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<AcceptAnswerMutation, AcceptAnswerMutationVariables>(
    AcceptAnswerDocument,
    options,
  );
}
export type AcceptAnswerMutationHookResult = ReturnType<typeof useAcceptAnswerMutation>;
export type AcceptAnswerMutationResult = Apollo.MutationResult<AcceptAnswerMutation>;
export type AcceptAnswerMutationOptions = Apollo.BaseMutationOptions<
  AcceptAnswerMutation,
  AcceptAnswerMutationVariables
>;
export const UpvoteQuestionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpvoteQuestion' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionId' } },
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
            name: { kind: 'Name', value: 'upvoteQuestion' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'upvoteCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'viewerHasUpvoted' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type UpvoteQuestionMutationFn = Apollo.MutationFunction<
  UpvoteQuestionMutation,
  UpvoteQuestionMutationVariables
>;

/**
 * __useUpvoteQuestionMutation__
 *
 * To run a mutation, you first call `useUpvoteQuestionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpvoteQuestionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [upvoteQuestionMutation, { data, loading, error }] = useUpvoteQuestionMutation({
 *   variables: {
 *      questionId: // value for 'questionId'
 *   },
 * });
 */
export function useUpvoteQuestionMutation(
  baseOptions?: Apollo.MutationHookOptions<UpvoteQuestionMutation, UpvoteQuestionMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<UpvoteQuestionMutation, UpvoteQuestionMutationVariables>(
    UpvoteQuestionDocument,
    options,
  );
}
export type UpvoteQuestionMutationHookResult = ReturnType<typeof useUpvoteQuestionMutation>;
export type UpvoteQuestionMutationResult = Apollo.MutationResult<UpvoteQuestionMutation>;
export type UpvoteQuestionMutationOptions = Apollo.BaseMutationOptions<
  UpvoteQuestionMutation,
  UpvoteQuestionMutationVariables
>;
export const WithdrawQuestionUpvoteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'WithdrawQuestionUpvote' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionId' } },
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
            name: { kind: 'Name', value: 'withdrawQuestionUpvote' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'upvoteCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'viewerHasUpvoted' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type WithdrawQuestionUpvoteMutationFn = Apollo.MutationFunction<
  WithdrawQuestionUpvoteMutation,
  WithdrawQuestionUpvoteMutationVariables
>;

/**
 * __useWithdrawQuestionUpvoteMutation__
 *
 * To run a mutation, you first call `useWithdrawQuestionUpvoteMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useWithdrawQuestionUpvoteMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [withdrawQuestionUpvoteMutation, { data, loading, error }] = useWithdrawQuestionUpvoteMutation({
 *   variables: {
 *      questionId: // value for 'questionId'
 *   },
 * });
 */
export function useWithdrawQuestionUpvoteMutation(
  baseOptions?: Apollo.MutationHookOptions<
    WithdrawQuestionUpvoteMutation,
    WithdrawQuestionUpvoteMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<
    WithdrawQuestionUpvoteMutation,
    WithdrawQuestionUpvoteMutationVariables
  >(WithdrawQuestionUpvoteDocument, options);
}
export type WithdrawQuestionUpvoteMutationHookResult = ReturnType<
  typeof useWithdrawQuestionUpvoteMutation
>;
export type WithdrawQuestionUpvoteMutationResult =
  Apollo.MutationResult<WithdrawQuestionUpvoteMutation>;
export type WithdrawQuestionUpvoteMutationOptions = Apollo.BaseMutationOptions<
  WithdrawQuestionUpvoteMutation,
  WithdrawQuestionUpvoteMutationVariables
>;
export const ReportPostDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ReportPost' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'questionId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'answerId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
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
            name: { kind: 'Name', value: 'reportPost' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'questionId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'questionId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'answerId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'answerId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reason' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type ReportPostMutationFn = Apollo.MutationFunction<
  ReportPostMutation,
  ReportPostMutationVariables
>;

/**
 * __useReportPostMutation__
 *
 * To run a mutation, you first call `useReportPostMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useReportPostMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [reportPostMutation, { data, loading, error }] = useReportPostMutation({
 *   variables: {
 *      questionId: // value for 'questionId'
 *      answerId: // value for 'answerId'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useReportPostMutation(
  baseOptions?: Apollo.MutationHookOptions<ReportPostMutation, ReportPostMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<ReportPostMutation, ReportPostMutationVariables>(
    ReportPostDocument,
    options,
  );
}
export type ReportPostMutationHookResult = ReturnType<typeof useReportPostMutation>;
export type ReportPostMutationResult = Apollo.MutationResult<ReportPostMutation>;
export type ReportPostMutationOptions = Apollo.BaseMutationOptions<
  ReportPostMutation,
  ReportPostMutationVariables
>;
