/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../generated/types';

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
/** A browser's push subscription, as `PushSubscription.toJSON()` gives it: `endpoint` and its `keys`. */
export type PushSubscriptionInput = {
  /** keys.auth: its 16-byte authentication secret, base64url. */
  auth: string;
  /** The push service's URL for this browser (https). */
  endpoint: string;
  /** keys.p256dh: the browser's P-256 public key, base64url (65 bytes). */
  p256dh: string;
};

export type DevicePushQueryVariables = Exact<{ [key: string]: never }>;

export type DevicePushQuery = {
  pushPublicKey: string | null;
  me: { id: string; notificationPreferences: { pushKinds: Array<string> } | null };
};

export type SubscribePushMutationVariables = Exact<{
  input: Types.PushSubscriptionInput;
}>;

export type SubscribePushMutation = { subscribePush: boolean };

export type UnsubscribePushMutationVariables = Exact<{
  endpoint: string;
}>;

export type UnsubscribePushMutation = { unsubscribePush: boolean };

export type UpdatePushKindsMutationVariables = Exact<{
  pushKinds: Array<string> | string;
}>;

export type UpdatePushKindsMutation = {
  updateNotificationPreferences: {
    id: string;
    notificationPreferences: { pushKinds: Array<string> } | null;
  };
};

export const DevicePushDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DevicePush' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'pushPublicKey' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'notificationPreferences' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'pushKinds' } }],
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
 * __useDevicePushQuery__
 *
 * To run a query within a React component, call `useDevicePushQuery` and pass it any options that fit your needs.
 * When your component renders, `useDevicePushQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDevicePushQuery({
 *   variables: {
 *   },
 * });
 */
export function useDevicePushQuery(
  baseOptions?: Apollo.QueryHookOptions<DevicePushQuery, DevicePushQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<DevicePushQuery, DevicePushQueryVariables>(DevicePushDocument, options);
}
export function useDevicePushLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<DevicePushQuery, DevicePushQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<DevicePushQuery, DevicePushQueryVariables>(
    DevicePushDocument,
    options,
  );
}
// @ts-ignore
export function useDevicePushSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<DevicePushQuery, DevicePushQueryVariables>,
): Apollo.UseSuspenseQueryResult<DevicePushQuery, DevicePushQueryVariables>;
export function useDevicePushSuspenseQuery(
  baseOptions?:
    Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DevicePushQuery, DevicePushQueryVariables>,
): Apollo.UseSuspenseQueryResult<DevicePushQuery | undefined, DevicePushQueryVariables>;
export function useDevicePushSuspenseQuery(
  baseOptions?:
    Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DevicePushQuery, DevicePushQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<DevicePushQuery, DevicePushQueryVariables>(
    DevicePushDocument,
    options,
  );
}
export type DevicePushQueryHookResult = ReturnType<typeof useDevicePushQuery>;
export type DevicePushLazyQueryHookResult = ReturnType<typeof useDevicePushLazyQuery>;
export type DevicePushSuspenseQueryHookResult = ReturnType<typeof useDevicePushSuspenseQuery>;
export type DevicePushQueryResult = Apollo.QueryResult<DevicePushQuery, DevicePushQueryVariables>;
export const SubscribePushDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SubscribePush' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'PushSubscriptionInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'subscribePush' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type SubscribePushMutationFn = Apollo.MutationFunction<
  SubscribePushMutation,
  SubscribePushMutationVariables
>;

/**
 * __useSubscribePushMutation__
 *
 * To run a mutation, you first call `useSubscribePushMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSubscribePushMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [subscribePushMutation, { data, loading, error }] = useSubscribePushMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSubscribePushMutation(
  baseOptions?: Apollo.MutationHookOptions<SubscribePushMutation, SubscribePushMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<SubscribePushMutation, SubscribePushMutationVariables>(
    SubscribePushDocument,
    options,
  );
}
export type SubscribePushMutationHookResult = ReturnType<typeof useSubscribePushMutation>;
export type SubscribePushMutationResult = Apollo.MutationResult<SubscribePushMutation>;
export type SubscribePushMutationOptions = Apollo.BaseMutationOptions<
  SubscribePushMutation,
  SubscribePushMutationVariables
>;
export const UnsubscribePushDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UnsubscribePush' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'endpoint' } },
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
            name: { kind: 'Name', value: 'unsubscribePush' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'endpoint' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'endpoint' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type UnsubscribePushMutationFn = Apollo.MutationFunction<
  UnsubscribePushMutation,
  UnsubscribePushMutationVariables
>;

/**
 * __useUnsubscribePushMutation__
 *
 * To run a mutation, you first call `useUnsubscribePushMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUnsubscribePushMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [unsubscribePushMutation, { data, loading, error }] = useUnsubscribePushMutation({
 *   variables: {
 *      endpoint: // value for 'endpoint'
 *   },
 * });
 */
export function useUnsubscribePushMutation(
  baseOptions?: Apollo.MutationHookOptions<
    UnsubscribePushMutation,
    UnsubscribePushMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<UnsubscribePushMutation, UnsubscribePushMutationVariables>(
    UnsubscribePushDocument,
    options,
  );
}
export type UnsubscribePushMutationHookResult = ReturnType<typeof useUnsubscribePushMutation>;
export type UnsubscribePushMutationResult = Apollo.MutationResult<UnsubscribePushMutation>;
export type UnsubscribePushMutationOptions = Apollo.BaseMutationOptions<
  UnsubscribePushMutation,
  UnsubscribePushMutationVariables
>;
export const UpdatePushKindsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdatePushKinds' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pushKinds' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateNotificationPreferences' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'pushKinds' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'pushKinds' } },
                    },
                  ],
                },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'notificationPreferences' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'pushKinds' } }],
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
export type UpdatePushKindsMutationFn = Apollo.MutationFunction<
  UpdatePushKindsMutation,
  UpdatePushKindsMutationVariables
>;

/**
 * __useUpdatePushKindsMutation__
 *
 * To run a mutation, you first call `useUpdatePushKindsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdatePushKindsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updatePushKindsMutation, { data, loading, error }] = useUpdatePushKindsMutation({
 *   variables: {
 *      pushKinds: // value for 'pushKinds'
 *   },
 * });
 */
export function useUpdatePushKindsMutation(
  baseOptions?: Apollo.MutationHookOptions<
    UpdatePushKindsMutation,
    UpdatePushKindsMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<UpdatePushKindsMutation, UpdatePushKindsMutationVariables>(
    UpdatePushKindsDocument,
    options,
  );
}
export type UpdatePushKindsMutationHookResult = ReturnType<typeof useUpdatePushKindsMutation>;
export type UpdatePushKindsMutationResult = Apollo.MutationResult<UpdatePushKindsMutation>;
export type UpdatePushKindsMutationOptions = Apollo.BaseMutationOptions<
  UpdatePushKindsMutation,
  UpdatePushKindsMutationVariables
>;
