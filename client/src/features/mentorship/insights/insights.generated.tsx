/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../generated/types';

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
/** Where a booking is in its life. */
export type BookingStatus =
  /** Cancelled by the learner or the mentor. */
  | 'CANCELLED'
  /** The session took place. */
  | 'COMPLETED'
  /** Booked: free at once, paid once paid. */
  | 'CONFIRMED'
  /** A hold whose checkout did not finish in time. */
  | 'EXPIRED'
  /** A paid session's time, kept 15 minutes for its checkout. */
  | 'HELD';

/** Who rated a session: its learner or its mentor. */
export type RaterSide = 'LEARNER' | 'MENTOR';

export type PrepCardFieldsFragment = {
  note: string;
  courses: Array<{
    courseId: string;
    courseTitle: string;
    bookedFrom: boolean;
    lecturesCompleted: number;
    totalLectures: number;
    percent: number;
    quizzes: Array<{
      quizId: string;
      title: string;
      bestScorePercent: number;
      passed: boolean;
      attempts: number;
    }>;
    resume: {
      lectureId: string;
      lectureTitle: string;
      chapterTitle: string;
      positionSeconds: number;
    } | null;
  }>;
};

export type BookingPrepQueryVariables = Exact<{
  id: string | number;
}>;

export type BookingPrepQuery = {
  booking: {
    id: string;
    prep: {
      note: string;
      courses: Array<{
        courseId: string;
        courseTitle: string;
        bookedFrom: boolean;
        lecturesCompleted: number;
        totalLectures: number;
        percent: number;
        quizzes: Array<{
          quizId: string;
          title: string;
          bestScorePercent: number;
          passed: boolean;
          attempts: number;
        }>;
        resume: {
          lectureId: string;
          lectureTitle: string;
          chapterTitle: string;
          positionSeconds: number;
        } | null;
      }>;
    } | null;
  } | null;
};

export type OwnRatingFragment = {
  id: string;
  side: Types.RaterSide;
  stars: number;
  comment: string;
  updatedAt: string;
};

export type MySessionRatingQueryVariables = Exact<{
  id: string | number;
}>;

export type MySessionRatingQuery = {
  booking: {
    id: string;
    status: Types.BookingStatus;
    endsAt: string;
    myRating: {
      id: string;
      side: Types.RaterSide;
      stars: number;
      comment: string;
      updatedAt: string;
    } | null;
  } | null;
};

export type RateSessionMutationVariables = Exact<{
  bookingId: string | number;
  stars: number;
  comment?: string | null | undefined;
}>;

export type RateSessionMutation = {
  rateSession: {
    id: string;
    side: Types.RaterSide;
    stars: number;
    comment: string;
    updatedAt: string;
  };
};

export type MentorDashboardQueryVariables = Exact<{
  days?: number | null | undefined;
}>;

export type MentorDashboardQuery = {
  mentorDashboard: {
    days: number;
    sessionEarningsPaise: number;
    courseEarningsPaise: number;
    sessionsHeld: number;
    bookedMinutes: number;
    offeredMinutes: number;
    fillRatePercent: number | null;
    noShowRatePercent: number | null;
    upcoming: Array<{
      id: string;
      startsAt: string;
      sessionType: { id: string; title: string };
      learner: { id: string; name: string };
    }>;
  } | null;
};

