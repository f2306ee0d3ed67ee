/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
export type CertificateFieldsFragment = {
  id: string;
  learnerName: string;
  courseTitle: string;
  educatorName: string;
  completedAt: string;
  pdfUrl: string;
};

export type MyCertificateQueryVariables = Exact<{
  courseId: string | number;
}>;

export type MyCertificateQuery = {
  myCertificate: {
    id: string;
    learnerName: string;
    courseTitle: string;
    educatorName: string;
    completedAt: string;
    pdfUrl: string;
  } | null;
};

export const CertificateFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
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
export const MyCertificateDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyCertificate' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'courseId' } },
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
            name: { kind: 'Name', value: 'myCertificate' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'courseId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'courseId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CertificateFields' } },
              ],
            },
          },
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
 * __useMyCertificateQuery__
 *
 * To run a query within a React component, call `useMyCertificateQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyCertificateQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyCertificateQuery({
 *   variables: {
 *      courseId: // value for 'courseId'
 *   },
 * });
 */
export function useMyCertificateQuery(
  baseOptions: Apollo.QueryHookOptions<MyCertificateQuery, MyCertificateQueryVariables> &
    ({ variables: MyCertificateQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<MyCertificateQuery, MyCertificateQueryVariables>(
    MyCertificateDocument,
    options,
  );
}
export function useMyCertificateLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<MyCertificateQuery, MyCertificateQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<MyCertificateQuery, MyCertificateQueryVariables>(
    MyCertificateDocument,
    options,
  );
}
// @ts-ignore
export function useMyCertificateSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<MyCertificateQuery, MyCertificateQueryVariables>,
): Apollo.UseSuspenseQueryResult<MyCertificateQuery, MyCertificateQueryVariables>;
export function useMyCertificateSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<MyCertificateQuery, MyCertificateQueryVariables>,
): Apollo.UseSuspenseQueryResult<MyCertificateQuery | undefined, MyCertificateQueryVariables>;
export function useMyCertificateSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<MyCertificateQuery, MyCertificateQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<MyCertificateQuery, MyCertificateQueryVariables>(
    MyCertificateDocument,
    options,
  );
}
export type MyCertificateQueryHookResult = ReturnType<typeof useMyCertificateQuery>;
export type MyCertificateLazyQueryHookResult = ReturnType<typeof useMyCertificateLazyQuery>;
export type MyCertificateSuspenseQueryHookResult = ReturnType<typeof useMyCertificateSuspenseQuery>;
export type MyCertificateQueryResult = Apollo.QueryResult<
  MyCertificateQuery,
  MyCertificateQueryVariables
>;
