/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../generated/types';

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
/** VALID: signed by this site and not revoked. REVOKED: genuine, but withdrawn (a refund). INVALID: not a credential this site signed as it stands. */
export type CredentialStatus = 'INVALID' | 'REVOKED' | 'VALID';

export type SharedCertificateFieldsFragment = {
  credentialUrl: string;
  credentialJwtUrl: string;
  id: string;
  learnerName: string;
  courseTitle: string;
  educatorName: string;
  completedAt: string;
  pdfUrl: string;
};

export type CredentialVerificationFieldsFragment = {
  status: Types.CredentialStatus;
  message: string;
  certificateId: string | null;
  learnerName: string | null;
  courseTitle: string | null;
  educatorName: string | null;
  completedAt: string | null;
};

export type CertificateQueryVariables = Exact<{
  id: string | number;
}>;

export type CertificateQuery = {
  certificate: {
    credentialUrl: string;
    credentialJwtUrl: string;
    id: string;
    learnerName: string;
    courseTitle: string;
    educatorName: string;
    completedAt: string;
    pdfUrl: string;
  } | null;
  certificateVerification: {
    status: Types.CredentialStatus;
    message: string;
    certificateId: string | null;
    learnerName: string | null;
    courseTitle: string | null;
    educatorName: string | null;
    completedAt: string | null;
  } | null;
};

export type MyCertificatesQueryVariables = Exact<{ [key: string]: never }>;

export type MyCertificatesQuery = {
  myCertificates: Array<{
    credentialUrl: string;
    credentialJwtUrl: string;
    id: string;
    learnerName: string;
    courseTitle: string;
    educatorName: string;
    completedAt: string;
    pdfUrl: string;
  }>;
};

export type VerifyCredentialQueryVariables = Exact<{
  credential: string;
}>;

export type VerifyCredentialQuery = {
  verifyCredential: {
    status: Types.CredentialStatus;
    message: string;
    certificateId: string | null;
    learnerName: string | null;
    courseTitle: string | null;
    educatorName: string | null;
    completedAt: string | null;
  };
};

export const SharedCertificateFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SharedCertificateFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Certificate' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CertificateFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'credentialUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'credentialJwtUrl' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CertificateFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Certificate' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'learnerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'educatorName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pdfUrl' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export const CredentialVerificationFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CredentialVerificationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CredentialVerification' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
          { kind: 'Field', name: { kind: 'Name', value: 'certificateId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'learnerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'educatorName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export const CertificateDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Certificate' },
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
            name: { kind: 'Name', value: 'certificate' },
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
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'SharedCertificateFields' },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'certificateVerification' },
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
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'CredentialVerificationFields' },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SharedCertificateFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Certificate' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CertificateFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'credentialUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'credentialJwtUrl' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CredentialVerificationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CredentialVerification' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
          { kind: 'Field', name: { kind: 'Name', value: 'certificateId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'learnerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'educatorName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CertificateFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Certificate' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'learnerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'educatorName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pdfUrl' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __useCertificateQuery__
 *
 * To run a query within a React component, call `useCertificateQuery` and pass it any options that fit your needs.
 * When your component renders, `useCertificateQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCertificateQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useCertificateQuery(
  baseOptions: Apollo.QueryHookOptions<CertificateQuery, CertificateQueryVariables> &
    ({ variables: CertificateQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<CertificateQuery, CertificateQueryVariables>(CertificateDocument, options);
}
export function useCertificateLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<CertificateQuery, CertificateQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<CertificateQuery, CertificateQueryVariables>(
    CertificateDocument,
    options,
  );
}
// @ts-ignore
export function useCertificateSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<CertificateQuery, CertificateQueryVariables>,
): Apollo.UseSuspenseQueryResult<CertificateQuery, CertificateQueryVariables>;
export function useCertificateSuspenseQuery(
  baseOptions?:
    Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CertificateQuery, CertificateQueryVariables>,
): Apollo.UseSuspenseQueryResult<CertificateQuery | undefined, CertificateQueryVariables>;
export function useCertificateSuspenseQuery(
  baseOptions?:
    Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CertificateQuery, CertificateQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<CertificateQuery, CertificateQueryVariables>(
    CertificateDocument,
    options,
  );
}
export type CertificateQueryHookResult = ReturnType<typeof useCertificateQuery>;
export type CertificateLazyQueryHookResult = ReturnType<typeof useCertificateLazyQuery>;
export type CertificateSuspenseQueryHookResult = ReturnType<typeof useCertificateSuspenseQuery>;
export type CertificateQueryResult = Apollo.QueryResult<
  CertificateQuery,
  CertificateQueryVariables
>;
export const MyCertificatesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyCertificates' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myCertificates' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'SharedCertificateFields' },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SharedCertificateFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Certificate' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CertificateFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'credentialUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'credentialJwtUrl' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CertificateFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Certificate' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'learnerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'educatorName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pdfUrl' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __useMyCertificatesQuery__
 *
 * To run a query within a React component, call `useMyCertificatesQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyCertificatesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyCertificatesQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyCertificatesQuery(
  baseOptions?: Apollo.QueryHookOptions<MyCertificatesQuery, MyCertificatesQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<MyCertificatesQuery, MyCertificatesQueryVariables>(
    MyCertificatesDocument,
    options,
  );
}
export function useMyCertificatesLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<MyCertificatesQuery, MyCertificatesQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<MyCertificatesQuery, MyCertificatesQueryVariables>(
    MyCertificatesDocument,
    options,
  );
}
// @ts-ignore
export function useMyCertificatesSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<MyCertificatesQuery, MyCertificatesQueryVariables>,
): Apollo.UseSuspenseQueryResult<MyCertificatesQuery, MyCertificatesQueryVariables>;
export function useMyCertificatesSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<MyCertificatesQuery, MyCertificatesQueryVariables>,
): Apollo.UseSuspenseQueryResult<MyCertificatesQuery | undefined, MyCertificatesQueryVariables>;
export function useMyCertificatesSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<MyCertificatesQuery, MyCertificatesQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<MyCertificatesQuery, MyCertificatesQueryVariables>(
    MyCertificatesDocument,
    options,
  );
}
export type MyCertificatesQueryHookResult = ReturnType<typeof useMyCertificatesQuery>;
export type MyCertificatesLazyQueryHookResult = ReturnType<typeof useMyCertificatesLazyQuery>;
export type MyCertificatesSuspenseQueryHookResult = ReturnType<
  typeof useMyCertificatesSuspenseQuery
