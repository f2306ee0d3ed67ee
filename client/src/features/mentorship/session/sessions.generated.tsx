/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../generated/types';

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
/** What the payment of a cancelled paid booking does. */
export type BookingRefund =
  /** Refunded in full (see Booking.refunded for whether it is done). */
  | 'FULL'
  /** Kept: the learner cancelled inside the cancellation notice. */
  | 'NONE';

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

export type MentorshipSessionSummaryFragment = {
  id: string;
  startsAt: string;
  endsAt: string;
  status: Types.BookingStatus;
  holdExpiresAt: string | null;
  sessionType: { id: string; title: string };
  mentor: { id: string; name: string };
  learner: { id: string; name: string };
};

export type MentorshipSessionDetailFragment = {
  pricePaise: number;
  currency: string;
  cancellationNoticeHours: number;
  learnerTimeZone: string;
  mentorTimeZone: string;
  note: string;
  sequence: number;
  cancelledAt: string | null;
  cancelledBy: string | null;
  cancelReason: string | null;
  paid: boolean;
  refunded: boolean;
  cancellationRefund: Types.BookingRefund | null;
  meetingUrl: string | null;
  id: string;
  startsAt: string;
  endsAt: string;
  status: Types.BookingStatus;
  holdExpiresAt: string | null;
  sessionType: { id: string; durationMinutes: number; cancellationPolicy: string; title: string };
  mentor: { id: string; imageUrl: string; name: string };
  learner: { id: string; imageUrl: string; name: string };
};

export type MyMentorshipSessionsQueryVariables = Exact<{
  asMentor: boolean;
}>;

export type MyMentorshipSessionsQuery = {
  learnerUpcoming: Array<{
    id: string;
    startsAt: string;
    endsAt: string;
    status: Types.BookingStatus;
    holdExpiresAt: string | null;
    sessionType: { id: string; title: string };
    mentor: { id: string; name: string };
    learner: { id: string; name: string };
  }>;
  learnerPast: Array<{
    id: string;
    startsAt: string;
    endsAt: string;
    status: Types.BookingStatus;
    holdExpiresAt: string | null;
    sessionType: { id: string; title: string };
    mentor: { id: string; name: string };
    learner: { id: string; name: string };
  }>;
  mentorUpcoming?: Array<{
    id: string;
    startsAt: string;
    endsAt: string;
    status: Types.BookingStatus;
    holdExpiresAt: string | null;
    sessionType: { id: string; title: string };
    mentor: { id: string; name: string };
    learner: { id: string; name: string };
  }>;
  mentorPast?: Array<{
    id: string;
    startsAt: string;
    endsAt: string;
    status: Types.BookingStatus;
    holdExpiresAt: string | null;
    sessionType: { id: string; title: string };
    mentor: { id: string; name: string };
    learner: { id: string; name: string };
  }>;
  myMentorProfile?: { id: string } | null;
};

export type MentorshipSessionQueryVariables = Exact<{
  id: string | number;
}>;

export type MentorshipSessionQuery = {
  booking: {
    pricePaise: number;
    currency: string;
    cancellationNoticeHours: number;
    learnerTimeZone: string;
    mentorTimeZone: string;
    note: string;
    sequence: number;
    cancelledAt: string | null;
    cancelledBy: string | null;
    cancelReason: string | null;
    paid: boolean;
    refunded: boolean;
    cancellationRefund: Types.BookingRefund | null;
    meetingUrl: string | null;
    id: string;
    startsAt: string;
    endsAt: string;
    status: Types.BookingStatus;
    holdExpiresAt: string | null;
    sessionType: { id: string; durationMinutes: number; cancellationPolicy: string; title: string };
    mentor: { id: string; imageUrl: string; name: string };
    learner: { id: string; imageUrl: string; name: string };
  } | null;
};

export type RescheduleMentorshipSessionMutationVariables = Exact<{
  id: string | number;
  startsAt: string;
}>;

