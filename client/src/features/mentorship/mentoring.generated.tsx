/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../generated/types';

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
export type AvailabilityInput = {
  overrides: Array<DateOverrideInput>;
  timeZone: string;
  weekly: Array<WeeklyHoursInput>;
};

export type DateOverrideInput = {
  /** YYYY-MM-DD in the mentor’s zone. */
  date: string;
  /** Empty: a day off. */
  hours: Array<TimeRangeInput>;
};

export type MentorProfileInput = {
  /** False pauses the listing and new bookings. */
  active?: boolean | null | undefined;
  /** At most 2000 characters. */
  bio?: string | null | undefined;
  /** 1 to 140 characters. */
  headline: string;
  /** An IANA zone, e.g. Asia/Kolkata. */
  timeZone: string;
  /** At most 10, each 1 to 40 characters. */
  topics?: Array<string> | null | undefined;
};

export type SessionTypeInput = {
  /** 1 to 365; default 60. */
  bookingWindowDays?: number | null | undefined;
  /** 0 to 120; default 0. */
  bufferAfterMinutes?: number | null | undefined;
  /** 0 to 120; default 0. */
  bufferBeforeMinutes?: number | null | undefined;
  /** 0 to 720; default 24. */
  cancellationNoticeHours?: number | null | undefined;
  /** The cancellation policy in plain words, 1 to 1000 characters. */
  cancellationPolicy: string;
  /** 1 to 48, or null for no limit. */
  dailyLimit?: number | null | undefined;
  /** At most 2000 characters. */
  description?: string | null | undefined;
  /** 15 to 120. */
  durationMinutes: number;
  /** An https link used instead of the built-in room. */
  meetingUrl?: string | null | undefined;
  /** 0 to 43200 (30 days); default 240. */
  minNoticeMinutes?: number | null | undefined;
  /** Whole paise, 0 is free. */
  pricePaise: number;
  /** 1 to 120 characters. */
  title: string;
};

export type TimeRangeInput = {
  /** "HH:MM", after start; may be "24:00". */
  end: string;
  /** "HH:MM", 00:00 to 23:59. */
  start: string;
};

export type WeeklyHoursInput = {
  /** "HH:MM", after start; may be "24:00". */
  end: string;
  /** "HH:MM", 00:00 to 23:59. */
  start: string;
  /** ISO weekday: 1 Monday to 7 Sunday. */
  weekday: number;
};

export type OwnSessionTypeFragment = {
  id: string;
  title: string;
  description: string;
  durationMinutes: number;
  pricePaise: number;
  currency: string;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  minNoticeMinutes: number;
  bookingWindowDays: number;
  dailyLimit: number | null;
  cancellationNoticeHours: number;
  cancellationPolicy: string;
  meetingUrl: string | null;
  active: boolean;
};

export type MyMentoringQueryVariables = Exact<{ [key: string]: never }>;

export type MyMentoringQuery = {
  myMentorProfile: {
    id: string;
    headline: string;
    bio: string;
    topics: Array<string>;
    timeZone: string;
    sessionTypes: Array<{
      id: string;
      title: string;
      description: string;
      durationMinutes: number;
      pricePaise: number;
      currency: string;
      bufferBeforeMinutes: number;
      bufferAfterMinutes: number;
      minNoticeMinutes: number;
      bookingWindowDays: number;
      dailyLimit: number | null;
      cancellationNoticeHours: number;
      cancellationPolicy: string;
      meetingUrl: string | null;
      active: boolean;
    }>;
  } | null;
  myAvailability: {
    timeZone: string;
    weekly: Array<{ weekday: number; start: string; end: string }>;
    overrides: Array<{ date: string; hours: Array<{ start: string; end: string }> }>;
  } | null;
};

export type SaveMentorProfileMutationVariables = Exact<{
  input: Types.MentorProfileInput;
}>;

export type SaveMentorProfileMutation = {
  saveMentorProfile: {
    id: string;
    headline: string;
    bio: string;
    topics: Array<string>;
    timeZone: string;
  };
};

