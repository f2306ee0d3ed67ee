/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../generated/types';

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
/** Who may take a seat in a live session. */
export type LiveAccess =
  /** The course's enrolled learners, at no extra cost. */
  | 'ENROLLED'
  /** Anyone who may buy the course buys a seat at the session’s price. */
  | 'SEAT';

export type LiveOccurrenceStatus = 'CANCELLED' | 'SCHEDULED';

/** Where a learner stands in a live session (a seat is for the whole series). */
export type LiveSeatStatus =
  /** Given up by the learner, or the host cancelled the session. */
  | 'CANCELLED'
  /** The learner has a seat. */
  | 'CONFIRMED'
  /** An offer or a hold not taken in time. */
  | 'EXPIRED'
  /** A bought seat kept for its checkout until expiresAt. */
  | 'HELD'
  /** A freed seat kept for the learner to claim until expiresAt. */
  | 'OFFERED'
  /** In line for a seat of a full session (see waitlistPosition). */
  | 'WAITLISTED';

export type LiveSessionStatus = 'CANCELLED' | 'SCHEDULED';

/** SANDBOX: no real money; pay with sandboxCheckout instead of Razorpay Checkout. */
export type PaymentProviderName = 'RAZORPAY' | 'SANDBOX';

export type LiveSeatFieldsFragment = {
  id: string;
  liveSessionId: string;
  status: Types.LiveSeatStatus;
  expiresAt: string | null;
  pricePaise: number;
  paidPaise: number | null;
  refundableUntil: string | null;
  refundedPaise: number | null;
  waitlistPosition: number | null;
  createdAt: string;
};

export type LiveSessionPageFieldsFragment = {
  id: string;
  courseId: string;
  title: string;
  agenda: string;
  hostName: string;
  status: Types.LiveSessionStatus;
  access: Types.LiveAccess;
  pricePaise: number;
  capacity: number;
  seatsLeft: number;
  seatsTaken: number;
  waitlistCount: number;
  durationMinutes: number;
  timeZone: string;
  rrule: string | null;
  meetingUrl: string | null;
  occurrences: Array<{
    id: string;
    startsAt: string;
    endsAt: string;
    originalStartsAt: string;
    status: Types.LiveOccurrenceStatus;
    recordingLectureId: string | null;
  }>;
  mySeat: {
    id: string;
    liveSessionId: string;
    status: Types.LiveSeatStatus;
    expiresAt: string | null;
    pricePaise: number;
    paidPaise: number | null;
    refundableUntil: string | null;
    refundedPaise: number | null;
    waitlistPosition: number | null;
    createdAt: string;
  } | null;
};

export type LiveSessionPageQueryVariables = Exact<{
  id: string | number;
}>;

export type LiveSessionPageQuery = {
  liveSession: {
    id: string;
    courseId: string;
    title: string;
    agenda: string;
    hostName: string;
    status: Types.LiveSessionStatus;
    access: Types.LiveAccess;
    pricePaise: number;
    capacity: number;
    seatsLeft: number;
    seatsTaken: number;
    waitlistCount: number;
    durationMinutes: number;
    timeZone: string;
    rrule: string | null;
    meetingUrl: string | null;
    occurrences: Array<{
      id: string;
      startsAt: string;
      endsAt: string;
      originalStartsAt: string;
      status: Types.LiveOccurrenceStatus;
      recordingLectureId: string | null;
    }>;
    mySeat: {
      id: string;
      liveSessionId: string;
      status: Types.LiveSeatStatus;
      expiresAt: string | null;
      pricePaise: number;
      paidPaise: number | null;
      refundableUntil: string | null;
      refundedPaise: number | null;
      waitlistPosition: number | null;
      createdAt: string;
    } | null;
  };
};

export type LiveSessionCourseQueryVariables = Exact<{
  id: string | number;
}>;

export type LiveSessionCourseQuery = {
  course: { id: string; courseTitle: string; viewerIsEnrolled: boolean; educator: { id: string } };
};

export type LiveSessionInviteQueryVariables = Exact<{
  id: string | number;
}>;

export type LiveSessionInviteQuery = { liveSession: { id: string; calendarInvite: string | null } };

export type RsvpLiveSessionMutationVariables = Exact<{
  id: string | number;
  timeZone: string;
}>;