export type RescheduleMentorshipSessionMutation = {
  rescheduleBooking: {
    pricePaise: number;
    currency: string;
    cancellationNoticeHours: number;
    learnerTimeZone: string;
    mentorTimeZone: string;
    note: string;
    sequence: number;
    cancelledAt: string | null;
    cancelledBy: string | null;
    cancelReason: string | null;
    paid: boolean;
    refunded: boolean;
    cancellationRefund: Types.BookingRefund | null;
    meetingUrl: string | null;
    id: string;
    startsAt: string;
    endsAt: string;
    status: Types.BookingStatus;
    holdExpiresAt: string | null;
    sessionType: { id: string; durationMinutes: number; cancellationPolicy: string; title: string };
    mentor: { id: string; imageUrl: string; name: string };
    learner: { id: string; imageUrl: string; name: string };
  };
};

export type CancelMentorshipSessionMutationVariables = Exact<{
  id: string | number;
  reason?: string | null | undefined;
}>;

export type CancelMentorshipSessionMutation = {
  cancelBooking: {
    pricePaise: number;
    currency: string;
    cancellationNoticeHours: number;
    learnerTimeZone: string;
    mentorTimeZone: string;
    note: string;
    sequence: number;
    cancelledAt: string | null;
    cancelledBy: string | null;
    cancelReason: string | null;
    paid: boolean;
    refunded: boolean;
    cancellationRefund: Types.BookingRefund | null;
    meetingUrl: string | null;
    id: string;
    startsAt: string;
    endsAt: string;
    status: Types.BookingStatus;
    holdExpiresAt: string | null;
    sessionType: { id: string; durationMinutes: number; cancellationPolicy: string; title: string };
    mentor: { id: string; imageUrl: string; name: string };
    learner: { id: string; imageUrl: string; name: string };
  };
};

export type MentorshipSessionInviteQueryVariables = Exact<{
  id: string | number;
}>;

export type MentorshipSessionInviteQuery = {
  booking: { id: string; calendarInvite: string | null } | null;
};

export const MentorshipSessionSummaryFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MentorshipSessionSummary' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Booking' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'holdExpiresAt' } },
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
            name: { kind: 'Name', value: 'mentor' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
} as unknown as DocumentNode;
export const MentorshipSessionDetailFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MentorshipSessionDetail' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Booking' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MentorshipSessionSummary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pricePaise' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancellationNoticeHours' } },
          { kind: 'Field', name: { kind: 'Name', value: 'learnerTimeZone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mentorTimeZone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sequence' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelledAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelledBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refunded' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancellationRefund' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meetingUrl' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sessionType' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'durationMinutes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancellationPolicy' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mentor' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MentorshipSessionSummary' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Booking' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'holdExpiresAt' } },
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
            name: { kind: 'Name', value: 'mentor' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
} as unknown as DocumentNode;
export const MyMentorshipSessionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyMentorshipSessions' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'asMentor' } },
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
            alias: { kind: 'Name', value: 'learnerUpcoming' },
            name: { kind: 'Name', value: 'myBookings' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'as' },
                value: { kind: 'EnumValue', value: 'LEARNER' },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'upcoming' },
                value: { kind: 'BooleanValue', value: true },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'MentorshipSessionSummary' },
                },
              ],
            },
          },
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'learnerPast' },
            name: { kind: 'Name', value: 'myBookings' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'as' },
                value: { kind: 'EnumValue', value: 'LEARNER' },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'upcoming' },
                value: { kind: 'BooleanValue', value: false },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'MentorshipSessionSummary' },
                },
              ],
            },
          },
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'mentorUpcoming' },
            name: { kind: 'Name', value: 'myBookings' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'as' },
                value: { kind: 'EnumValue', value: 'MENTOR' },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'upcoming' },
                value: { kind: 'BooleanValue', value: true },
              },
            ],
            directives: [
              {
                kind: 'Directive',
                name: { kind: 'Name', value: 'include' },
                arguments: [
                  {
                    kind: 'Argument',
                    name: { kind: 'Name', value: 'if' },
                    value: { kind: 'Variable', name: { kind: 'Name', value: 'asMentor' } },
                  },
                ],
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'MentorshipSessionSummary' },
                },
              ],
            },
          },
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'mentorPast' },
            name: { kind: 'Name', value: 'myBookings' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'as' },
                value: { kind: 'EnumValue', value: 'MENTOR' },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'upcoming' },
                value: { kind: 'BooleanValue', value: false },
              },
            ],
            directives: [
              {
                kind: 'Directive',
                name: { kind: 'Name', value: 'include' },
                arguments: [
                  {
                    kind: 'Argument',
                    name: { kind: 'Name', value: 'if' },
                    value: { kind: 'Variable', name: { kind: 'Name', value: 'asMentor' } },
                  },
                ],
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'MentorshipSessionSummary' },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myMentorProfile' },
            directives: [
              {
                kind: 'Directive',
                name: { kind: 'Name', value: 'include' },
                arguments: [
                  {
                    kind: 'Argument',
                    name: { kind: 'Name', value: 'if' },
                    value: { kind: 'Variable', name: { kind: 'Name', value: 'asMentor' } },
                  },
                ],
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MentorshipSessionSummary' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Booking' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'holdExpiresAt' } },
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
            name: { kind: 'Name', value: 'mentor' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
} as unknown as DocumentNode;

/**
 * __useMyMentorshipSessionsQuery__
 *
 * To run a query within a React component, call `useMyMentorshipSessionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyMentorshipSessionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyMentorshipSessionsQuery({
 *   variables: {
 *      asMentor: // value for 'asMentor'
 *   },
 * });
 */
export function useMyMentorshipSessionsQuery(
  baseOptions: Apollo.QueryHookOptions<
    MyMentorshipSessionsQuery,
    MyMentorshipSessionsQueryVariables
  > &
    ({ variables: MyMentorshipSessionsQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<MyMentorshipSessionsQuery, MyMentorshipSessionsQueryVariables>(
    MyMentorshipSessionsDocument,
    options,
  );
}
export function useMyMentorshipSessionsLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<
    MyMentorshipSessionsQuery,
    MyMentorshipSessionsQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<MyMentorshipSessionsQuery, MyMentorshipSessionsQueryVariables>(
    MyMentorshipSessionsDocument,
    options,
  );
}
// @ts-ignore
export function useMyMentorshipSessionsSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<
    MyMentorshipSessionsQuery,
    MyMentorshipSessionsQueryVariables
  >,
): Apollo.UseSuspenseQueryResult<MyMentorshipSessionsQuery, MyMentorshipSessionsQueryVariables>;
export function useMyMentorshipSessionsSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<
        MyMentorshipSessionsQuery,
        MyMentorshipSessionsQueryVariables
      >,
): Apollo.UseSuspenseQueryResult<
  MyMentorshipSessionsQuery | undefined,
  MyMentorshipSessionsQueryVariables
