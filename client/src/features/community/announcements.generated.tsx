/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
export type AnnouncementFieldsFragment = {
  id: string;
  courseId: string;
  title: string;
  body: string;
  authorName: string;
  createdAt: string;
};

export type CourseAnnouncementsQueryVariables = Exact<{
  courseId: string | number;
  first?: number | null | undefined;
}>;

export type CourseAnnouncementsQuery = {
  courseAnnouncements: {
    nodes: Array<{
      id: string;
      courseId: string;
      title: string;
      body: string;
      authorName: string;
      createdAt: string;
    }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

export type PostAnnouncementMutationVariables = Exact<{
  courseId: string | number;
  title: string;
  body: string;
}>;

export type PostAnnouncementMutation = {
  postAnnouncement: {
    id: string;
    courseId: string;
    title: string;
    body: string;
    authorName: string;
    createdAt: string;
  };
};

export type AnnouncementsCourseQueryVariables = Exact<{
  courseId: string | number;
}>;

export type AnnouncementsCourseQuery = { course: { id: string; courseTitle: string } };

export const AnnouncementFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AnnouncementFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Announcement' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'authorName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export const CourseAnnouncementsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CourseAnnouncements' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'courseId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'courseAnnouncements' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'courseId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'courseId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'first' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'AnnouncementFields' },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pageInfo' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'endCursor' } },
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
      name: { kind: 'Name', value: 'AnnouncementFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Announcement' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'authorName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __useCourseAnnouncementsQuery__
 *
 * To run a query within a React component, call `useCourseAnnouncementsQuery` and pass it any options that fit your needs.
 * When your component renders, `useCourseAnnouncementsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCourseAnnouncementsQuery({
 *   variables: {
 *      courseId: // value for 'courseId'
 *      first: // value for 'first'
 *   },
 * });
 */
export function useCourseAnnouncementsQuery(
  baseOptions: Apollo.QueryHookOptions<
    CourseAnnouncementsQuery,
    CourseAnnouncementsQueryVariables
  > &
    ({ variables: CourseAnnouncementsQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<CourseAnnouncementsQuery, CourseAnnouncementsQueryVariables>(
    CourseAnnouncementsDocument,
    options,
  );
}
export function useCourseAnnouncementsLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<
    CourseAnnouncementsQuery,
    CourseAnnouncementsQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<CourseAnnouncementsQuery, CourseAnnouncementsQueryVariables>(
    CourseAnnouncementsDocument,
    options,
  );
}
// @ts-ignore
export function useCourseAnnouncementsSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<
    CourseAnnouncementsQuery,
    CourseAnnouncementsQueryVariables
  >,
): Apollo.UseSuspenseQueryResult<CourseAnnouncementsQuery, CourseAnnouncementsQueryVariables>;
export function useCourseAnnouncementsSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<CourseAnnouncementsQuery, CourseAnnouncementsQueryVariables>,
): Apollo.UseSuspenseQueryResult<
  CourseAnnouncementsQuery | undefined,
  CourseAnnouncementsQueryVariables
>;
export function useCourseAnnouncementsSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<CourseAnnouncementsQuery, CourseAnnouncementsQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<CourseAnnouncementsQuery, CourseAnnouncementsQueryVariables>(
    CourseAnnouncementsDocument,
    options,
  );
}
export type CourseAnnouncementsQueryHookResult = ReturnType<typeof useCourseAnnouncementsQuery>;
export type CourseAnnouncementsLazyQueryHookResult = ReturnType<
  typeof useCourseAnnouncementsLazyQuery
>;
export type CourseAnnouncementsSuspenseQueryHookResult = ReturnType<
  typeof useCourseAnnouncementsSuspenseQuery
>;
export type CourseAnnouncementsQueryResult = Apollo.QueryResult<
  CourseAnnouncementsQuery,
  CourseAnnouncementsQueryVariables
>;
export const PostAnnouncementDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'PostAnnouncement' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'courseId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'title' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'body' } },
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
            name: { kind: 'Name', value: 'postAnnouncement' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'courseId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'courseId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'title' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'title' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'body' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'body' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AnnouncementFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AnnouncementFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Announcement' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'authorName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type PostAnnouncementMutationFn = Apollo.MutationFunction<
  PostAnnouncementMutation,
  PostAnnouncementMutationVariables
>;

/**
 * __usePostAnnouncementMutation__
 *
 * To run a mutation, you first call `usePostAnnouncementMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `usePostAnnouncementMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [postAnnouncementMutation, { data, loading, error }] = usePostAnnouncementMutation({
 *   variables: {
 *      courseId: // value for 'courseId'
 *      title: // value for 'title'
 *      body: // value for 'body'
 *   },
 * });
 */
export function usePostAnnouncementMutation(
  baseOptions?: Apollo.MutationHookOptions<
    PostAnnouncementMutation,
    PostAnnouncementMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<PostAnnouncementMutation, PostAnnouncementMutationVariables>(
    PostAnnouncementDocument,
    options,
  );
}
export type PostAnnouncementMutationHookResult = ReturnType<typeof usePostAnnouncementMutation>;
export type PostAnnouncementMutationResult = Apollo.MutationResult<PostAnnouncementMutation>;
export type PostAnnouncementMutationOptions = Apollo.BaseMutationOptions<
  PostAnnouncementMutation,
  PostAnnouncementMutationVariables
>;
export const AnnouncementsCourseDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AnnouncementsCourse' },
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
            name: { kind: 'Name', value: 'course' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'courseId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'courseTitle' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __useAnnouncementsCourseQuery__
 *
 * To run a query within a React component, call `useAnnouncementsCourseQuery` and pass it any options that fit your needs.
 * When your component renders, `useAnnouncementsCourseQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAnnouncementsCourseQuery({
 *   variables: {
 *      courseId: // value for 'courseId'
 *   },
 * });
 */
export function useAnnouncementsCourseQuery(
  baseOptions: Apollo.QueryHookOptions<
    AnnouncementsCourseQuery,
    AnnouncementsCourseQueryVariables
  > &
    ({ variables: AnnouncementsCourseQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<AnnouncementsCourseQuery, AnnouncementsCourseQueryVariables>(
    AnnouncementsCourseDocument,
    options,
  );
}
export function useAnnouncementsCourseLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<
    AnnouncementsCourseQuery,
    AnnouncementsCourseQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<AnnouncementsCourseQuery, AnnouncementsCourseQueryVariables>(
    AnnouncementsCourseDocument,
    options,
  );
}
// @ts-ignore
export function useAnnouncementsCourseSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<
    AnnouncementsCourseQuery,
    AnnouncementsCourseQueryVariables
  >,
): Apollo.UseSuspenseQueryResult<AnnouncementsCourseQuery, AnnouncementsCourseQueryVariables>;
export function useAnnouncementsCourseSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<AnnouncementsCourseQuery, AnnouncementsCourseQueryVariables>,
): Apollo.UseSuspenseQueryResult<
  AnnouncementsCourseQuery | undefined,
  AnnouncementsCourseQueryVariables
>;
export function useAnnouncementsCourseSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<AnnouncementsCourseQuery, AnnouncementsCourseQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<AnnouncementsCourseQuery, AnnouncementsCourseQueryVariables>(
    AnnouncementsCourseDocument,
    options,
  );
}
export type AnnouncementsCourseQueryHookResult = ReturnType<typeof useAnnouncementsCourseQuery>;
export type AnnouncementsCourseLazyQueryHookResult = ReturnType<
  typeof useAnnouncementsCourseLazyQuery
>;
export type AnnouncementsCourseSuspenseQueryHookResult = ReturnType<
  typeof useAnnouncementsCourseSuspenseQuery
>;
export type AnnouncementsCourseQueryResult = Apollo.QueryResult<
  AnnouncementsCourseQuery,
  AnnouncementsCourseQueryVariables
>;
