/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../generated/types';

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
/** Who may take a seat in a live session. */
export type LiveAccess =
  /** The course's enrolled learners, at no extra cost. */
  | 'ENROLLED'
  /** Anyone who may buy the course buys a seat at the session’s price. */
  | 'SEAT';

export type LiveSessionStatus = 'CANCELLED' | 'SCHEDULED';

export type AdminLiveSessionsQueryVariables = Exact<{
  search?: string | null | undefined;
  page?: number | null | undefined;
}>;

export type AdminLiveSessionsQuery = {
  adminLiveSessions: {
    totalCount: number;
    page: number;
    pageSize: number;
    nodes: Array<{
      id: string;
      title: string;
      status: Types.LiveSessionStatus;
      access: Types.LiveAccess;
      pricePaise: number;
      courseId: string;
      courseTitle: string;
      hostName: string;
      hostEmail: string;
      nextStartsAt: string | null;
      meetings: number;
      meetingsLeft: number;
      recordings: number;
      capacity: number;
      seatsTaken: number;
      waitlistCount: number;
      paidSeats: number;
      paidPaise: number;
      refundCount: number;
      refundedPaise: number;
    }>;
  };
};

export const AdminLiveSessionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminLiveSessions' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminLiveSessions' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pageSize' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'access' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'pricePaise' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'courseTitle' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hostName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hostEmail' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'nextStartsAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'meetings' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'meetingsLeft' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'recordings' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'capacity' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'seatsTaken' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'waitlistCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'paidSeats' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'paidPaise' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'refundCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'refundedPaise' } },
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
 * __useAdminLiveSessionsQuery__
 *
 * To run a query within a React component, call `useAdminLiveSessionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminLiveSessionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminLiveSessionsQuery({
 *   variables: {
 *      search: // value for 'search'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useAdminLiveSessionsQuery(
  baseOptions?: Apollo.QueryHookOptions<AdminLiveSessionsQuery, AdminLiveSessionsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<AdminLiveSessionsQuery, AdminLiveSessionsQueryVariables>(
    AdminLiveSessionsDocument,
    options,
  );
}
export function useAdminLiveSessionsLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<
    AdminLiveSessionsQuery,
    AdminLiveSessionsQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<AdminLiveSessionsQuery, AdminLiveSessionsQueryVariables>(
    AdminLiveSessionsDocument,
    options,
  );
}
// @ts-ignore
export function useAdminLiveSessionsSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<
    AdminLiveSessionsQuery,
    AdminLiveSessionsQueryVariables
  >,
): Apollo.UseSuspenseQueryResult<AdminLiveSessionsQuery, AdminLiveSessionsQueryVariables>;
export function useAdminLiveSessionsSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<AdminLiveSessionsQuery, AdminLiveSessionsQueryVariables>,
): Apollo.UseSuspenseQueryResult<
  AdminLiveSessionsQuery | undefined,
  AdminLiveSessionsQueryVariables
>;
export function useAdminLiveSessionsSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<AdminLiveSessionsQuery, AdminLiveSessionsQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<AdminLiveSessionsQuery, AdminLiveSessionsQueryVariables>(
    AdminLiveSessionsDocument,
    options,
  );
}
export type AdminLiveSessionsQueryHookResult = ReturnType<typeof useAdminLiveSessionsQuery>;
export type AdminLiveSessionsLazyQueryHookResult = ReturnType<typeof useAdminLiveSessionsLazyQuery>;
export type AdminLiveSessionsSuspenseQueryHookResult = ReturnType<
  typeof useAdminLiveSessionsSuspenseQuery
>;
export type AdminLiveSessionsQueryResult = Apollo.QueryResult<
  AdminLiveSessionsQuery,
  AdminLiveSessionsQueryVariables
>;
