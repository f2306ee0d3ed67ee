/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../generated/types';

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
/** Which of their bookings a person lists: as the learner, or as the mentor. */
export type BookingSide = 'LEARNER' | 'MENTOR';

/** Whether a booking’s call room can be joined now. */
export type SessionRoomState =
  /** Opens 10 minutes before the start. */
  | 'EARLY'
  /** Closed 10 minutes after the end. */
  | 'ENDED'
  /** Only a confirmed booking has a room. */
  | 'NOT_CONFIRMED'
  /** From 10 minutes before the start to 10 minutes after the end. */
  | 'OPEN';

export type SessionRoomQueryVariables = Exact<{
  bookingId: string | number;
}>;

export type SessionRoomQuery = {
  sessionRoom: {
    bookingId: string;
    state: Types.SessionRoomState;
    open: boolean;
    startsAt: string;
    endsAt: string;
    opensAt: string;
    closesAt: string;
    role: Types.BookingSide;
    title: string;
    otherName: string;
    meetingUrl: string | null;
    iceServers: Array<{ urls: Array<string>; username: string | null; credential: string | null }>;
  };
};

export const SessionRoomDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SessionRoom' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'bookingId' } },
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
            name: { kind: 'Name', value: 'sessionRoom' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'bookingId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'bookingId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'bookingId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'open' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startsAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endsAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'opensAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'closesAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'otherName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'meetingUrl' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'iceServers' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'urls' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'credential' } },
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
 * __useSessionRoomQuery__
 *
 * To run a query within a React component, call `useSessionRoomQuery` and pass it any options that fit your needs.
 * When your component renders, `useSessionRoomQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSessionRoomQuery({
 *   variables: {
 *      bookingId: // value for 'bookingId'
 *   },
 * });
 */
export function useSessionRoomQuery(
  baseOptions: Apollo.QueryHookOptions<SessionRoomQuery, SessionRoomQueryVariables> &
    ({ variables: SessionRoomQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<SessionRoomQuery, SessionRoomQueryVariables>(SessionRoomDocument, options);
}
export function useSessionRoomLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<SessionRoomQuery, SessionRoomQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<SessionRoomQuery, SessionRoomQueryVariables>(
    SessionRoomDocument,
    options,
  );
}
// @ts-ignore
export function useSessionRoomSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<SessionRoomQuery, SessionRoomQueryVariables>,
): Apollo.UseSuspenseQueryResult<SessionRoomQuery, SessionRoomQueryVariables>;
export function useSessionRoomSuspenseQuery(
  baseOptions?:
    Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SessionRoomQuery, SessionRoomQueryVariables>,
): Apollo.UseSuspenseQueryResult<SessionRoomQuery | undefined, SessionRoomQueryVariables>;
export function useSessionRoomSuspenseQuery(
  baseOptions?:
    Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SessionRoomQuery, SessionRoomQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<SessionRoomQuery, SessionRoomQueryVariables>(
    SessionRoomDocument,
    options,
  );
}
export type SessionRoomQueryHookResult = ReturnType<typeof useSessionRoomQuery>;
export type SessionRoomLazyQueryHookResult = ReturnType<typeof useSessionRoomLazyQuery>;
export type SessionRoomSuspenseQueryHookResult = ReturnType<typeof useSessionRoomSuspenseQuery>;
export type SessionRoomQueryResult = Apollo.QueryResult<
  SessionRoomQuery,
  SessionRoomQueryVariables
>;