export type RsvpLiveSessionMutation = {
  rsvpLiveSession: {
    id: string;
    liveSessionId: string;
    status: Types.LiveSeatStatus;
    expiresAt: string | null;
    pricePaise: number;
    paidPaise: number | null;
    refundableUntil: string | null;
    refundedPaise: number | null;
    waitlistPosition: number | null;
    createdAt: string;
    liveSession: {
      id: string;
      courseId: string;
      title: string;
      agenda: string;
      hostName: string;
      status: Types.LiveSessionStatus;
      access: Types.LiveAccess;
      pricePaise: number;
      capacity: number;
      seatsLeft: number;
      seatsTaken: number;
      waitlistCount: number;
      durationMinutes: number;
      timeZone: string;
      rrule: string | null;
      meetingUrl: string | null;
      occurrences: Array<{
        id: string;
        startsAt: string;
        endsAt: string;
        originalStartsAt: string;
        status: Types.LiveOccurrenceStatus;
        recordingLectureId: string | null;
      }>;
      mySeat: {
        id: string;
        liveSessionId: string;
        status: Types.LiveSeatStatus;
        expiresAt: string | null;
        pricePaise: number;
        paidPaise: number | null;
        refundableUntil: string | null;
        refundedPaise: number | null;
        waitlistPosition: number | null;
        createdAt: string;
      } | null;
    };
  };
};

export type JoinLiveWaitlistMutationVariables = Exact<{
  id: string | number;
  timeZone: string;
}>;

export type JoinLiveWaitlistMutation = {
  joinLiveWaitlist: {
    id: string;
    liveSessionId: string;
    status: Types.LiveSeatStatus;
    expiresAt: string | null;
    pricePaise: number;
    paidPaise: number | null;
    refundableUntil: string | null;
    refundedPaise: number | null;
    waitlistPosition: number | null;
    createdAt: string;
    liveSession: {
      id: string;
      courseId: string;
      title: string;
      agenda: string;
      hostName: string;
      status: Types.LiveSessionStatus;
      access: Types.LiveAccess;
      pricePaise: number;
      capacity: number;
      seatsLeft: number;
      seatsTaken: number;
      waitlistCount: number;
      durationMinutes: number;
      timeZone: string;
      rrule: string | null;
      meetingUrl: string | null;
      occurrences: Array<{
        id: string;
        startsAt: string;
        endsAt: string;
        originalStartsAt: string;
        status: Types.LiveOccurrenceStatus;
        recordingLectureId: string | null;
      }>;
      mySeat: {
        id: string;
        liveSessionId: string;
        status: Types.LiveSeatStatus;
        expiresAt: string | null;
        pricePaise: number;
        paidPaise: number | null;
        refundableUntil: string | null;
        refundedPaise: number | null;
        waitlistPosition: number | null;
        createdAt: string;
      } | null;
    };
  };
};

export type ClaimLiveSeatMutationVariables = Exact<{
  id: string | number;
}>;

export type ClaimLiveSeatMutation = {
  claimLiveSeat: {
    id: string;
    liveSessionId: string;
    status: Types.LiveSeatStatus;
    expiresAt: string | null;
    pricePaise: number;
    paidPaise: number | null;
    refundableUntil: string | null;
    refundedPaise: number | null;
    waitlistPosition: number | null;
    createdAt: string;
    liveSession: {
      id: string;
      courseId: string;
      title: string;
      agenda: string;
      hostName: string;
      status: Types.LiveSessionStatus;
      access: Types.LiveAccess;
      pricePaise: number;
      capacity: number;
      seatsLeft: number;
      seatsTaken: number;
      waitlistCount: number;
      durationMinutes: number;
      timeZone: string;
      rrule: string | null;
      meetingUrl: string | null;
      occurrences: Array<{
        id: string;
        startsAt: string;
        endsAt: string;
        originalStartsAt: string;
        status: Types.LiveOccurrenceStatus;
        recordingLectureId: string | null;
      }>;
      mySeat: {
        id: string;
        liveSessionId: string;
        status: Types.LiveSeatStatus;
        expiresAt: string | null;
        pricePaise: number;
        paidPaise: number | null;
        refundableUntil: string | null;
        refundedPaise: number | null;
        waitlistPosition: number | null;
        createdAt: string;
      } | null;
    };
  };
};