export type SetAvailabilityMutationVariables = Exact<{
  input: Types.AvailabilityInput;
}>;

export type SetAvailabilityMutation = {
  setAvailability: {
    timeZone: string;
    weekly: Array<{ weekday: number; start: string; end: string }>;
    overrides: Array<{ date: string; hours: Array<{ start: string; end: string }> }>;
  };
};

export type CreateSessionTypeMutationVariables = Exact<{
  input: Types.SessionTypeInput;
}>;

export type CreateSessionTypeMutation = {
  createSessionType: {
    id: string;
    title: string;
    description: string;
    durationMinutes: number;
    pricePaise: number;
    currency: string;
    bufferBeforeMinutes: number;
    bufferAfterMinutes: number;
    minNoticeMinutes: number;
    bookingWindowDays: number;
    dailyLimit: number | null;
    cancellationNoticeHours: number;
    cancellationPolicy: string;
    meetingUrl: string | null;
    active: boolean;
  };
};

export type UpdateSessionTypeMutationVariables = Exact<{
  id: string | number;
  input: Types.SessionTypeInput;
}>;

export type UpdateSessionTypeMutation = {
  updateSessionType: {
    id: string;
    title: string;
    description: string;
    durationMinutes: number;
    pricePaise: number;
    currency: string;
    bufferBeforeMinutes: number;
    bufferAfterMinutes: number;
    minNoticeMinutes: number;
    bookingWindowDays: number;
    dailyLimit: number | null;
    cancellationNoticeHours: number;
    cancellationPolicy: string;
    meetingUrl: string | null;
    active: boolean;
  };
};

export type ArchiveSessionTypeMutationVariables = Exact<{
  id: string | number;
}>;

export type ArchiveSessionTypeMutation = {
  archiveSessionType: {
    id: string;
    title: string;
    description: string;
    durationMinutes: number;
    pricePaise: number;
    currency: string;
    bufferBeforeMinutes: number;
    bufferAfterMinutes: number;
    minNoticeMinutes: number;
    bookingWindowDays: number;
    dailyLimit: number | null;
    cancellationNoticeHours: number;
    cancellationPolicy: string;
    meetingUrl: string | null;
    active: boolean;
  };
};

