/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
export type CourseMentorQueryVariables = Exact<{
  id: string | number;
}>;

export type CourseMentorQuery = {
  course: {
    id: string;
    mentor: {
      id: string;
      name: string;
      imageUrl: string;
      headline: string;
      minPricePaise: number | null;
      maxPricePaise: number | null;
    } | null;
  };
};

export type BookingCourseQueryVariables = Exact<{
  id: string | number;
}>;

export type BookingCourseQuery = {
  course: { id: string; courseTitle: string; mentor: { id: string } | null };
};

export const CourseMentorDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CourseMentor' },
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
            name: { kind: 'Name', value: 'course' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'mentor' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'headline' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'minPricePaise' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxPricePaise' } },
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
 * __useCourseMentorQuery__
 *
 * To run a query within a React component, call `useCourseMentorQuery` and pass it any options that fit your needs.
 * When your component renders, `useCourseMentorQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCourseMentorQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useCourseMentorQuery(
  baseOptions: Apollo.QueryHookOptions<CourseMentorQuery, CourseMentorQueryVariables> &
    ({ variables: CourseMentorQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<CourseMentorQuery, CourseMentorQueryVariables>(
    CourseMentorDocument,
    options,
  );
}
export function useCourseMentorLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<CourseMentorQuery, CourseMentorQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<CourseMentorQuery, CourseMentorQueryVariables>(
    CourseMentorDocument,
    options,
  );
}
// @ts-ignore
export function useCourseMentorSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<CourseMentorQuery, CourseMentorQueryVariables>,
): Apollo.UseSuspenseQueryResult<CourseMentorQuery, CourseMentorQueryVariables>;
export function useCourseMentorSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<CourseMentorQuery, CourseMentorQueryVariables>,
): Apollo.UseSuspenseQueryResult<CourseMentorQuery | undefined, CourseMentorQueryVariables>;
export function useCourseMentorSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<CourseMentorQuery, CourseMentorQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<CourseMentorQuery, CourseMentorQueryVariables>(
    CourseMentorDocument,
    options,
  );
}
export type CourseMentorQueryHookResult = ReturnType<typeof useCourseMentorQuery>;
export type CourseMentorLazyQueryHookResult = ReturnType<typeof useCourseMentorLazyQuery>;
export type CourseMentorSuspenseQueryHookResult = ReturnType<typeof useCourseMentorSuspenseQuery>;
export type CourseMentorQueryResult = Apollo.QueryResult<
  CourseMentorQuery,
  CourseMentorQueryVariables
>;
export const BookingCourseDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BookingCourse' },
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
            name: { kind: 'Name', value: 'course' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'courseTitle' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'mentor' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
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
 * __useBookingCourseQuery__
 *
 * To run a query within a React component, call `useBookingCourseQuery` and pass it any options that fit your needs.
 * When your component renders, `useBookingCourseQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBookingCourseQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useBookingCourseQuery(
  baseOptions: Apollo.QueryHookOptions<BookingCourseQuery, BookingCourseQueryVariables> &
    ({ variables: BookingCourseQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<BookingCourseQuery, BookingCourseQueryVariables>(
    BookingCourseDocument,
    options,
  );
}
export function useBookingCourseLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<BookingCourseQuery, BookingCourseQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<BookingCourseQuery, BookingCourseQueryVariables>(
    BookingCourseDocument,
    options,
  );
}
// @ts-ignore
export function useBookingCourseSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<BookingCourseQuery, BookingCourseQueryVariables>,
): Apollo.UseSuspenseQueryResult<BookingCourseQuery, BookingCourseQueryVariables>;
export function useBookingCourseSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<BookingCourseQuery, BookingCourseQueryVariables>,
): Apollo.UseSuspenseQueryResult<BookingCourseQuery | undefined, BookingCourseQueryVariables>;
export function useBookingCourseSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<BookingCourseQuery, BookingCourseQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<BookingCourseQuery, BookingCourseQueryVariables>(
    BookingCourseDocument,
    options,
  );
}
export type BookingCourseQueryHookResult = ReturnType<typeof useBookingCourseQuery>;
export type BookingCourseLazyQueryHookResult = ReturnType<typeof useBookingCourseLazyQuery>;
export type BookingCourseSuspenseQueryHookResult = ReturnType<typeof useBookingCourseSuspenseQuery>;
export type BookingCourseQueryResult = Apollo.QueryResult<
  BookingCourseQuery,
  BookingCourseQueryVariables
>;
