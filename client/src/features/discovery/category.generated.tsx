/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
export type CategoryTreeQueryVariables = Exact<{ [key: string]: never }>;

export type CategoryTreeQuery = {
  categories: Array<{
    id: string;
    slug: string;
    name: string;
    courseCount: number;
    parentSlug: string | null;
    children: Array<{
      id: string;
      slug: string;
      name: string;
      courseCount: number;
      parentSlug: string | null;
    }>;
  }>;
};

export const CategoryTreeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CategoryTree' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'categories' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'courseCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'parentSlug' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'children' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'courseCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'parentSlug' } },
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
 * __useCategoryTreeQuery__
 *
 * To run a query within a React component, call `useCategoryTreeQuery` and pass it any options that fit your needs.
 * When your component renders, `useCategoryTreeQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCategoryTreeQuery({
 *   variables: {
 *   },
 * });
 */
export function useCategoryTreeQuery(
  baseOptions?: Apollo.QueryHookOptions<CategoryTreeQuery, CategoryTreeQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<CategoryTreeQuery, CategoryTreeQueryVariables>(
    CategoryTreeDocument,
    options,
  );
}
export function useCategoryTreeLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<CategoryTreeQuery, CategoryTreeQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<CategoryTreeQuery, CategoryTreeQueryVariables>(
    CategoryTreeDocument,
    options,
  );
}
// @ts-ignore
export function useCategoryTreeSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<CategoryTreeQuery, CategoryTreeQueryVariables>,
): Apollo.UseSuspenseQueryResult<CategoryTreeQuery, CategoryTreeQueryVariables>;
export function useCategoryTreeSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<CategoryTreeQuery, CategoryTreeQueryVariables>,
): Apollo.UseSuspenseQueryResult<CategoryTreeQuery | undefined, CategoryTreeQueryVariables>;
export function useCategoryTreeSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<CategoryTreeQuery, CategoryTreeQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<CategoryTreeQuery, CategoryTreeQueryVariables>(
    CategoryTreeDocument,
    options,
  );
}
export type CategoryTreeQueryHookResult = ReturnType<typeof useCategoryTreeQuery>;
export type CategoryTreeLazyQueryHookResult = ReturnType<typeof useCategoryTreeLazyQuery>;
export type CategoryTreeSuspenseQueryHookResult = ReturnType<typeof useCategoryTreeSuspenseQuery>;
export type CategoryTreeQueryResult = Apollo.QueryResult<
  CategoryTreeQuery,
  CategoryTreeQueryVariables
>;
