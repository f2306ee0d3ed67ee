/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../generated/types';

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

export type AdminBookingFieldsFragment = {
  id: string;
  mentorEmail: string;
  learnerEmail: string;
  cancelledByName: string | null;
  booking: {
    id: string;
    status: Types.BookingStatus;
    startsAt: string;
    endsAt: string;
    holdExpiresAt: string | null;
    pricePaise: number;
    currency: string;
    paid: boolean;
    paidPaise: number | null;
    refunded: boolean;
    cancelledAt: string | null;
    cancelReason: string | null;
    sessionType: { id: string; title: string };
    mentor: { id: string; name: string };
    learner: { id: string; name: string };
  };
  audit: Array<{
    id: string;
    action: string;
    actorEmail: string;
    actorName: string | null;
    reason: string | null;
    at: string;
  }>;
};

export type AdminBookingsQueryVariables = Exact<{
  status?: Types.BookingStatus | null | undefined;
  search?: string | null | undefined;
  page?: number | null | undefined;
}>;

export type AdminBookingsQuery = {
  adminBookings: {
    totalCount: number;
    page: number;
    pageSize: number;
    nodes: Array<{
      id: string;
      mentorEmail: string;
      learnerEmail: string;
      cancelledByName: string | null;
      booking: {
        id: string;
        status: Types.BookingStatus;
        startsAt: string;
        endsAt: string;
        holdExpiresAt: string | null;
        pricePaise: number;
        currency: string;
        paid: boolean;
        paidPaise: number | null;
        refunded: boolean;
        cancelledAt: string | null;
        cancelReason: string | null;
        sessionType: { id: string; title: string };
        mentor: { id: string; name: string };
        learner: { id: string; name: string };
      };
      audit: Array<{
        id: string;
        action: string;
        actorEmail: string;
        actorName: string | null;
        reason: string | null;
        at: string;
      }>;
    }>;
  };
};

export type AdminCancelBookingMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;

export type AdminCancelBookingMutation = {
  adminCancelBooking: {
    id: string;
    mentorEmail: string;
    learnerEmail: string;
    cancelledByName: string | null;
    booking: {
      id: string;
      status: Types.BookingStatus;
      startsAt: string;
      endsAt: string;
      holdExpiresAt: string | null;
      pricePaise: number;
      currency: string;
      paid: boolean;
      paidPaise: number | null;
      refunded: boolean;
      cancelledAt: string | null;
      cancelReason: string | null;
      sessionType: { id: string; title: string };
      mentor: { id: string; name: string };
      learner: { id: string; name: string };
    };
    audit: Array<{
      id: string;
      action: string;
      actorEmail: string;
      actorName: string | null;
      reason: string | null;
      at: string;
    }>;
  };
};

export const AdminBookingFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminBookingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminBooking' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mentorEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'learnerEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelledByName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'booking' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startsAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endsAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'holdExpiresAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pricePaise' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paidPaise' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refunded' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancelledAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancelReason' } },
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
            kind: 'Field',
            name: { kind: 'Name', value: 'audit' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'action' } },
                { kind: 'Field', name: { kind: 'Name', value: 'actorEmail' } },
                { kind: 'Field', name: { kind: 'Name', value: 'actorName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export const AdminBookingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminBookings' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'BookingStatus' } },
        },
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
            name: { kind: 'Name', value: 'adminBookings' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'status' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
              },
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
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'AdminBookingFields' },
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
      name: { kind: 'Name', value: 'AdminBookingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminBooking' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mentorEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'learnerEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelledByName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'booking' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startsAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endsAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'holdExpiresAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pricePaise' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paidPaise' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refunded' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancelledAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancelReason' } },
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
            kind: 'Field',
            name: { kind: 'Name', value: 'audit' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'action' } },
                { kind: 'Field', name: { kind: 'Name', value: 'actorEmail' } },
                { kind: 'Field', name: { kind: 'Name', value: 'actorName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __useAdminBookingsQuery__
 *
 * To run a query within a React component, call `useAdminBookingsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminBookingsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminBookingsQuery({
 *   variables: {
 *      status: // value for 'status'
 *      search: // value for 'search'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useAdminBookingsQuery(
  baseOptions?: Apollo.QueryHookOptions<AdminBookingsQuery, AdminBookingsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<AdminBookingsQuery, AdminBookingsQueryVariables>(
    AdminBookingsDocument,
    options,
  );
}
export function useAdminBookingsLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<AdminBookingsQuery, AdminBookingsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<AdminBookingsQuery, AdminBookingsQueryVariables>(
    AdminBookingsDocument,
    options,
  );
}
// @ts-ignore
export function useAdminBookingsSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<AdminBookingsQuery, AdminBookingsQueryVariables>,
): Apollo.UseSuspenseQueryResult<AdminBookingsQuery, AdminBookingsQueryVariables>;
export function useAdminBookingsSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<AdminBookingsQuery, AdminBookingsQueryVariables>,
): Apollo.UseSuspenseQueryResult<AdminBookingsQuery | undefined, AdminBookingsQueryVariables>;
export function useAdminBookingsSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<AdminBookingsQuery, AdminBookingsQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<AdminBookingsQuery, AdminBookingsQueryVariables>(
    AdminBookingsDocument,
    options,
  );
}
export type AdminBookingsQueryHookResult = ReturnType<typeof useAdminBookingsQuery>;
export type AdminBookingsLazyQueryHookResult = ReturnType<typeof useAdminBookingsLazyQuery>;
export type AdminBookingsSuspenseQueryHookResult = ReturnType<typeof useAdminBookingsSuspenseQuery>;
export type AdminBookingsQueryResult = Apollo.QueryResult<
  AdminBookingsQuery,
  AdminBookingsQueryVariables
>;
export const AdminCancelBookingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AdminCancelBooking' },
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
            name: { kind: 'Name', value: 'adminCancelBooking' },
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
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminBookingFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminBookingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminBooking' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mentorEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'learnerEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelledByName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'booking' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startsAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endsAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'holdExpiresAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pricePaise' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paidPaise' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refunded' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancelledAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancelReason' } },
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
            kind: 'Field',
            name: { kind: 'Name', value: 'audit' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'action' } },
                { kind: 'Field', name: { kind: 'Name', value: 'actorEmail' } },
                { kind: 'Field', name: { kind: 'Name', value: 'actorName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type AdminCancelBookingMutationFn = Apollo.MutationFunction<
  AdminCancelBookingMutation,
  AdminCancelBookingMutationVariables
>;

/**
 * __useAdminCancelBookingMutation__
 *
 * To run a mutation, you first call `useAdminCancelBookingMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAdminCancelBookingMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [adminCancelBookingMutation, { data, loading, error }] = useAdminCancelBookingMutation({
 *   variables: {
 *      id: // value for 'id'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useAdminCancelBookingMutation(
  baseOptions?: Apollo.MutationHookOptions<
    AdminCancelBookingMutation,
    AdminCancelBookingMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<AdminCancelBookingMutation, AdminCancelBookingMutationVariables>(
    AdminCancelBookingDocument,
    options,
  );
}
export type AdminCancelBookingMutationHookResult = ReturnType<typeof useAdminCancelBookingMutation>;
export type AdminCancelBookingMutationResult = Apollo.MutationResult<AdminCancelBookingMutation>;
export type AdminCancelBookingMutationOptions = Apollo.BaseMutationOptions<
  AdminCancelBookingMutation,
  AdminCancelBookingMutationVariables
>;