>;
export type MyCertificatesQueryResult = Apollo.QueryResult<
  MyCertificatesQuery,
  MyCertificatesQueryVariables
>;
export const VerifyCredentialDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'VerifyCredential' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'credential' } },
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
            name: { kind: 'Name', value: 'verifyCredential' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'credential' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'credential' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'CredentialVerificationFields' },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CredentialVerificationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CredentialVerification' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
          { kind: 'Field', name: { kind: 'Name', value: 'certificateId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'learnerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'educatorName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __useVerifyCredentialQuery__
 *
 * To run a query within a React component, call `useVerifyCredentialQuery` and pass it any options that fit your needs.
 * When your component renders, `useVerifyCredentialQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useVerifyCredentialQuery({
 *   variables: {
 *      credential: // value for 'credential'
 *   },
 * });
 */
export function useVerifyCredentialQuery(
  baseOptions: Apollo.QueryHookOptions<VerifyCredentialQuery, VerifyCredentialQueryVariables> &
    ({ variables: VerifyCredentialQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<VerifyCredentialQuery, VerifyCredentialQueryVariables>(
    VerifyCredentialDocument,
    options,
  );
}
export function useVerifyCredentialLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<VerifyCredentialQuery, VerifyCredentialQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<VerifyCredentialQuery, VerifyCredentialQueryVariables>(
    VerifyCredentialDocument,
    options,
  );
}
// @ts-ignore
export function useVerifyCredentialSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<
    VerifyCredentialQuery,
    VerifyCredentialQueryVariables
  >,
): Apollo.UseSuspenseQueryResult<VerifyCredentialQuery, VerifyCredentialQueryVariables>;
export function useVerifyCredentialSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<VerifyCredentialQuery, VerifyCredentialQueryVariables>,
): Apollo.UseSuspenseQueryResult<VerifyCredentialQuery | undefined, VerifyCredentialQueryVariables>;
export function useVerifyCredentialSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<VerifyCredentialQuery, VerifyCredentialQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<VerifyCredentialQuery, VerifyCredentialQueryVariables>(
    VerifyCredentialDocument,
    options,
  );
}
export type VerifyCredentialQueryHookResult = ReturnType<typeof useVerifyCredentialQuery>;
export type VerifyCredentialLazyQueryHookResult = ReturnType<typeof useVerifyCredentialLazyQuery>;
export type VerifyCredentialSuspenseQueryHookResult = ReturnType<
  typeof useVerifyCredentialSuspenseQuery
>;
export type VerifyCredentialQueryResult = Apollo.QueryResult<
  VerifyCredentialQuery,
  VerifyCredentialQueryVariables
>;
