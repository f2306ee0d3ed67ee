/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../generated/types';

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
export type BookSessionInput = {
  /** The course the booking is made from, if any. */
  courseId?: string | number | null | undefined;
  /** What to talk about, at most 1000 characters. */
  note?: string | null | undefined;
  sessionTypeId: string | number;
  /** One of the starts availableSlots offers. */
  startsAt: string;
  /** The learner’s IANA zone, e.g. Asia/Kolkata, for their invite and mails. */
  timeZone: string;
};

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

/** SANDBOX: no real money; pay with sandboxCheckout instead of Razorpay Checkout. */
export type PaymentProviderName = 'RAZORPAY' | 'SANDBOX';

export type MentorSummaryFragment = {
  id: string;
  name: string;
  imageUrl: string;
  headline: string;
  topics: Array<string>;
  timeZone: string;
  minPricePaise: number | null;
  maxPricePaise: number | null;
  nextAvailableSlot: string | null;
  rating: number | null;
  ratingCount: number;
  sessionCount: number;
};

export type MentorSessionTypeFragment = {
  id: string;
  title: string;
  description: string;
  durationMinutes: number;
  pricePaise: number;
  currency: string;
  cancellationNoticeHours: number;
  cancellationPolicy: string;
};

export type MentorsQueryVariables = Exact<{ [key: string]: never }>;

export type MentorsQuery = {
  mentors: Array<{
    id: string;
    name: string;
    imageUrl: string;
    headline: string;
    topics: Array<string>;
    timeZone: string;
    minPricePaise: number | null;
    maxPricePaise: number | null;
    nextAvailableSlot: string | null;
    rating: number | null;
    ratingCount: number;
    sessionCount: number;
  }>;
};

export type MentorQueryVariables = Exact<{
  id: string | number;
}>;

export type MentorQuery = {
  mentor: {
    bio: string;
    id: string;
    name: string;
    imageUrl: string;
    headline: string;
    topics: Array<string>;
    timeZone: string;
    minPricePaise: number | null;
    maxPricePaise: number | null;
    nextAvailableSlot: string | null;
    rating: number | null;
    ratingCount: number;
    sessionCount: number;
    sessionTypes: Array<{
      id: string;
      title: string;
      description: string;
      durationMinutes: number;
      pricePaise: number;
      currency: string;
      cancellationNoticeHours: number;
      cancellationPolicy: string;
    }>;
  } | null;
};

export type AvailableSlotsQueryVariables = Exact<{
  sessionTypeId: string | number;
  from: string;
  to: string;
}>;

export type AvailableSlotsQuery = { availableSlots: Array<{ startsAt: string; endsAt: string }> };

export type BookSessionMutationVariables = Exact<{
  input: Types.BookSessionInput;
}>;

export type BookSessionMutation = {
  bookSession: {
    id: string;
    startsAt: string;
    endsAt: string;
    status: Types.BookingStatus;
    holdExpiresAt: string | null;
    pricePaise: number;
    currency: string;
  };
};

export type PayForBookingMutationVariables = Exact<{
  bookingId: string | number;
  couponCode?: string | null | undefined;
}>;