export const PrepCardFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PrepCardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PrepCard' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'courses' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'courseTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bookedFrom' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lecturesCompleted' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalLectures' } },
                { kind: 'Field', name: { kind: 'Name', value: 'percent' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quizzes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'quizId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'bestScorePercent' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'passed' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'attempts' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'resume' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'lectureId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lectureTitle' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'chapterTitle' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'positionSeconds' } },
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
export const OwnRatingFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OwnRating' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SessionRating' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'side' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stars' } },
          { kind: 'Field', name: { kind: 'Name', value: 'comment' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export const BookingPrepDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BookingPrep' },
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
            name: { kind: 'Name', value: 'booking' },
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
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'prep' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'PrepCardFields' } },
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
      name: { kind: 'Name', value: 'PrepCardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PrepCard' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'courses' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'courseTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bookedFrom' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lecturesCompleted' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalLectures' } },
                { kind: 'Field', name: { kind: 'Name', value: 'percent' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quizzes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'quizId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'bestScorePercent' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'passed' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'attempts' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'resume' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'lectureId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lectureTitle' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'chapterTitle' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'positionSeconds' } },
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
 * __useBookingPrepQuery__
 *
 * To run a query within a React component, call `useBookingPrepQuery` and pass it any options that fit your needs.
 * When your component renders, `useBookingPrepQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBookingPrepQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useBookingPrepQuery(
  baseOptions: Apollo.QueryHookOptions<BookingPrepQuery, BookingPrepQueryVariables> &
    ({ variables: BookingPrepQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<BookingPrepQuery, BookingPrepQueryVariables>(BookingPrepDocument, options);
}
export function useBookingPrepLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<BookingPrepQuery, BookingPrepQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<BookingPrepQuery, BookingPrepQueryVariables>(
    BookingPrepDocument,
    options,
  );
}
// @ts-ignore
export function useBookingPrepSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<BookingPrepQuery, BookingPrepQueryVariables>,
): Apollo.UseSuspenseQueryResult<BookingPrepQuery, BookingPrepQueryVariables>;
export function useBookingPrepSuspenseQuery(
  baseOptions?:
    Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<BookingPrepQuery, BookingPrepQueryVariables>,
): Apollo.UseSuspenseQueryResult<BookingPrepQuery | undefined, BookingPrepQueryVariables>;
export function useBookingPrepSuspenseQuery(
  baseOptions?:
    Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<BookingPrepQuery, BookingPrepQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<BookingPrepQuery, BookingPrepQueryVariables>(
    BookingPrepDocument,
    options,
  );
}
export type BookingPrepQueryHookResult = ReturnType<typeof useBookingPrepQuery>;
export type BookingPrepLazyQueryHookResult = ReturnType<typeof useBookingPrepLazyQuery>;
export type BookingPrepSuspenseQueryHookResult = ReturnType<typeof useBookingPrepSuspenseQuery>;
export type BookingPrepQueryResult = Apollo.QueryResult<
  BookingPrepQuery,
  BookingPrepQueryVariables
>;
export const MySessionRatingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MySessionRating' },
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
            name: { kind: 'Name', value: 'booking' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endsAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'myRating' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OwnRating' } },
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
      name: { kind: 'Name', value: 'OwnRating' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SessionRating' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'side' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stars' } },
          { kind: 'Field', name: { kind: 'Name', value: 'comment' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __useMySessionRatingQuery__
 *
 * To run a query within a React component, call `useMySessionRatingQuery` and pass it any options that fit your needs.
 * When your component renders, `useMySessionRatingQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMySessionRatingQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useMySessionRatingQuery(
  baseOptions: Apollo.QueryHookOptions<MySessionRatingQuery, MySessionRatingQueryVariables> &
    ({ variables: MySessionRatingQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<MySessionRatingQuery, MySessionRatingQueryVariables>(
    MySessionRatingDocument,
    options,
  );
}
export function useMySessionRatingLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<MySessionRatingQuery, MySessionRatingQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<MySessionRatingQuery, MySessionRatingQueryVariables>(
    MySessionRatingDocument,
    options,
  );
}
// @ts-ignore
export function useMySessionRatingSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<
    MySessionRatingQuery,
    MySessionRatingQueryVariables
  >,
): Apollo.UseSuspenseQueryResult<MySessionRatingQuery, MySessionRatingQueryVariables>;
export function useMySessionRatingSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<MySessionRatingQuery, MySessionRatingQueryVariables>,
): Apollo.UseSuspenseQueryResult<MySessionRatingQuery | undefined, MySessionRatingQueryVariables>;
export function useMySessionRatingSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<MySessionRatingQuery, MySessionRatingQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<MySessionRatingQuery, MySessionRatingQueryVariables>(
    MySessionRatingDocument,
    options,
  );
}
export type MySessionRatingQueryHookResult = ReturnType<typeof useMySessionRatingQuery>;
export type MySessionRatingLazyQueryHookResult = ReturnType<typeof useMySessionRatingLazyQuery>;
export type MySessionRatingSuspenseQueryHookResult = ReturnType<
  typeof useMySessionRatingSuspenseQuery
>;
export type MySessionRatingQueryResult = Apollo.QueryResult<
  MySessionRatingQuery,
  MySessionRatingQueryVariables
>;
export const RateSessionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RateSession' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'bookingId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'stars' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'comment' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rateSession' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'bookingId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'bookingId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'stars' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'stars' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'comment' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'comment' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OwnRating' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OwnRating' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SessionRating' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'side' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stars' } },
          { kind: 'Field', name: { kind: 'Name', value: 'comment' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type RateSessionMutationFn = Apollo.MutationFunction<
  RateSessionMutation,
  RateSessionMutationVariables
>;

/**
 * __useRateSessionMutation__
 *
 * To run a mutation, you first call `useRateSessionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRateSessionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [rateSessionMutation, { data, loading, error }] = useRateSessionMutation({
 *   variables: {
 *      bookingId: // value for 'bookingId'
 *      stars: // value for 'stars'
 *      comment: // value for 'comment'
 *   },
 * });
 */
export function useRateSessionMutation(
  baseOptions?: Apollo.MutationHookOptions<RateSessionMutation, RateSessionMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<RateSessionMutation, RateSessionMutationVariables>(
    RateSessionDocument,
    options,
  );
}
export type RateSessionMutationHookResult = ReturnType<typeof useRateSessionMutation>;
export type RateSessionMutationResult = Apollo.MutationResult<RateSessionMutation>;
export type RateSessionMutationOptions = Apollo.BaseMutationOptions<
  RateSessionMutation,
  RateSessionMutationVariables
>;
export const MentorDashboardDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MentorDashboard' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'days' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mentorDashboard' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'days' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'days' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'days' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sessionEarningsPaise' } },
                { kind: 'Field', name: { kind: 'Name', value: 'courseEarningsPaise' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sessionsHeld' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bookedMinutes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'offeredMinutes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fillRatePercent' } },
                { kind: 'Field', name: { kind: 'Name', value: 'noShowRatePercent' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'upcoming' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'startsAt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'sessionType' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'learner' },
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
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __useMentorDashboardQuery__
 *
 * To run a query within a React component, call `useMentorDashboardQuery` and pass it any options that fit your needs.
 * When your component renders, `useMentorDashboardQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMentorDashboardQuery({
 *   variables: {
 *      days: // value for 'days'
 *   },
 * });
 */
export function useMentorDashboardQuery(
  baseOptions?: Apollo.QueryHookOptions<MentorDashboardQuery, MentorDashboardQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<MentorDashboardQuery, MentorDashboardQueryVariables>(
    MentorDashboardDocument,
    options,
  );
}
export function useMentorDashboardLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<MentorDashboardQuery, MentorDashboardQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<MentorDashboardQuery, MentorDashboardQueryVariables>(
    MentorDashboardDocument,
    options,
  );
}
// @ts-ignore
export function useMentorDashboardSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<
    MentorDashboardQuery,
    MentorDashboardQueryVariables
  >,
): Apollo.UseSuspenseQueryResult<MentorDashboardQuery, MentorDashboardQueryVariables>;
export function useMentorDashboardSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<MentorDashboardQuery, MentorDashboardQueryVariables>,
): Apollo.UseSuspenseQueryResult<MentorDashboardQuery | undefined, MentorDashboardQueryVariables>;
export function useMentorDashboardSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<MentorDashboardQuery, MentorDashboardQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<MentorDashboardQuery, MentorDashboardQueryVariables>(
    MentorDashboardDocument,
    options,
  );
}
export type MentorDashboardQueryHookResult = ReturnType<typeof useMentorDashboardQuery>;
export type MentorDashboardLazyQueryHookResult = ReturnType<typeof useMentorDashboardLazyQuery>;
export type MentorDashboardSuspenseQueryHookResult = ReturnType<
  typeof useMentorDashboardSuspenseQuery
>;
export type MentorDashboardQueryResult = Apollo.QueryResult<
  MentorDashboardQuery,
  MentorDashboardQueryVariables
>;
