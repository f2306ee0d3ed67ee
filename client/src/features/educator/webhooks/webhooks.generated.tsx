/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../generated/types';

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
export type CreateWebhookEndpointInput = {
  description?: string | null | undefined;
  /** At least one event type of the catalogue. */
  events: Array<string>;
  /** Where events are POSTed: https:// (http:// and private addresses only where the server allows them, never in production by default). */
  url: string;
};

export type UpdateWebhookEndpointInput = {
  /** Null or blank removes it. */
  description?: string | null | undefined;
  /** false stops deliveries; true resumes them and clears the reason it was disabled. */
  enabled?: boolean | null | undefined;
  events?: Array<string> | null | undefined;
  url?: string | null | undefined;
};

/** PENDING: being tried (with retries); DELIVERED: answered 2xx; FAILED: every retry failed. */
export type WebhookDeliveryStatus = 'DELIVERED' | 'FAILED' | 'PENDING';

export type WebhookEndpointRowFragment = {
  id: string;
  url: string;
  description: string | null;
  events: Array<string>;
  enabled: boolean;
  disabledAt: string | null;
  disabledReason: string | null;
  createdAt: string;
};

export type WebhookDeliveryRowFragment = {
  id: string;
  webhookId: string;
  eventType: string;
  status: Types.WebhookDeliveryStatus;
  createdAt: string;
  deliveredAt: string | null;
  attempts: Array<{
    id: string;
    attemptedAt: string;
    statusCode: number | null;
    durationMs: number;
    responseBody: string | null;
    error: string | null;
  }>;
};

export type WebhookEndpointsQueryVariables = Exact<{ [key: string]: never }>;

export type WebhookEndpointsQuery = {
  webhookEndpoints: Array<{
    id: string;
    url: string;
    description: string | null;
    events: Array<string>;
    enabled: boolean;
    disabledAt: string | null;
    disabledReason: string | null;
    createdAt: string;
  }>;
};

export type WebhookDeliveriesQueryVariables = Exact<{
  endpointId: string | number;
}>;

export type WebhookDeliveriesQuery = {
  webhookDeliveries: Array<{
    id: string;
    webhookId: string;
    eventType: string;
    status: Types.WebhookDeliveryStatus;
    createdAt: string;
    deliveredAt: string | null;
    attempts: Array<{
      id: string;
      attemptedAt: string;
      statusCode: number | null;
      durationMs: number;
      responseBody: string | null;
      error: string | null;
    }>;
  }>;
};

export type CreateWebhookEndpointMutationVariables = Exact<{
  input: Types.CreateWebhookEndpointInput;
}>;

export type CreateWebhookEndpointMutation = {
  createWebhookEndpoint: {
    secret: string;
    endpoint: {
      id: string;
      url: string;
      description: string | null;
      events: Array<string>;
      enabled: boolean;
      disabledAt: string | null;
      disabledReason: string | null;
      createdAt: string;
    };
  };
};

export type UpdateWebhookEndpointMutationVariables = Exact<{
  id: string | number;
  input: Types.UpdateWebhookEndpointInput;
}>;

export type UpdateWebhookEndpointMutation = {
  updateWebhookEndpoint: {
    id: string;
    url: string;
    description: string | null;
    events: Array<string>;
    enabled: boolean;
    disabledAt: string | null;
    disabledReason: string | null;
    createdAt: string;
  };
};

export type DeleteWebhookEndpointMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteWebhookEndpointMutation = { deleteWebhookEndpoint: boolean };

export type SendTestWebhookMutationVariables = Exact<{
  endpointId: string | number;
}>;

export type SendTestWebhookMutation = {
  sendTestWebhook: {
    id: string;
    webhookId: string;
    eventType: string;
    status: Types.WebhookDeliveryStatus;
    createdAt: string;
    deliveredAt: string | null;
    attempts: Array<{
      id: string;
      attemptedAt: string;
      statusCode: number | null;
      durationMs: number;
      responseBody: string | null;
      error: string | null;
    }>;
  };
};

export type RedeliverWebhookMutationVariables = Exact<{
  deliveryId: string | number;
}>;

export type RedeliverWebhookMutation = {
  redeliverWebhook: {
    id: string;
    webhookId: string;
    eventType: string;
    status: Types.WebhookDeliveryStatus;
    createdAt: string;
    deliveredAt: string | null;
    attempts: Array<{
      id: string;
      attemptedAt: string;
      statusCode: number | null;
      durationMs: number;
      responseBody: string | null;
      error: string | null;
    }>;
  };
};

