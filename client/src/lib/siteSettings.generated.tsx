/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../generated/types';

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
/** Every value an error's extensions.code may take. BAD_USER_INPUT lists the invalid fields in extensions.fields; TOO_MANY_REQUESTS and SERVICE_UNAVAILABLE give extensions.retryAfter in seconds; INTERNAL_SERVER_ERROR has a generic message. GRAPHQL_*, PERSISTED_QUERY_*, OPERATION_RESOLUTION_FAILURE, BAD_REQUEST and the request-limit codes (QUERY_TOO_*, TOO_MANY_TOKENS, TOO_MANY_ALIASES, TOO_MANY_DIRECTIVES) refuse an operation before it runs. */
export type ErrorCode =
  | 'BAD_REQUEST'
  | 'BAD_USER_INPUT'
  | 'CONFLICT'
  | 'FORBIDDEN'
  | 'GRAPHQL_PARSE_FAILED'
  | 'GRAPHQL_VALIDATION_FAILED'
  | 'INTERNAL_SERVER_ERROR'
  | 'NOT_FOUND'
  | 'OPERATION_RESOLUTION_FAILURE'
  | 'PERSISTED_QUERY_NOT_FOUND'
  | 'PERSISTED_QUERY_NOT_SUPPORTED'
  | 'QUERY_TOO_COMPLEX'
  | 'QUERY_TOO_DEEP'
  | 'QUERY_TOO_LONG'
  | 'SERVICE_UNAVAILABLE'
  | 'TOO_MANY_ALIASES'
  | 'TOO_MANY_DIRECTIVES'
  | 'TOO_MANY_REQUESTS'
  | 'TOO_MANY_TOKENS'
  | 'UNAUTHENTICATED';

export type SiteSettingsQueryVariables = Exact<{ [key: string]: never }>;

export type SiteSettingsQuery = {
  siteSettings: { currency: string; maxUploadBytes: number; apiTokenRateLimit: number };
};

export type ErrorCodesFragment = { errorCodes: Array<Types.ErrorCode> };

export const ErrorCodesFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ErrorCodes' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SiteSettings' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [{ kind: 'Field', name: { kind: 'Name', value: 'errorCodes' } }],
      },
    },
  ],
} as unknown as DocumentNode;
export const SiteSettingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SiteSettings' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'siteSettings' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'maxUploadBytes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'apiTokenRateLimit' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __useSiteSettingsQuery__
 *
 * To run a query within a React component, call `useSiteSettingsQuery` and pass it any options that fit your needs.
 * When your component renders, `useSiteSettingsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSiteSettingsQuery({
 *   variables: {
 *   },
 * });
 */
export function useSiteSettingsQuery(
  baseOptions?: Apollo.QueryHookOptions<SiteSettingsQuery, SiteSettingsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<SiteSettingsQuery, SiteSettingsQueryVariables>(
    SiteSettingsDocument,
    options,
  );
}
export function useSiteSettingsLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<SiteSettingsQuery, SiteSettingsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<SiteSettingsQuery, SiteSettingsQueryVariables>(
    SiteSettingsDocument,
    options,
  );
}
// @ts-ignore
export function useSiteSettingsSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<SiteSettingsQuery, SiteSettingsQueryVariables>,
): Apollo.UseSuspenseQueryResult<SiteSettingsQuery, SiteSettingsQueryVariables>;
export function useSiteSettingsSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<SiteSettingsQuery, SiteSettingsQueryVariables>,
): Apollo.UseSuspenseQueryResult<SiteSettingsQuery | undefined, SiteSettingsQueryVariables>;
export function useSiteSettingsSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<SiteSettingsQuery, SiteSettingsQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<SiteSettingsQuery, SiteSettingsQueryVariables>(
    SiteSettingsDocument,
    options,
  );
}
export type SiteSettingsQueryHookResult = ReturnType<typeof useSiteSettingsQuery>;
export type SiteSettingsLazyQueryHookResult = ReturnType<typeof useSiteSettingsLazyQuery>;
export type SiteSettingsSuspenseQueryHookResult = ReturnType<typeof useSiteSettingsSuspenseQuery>;
export type SiteSettingsQueryResult = Apollo.QueryResult<
  SiteSettingsQuery,
  SiteSettingsQueryVariables
>;
