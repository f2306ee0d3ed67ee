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

/** A live session or weekly series to schedule for a course. */
export type ScheduleLiveSessionInput = {
  access: LiveAccess;
  /** Plain text, up to 5,000 characters. */
  agenda?: string | null | undefined;
  /** Seats, 1 to 500. */
  capacity: number;
  courseId: string | number;
  /** 15 to 480. */
  durationMinutes: number;
  /** The host’s own meeting link (http or https). Required when the seats and the host exceed the built-in room’s participants. */
  meetingUrl?: string | null | undefined;
  /** A seat’s price in paise for SEAT access (at least ₹1); must be 0 or omitted for ENROLLED. */
  pricePaise?: number | null | undefined;
  /** An RRULE body ("FREQ=WEEKLY;COUNT=6") ending by COUNT or UNTIL within 52 meetings; omit for one session. */
  rrule?: string | null | undefined;
  /** The first meeting’s start; in the future. */
  startsAt: string;
  /** The host’s IANA zone ("Asia/Kolkata"): the rule repeats in its wall time. */
  timeZone: string;
  title: string;
};

export type HostLiveOccurrenceFragment = {
  id: string;
  startsAt: string;
  endsAt: string;
  originalStartsAt: string;
  status: Types.LiveOccurrenceStatus;
  recordingLectureId: string | null;
};

export type HostLiveSessionFragment = {
  id: string;
  title: string;
  agenda: string;
  status: Types.LiveSessionStatus;
  access: Types.LiveAccess;
  pricePaise: number;
  capacity: number;
  seatsTaken: number;
  seatsLeft: number;
  durationMinutes: number;
  timeZone: string;
  rrule: string | null;
  meetingUrl: string | null;
  waitlistCount: number;
  occurrences: Array<{
    id: string;
    startsAt: string;
    endsAt: string;
    originalStartsAt: string;
    status: Types.LiveOccurrenceStatus;
    recordingLectureId: string | null;
  }>;
  seats: Array<{
    id: string;
    name: string;
    email: string;
    status: Types.LiveSeatStatus;
    createdAt: string;
    waitlistPosition: number | null;
  }>;
};

export type HostLiveSessionsQueryVariables = Exact<{
  courseId: string | number;
}>;

export type HostLiveSessionsQuery = {
  course: {
    id: string;
    courseTitle: string;
    liveSessions: Array<{
      id: string;
      title: string;
      agenda: string;
      status: Types.LiveSessionStatus;
      access: Types.LiveAccess;
      pricePaise: number;
      capacity: number;
      seatsTaken: number;
      seatsLeft: number;
      durationMinutes: number;
      timeZone: string;
      rrule: string | null;
      meetingUrl: string | null;
      waitlistCount: number;
      occurrences: Array<{
        id: string;
        startsAt: string;
        endsAt: string;
        originalStartsAt: string;
        status: Types.LiveOccurrenceStatus;
        recordingLectureId: string | null;
      }>;
      seats: Array<{
        id: string;
        name: string;
        email: string;
        status: Types.LiveSeatStatus;
        createdAt: string;
        waitlistPosition: number | null;
      }>;
    }>;
  };
};

export type ScheduleLiveSessionMutationVariables = Exact<{
  input: Types.ScheduleLiveSessionInput;
}>;

export type ScheduleLiveSessionMutation = {
  scheduleLiveSession: {
    id: string;
    title: string;
    agenda: string;
    status: Types.LiveSessionStatus;
    access: Types.LiveAccess;
    pricePaise: number;
    capacity: number;
    seatsTaken: number;
    seatsLeft: number;
    durationMinutes: number;
    timeZone: string;
    rrule: string | null;
    meetingUrl: string | null;
    waitlistCount: number;
    occurrences: Array<{
      id: string;
      startsAt: string;
      endsAt: string;
      originalStartsAt: string;
      status: Types.LiveOccurrenceStatus;
      recordingLectureId: string | null;
    }>;
    seats: Array<{
      id: string;
      name: string;
      email: string;
      status: Types.LiveSeatStatus;
      createdAt: string;
      waitlistPosition: number | null;
    }>;
  };
};

