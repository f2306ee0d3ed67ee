/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../generated/types';

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
/** The viewer’s part in a live session’s room. */
export type LiveRoomRole =
  /** The session’s host: may mute others and lower raised hands. */
  | 'HOST'
  /** A learner with a confirmed seat. */
  | 'PARTICIPANT';

/** Whether a live session occurrence’s group room can be joined now. */
export type LiveRoomState =
  /** The occurrence or its series was cancelled: no room. */
  | 'CANCELLED'
  /** Opens 10 minutes before the start. */
  | 'EARLY'
  /** Closed 10 minutes after the end. */
  | 'ENDED'
  /** From 10 minutes before the start to 10 minutes after the end. */
  | 'OPEN';

export type LiveRoomQueryVariables = Exact<{
  occurrenceId: string | number;
}>;

export type LiveRoomQuery = {
  liveRoom: {
    occurrenceId: string;
    liveSessionId: string;
    state: Types.LiveRoomState;
    open: boolean;
    startsAt: string;
    endsAt: string;
    opensAt: string;
    closesAt: string;
    role: Types.LiveRoomRole;
    title: string;
    hostName: string;
    participantLimit: number;
    overLimit: boolean;
    meetingUrl: string | null;
    iceServers: Array<{ urls: Array<string>; username: string | null; credential: string | null }>;
  };
};

export const LiveRoomDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'LiveRoom' },
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
            name: { kind: 'Name', value: 'liveRoom' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'occurrenceId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'liveSessionId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'open' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startsAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endsAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'opensAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'closesAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hostName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'participantLimit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'overLimit' } },
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
 * __useLiveRoomQuery__
 *
 * To run a query within a React component, call `useLiveRoomQuery` and pass it any options that fit your needs.
 * When your component renders, `useLiveRoomQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLiveRoomQuery({
 *   variables: {
 *      occurrenceId: // value for 'occurrenceId'
 *   },
 * });
 */
export function useLiveRoomQuery(
  baseOptions: Apollo.QueryHookOptions<LiveRoomQuery, LiveRoomQueryVariables> &
    ({ variables: LiveRoomQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<LiveRoomQuery, LiveRoomQueryVariables>(LiveRoomDocument, options);
}
export function useLiveRoomLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<LiveRoomQuery, LiveRoomQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<LiveRoomQuery, LiveRoomQueryVariables>(LiveRoomDocument, options);
}
// @ts-ignore
export function useLiveRoomSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<LiveRoomQuery, LiveRoomQueryVariables>,
): Apollo.UseSuspenseQueryResult<LiveRoomQuery, LiveRoomQueryVariables>;
export function useLiveRoomSuspenseQuery(
  baseOptions?:
    Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<LiveRoomQuery, LiveRoomQueryVariables>,
): Apollo.UseSuspenseQueryResult<LiveRoomQuery | undefined, LiveRoomQueryVariables>;
export function useLiveRoomSuspenseQuery(
  baseOptions?:
    Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<LiveRoomQuery, LiveRoomQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<LiveRoomQuery, LiveRoomQueryVariables>(LiveRoomDocument, options);
}
export type LiveRoomQueryHookResult = ReturnType<typeof useLiveRoomQuery>;
export type LiveRoomLazyQueryHookResult = ReturnType<typeof useLiveRoomLazyQuery>;
export type LiveRoomSuspenseQueryHookResult = ReturnType<typeof useLiveRoomSuspenseQuery>;
export type LiveRoomQueryResult = Apollo.QueryResult<LiveRoomQuery, LiveRoomQueryVariables>;