export type PayForBookingMutation = {
  payForBooking:
    | { __typename: 'FreeBooking'; bookingId: string }
    | { __typename: 'FreeEnrollment' }
    | { __typename: 'FreeLiveSeat' }
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

export const MentorSummaryFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MentorSummary' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Mentor' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'headline' } },
          { kind: 'Field', name: { kind: 'Name', value: 'topics' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'minPricePaise' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxPricePaise' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextAvailableSlot' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ratingCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sessionCount' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export const MentorSessionTypeFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MentorSessionType' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SessionType' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'durationMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pricePaise' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancellationNoticeHours' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancellationPolicy' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export const MentorsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Mentors' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mentors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MentorSummary' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MentorSummary' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Mentor' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'headline' } },
          { kind: 'Field', name: { kind: 'Name', value: 'topics' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'minPricePaise' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxPricePaise' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextAvailableSlot' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ratingCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sessionCount' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __useMentorsQuery__
 *
 * To run a query within a React component, call `useMentorsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMentorsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMentorsQuery({
 *   variables: {
 *   },
 * });
 */
export function useMentorsQuery(
  baseOptions?: Apollo.QueryHookOptions<MentorsQuery, MentorsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<MentorsQuery, MentorsQueryVariables>(MentorsDocument, options);
}
export function useMentorsLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<MentorsQuery, MentorsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<MentorsQuery, MentorsQueryVariables>(MentorsDocument, options);
}
// @ts-ignore
export function useMentorsSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<MentorsQuery, MentorsQueryVariables>,
): Apollo.UseSuspenseQueryResult<MentorsQuery, MentorsQueryVariables>;
export function useMentorsSuspenseQuery(
  baseOptions?:
    Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MentorsQuery, MentorsQueryVariables>,
): Apollo.UseSuspenseQueryResult<MentorsQuery | undefined, MentorsQueryVariables>;
export function useMentorsSuspenseQuery(
  baseOptions?:
    Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MentorsQuery, MentorsQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<MentorsQuery, MentorsQueryVariables>(MentorsDocument, options);
}
export type MentorsQueryHookResult = ReturnType<typeof useMentorsQuery>;
export type MentorsLazyQueryHookResult = ReturnType<typeof useMentorsLazyQuery>;
export type MentorsSuspenseQueryHookResult = ReturnType<typeof useMentorsSuspenseQuery>;
export type MentorsQueryResult = Apollo.QueryResult<MentorsQuery, MentorsQueryVariables>;
export const MentorDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Mentor' },
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
            name: { kind: 'Name', value: 'mentor' },
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
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MentorSummary' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bio' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'sessionTypes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'MentorSessionType' },
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
      name: { kind: 'Name', value: 'MentorSummary' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Mentor' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'headline' } },
          { kind: 'Field', name: { kind: 'Name', value: 'topics' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'minPricePaise' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxPricePaise' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextAvailableSlot' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ratingCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sessionCount' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MentorSessionType' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SessionType' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'durationMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pricePaise' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancellationNoticeHours' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancellationPolicy' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __useMentorQuery__
 *
 * To run a query within a React component, call `useMentorQuery` and pass it any options that fit your needs.
 * When your component renders, `useMentorQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMentorQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useMentorQuery(
  baseOptions: Apollo.QueryHookOptions<MentorQuery, MentorQueryVariables> &
    ({ variables: MentorQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<MentorQuery, MentorQueryVariables>(MentorDocument, options);
}
export function useMentorLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<MentorQuery, MentorQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<MentorQuery, MentorQueryVariables>(MentorDocument, options);
}
// @ts-ignore
export function useMentorSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<MentorQuery, MentorQueryVariables>,
): Apollo.UseSuspenseQueryResult<MentorQuery, MentorQueryVariables>;
export function useMentorSuspenseQuery(
  baseOptions?:
    Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MentorQuery, MentorQueryVariables>,
): Apollo.UseSuspenseQueryResult<MentorQuery | undefined, MentorQueryVariables>;
export function useMentorSuspenseQuery(
  baseOptions?:
    Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MentorQuery, MentorQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<MentorQuery, MentorQueryVariables>(MentorDocument, options);
}
export type MentorQueryHookResult = ReturnType<typeof useMentorQuery>;
export type MentorLazyQueryHookResult = ReturnType<typeof useMentorLazyQuery>;
export type MentorSuspenseQueryHookResult = ReturnType<typeof useMentorSuspenseQuery>;
export type MentorQueryResult = Apollo.QueryResult<MentorQuery, MentorQueryVariables>;
export const AvailableSlotsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AvailableSlots' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sessionTypeId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'from' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'DateTime' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'to' } },
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
            name: { kind: 'Name', value: 'availableSlots' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sessionTypeId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sessionTypeId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'from' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'from' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'to' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'to' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'startsAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endsAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __useAvailableSlotsQuery__
 *
 * To run a query within a React component, call `useAvailableSlotsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAvailableSlotsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAvailableSlotsQuery({
 *   variables: {
 *      sessionTypeId: // value for 'sessionTypeId'
 *      from: // value for 'from'
 *      to: // value for 'to'
 *   },
 * });
 */
export function useAvailableSlotsQuery(
  baseOptions: Apollo.QueryHookOptions<AvailableSlotsQuery, AvailableSlotsQueryVariables> &
    ({ variables: AvailableSlotsQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<AvailableSlotsQuery, AvailableSlotsQueryVariables>(
    AvailableSlotsDocument,
    options,
  );
}
export function useAvailableSlotsLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<AvailableSlotsQuery, AvailableSlotsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<AvailableSlotsQuery, AvailableSlotsQueryVariables>(
    AvailableSlotsDocument,
    options,
  );
}
// @ts-ignore
export function useAvailableSlotsSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<AvailableSlotsQuery, AvailableSlotsQueryVariables>,
): Apollo.UseSuspenseQueryResult<AvailableSlotsQuery, AvailableSlotsQueryVariables>;
export function useAvailableSlotsSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<AvailableSlotsQuery, AvailableSlotsQueryVariables>,
): Apollo.UseSuspenseQueryResult<AvailableSlotsQuery | undefined, AvailableSlotsQueryVariables>;
export function useAvailableSlotsSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<AvailableSlotsQuery, AvailableSlotsQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<AvailableSlotsQuery, AvailableSlotsQueryVariables>(
    AvailableSlotsDocument,
    options,
  );
}
export type AvailableSlotsQueryHookResult = ReturnType<typeof useAvailableSlotsQuery>;
export type AvailableSlotsLazyQueryHookResult = ReturnType<typeof useAvailableSlotsLazyQuery>;
export type AvailableSlotsSuspenseQueryHookResult = ReturnType<
  typeof useAvailableSlotsSuspenseQuery
>;
export type AvailableSlotsQueryResult = Apollo.QueryResult<
  AvailableSlotsQuery,
  AvailableSlotsQueryVariables
>;
export const BookSessionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'BookSession' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'BookSessionInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'bookSession' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startsAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endsAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'holdExpiresAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pricePaise' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type BookSessionMutationFn = Apollo.MutationFunction<
  BookSessionMutation,
  BookSessionMutationVariables
>;

/**
 * __useBookSessionMutation__
 *
 * To run a mutation, you first call `useBookSessionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useBookSessionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [bookSessionMutation, { data, loading, error }] = useBookSessionMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useBookSessionMutation(
  baseOptions?: Apollo.MutationHookOptions<BookSessionMutation, BookSessionMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<BookSessionMutation, BookSessionMutationVariables>(
    BookSessionDocument,
    options,
  );
}
export type BookSessionMutationHookResult = ReturnType<typeof useBookSessionMutation>;
export type BookSessionMutationResult = Apollo.MutationResult<BookSessionMutation>;
export type BookSessionMutationOptions = Apollo.BaseMutationOptions<
  BookSessionMutation,
  BookSessionMutationVariables
>;
export const PayForBookingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'PayForBooking' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'couponCode' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'payForBooking' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'bookingId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'bookingId' } },
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
                    name: { kind: 'Name', value: 'FreeBooking' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'bookingId' } }],
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
export type PayForBookingMutationFn = Apollo.MutationFunction<
  PayForBookingMutation,
  PayForBookingMutationVariables
>;

/**
 * __usePayForBookingMutation__
 *
 * To run a mutation, you first call `usePayForBookingMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `usePayForBookingMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [payForBookingMutation, { data, loading, error }] = usePayForBookingMutation({
 *   variables: {
 *      bookingId: // value for 'bookingId'
 *      couponCode: // value for 'couponCode'
 *   },
 * });
 */
export function usePayForBookingMutation(
  baseOptions?: Apollo.MutationHookOptions<PayForBookingMutation, PayForBookingMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<PayForBookingMutation, PayForBookingMutationVariables>(
    PayForBookingDocument,
    options,
  );
}
export type PayForBookingMutationHookResult = ReturnType<typeof usePayForBookingMutation>;
export type PayForBookingMutationResult = Apollo.MutationResult<PayForBookingMutation>;
export type PayForBookingMutationOptions = Apollo.BaseMutationOptions<
  PayForBookingMutation,
  PayForBookingMutationVariables
>;