export type MoveLiveOccurrenceMutationVariables = Exact<{
  id: string | number;
  startsAt: string;
}>;

export type MoveLiveOccurrenceMutation = {
  moveLiveOccurrence: {
    id: string;
    startsAt: string;
    endsAt: string;
    originalStartsAt: string;
    status: Types.LiveOccurrenceStatus;
    recordingLectureId: string | null;
  };
};

export type CancelLiveOccurrenceMutationVariables = Exact<{
  id: string | number;
}>;

export type CancelLiveOccurrenceMutation = {
  cancelLiveOccurrence: {
    id: string;
    startsAt: string;
    endsAt: string;
    originalStartsAt: string;
    status: Types.LiveOccurrenceStatus;
    recordingLectureId: string | null;
  };
};

export type CancelLiveSessionMutationVariables = Exact<{
  id: string | number;
}>;

export type CancelLiveSessionMutation = {
  cancelLiveSession: {
    id: string;
    title: string;
    agenda: string;
    status: Types.LiveSessionStatus;
    access: Types.LiveAccess;
    pricePaise: number;
    capacity: number;
    seatsTaken: number;
    seatsLeft: number;
    durationMinutes: number;
    timeZone: string;
    rrule: string | null;
    meetingUrl: string | null;
    waitlistCount: number;
    occurrences: Array<{
      id: string;
      startsAt: string;
      endsAt: string;
      originalStartsAt: string;
      status: Types.LiveOccurrenceStatus;
      recordingLectureId: string | null;
    }>;
    seats: Array<{
      id: string;
      name: string;
      email: string;
      status: Types.LiveSeatStatus;
      createdAt: string;
      waitlistPosition: number | null;
    }>;
  };
};

export type LiveSeriesAttendanceQueryVariables = Exact<{
  liveSessionId: string | number;
}>;

export type LiveSeriesAttendanceQuery = {
  liveSeriesAttendance: {
    liveSessionId: string;
    occurrencesSoFar: number;
    learners: Array<{ userId: string; name: string; attended: number }>;
  };
};

export type LiveOccurrenceAttendanceQueryVariables = Exact<{
  occurrenceId: string | number;
}>;

export type LiveOccurrenceAttendanceQuery = {
  liveAttendance: Array<{ userId: string; name: string; joinedAt: string; lastSeenAt: string }>;
};