export const OwnSessionTypeFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OwnSessionType' },
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
          { kind: 'Field', name: { kind: 'Name', value: 'bufferBeforeMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bufferAfterMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'minNoticeMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bookingWindowDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dailyLimit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancellationNoticeHours' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancellationPolicy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meetingUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export const MyMentoringDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyMentoring' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myMentorProfile' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'headline' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bio' } },
                { kind: 'Field', name: { kind: 'Name', value: 'topics' } },
                { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'sessionTypes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OwnSessionType' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myAvailability' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'weekly' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'weekday' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'start' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'end' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'overrides' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'hours' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'start' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'end' } },
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
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OwnSessionType' },
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
          { kind: 'Field', name: { kind: 'Name', value: 'bufferBeforeMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bufferAfterMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'minNoticeMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bookingWindowDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dailyLimit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancellationNoticeHours' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancellationPolicy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meetingUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __useMyMentoringQuery__
 *
 * To run a query within a React component, call `useMyMentoringQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyMentoringQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyMentoringQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyMentoringQuery(
  baseOptions?: Apollo.QueryHookOptions<MyMentoringQuery, MyMentoringQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<MyMentoringQuery, MyMentoringQueryVariables>(MyMentoringDocument, options);
}
export function useMyMentoringLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<MyMentoringQuery, MyMentoringQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<MyMentoringQuery, MyMentoringQueryVariables>(
    MyMentoringDocument,
    options,
  );
}
// @ts-ignore
export function useMyMentoringSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<MyMentoringQuery, MyMentoringQueryVariables>,
): Apollo.UseSuspenseQueryResult<MyMentoringQuery, MyMentoringQueryVariables>;
export function useMyMentoringSuspenseQuery(
  baseOptions?:
    Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MyMentoringQuery, MyMentoringQueryVariables>,
): Apollo.UseSuspenseQueryResult<MyMentoringQuery | undefined, MyMentoringQueryVariables>;
export function useMyMentoringSuspenseQuery(
  baseOptions?:
    Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MyMentoringQuery, MyMentoringQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<MyMentoringQuery, MyMentoringQueryVariables>(
    MyMentoringDocument,
    options,
  );
}
export type MyMentoringQueryHookResult = ReturnType<typeof useMyMentoringQuery>;
export type MyMentoringLazyQueryHookResult = ReturnType<typeof useMyMentoringLazyQuery>;
export type MyMentoringSuspenseQueryHookResult = ReturnType<typeof useMyMentoringSuspenseQuery>;
export type MyMentoringQueryResult = Apollo.QueryResult<
  MyMentoringQuery,
  MyMentoringQueryVariables
>;
export const SaveMentorProfileDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SaveMentorProfile' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'MentorProfileInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'saveMentorProfile' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'headline' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bio' } },
                { kind: 'Field', name: { kind: 'Name', value: 'topics' } },
                { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type SaveMentorProfileMutationFn = Apollo.MutationFunction<
  SaveMentorProfileMutation,
  SaveMentorProfileMutationVariables
>;

/**
 * __useSaveMentorProfileMutation__
 *
 * To run a mutation, you first call `useSaveMentorProfileMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSaveMentorProfileMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [saveMentorProfileMutation, { data, loading, error }] = useSaveMentorProfileMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSaveMentorProfileMutation(
  baseOptions?: Apollo.MutationHookOptions<
    SaveMentorProfileMutation,
    SaveMentorProfileMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<SaveMentorProfileMutation, SaveMentorProfileMutationVariables>(
    SaveMentorProfileDocument,
    options,
  );
}
export type SaveMentorProfileMutationHookResult = ReturnType<typeof useSaveMentorProfileMutation>;
export type SaveMentorProfileMutationResult = Apollo.MutationResult<SaveMentorProfileMutation>;
export type SaveMentorProfileMutationOptions = Apollo.BaseMutationOptions<
  SaveMentorProfileMutation,
  SaveMentorProfileMutationVariables
>;
export const SetAvailabilityDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetAvailability' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'AvailabilityInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setAvailability' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'weekly' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'weekday' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'start' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'end' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'overrides' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'hours' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'start' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'end' } },
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
export type SetAvailabilityMutationFn = Apollo.MutationFunction<
  SetAvailabilityMutation,
  SetAvailabilityMutationVariables
>;

/**
 * __useSetAvailabilityMutation__
 *
 * To run a mutation, you first call `useSetAvailabilityMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetAvailabilityMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setAvailabilityMutation, { data, loading, error }] = useSetAvailabilityMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSetAvailabilityMutation(
  baseOptions?: Apollo.MutationHookOptions<
    SetAvailabilityMutation,
    SetAvailabilityMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<SetAvailabilityMutation, SetAvailabilityMutationVariables>(
    SetAvailabilityDocument,
    options,
  );
}
export type SetAvailabilityMutationHookResult = ReturnType<typeof useSetAvailabilityMutation>;
export type SetAvailabilityMutationResult = Apollo.MutationResult<SetAvailabilityMutation>;
export type SetAvailabilityMutationOptions = Apollo.BaseMutationOptions<
  SetAvailabilityMutation,
  SetAvailabilityMutationVariables
>;
export const CreateSessionTypeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateSessionType' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'SessionTypeInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createSessionType' },
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
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OwnSessionType' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OwnSessionType' },
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
          { kind: 'Field', name: { kind: 'Name', value: 'bufferBeforeMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bufferAfterMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'minNoticeMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bookingWindowDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dailyLimit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancellationNoticeHours' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancellationPolicy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meetingUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type CreateSessionTypeMutationFn = Apollo.MutationFunction<
  CreateSessionTypeMutation,
  CreateSessionTypeMutationVariables
>;

/**
 * __useCreateSessionTypeMutation__
 *
 * To run a mutation, you first call `useCreateSessionTypeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateSessionTypeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createSessionTypeMutation, { data, loading, error }] = useCreateSessionTypeMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateSessionTypeMutation(
  baseOptions?: Apollo.MutationHookOptions<
    CreateSessionTypeMutation,
    CreateSessionTypeMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<CreateSessionTypeMutation, CreateSessionTypeMutationVariables>(
    CreateSessionTypeDocument,
    options,
  );
}
export type CreateSessionTypeMutationHookResult = ReturnType<typeof useCreateSessionTypeMutation>;
export type CreateSessionTypeMutationResult = Apollo.MutationResult<CreateSessionTypeMutation>;
export type CreateSessionTypeMutationOptions = Apollo.BaseMutationOptions<
  CreateSessionTypeMutation,
  CreateSessionTypeMutationVariables
>;
export const UpdateSessionTypeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateSessionType' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'SessionTypeInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateSessionType' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OwnSessionType' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OwnSessionType' },
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
          { kind: 'Field', name: { kind: 'Name', value: 'bufferBeforeMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bufferAfterMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'minNoticeMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bookingWindowDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dailyLimit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancellationNoticeHours' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancellationPolicy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meetingUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type UpdateSessionTypeMutationFn = Apollo.MutationFunction<
  UpdateSessionTypeMutation,
  UpdateSessionTypeMutationVariables
>;

/**
 * __useUpdateSessionTypeMutation__
 *
 * To run a mutation, you first call `useUpdateSessionTypeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateSessionTypeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateSessionTypeMutation, { data, loading, error }] = useUpdateSessionTypeMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateSessionTypeMutation(
  baseOptions?: Apollo.MutationHookOptions<
    UpdateSessionTypeMutation,
    UpdateSessionTypeMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<UpdateSessionTypeMutation, UpdateSessionTypeMutationVariables>(
    UpdateSessionTypeDocument,
    options,
  );
}
export type UpdateSessionTypeMutationHookResult = ReturnType<typeof useUpdateSessionTypeMutation>;
export type UpdateSessionTypeMutationResult = Apollo.MutationResult<UpdateSessionTypeMutation>;
export type UpdateSessionTypeMutationOptions = Apollo.BaseMutationOptions<
  UpdateSessionTypeMutation,
  UpdateSessionTypeMutationVariables
>;
export const ArchiveSessionTypeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ArchiveSessionType' },
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
            name: { kind: 'Name', value: 'archiveSessionType' },
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
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OwnSessionType' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OwnSessionType' },
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
          { kind: 'Field', name: { kind: 'Name', value: 'bufferBeforeMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bufferAfterMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'minNoticeMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bookingWindowDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dailyLimit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancellationNoticeHours' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancellationPolicy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meetingUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type ArchiveSessionTypeMutationFn = Apollo.MutationFunction<
  ArchiveSessionTypeMutation,
  ArchiveSessionTypeMutationVariables
>;

/**
 * __useArchiveSessionTypeMutation__
 *
 * To run a mutation, you first call `useArchiveSessionTypeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useArchiveSessionTypeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [archiveSessionTypeMutation, { data, loading, error }] = useArchiveSessionTypeMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useArchiveSessionTypeMutation(
  baseOptions?: Apollo.MutationHookOptions<
    ArchiveSessionTypeMutation,
    ArchiveSessionTypeMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<ArchiveSessionTypeMutation, ArchiveSessionTypeMutationVariables>(
    ArchiveSessionTypeDocument,
    options,
  );
}
export type ArchiveSessionTypeMutationHookResult = ReturnType<typeof useArchiveSessionTypeMutation>;
export type ArchiveSessionTypeMutationResult = Apollo.MutationResult<ArchiveSessionTypeMutation>;
export type ArchiveSessionTypeMutationOptions = Apollo.BaseMutationOptions<
  ArchiveSessionTypeMutation,
  ArchiveSessionTypeMutationVariables
>;