export type CancelLiveSeatMutationVariables = Exact<{
  id: string | number;
}>;

export type CancelLiveSeatMutation = {
  cancelLiveSeat: {
    id: string;
    liveSessionId: string;
    status: Types.LiveSeatStatus;
    expiresAt: string | null;
    pricePaise: number;
    paidPaise: number | null;
    refundableUntil: string | null;
    refundedPaise: number | null;
    waitlistPosition: number | null;
    createdAt: string;
    liveSession: {
      id: string;
      courseId: string;
      title: string;
      agenda: string;
      hostName: string;
      status: Types.LiveSessionStatus;
      access: Types.LiveAccess;
      pricePaise: number;
      capacity: number;
      seatsLeft: number;
      seatsTaken: number;
      waitlistCount: number;
      durationMinutes: number;
      timeZone: string;
      rrule: string | null;
      meetingUrl: string | null;
      occurrences: Array<{
        id: string;
        startsAt: string;
        endsAt: string;
        originalStartsAt: string;
        status: Types.LiveOccurrenceStatus;
        recordingLectureId: string | null;
      }>;
      mySeat: {
        id: string;
        liveSessionId: string;
        status: Types.LiveSeatStatus;
        expiresAt: string | null;
        pricePaise: number;
        paidPaise: number | null;
        refundableUntil: string | null;
        refundedPaise: number | null;
        waitlistPosition: number | null;
        createdAt: string;
      } | null;
    };
  };
};

export type BuyLiveSeatMutationVariables = Exact<{
  id: string | number;
  timeZone: string;
  couponCode?: string | null | undefined;
}>;

export type BuyLiveSeatMutation = {
  buyLiveSeat:
    | { __typename: 'FreeBooking' }
    | { __typename: 'FreeEnrollment' }
    | { __typename: 'FreeLiveSeat'; liveSeatId: string }
    | {
        __typename: 'PaymentOrder';
        orderId: string;
        amount: number;
        currency: string;
        courseName: string;
        purchaseId: string;
        keyId: string;
        provider: Types.PaymentProviderName;
      };
};