export const HostLiveOccurrenceFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HostLiveOccurrence' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LiveOccurrence' } },
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
  ],
} as unknown as DocumentNode;
export const HostLiveSessionFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HostLiveSession' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LiveSession' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'agenda' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'access' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pricePaise' } },
          { kind: 'Field', name: { kind: 'Name', value: 'capacity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'seatsTaken' } },
          { kind: 'Field', name: { kind: 'Name', value: 'seatsLeft' } },
          { kind: 'Field', name: { kind: 'Name', value: 'durationMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rrule' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meetingUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'waitlistCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'occurrences' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HostLiveOccurrence' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'seats' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'waitlistPosition' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HostLiveOccurrence' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LiveOccurrence' } },
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
  ],
} as unknown as DocumentNode;
export const HostLiveSessionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'HostLiveSessions' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'courseTitle' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'liveSessions' },
                  arguments: [
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'all' },
                      value: { kind: 'BooleanValue', value: true },
                    },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HostLiveSession' } },
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
      name: { kind: 'Name', value: 'HostLiveOccurrence' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LiveOccurrence' } },
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
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HostLiveSession' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LiveSession' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'agenda' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'access' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pricePaise' } },
          { kind: 'Field', name: { kind: 'Name', value: 'capacity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'seatsTaken' } },
          { kind: 'Field', name: { kind: 'Name', value: 'seatsLeft' } },
          { kind: 'Field', name: { kind: 'Name', value: 'durationMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rrule' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meetingUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'waitlistCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'occurrences' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HostLiveOccurrence' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'seats' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'waitlistPosition' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __useHostLiveSessionsQuery__
 *
 * To run a query within a React component, call `useHostLiveSessionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useHostLiveSessionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useHostLiveSessionsQuery({
 *   variables: {
 *      courseId: // value for 'courseId'
 *   },
 * });
 */
export function useHostLiveSessionsQuery(
  baseOptions: Apollo.QueryHookOptions<HostLiveSessionsQuery, HostLiveSessionsQueryVariables> &
    ({ variables: HostLiveSessionsQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<HostLiveSessionsQuery, HostLiveSessionsQueryVariables>(
    HostLiveSessionsDocument,
    options,
  );
}
export function useHostLiveSessionsLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<HostLiveSessionsQuery, HostLiveSessionsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<HostLiveSessionsQuery, HostLiveSessionsQueryVariables>(
    HostLiveSessionsDocument,
    options,
  );
}
// @ts-ignore
export function useHostLiveSessionsSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<
    HostLiveSessionsQuery,
    HostLiveSessionsQueryVariables
  >,
): Apollo.UseSuspenseQueryResult<HostLiveSessionsQuery, HostLiveSessionsQueryVariables>;
export function useHostLiveSessionsSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<HostLiveSessionsQuery, HostLiveSessionsQueryVariables>,
): Apollo.UseSuspenseQueryResult<HostLiveSessionsQuery | undefined, HostLiveSessionsQueryVariables>;
export function useHostLiveSessionsSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<HostLiveSessionsQuery, HostLiveSessionsQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<HostLiveSessionsQuery, HostLiveSessionsQueryVariables>(
    HostLiveSessionsDocument,
    options,
  );
}
export type HostLiveSessionsQueryHookResult = ReturnType<typeof useHostLiveSessionsQuery>;
export type HostLiveSessionsLazyQueryHookResult = ReturnType<typeof useHostLiveSessionsLazyQuery>;
export type HostLiveSessionsSuspenseQueryHookResult = ReturnType<
  typeof useHostLiveSessionsSuspenseQuery
>;
export type HostLiveSessionsQueryResult = Apollo.QueryResult<
  HostLiveSessionsQuery,
  HostLiveSessionsQueryVariables
>;
export const ScheduleLiveSessionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ScheduleLiveSession' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ScheduleLiveSessionInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'scheduleLiveSession' },
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
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HostLiveSession' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HostLiveOccurrence' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LiveOccurrence' } },
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
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HostLiveSession' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LiveSession' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'agenda' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'access' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pricePaise' } },
          { kind: 'Field', name: { kind: 'Name', value: 'capacity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'seatsTaken' } },
          { kind: 'Field', name: { kind: 'Name', value: 'seatsLeft' } },
          { kind: 'Field', name: { kind: 'Name', value: 'durationMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rrule' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meetingUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'waitlistCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'occurrences' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HostLiveOccurrence' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'seats' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'waitlistPosition' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type ScheduleLiveSessionMutationFn = Apollo.MutationFunction<
  ScheduleLiveSessionMutation,
  ScheduleLiveSessionMutationVariables
>;

/**
 * __useScheduleLiveSessionMutation__
 *
 * To run a mutation, you first call `useScheduleLiveSessionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useScheduleLiveSessionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [scheduleLiveSessionMutation, { data, loading, error }] = useScheduleLiveSessionMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useScheduleLiveSessionMutation(
  baseOptions?: Apollo.MutationHookOptions<
    ScheduleLiveSessionMutation,
    ScheduleLiveSessionMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<ScheduleLiveSessionMutation, ScheduleLiveSessionMutationVariables>(
    ScheduleLiveSessionDocument,
    options,
  );
}
export type ScheduleLiveSessionMutationHookResult = ReturnType<
  typeof useScheduleLiveSessionMutation
>;
export type ScheduleLiveSessionMutationResult = Apollo.MutationResult<ScheduleLiveSessionMutation>;
export type ScheduleLiveSessionMutationOptions = Apollo.BaseMutationOptions<
  ScheduleLiveSessionMutation,
  ScheduleLiveSessionMutationVariables
>;
export const MoveLiveOccurrenceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MoveLiveOccurrence' },
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
            name: { kind: 'Name', value: 'moveLiveOccurrence' },
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
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HostLiveOccurrence' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HostLiveOccurrence' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LiveOccurrence' } },
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
  ],
} as unknown as DocumentNode;
export type MoveLiveOccurrenceMutationFn = Apollo.MutationFunction<
  MoveLiveOccurrenceMutation,
  MoveLiveOccurrenceMutationVariables
>;

/**
 * __useMoveLiveOccurrenceMutation__
 *
 * To run a mutation, you first call `useMoveLiveOccurrenceMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMoveLiveOccurrenceMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [moveLiveOccurrenceMutation, { data, loading, error }] = useMoveLiveOccurrenceMutation({
 *   variables: {
 *      id: // value for 'id'
 *      startsAt: // value for 'startsAt'
 *   },
 * });
 */
export function useMoveLiveOccurrenceMutation(
  baseOptions?: Apollo.MutationHookOptions<
    MoveLiveOccurrenceMutation,
    MoveLiveOccurrenceMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<MoveLiveOccurrenceMutation, MoveLiveOccurrenceMutationVariables>(
    MoveLiveOccurrenceDocument,
    options,
  );
}
export type MoveLiveOccurrenceMutationHookResult = ReturnType<typeof useMoveLiveOccurrenceMutation>;
export type MoveLiveOccurrenceMutationResult = Apollo.MutationResult<MoveLiveOccurrenceMutation>;
export type MoveLiveOccurrenceMutationOptions = Apollo.BaseMutationOptions<
  MoveLiveOccurrenceMutation,
  MoveLiveOccurrenceMutationVariables
>;
export const CancelLiveOccurrenceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CancelLiveOccurrence' },
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
            name: { kind: 'Name', value: 'cancelLiveOccurrence' },
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
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HostLiveOccurrence' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HostLiveOccurrence' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LiveOccurrence' } },
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
  ],
} as unknown as DocumentNode;
export type CancelLiveOccurrenceMutationFn = Apollo.MutationFunction<
  CancelLiveOccurrenceMutation,
  CancelLiveOccurrenceMutationVariables
>;

/**
 * __useCancelLiveOccurrenceMutation__
 *
 * To run a mutation, you first call `useCancelLiveOccurrenceMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCancelLiveOccurrenceMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [cancelLiveOccurrenceMutation, { data, loading, error }] = useCancelLiveOccurrenceMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useCancelLiveOccurrenceMutation(
  baseOptions?: Apollo.MutationHookOptions<
    CancelLiveOccurrenceMutation,
    CancelLiveOccurrenceMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<CancelLiveOccurrenceMutation, CancelLiveOccurrenceMutationVariables>(
    CancelLiveOccurrenceDocument,
    options,
  );
}
export type CancelLiveOccurrenceMutationHookResult = ReturnType<
  typeof useCancelLiveOccurrenceMutation
>;
export type CancelLiveOccurrenceMutationResult =
  Apollo.MutationResult<CancelLiveOccurrenceMutation>;
export type CancelLiveOccurrenceMutationOptions = Apollo.BaseMutationOptions<
  CancelLiveOccurrenceMutation,
  CancelLiveOccurrenceMutationVariables
>;
export const CancelLiveSessionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CancelLiveSession' },
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
            name: { kind: 'Name', value: 'cancelLiveSession' },
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
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HostLiveSession' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HostLiveOccurrence' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LiveOccurrence' } },
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
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HostLiveSession' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LiveSession' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'agenda' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'access' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pricePaise' } },
          { kind: 'Field', name: { kind: 'Name', value: 'capacity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'seatsTaken' } },
          { kind: 'Field', name: { kind: 'Name', value: 'seatsLeft' } },
          { kind: 'Field', name: { kind: 'Name', value: 'durationMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rrule' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meetingUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'waitlistCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'occurrences' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HostLiveOccurrence' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'seats' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'waitlistPosition' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type CancelLiveSessionMutationFn = Apollo.MutationFunction<
  CancelLiveSessionMutation,
  CancelLiveSessionMutationVariables
>;

/**
 * __useCancelLiveSessionMutation__
 *
 * To run a mutation, you first call `useCancelLiveSessionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCancelLiveSessionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [cancelLiveSessionMutation, { data, loading, error }] = useCancelLiveSessionMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useCancelLiveSessionMutation(
  baseOptions?: Apollo.MutationHookOptions<
    CancelLiveSessionMutation,
    CancelLiveSessionMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<CancelLiveSessionMutation, CancelLiveSessionMutationVariables>(
    CancelLiveSessionDocument,
    options,
  );
}
export type CancelLiveSessionMutationHookResult = ReturnType<typeof useCancelLiveSessionMutation>;
export type CancelLiveSessionMutationResult = Apollo.MutationResult<CancelLiveSessionMutation>;
export type CancelLiveSessionMutationOptions = Apollo.BaseMutationOptions<
  CancelLiveSessionMutation,
  CancelLiveSessionMutationVariables
>;
export const LiveSeriesAttendanceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'LiveSeriesAttendance' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'liveSessionId' } },
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
            name: { kind: 'Name', value: 'liveSeriesAttendance' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'liveSessionId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'liveSessionId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'liveSessionId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'occurrencesSoFar' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'learners' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'attended' } },
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
 * __useLiveSeriesAttendanceQuery__
 *
 * To run a query within a React component, call `useLiveSeriesAttendanceQuery` and pass it any options that fit your needs.
 * When your component renders, `useLiveSeriesAttendanceQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLiveSeriesAttendanceQuery({
 *   variables: {
 *      liveSessionId: // value for 'liveSessionId'
 *   },
 * });
 */
export function useLiveSeriesAttendanceQuery(
  baseOptions: Apollo.QueryHookOptions<
    LiveSeriesAttendanceQuery,
    LiveSeriesAttendanceQueryVariables
  > &
    ({ variables: LiveSeriesAttendanceQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<LiveSeriesAttendanceQuery, LiveSeriesAttendanceQueryVariables>(
    LiveSeriesAttendanceDocument,
    options,
  );
}
export function useLiveSeriesAttendanceLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<
    LiveSeriesAttendanceQuery,
    LiveSeriesAttendanceQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<LiveSeriesAttendanceQuery, LiveSeriesAttendanceQueryVariables>(
    LiveSeriesAttendanceDocument,
    options,
  );
}
// @ts-ignore
export function useLiveSeriesAttendanceSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<
    LiveSeriesAttendanceQuery,
    LiveSeriesAttendanceQueryVariables
  >,
): Apollo.UseSuspenseQueryResult<LiveSeriesAttendanceQuery, LiveSeriesAttendanceQueryVariables>;
export function useLiveSeriesAttendanceSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<
        LiveSeriesAttendanceQuery,
        LiveSeriesAttendanceQueryVariables
      >,
): Apollo.UseSuspenseQueryResult<
  LiveSeriesAttendanceQuery | undefined,
  LiveSeriesAttendanceQueryVariables