export const WebhookEndpointRowFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WebhookEndpointRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WebhookEndpoint' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'events' } },
          { kind: 'Field', name: { kind: 'Name', value: 'enabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disabledAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disabledReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export const WebhookDeliveryRowFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WebhookDeliveryRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WebhookDelivery' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'webhookId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'eventType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveredAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'attempts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'attemptedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'statusCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'durationMs' } },
                { kind: 'Field', name: { kind: 'Name', value: 'responseBody' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export const WebhookEndpointsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'WebhookEndpoints' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'webhookEndpoints' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'WebhookEndpointRow' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WebhookEndpointRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WebhookEndpoint' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'events' } },
          { kind: 'Field', name: { kind: 'Name', value: 'enabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disabledAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disabledReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __useWebhookEndpointsQuery__
 *
 * To run a query within a React component, call `useWebhookEndpointsQuery` and pass it any options that fit your needs.
 * When your component renders, `useWebhookEndpointsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWebhookEndpointsQuery({
 *   variables: {
 *   },
 * });
 */
export function useWebhookEndpointsQuery(
  baseOptions?: Apollo.QueryHookOptions<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>(
    WebhookEndpointsDocument,
    options,
  );
}
export function useWebhookEndpointsLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>(
    WebhookEndpointsDocument,
    options,
  );
}
// @ts-ignore
export function useWebhookEndpointsSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<
    WebhookEndpointsQuery,
    WebhookEndpointsQueryVariables
  >,
): Apollo.UseSuspenseQueryResult<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>;
export function useWebhookEndpointsSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>,
): Apollo.UseSuspenseQueryResult<WebhookEndpointsQuery | undefined, WebhookEndpointsQueryVariables>;
export function useWebhookEndpointsSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>(
    WebhookEndpointsDocument,
    options,
  );
}
export type WebhookEndpointsQueryHookResult = ReturnType<typeof useWebhookEndpointsQuery>;
export type WebhookEndpointsLazyQueryHookResult = ReturnType<typeof useWebhookEndpointsLazyQuery>;
export type WebhookEndpointsSuspenseQueryHookResult = ReturnType<
  typeof useWebhookEndpointsSuspenseQuery
>;
export type WebhookEndpointsQueryResult = Apollo.QueryResult<
  WebhookEndpointsQuery,
  WebhookEndpointsQueryVariables
>;
export const WebhookDeliveriesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'WebhookDeliveries' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'endpointId' } },
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
            name: { kind: 'Name', value: 'webhookDeliveries' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'endpointId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'endpointId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'first' },
                value: { kind: 'IntValue', value: '20' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'WebhookDeliveryRow' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WebhookDeliveryRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WebhookDelivery' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'webhookId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'eventType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveredAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'attempts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'attemptedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'statusCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'durationMs' } },
                { kind: 'Field', name: { kind: 'Name', value: 'responseBody' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __useWebhookDeliveriesQuery__
 *
 * To run a query within a React component, call `useWebhookDeliveriesQuery` and pass it any options that fit your needs.
 * When your component renders, `useWebhookDeliveriesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWebhookDeliveriesQuery({
 *   variables: {
 *      endpointId: // value for 'endpointId'
 *   },
 * });
 */
export function useWebhookDeliveriesQuery(
  baseOptions: Apollo.QueryHookOptions<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables> &
    ({ variables: WebhookDeliveriesQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>(
    WebhookDeliveriesDocument,
    options,
  );
}
export function useWebhookDeliveriesLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<
    WebhookDeliveriesQuery,
    WebhookDeliveriesQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>(
    WebhookDeliveriesDocument,
    options,
  );
}
// @ts-ignore
export function useWebhookDeliveriesSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<
    WebhookDeliveriesQuery,
    WebhookDeliveriesQueryVariables
  >,
): Apollo.UseSuspenseQueryResult<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>;
export function useWebhookDeliveriesSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>,
): Apollo.UseSuspenseQueryResult<
  WebhookDeliveriesQuery | undefined,
  WebhookDeliveriesQueryVariables
>;
export function useWebhookDeliveriesSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>(
    WebhookDeliveriesDocument,
    options,
  );
}
export type WebhookDeliveriesQueryHookResult = ReturnType<typeof useWebhookDeliveriesQuery>;
export type WebhookDeliveriesLazyQueryHookResult = ReturnType<typeof useWebhookDeliveriesLazyQuery>;
export type WebhookDeliveriesSuspenseQueryHookResult = ReturnType<
  typeof useWebhookDeliveriesSuspenseQuery
>;
export type WebhookDeliveriesQueryResult = Apollo.QueryResult<
  WebhookDeliveriesQuery,
  WebhookDeliveriesQueryVariables
>;
export const CreateWebhookEndpointDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateWebhookEndpoint' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'NamedType',
              name: { kind: 'Name', value: 'CreateWebhookEndpointInput' },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createWebhookEndpoint' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'secret' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'endpoint' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'WebhookEndpointRow' },
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
      name: { kind: 'Name', value: 'WebhookEndpointRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WebhookEndpoint' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'events' } },
          { kind: 'Field', name: { kind: 'Name', value: 'enabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disabledAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disabledReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type CreateWebhookEndpointMutationFn = Apollo.MutationFunction<
  CreateWebhookEndpointMutation,
  CreateWebhookEndpointMutationVariables
>;

/**
 * __useCreateWebhookEndpointMutation__
 *
 * To run a mutation, you first call `useCreateWebhookEndpointMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateWebhookEndpointMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createWebhookEndpointMutation, { data, loading, error }] = useCreateWebhookEndpointMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateWebhookEndpointMutation(
  baseOptions?: Apollo.MutationHookOptions<
    CreateWebhookEndpointMutation,
    CreateWebhookEndpointMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<CreateWebhookEndpointMutation, CreateWebhookEndpointMutationVariables>(
    CreateWebhookEndpointDocument,
    options,
  );
}
export type CreateWebhookEndpointMutationHookResult = ReturnType<
  typeof useCreateWebhookEndpointMutation
>;
export type CreateWebhookEndpointMutationResult =
  Apollo.MutationResult<CreateWebhookEndpointMutation>;
export type CreateWebhookEndpointMutationOptions = Apollo.BaseMutationOptions<
  CreateWebhookEndpointMutation,
  CreateWebhookEndpointMutationVariables
>;
export const UpdateWebhookEndpointDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateWebhookEndpoint' },
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
            type: {
              kind: 'NamedType',
              name: { kind: 'Name', value: 'UpdateWebhookEndpointInput' },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateWebhookEndpoint' },
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
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'WebhookEndpointRow' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WebhookEndpointRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WebhookEndpoint' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'events' } },
          { kind: 'Field', name: { kind: 'Name', value: 'enabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disabledAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disabledReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type UpdateWebhookEndpointMutationFn = Apollo.MutationFunction<
  UpdateWebhookEndpointMutation,
  UpdateWebhookEndpointMutationVariables
>;

/**
 * __useUpdateWebhookEndpointMutation__
 *
 * To run a mutation, you first call `useUpdateWebhookEndpointMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateWebhookEndpointMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateWebhookEndpointMutation, { data, loading, error }] = useUpdateWebhookEndpointMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateWebhookEndpointMutation(
  baseOptions?: Apollo.MutationHookOptions<
    UpdateWebhookEndpointMutation,
    UpdateWebhookEndpointMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<UpdateWebhookEndpointMutation, UpdateWebhookEndpointMutationVariables>(
    UpdateWebhookEndpointDocument,
    options,
  );
}
export type UpdateWebhookEndpointMutationHookResult = ReturnType<
  typeof useUpdateWebhookEndpointMutation
>;
export type UpdateWebhookEndpointMutationResult =
  Apollo.MutationResult<UpdateWebhookEndpointMutation>;
export type UpdateWebhookEndpointMutationOptions = Apollo.BaseMutationOptions<
  UpdateWebhookEndpointMutation,
  UpdateWebhookEndpointMutationVariables
>;
export const DeleteWebhookEndpointDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteWebhookEndpoint' },
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
            name: { kind: 'Name', value: 'deleteWebhookEndpoint' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type DeleteWebhookEndpointMutationFn = Apollo.MutationFunction<
  DeleteWebhookEndpointMutation,
  DeleteWebhookEndpointMutationVariables
>;

/**
 * __useDeleteWebhookEndpointMutation__
 *
 * To run a mutation, you first call `useDeleteWebhookEndpointMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteWebhookEndpointMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteWebhookEndpointMutation, { data, loading, error }] = useDeleteWebhookEndpointMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteWebhookEndpointMutation(
  baseOptions?: Apollo.MutationHookOptions<
    DeleteWebhookEndpointMutation,
    DeleteWebhookEndpointMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<DeleteWebhookEndpointMutation, DeleteWebhookEndpointMutationVariables>(
    DeleteWebhookEndpointDocument,
    options,
  );
}
export type DeleteWebhookEndpointMutationHookResult = ReturnType<
  typeof useDeleteWebhookEndpointMutation
>;
export type DeleteWebhookEndpointMutationResult =
  Apollo.MutationResult<DeleteWebhookEndpointMutation>;
export type DeleteWebhookEndpointMutationOptions = Apollo.BaseMutationOptions<
  DeleteWebhookEndpointMutation,
  DeleteWebhookEndpointMutationVariables
>;
export const SendTestWebhookDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SendTestWebhook' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'endpointId' } },
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
            name: { kind: 'Name', value: 'sendTestWebhook' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'endpointId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'endpointId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'WebhookDeliveryRow' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WebhookDeliveryRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WebhookDelivery' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'webhookId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'eventType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveredAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'attempts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'attemptedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'statusCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'durationMs' } },
                { kind: 'Field', name: { kind: 'Name', value: 'responseBody' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type SendTestWebhookMutationFn = Apollo.MutationFunction<
  SendTestWebhookMutation,
  SendTestWebhookMutationVariables
>;

/**
 * __useSendTestWebhookMutation__
 *
 * To run a mutation, you first call `useSendTestWebhookMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSendTestWebhookMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [sendTestWebhookMutation, { data, loading, error }] = useSendTestWebhookMutation({
 *   variables: {
 *      endpointId: // value for 'endpointId'
 *   },
 * });
 */
export function useSendTestWebhookMutation(
  baseOptions?: Apollo.MutationHookOptions<
    SendTestWebhookMutation,
    SendTestWebhookMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<SendTestWebhookMutation, SendTestWebhookMutationVariables>(
    SendTestWebhookDocument,
    options,
  );
}
export type SendTestWebhookMutationHookResult = ReturnType<typeof useSendTestWebhookMutation>;
export type SendTestWebhookMutationResult = Apollo.MutationResult<SendTestWebhookMutation>;
export type SendTestWebhookMutationOptions = Apollo.BaseMutationOptions<
  SendTestWebhookMutation,
  SendTestWebhookMutationVariables
>;
export const RedeliverWebhookDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RedeliverWebhook' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'deliveryId' } },
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
            name: { kind: 'Name', value: 'redeliverWebhook' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'deliveryId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'deliveryId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'WebhookDeliveryRow' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WebhookDeliveryRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WebhookDelivery' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'webhookId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'eventType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveredAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'attempts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'attemptedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'statusCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'durationMs' } },
                { kind: 'Field', name: { kind: 'Name', value: 'responseBody' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type RedeliverWebhookMutationFn = Apollo.MutationFunction<
  RedeliverWebhookMutation,
  RedeliverWebhookMutationVariables
>;

/**
 * __useRedeliverWebhookMutation__
 *
 * To run a mutation, you first call `useRedeliverWebhookMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRedeliverWebhookMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [redeliverWebhookMutation, { data, loading, error }] = useRedeliverWebhookMutation({
 *   variables: {
 *      deliveryId: // value for 'deliveryId'
 *   },
 * });
 */
export function useRedeliverWebhookMutation(
  baseOptions?: Apollo.MutationHookOptions<
    RedeliverWebhookMutation,
    RedeliverWebhookMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<RedeliverWebhookMutation, RedeliverWebhookMutationVariables>(
    RedeliverWebhookDocument,
    options,
  );
}
export type RedeliverWebhookMutationHookResult = ReturnType<typeof useRedeliverWebhookMutation>;
export type RedeliverWebhookMutationResult = Apollo.MutationResult<RedeliverWebhookMutation>;
export type RedeliverWebhookMutationOptions = Apollo.BaseMutationOptions<
  RedeliverWebhookMutation,
  RedeliverWebhookMutationVariables
>;