>;
export function useMyMentorshipSessionsSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<
        MyMentorshipSessionsQuery,
        MyMentorshipSessionsQueryVariables
      >,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<MyMentorshipSessionsQuery, MyMentorshipSessionsQueryVariables>(
    MyMentorshipSessionsDocument,
    options,
  );
}
export type MyMentorshipSessionsQueryHookResult = ReturnType<typeof useMyMentorshipSessionsQuery>;
export type MyMentorshipSessionsLazyQueryHookResult = ReturnType<
  typeof useMyMentorshipSessionsLazyQuery
>;
export type MyMentorshipSessionsSuspenseQueryHookResult = ReturnType<
  typeof useMyMentorshipSessionsSuspenseQuery
>;
export type MyMentorshipSessionsQueryResult = Apollo.QueryResult<
  MyMentorshipSessionsQuery,
  MyMentorshipSessionsQueryVariables
>;
export const MentorshipSessionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MentorshipSession' },
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
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'MentorshipSessionDetail' },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MentorshipSessionSummary' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Booking' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'holdExpiresAt' } },
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
            name: { kind: 'Name', value: 'mentor' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MentorshipSessionDetail' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Booking' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MentorshipSessionSummary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pricePaise' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancellationNoticeHours' } },
          { kind: 'Field', name: { kind: 'Name', value: 'learnerTimeZone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mentorTimeZone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sequence' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelledAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelledBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refunded' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancellationRefund' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meetingUrl' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sessionType' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'durationMinutes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancellationPolicy' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mentor' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __useMentorshipSessionQuery__
 *
 * To run a query within a React component, call `useMentorshipSessionQuery` and pass it any options that fit your needs.
 * When your component renders, `useMentorshipSessionQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMentorshipSessionQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useMentorshipSessionQuery(
  baseOptions: Apollo.QueryHookOptions<MentorshipSessionQuery, MentorshipSessionQueryVariables> &
    ({ variables: MentorshipSessionQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<MentorshipSessionQuery, MentorshipSessionQueryVariables>(
    MentorshipSessionDocument,
    options,
  );
}
export function useMentorshipSessionLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<
    MentorshipSessionQuery,
    MentorshipSessionQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<MentorshipSessionQuery, MentorshipSessionQueryVariables>(
    MentorshipSessionDocument,
    options,
  );
}
// @ts-ignore
export function useMentorshipSessionSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<
    MentorshipSessionQuery,
    MentorshipSessionQueryVariables
  >,
): Apollo.UseSuspenseQueryResult<MentorshipSessionQuery, MentorshipSessionQueryVariables>;
export function useMentorshipSessionSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<MentorshipSessionQuery, MentorshipSessionQueryVariables>,
): Apollo.UseSuspenseQueryResult<
  MentorshipSessionQuery | undefined,
  MentorshipSessionQueryVariables
>;
export function useMentorshipSessionSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<MentorshipSessionQuery, MentorshipSessionQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<MentorshipSessionQuery, MentorshipSessionQueryVariables>(
    MentorshipSessionDocument,
    options,
  );
}
export type MentorshipSessionQueryHookResult = ReturnType<typeof useMentorshipSessionQuery>;
export type MentorshipSessionLazyQueryHookResult = ReturnType<typeof useMentorshipSessionLazyQuery>;
export type MentorshipSessionSuspenseQueryHookResult = ReturnType<
  typeof useMentorshipSessionSuspenseQuery
>;
export type MentorshipSessionQueryResult = Apollo.QueryResult<
  MentorshipSessionQuery,
  MentorshipSessionQueryVariables
>;
export const RescheduleMentorshipSessionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RescheduleMentorshipSession' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'startsAt' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'DateTime' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rescheduleBooking' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'startsAt' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'startsAt' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'MentorshipSessionDetail' },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MentorshipSessionSummary' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Booking' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'holdExpiresAt' } },
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
            name: { kind: 'Name', value: 'mentor' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MentorshipSessionDetail' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Booking' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MentorshipSessionSummary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pricePaise' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancellationNoticeHours' } },
          { kind: 'Field', name: { kind: 'Name', value: 'learnerTimeZone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mentorTimeZone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sequence' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelledAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelledBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refunded' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancellationRefund' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meetingUrl' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sessionType' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'durationMinutes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancellationPolicy' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mentor' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type RescheduleMentorshipSessionMutationFn = Apollo.MutationFunction<
  RescheduleMentorshipSessionMutation,
  RescheduleMentorshipSessionMutationVariables
>;

/**
 * __useRescheduleMentorshipSessionMutation__
 *
 * To run a mutation, you first call `useRescheduleMentorshipSessionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRescheduleMentorshipSessionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [rescheduleMentorshipSessionMutation, { data, loading, error }] = useRescheduleMentorshipSessionMutation({
 *   variables: {
 *      id: // value for 'id'
 *      startsAt: // value for 'startsAt'
 *   },
 * });
 */
export function useRescheduleMentorshipSessionMutation(
  baseOptions?: Apollo.MutationHookOptions<
    RescheduleMentorshipSessionMutation,
    RescheduleMentorshipSessionMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<
    RescheduleMentorshipSessionMutation,
    RescheduleMentorshipSessionMutationVariables
  >(RescheduleMentorshipSessionDocument, options);
}
export type RescheduleMentorshipSessionMutationHookResult = ReturnType<
  typeof useRescheduleMentorshipSessionMutation
>;
export type RescheduleMentorshipSessionMutationResult =
  Apollo.MutationResult<RescheduleMentorshipSessionMutation>;
export type RescheduleMentorshipSessionMutationOptions = Apollo.BaseMutationOptions<
  RescheduleMentorshipSessionMutation,
  RescheduleMentorshipSessionMutationVariables
>;
export const CancelMentorshipSessionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CancelMentorshipSession' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cancelBooking' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reason' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'MentorshipSessionDetail' },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MentorshipSessionSummary' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Booking' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'holdExpiresAt' } },
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
            name: { kind: 'Name', value: 'mentor' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MentorshipSessionDetail' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Booking' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MentorshipSessionSummary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pricePaise' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancellationNoticeHours' } },
          { kind: 'Field', name: { kind: 'Name', value: 'learnerTimeZone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mentorTimeZone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sequence' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelledAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelledBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refunded' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancellationRefund' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meetingUrl' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sessionType' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'durationMinutes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancellationPolicy' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mentor' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type CancelMentorshipSessionMutationFn = Apollo.MutationFunction<
  CancelMentorshipSessionMutation,
  CancelMentorshipSessionMutationVariables
>;

/**
 * __useCancelMentorshipSessionMutation__
 *
 * To run a mutation, you first call `useCancelMentorshipSessionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCancelMentorshipSessionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [cancelMentorshipSessionMutation, { data, loading, error }] = useCancelMentorshipSessionMutation({
 *   variables: {
 *      id: // value for 'id'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useCancelMentorshipSessionMutation(
  baseOptions?: Apollo.MutationHookOptions<
    CancelMentorshipSessionMutation,
    CancelMentorshipSessionMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<
    CancelMentorshipSessionMutation,
    CancelMentorshipSessionMutationVariables
  >(CancelMentorshipSessionDocument, options);
}
export type CancelMentorshipSessionMutationHookResult = ReturnType<
  typeof useCancelMentorshipSessionMutation
>;
export type CancelMentorshipSessionMutationResult =
  Apollo.MutationResult<CancelMentorshipSessionMutation>;
export type CancelMentorshipSessionMutationOptions = Apollo.BaseMutationOptions<
  CancelMentorshipSessionMutation,
  CancelMentorshipSessionMutationVariables
>;
export const MentorshipSessionInviteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MentorshipSessionInvite' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'calendarInvite' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __useMentorshipSessionInviteQuery__
 *
 * To run a query within a React component, call `useMentorshipSessionInviteQuery` and pass it any options that fit your needs.
 * When your component renders, `useMentorshipSessionInviteQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMentorshipSessionInviteQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useMentorshipSessionInviteQuery(
  baseOptions: Apollo.QueryHookOptions<
    MentorshipSessionInviteQuery,
    MentorshipSessionInviteQueryVariables
  > &
    ({ variables: MentorshipSessionInviteQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<MentorshipSessionInviteQuery, MentorshipSessionInviteQueryVariables>(
    MentorshipSessionInviteDocument,
    options,
  );
}
export function useMentorshipSessionInviteLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<
    MentorshipSessionInviteQuery,
    MentorshipSessionInviteQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<MentorshipSessionInviteQuery, MentorshipSessionInviteQueryVariables>(
    MentorshipSessionInviteDocument,
    options,
  );
}
// @ts-ignore
export function useMentorshipSessionInviteSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<
    MentorshipSessionInviteQuery,
    MentorshipSessionInviteQueryVariables
  >,
): Apollo.UseSuspenseQueryResult<
  MentorshipSessionInviteQuery,
  MentorshipSessionInviteQueryVariables
>;
export function useMentorshipSessionInviteSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<
        MentorshipSessionInviteQuery,
        MentorshipSessionInviteQueryVariables
      >,
): Apollo.UseSuspenseQueryResult<
  MentorshipSessionInviteQuery | undefined,
  MentorshipSessionInviteQueryVariables
>;
export function useMentorshipSessionInviteSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<
        MentorshipSessionInviteQuery,
        MentorshipSessionInviteQueryVariables
      >,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<
    MentorshipSessionInviteQuery,
    MentorshipSessionInviteQueryVariables
  >(MentorshipSessionInviteDocument, options);
}
export type MentorshipSessionInviteQueryHookResult = ReturnType<
  typeof useMentorshipSessionInviteQuery
>;
export type MentorshipSessionInviteLazyQueryHookResult = ReturnType<
  typeof useMentorshipSessionInviteLazyQuery
>;
export type MentorshipSessionInviteSuspenseQueryHookResult = ReturnType<
  typeof useMentorshipSessionInviteSuspenseQuery
>;
export type MentorshipSessionInviteQueryResult = Apollo.QueryResult<
  MentorshipSessionInviteQuery,
  MentorshipSessionInviteQueryVariables
>;