export const LiveSeatFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LiveSeatFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LiveSeat' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'liveSessionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pricePaise' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paidPaise' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refundableUntil' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refundedPaise' } },
          { kind: 'Field', name: { kind: 'Name', value: 'waitlistPosition' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export const LiveSessionPageFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LiveSessionPageFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LiveSession' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'agenda' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hostName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'access' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pricePaise' } },
          { kind: 'Field', name: { kind: 'Name', value: 'capacity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'seatsLeft' } },
          { kind: 'Field', name: { kind: 'Name', value: 'seatsTaken' } },
          { kind: 'Field', name: { kind: 'Name', value: 'waitlistCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'durationMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rrule' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meetingUrl' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'occurrences' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startsAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endsAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'originalStartsAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'recordingLectureId' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mySeat' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'LiveSeatFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LiveSeatFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LiveSeat' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'liveSessionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pricePaise' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paidPaise' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refundableUntil' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refundedPaise' } },
          { kind: 'Field', name: { kind: 'Name', value: 'waitlistPosition' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export const LiveSessionPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'LiveSessionPage' },
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
            name: { kind: 'Name', value: 'liveSession' },
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
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'LiveSessionPageFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LiveSeatFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LiveSeat' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'liveSessionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pricePaise' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paidPaise' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refundableUntil' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refundedPaise' } },
          { kind: 'Field', name: { kind: 'Name', value: 'waitlistPosition' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LiveSessionPageFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LiveSession' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'agenda' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hostName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'access' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pricePaise' } },
          { kind: 'Field', name: { kind: 'Name', value: 'capacity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'seatsLeft' } },
          { kind: 'Field', name: { kind: 'Name', value: 'seatsTaken' } },
          { kind: 'Field', name: { kind: 'Name', value: 'waitlistCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'durationMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rrule' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meetingUrl' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'occurrences' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startsAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endsAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'originalStartsAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'recordingLectureId' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mySeat' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'LiveSeatFields' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __useLiveSessionPageQuery__
 *
 * To run a query within a React component, call `useLiveSessionPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useLiveSessionPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLiveSessionPageQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useLiveSessionPageQuery(
  baseOptions: Apollo.QueryHookOptions<LiveSessionPageQuery, LiveSessionPageQueryVariables> &
    ({ variables: LiveSessionPageQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<LiveSessionPageQuery, LiveSessionPageQueryVariables>(
    LiveSessionPageDocument,
    options,
  );
}
export function useLiveSessionPageLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<LiveSessionPageQuery, LiveSessionPageQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<LiveSessionPageQuery, LiveSessionPageQueryVariables>(
    LiveSessionPageDocument,
    options,
  );
}
// @ts-ignore
export function useLiveSessionPageSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<
    LiveSessionPageQuery,
    LiveSessionPageQueryVariables
  >,
): Apollo.UseSuspenseQueryResult<LiveSessionPageQuery, LiveSessionPageQueryVariables>;
export function useLiveSessionPageSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<LiveSessionPageQuery, LiveSessionPageQueryVariables>,
): Apollo.UseSuspenseQueryResult<LiveSessionPageQuery | undefined, LiveSessionPageQueryVariables>;
export function useLiveSessionPageSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<LiveSessionPageQuery, LiveSessionPageQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<LiveSessionPageQuery, LiveSessionPageQueryVariables>(
    LiveSessionPageDocument,
    options,
  );
}
export type LiveSessionPageQueryHookResult = ReturnType<typeof useLiveSessionPageQuery>;
export type LiveSessionPageLazyQueryHookResult = ReturnType<typeof useLiveSessionPageLazyQuery>;
export type LiveSessionPageSuspenseQueryHookResult = ReturnType<
  typeof useLiveSessionPageSuspenseQuery
>;
export type LiveSessionPageQueryResult = Apollo.QueryResult<
  LiveSessionPageQuery,
  LiveSessionPageQueryVariables
>;
export const LiveSessionCourseDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'LiveSessionCourse' },
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
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'educator' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
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
 * __useLiveSessionCourseQuery__
 *
 * To run a query within a React component, call `useLiveSessionCourseQuery` and pass it any options that fit your needs.
 * When your component renders, `useLiveSessionCourseQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLiveSessionCourseQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useLiveSessionCourseQuery(
  baseOptions: Apollo.QueryHookOptions<LiveSessionCourseQuery, LiveSessionCourseQueryVariables> &
    ({ variables: LiveSessionCourseQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<LiveSessionCourseQuery, LiveSessionCourseQueryVariables>(
    LiveSessionCourseDocument,
    options,
  );
}
export function useLiveSessionCourseLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<
    LiveSessionCourseQuery,
    LiveSessionCourseQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<LiveSessionCourseQuery, LiveSessionCourseQueryVariables>(
    LiveSessionCourseDocument,
    options,
  );
}
// @ts-ignore
export function useLiveSessionCourseSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<
    LiveSessionCourseQuery,
    LiveSessionCourseQueryVariables
  >,
): Apollo.UseSuspenseQueryResult<LiveSessionCourseQuery, LiveSessionCourseQueryVariables>;
export function useLiveSessionCourseSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<LiveSessionCourseQuery, LiveSessionCourseQueryVariables>,
): Apollo.UseSuspenseQueryResult<
  LiveSessionCourseQuery | undefined,
  LiveSessionCourseQueryVariables
>;
export function useLiveSessionCourseSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<LiveSessionCourseQuery, LiveSessionCourseQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<LiveSessionCourseQuery, LiveSessionCourseQueryVariables>(
    LiveSessionCourseDocument,
    options,
  );
}
export type LiveSessionCourseQueryHookResult = ReturnType<typeof useLiveSessionCourseQuery>;
export type LiveSessionCourseLazyQueryHookResult = ReturnType<typeof useLiveSessionCourseLazyQuery>;
export type LiveSessionCourseSuspenseQueryHookResult = ReturnType<
  typeof useLiveSessionCourseSuspenseQuery
>;
export type LiveSessionCourseQueryResult = Apollo.QueryResult<
  LiveSessionCourseQuery,
  LiveSessionCourseQueryVariables
>;
export const LiveSessionInviteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'LiveSessionInvite' },
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
            name: { kind: 'Name', value: 'liveSession' },
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
 * __useLiveSessionInviteQuery__
 *
 * To run a query within a React component, call `useLiveSessionInviteQuery` and pass it any options that fit your needs.
 * When your component renders, `useLiveSessionInviteQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLiveSessionInviteQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useLiveSessionInviteQuery(
  baseOptions: Apollo.QueryHookOptions<LiveSessionInviteQuery, LiveSessionInviteQueryVariables> &
    ({ variables: LiveSessionInviteQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<LiveSessionInviteQuery, LiveSessionInviteQueryVariables>(
    LiveSessionInviteDocument,
    options,
  );
}
export function useLiveSessionInviteLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<
    LiveSessionInviteQuery,
    LiveSessionInviteQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<LiveSessionInviteQuery, LiveSessionInviteQueryVariables>(
    LiveSessionInviteDocument,
    options,
  );
}
// @ts-ignore
export function useLiveSessionInviteSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<
    LiveSessionInviteQuery,
    LiveSessionInviteQueryVariables
  >,
): Apollo.UseSuspenseQueryResult<LiveSessionInviteQuery, LiveSessionInviteQueryVariables>;
export function useLiveSessionInviteSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<LiveSessionInviteQuery, LiveSessionInviteQueryVariables>,
): Apollo.UseSuspenseQueryResult<
  LiveSessionInviteQuery | undefined,
  LiveSessionInviteQueryVariables
>;
export function useLiveSessionInviteSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<LiveSessionInviteQuery, LiveSessionInviteQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<LiveSessionInviteQuery, LiveSessionInviteQueryVariables>(
    LiveSessionInviteDocument,
    options,
  );
}
export type LiveSessionInviteQueryHookResult = ReturnType<typeof useLiveSessionInviteQuery>;
export type LiveSessionInviteLazyQueryHookResult = ReturnType<typeof useLiveSessionInviteLazyQuery>;
export type LiveSessionInviteSuspenseQueryHookResult = ReturnType<
  typeof useLiveSessionInviteSuspenseQuery
>;
export type LiveSessionInviteQueryResult = Apollo.QueryResult<
  LiveSessionInviteQuery,
  LiveSessionInviteQueryVariables
>;
export const RsvpLiveSessionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RsvpLiveSession' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'timeZone' } },
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
            name: { kind: 'Name', value: 'rsvpLiveSession' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'timeZone' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'timeZone' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'LiveSeatFields' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'liveSession' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'LiveSessionPageFields' },
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
      name: { kind: 'Name', value: 'LiveSeatFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LiveSeat' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'liveSessionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pricePaise' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paidPaise' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refundableUntil' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refundedPaise' } },
          { kind: 'Field', name: { kind: 'Name', value: 'waitlistPosition' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LiveSessionPageFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LiveSession' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'agenda' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hostName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'access' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pricePaise' } },
          { kind: 'Field', name: { kind: 'Name', value: 'capacity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'seatsLeft' } },
          { kind: 'Field', name: { kind: 'Name', value: 'seatsTaken' } },
          { kind: 'Field', name: { kind: 'Name', value: 'waitlistCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'durationMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rrule' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meetingUrl' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'occurrences' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startsAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endsAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'originalStartsAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'recordingLectureId' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mySeat' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'LiveSeatFields' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type RsvpLiveSessionMutationFn = Apollo.MutationFunction<
  RsvpLiveSessionMutation,
  RsvpLiveSessionMutationVariables
>;

/**
 * __useRsvpLiveSessionMutation__
 *
 * To run a mutation, you first call `useRsvpLiveSessionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRsvpLiveSessionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [rsvpLiveSessionMutation, { data, loading, error }] = useRsvpLiveSessionMutation({
 *   variables: {
 *      id: // value for 'id'
 *      timeZone: // value for 'timeZone'
 *   },
 * });
 */
export function useRsvpLiveSessionMutation(
  baseOptions?: Apollo.MutationHookOptions<
    RsvpLiveSessionMutation,
    RsvpLiveSessionMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<RsvpLiveSessionMutation, RsvpLiveSessionMutationVariables>(
    RsvpLiveSessionDocument,
    options,
  );
}
export type RsvpLiveSessionMutationHookResult = ReturnType<typeof useRsvpLiveSessionMutation>;
export type RsvpLiveSessionMutationResult = Apollo.MutationResult<RsvpLiveSessionMutation>;
export type RsvpLiveSessionMutationOptions = Apollo.BaseMutationOptions<
  RsvpLiveSessionMutation,
  RsvpLiveSessionMutationVariables
>;
export const JoinLiveWaitlistDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'JoinLiveWaitlist' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'timeZone' } },
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
            name: { kind: 'Name', value: 'joinLiveWaitlist' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'timeZone' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'timeZone' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'LiveSeatFields' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'liveSession' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'LiveSessionPageFields' },
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
      name: { kind: 'Name', value: 'LiveSeatFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LiveSeat' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'liveSessionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pricePaise' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paidPaise' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refundableUntil' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refundedPaise' } },
          { kind: 'Field', name: { kind: 'Name', value: 'waitlistPosition' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LiveSessionPageFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LiveSession' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'agenda' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hostName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'access' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pricePaise' } },
          { kind: 'Field', name: { kind: 'Name', value: 'capacity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'seatsLeft' } },
          { kind: 'Field', name: { kind: 'Name', value: 'seatsTaken' } },
          { kind: 'Field', name: { kind: 'Name', value: 'waitlistCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'durationMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rrule' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meetingUrl' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'occurrences' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startsAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endsAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'originalStartsAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'recordingLectureId' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mySeat' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'LiveSeatFields' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type JoinLiveWaitlistMutationFn = Apollo.MutationFunction<
  JoinLiveWaitlistMutation,
  JoinLiveWaitlistMutationVariables
>;

/**
 * __useJoinLiveWaitlistMutation__
 *
 * To run a mutation, you first call `useJoinLiveWaitlistMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useJoinLiveWaitlistMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [joinLiveWaitlistMutation, { data, loading, error }] = useJoinLiveWaitlistMutation({
 *   variables: {
 *      id: // value for 'id'
 *      timeZone: // value for 'timeZone'
 *   },
 * });
 */
export function useJoinLiveWaitlistMutation(
  baseOptions?: Apollo.MutationHookOptions<
    JoinLiveWaitlistMutation,
    JoinLiveWaitlistMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<JoinLiveWaitlistMutation, JoinLiveWaitlistMutationVariables>(
    JoinLiveWaitlistDocument,
    options,
  );
}
export type JoinLiveWaitlistMutationHookResult = ReturnType<typeof useJoinLiveWaitlistMutation>;
export type JoinLiveWaitlistMutationResult = Apollo.MutationResult<JoinLiveWaitlistMutation>;
export type JoinLiveWaitlistMutationOptions = Apollo.BaseMutationOptions<
  JoinLiveWaitlistMutation,
  JoinLiveWaitlistMutationVariables
>;
export const ClaimLiveSeatDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ClaimLiveSeat' },
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
            name: { kind: 'Name', value: 'claimLiveSeat' },
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
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'LiveSeatFields' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'liveSession' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'LiveSessionPageFields' },
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
      name: { kind: 'Name', value: 'LiveSeatFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LiveSeat' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'liveSessionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pricePaise' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paidPaise' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refundableUntil' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refundedPaise' } },
          { kind: 'Field', name: { kind: 'Name', value: 'waitlistPosition' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LiveSessionPageFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LiveSession' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'agenda' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hostName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'access' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pricePaise' } },
          { kind: 'Field', name: { kind: 'Name', value: 'capacity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'seatsLeft' } },
          { kind: 'Field', name: { kind: 'Name', value: 'seatsTaken' } },
          { kind: 'Field', name: { kind: 'Name', value: 'waitlistCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'durationMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rrule' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meetingUrl' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'occurrences' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startsAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endsAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'originalStartsAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'recordingLectureId' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mySeat' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'LiveSeatFields' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type ClaimLiveSeatMutationFn = Apollo.MutationFunction<
  ClaimLiveSeatMutation,
  ClaimLiveSeatMutationVariables
>;

/**
 * __useClaimLiveSeatMutation__
 *
 * To run a mutation, you first call `useClaimLiveSeatMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useClaimLiveSeatMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [claimLiveSeatMutation, { data, loading, error }] = useClaimLiveSeatMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useClaimLiveSeatMutation(
  baseOptions?: Apollo.MutationHookOptions<ClaimLiveSeatMutation, ClaimLiveSeatMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<ClaimLiveSeatMutation, ClaimLiveSeatMutationVariables>(
    ClaimLiveSeatDocument,
    options,
  );
}
export type ClaimLiveSeatMutationHookResult = ReturnType<typeof useClaimLiveSeatMutation>;
export type ClaimLiveSeatMutationResult = Apollo.MutationResult<ClaimLiveSeatMutation>;
export type ClaimLiveSeatMutationOptions = Apollo.BaseMutationOptions<
  ClaimLiveSeatMutation,
  ClaimLiveSeatMutationVariables
>;
export const CancelLiveSeatDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CancelLiveSeat' },
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
            name: { kind: 'Name', value: 'cancelLiveSeat' },
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
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'LiveSeatFields' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'liveSession' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'LiveSessionPageFields' },
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
      name: { kind: 'Name', value: 'LiveSeatFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LiveSeat' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'liveSessionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pricePaise' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paidPaise' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refundableUntil' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refundedPaise' } },
          { kind: 'Field', name: { kind: 'Name', value: 'waitlistPosition' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LiveSessionPageFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LiveSession' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'agenda' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hostName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'access' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pricePaise' } },
          { kind: 'Field', name: { kind: 'Name', value: 'capacity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'seatsLeft' } },
          { kind: 'Field', name: { kind: 'Name', value: 'seatsTaken' } },
          { kind: 'Field', name: { kind: 'Name', value: 'waitlistCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'durationMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rrule' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meetingUrl' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'occurrences' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startsAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endsAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'originalStartsAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'recordingLectureId' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mySeat' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'LiveSeatFields' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type CancelLiveSeatMutationFn = Apollo.MutationFunction<
  CancelLiveSeatMutation,
  CancelLiveSeatMutationVariables
>;

/**
 * __useCancelLiveSeatMutation__
 *
 * To run a mutation, you first call `useCancelLiveSeatMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCancelLiveSeatMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [cancelLiveSeatMutation, { data, loading, error }] = useCancelLiveSeatMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useCancelLiveSeatMutation(
  baseOptions?: Apollo.MutationHookOptions<CancelLiveSeatMutation, CancelLiveSeatMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<CancelLiveSeatMutation, CancelLiveSeatMutationVariables>(
    CancelLiveSeatDocument,
    options,
  );
}
export type CancelLiveSeatMutationHookResult = ReturnType<typeof useCancelLiveSeatMutation>;
export type CancelLiveSeatMutationResult = Apollo.MutationResult<CancelLiveSeatMutation>;
export type CancelLiveSeatMutationOptions = Apollo.BaseMutationOptions<
  CancelLiveSeatMutation,
  CancelLiveSeatMutationVariables
>;
export const BuyLiveSeatDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'BuyLiveSeat' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'timeZone' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'couponCode' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'buyLiveSeat' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'timeZone' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'timeZone' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'couponCode' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'couponCode' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'PaymentOrder' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'PaymentOrderFields' },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'FreeLiveSeat' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'liveSeatId' } }],
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
      name: { kind: 'Name', value: 'PaymentOrderFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PaymentOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'orderId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'purchaseId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'provider' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type BuyLiveSeatMutationFn = Apollo.MutationFunction<
  BuyLiveSeatMutation,
  BuyLiveSeatMutationVariables
>;

/**
 * __useBuyLiveSeatMutation__
 *
 * To run a mutation, you first call `useBuyLiveSeatMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useBuyLiveSeatMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [buyLiveSeatMutation, { data, loading, error }] = useBuyLiveSeatMutation({
 *   variables: {
 *      id: // value for 'id'
 *      timeZone: // value for 'timeZone'
 *      couponCode: // value for 'couponCode'
 *   },
 * });
 */
export function useBuyLiveSeatMutation(
  baseOptions?: Apollo.MutationHookOptions<BuyLiveSeatMutation, BuyLiveSeatMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<BuyLiveSeatMutation, BuyLiveSeatMutationVariables>(
    BuyLiveSeatDocument,
    options,
  );
}
export type BuyLiveSeatMutationHookResult = ReturnType<typeof useBuyLiveSeatMutation>;
export type BuyLiveSeatMutationResult = Apollo.MutationResult<BuyLiveSeatMutation>;
export type BuyLiveSeatMutationOptions = Apollo.BaseMutationOptions<
  BuyLiveSeatMutation,
  BuyLiveSeatMutationVariables
>;