>;
export function useLiveSeriesAttendanceSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<
        LiveSeriesAttendanceQuery,
        LiveSeriesAttendanceQueryVariables
      >,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<LiveSeriesAttendanceQuery, LiveSeriesAttendanceQueryVariables>(
    LiveSeriesAttendanceDocument,
    options,
  );
}
export type LiveSeriesAttendanceQueryHookResult = ReturnType<typeof useLiveSeriesAttendanceQuery>;
export type LiveSeriesAttendanceLazyQueryHookResult = ReturnType<
  typeof useLiveSeriesAttendanceLazyQuery
>;
export type LiveSeriesAttendanceSuspenseQueryHookResult = ReturnType<
  typeof useLiveSeriesAttendanceSuspenseQuery
>;
export type LiveSeriesAttendanceQueryResult = Apollo.QueryResult<
  LiveSeriesAttendanceQuery,
  LiveSeriesAttendanceQueryVariables
>;
export const LiveOccurrenceAttendanceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'LiveOccurrenceAttendance' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'occurrenceId' } },
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
            name: { kind: 'Name', value: 'liveAttendance' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'occurrenceId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'occurrenceId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'joinedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastSeenAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __useLiveOccurrenceAttendanceQuery__
 *
 * To run a query within a React component, call `useLiveOccurrenceAttendanceQuery` and pass it any options that fit your needs.
 * When your component renders, `useLiveOccurrenceAttendanceQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLiveOccurrenceAttendanceQuery({
 *   variables: {
 *      occurrenceId: // value for 'occurrenceId'
 *   },
 * });
 */
export function useLiveOccurrenceAttendanceQuery(
  baseOptions: Apollo.QueryHookOptions<
    LiveOccurrenceAttendanceQuery,
    LiveOccurrenceAttendanceQueryVariables
  > &
    ({ variables: LiveOccurrenceAttendanceQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<LiveOccurrenceAttendanceQuery, LiveOccurrenceAttendanceQueryVariables>(
    LiveOccurrenceAttendanceDocument,
    options,
  );
}
export function useLiveOccurrenceAttendanceLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<
    LiveOccurrenceAttendanceQuery,
    LiveOccurrenceAttendanceQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<LiveOccurrenceAttendanceQuery, LiveOccurrenceAttendanceQueryVariables>(
    LiveOccurrenceAttendanceDocument,
    options,
  );
}
// @ts-ignore
export function useLiveOccurrenceAttendanceSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<
    LiveOccurrenceAttendanceQuery,
    LiveOccurrenceAttendanceQueryVariables
  >,
): Apollo.UseSuspenseQueryResult<
  LiveOccurrenceAttendanceQuery,
  LiveOccurrenceAttendanceQueryVariables
>;
export function useLiveOccurrenceAttendanceSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<
        LiveOccurrenceAttendanceQuery,
        LiveOccurrenceAttendanceQueryVariables
      >,
): Apollo.UseSuspenseQueryResult<
  LiveOccurrenceAttendanceQuery | undefined,
  LiveOccurrenceAttendanceQueryVariables
>;
export function useLiveOccurrenceAttendanceSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<
        LiveOccurrenceAttendanceQuery,
        LiveOccurrenceAttendanceQueryVariables
      >,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<
    LiveOccurrenceAttendanceQuery,
    LiveOccurrenceAttendanceQueryVariables
  >(LiveOccurrenceAttendanceDocument, options);
}
export type LiveOccurrenceAttendanceQueryHookResult = ReturnType<
  typeof useLiveOccurrenceAttendanceQuery
>;
export type LiveOccurrenceAttendanceLazyQueryHookResult = ReturnType<
  typeof useLiveOccurrenceAttendanceLazyQuery
>;
export type LiveOccurrenceAttendanceSuspenseQueryHookResult = ReturnType<
  typeof useLiveOccurrenceAttendanceSuspenseQuery
>;
export type LiveOccurrenceAttendanceQueryResult = Apollo.QueryResult<
  LiveOccurrenceAttendanceQuery,
  LiveOccurrenceAttendanceQueryVariables
>;
