/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../generated/types';

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
/** Buckets of the series, in UTC (weeks start on Monday). */
export type AnalyticsGranularity = 'DAY' | 'MONTH' | 'WEEK';

/** PERCENT_OFF: value is a percent (1–100) off the list price. AMOUNT_OFF: value is an amount off, in the site currency. FIXED_PRICE: value is the final price (0 or more). */
export type CouponKind = 'AMOUNT_OFF' | 'FIXED_PRICE' | 'PERCENT_OFF';

export type EducatorAnalyticsQueryVariables = Exact<{
  from: string;
  to: string;
  courseId?: string | number | null | undefined;
  granularity?: Types.AnalyticsGranularity | null | undefined;
}>;

export type EducatorAnalyticsQuery = {
  educatorAnalytics: {
    from: string;
    to: string;
    granularity: Types.AnalyticsGranularity;
    courseId: string | null;
    referralCode: string;
    totals: {
      revenue: number;
      enrolments: number;
      views: number;
      paid: number;
      conversionRate: number | null;
      refunds: number;
      refundedAmount: number;
      completionRate: number | null;
      averageProgress: number | null;
      averageRating: number | null;
    };
    sales: Array<{
      periodStart: string;
      revenue: number;
      enrolments: number;
      refunds: number;
      refundedAmount: number;
    }>;
    ratings: Array<{ periodStart: string; ratings: number; averageRating: number | null }>;
    funnel: Array<{
      courseId: string | null;
      courseTitle: string;
      views: number;
      previewPlays: number;
      checkoutsStarted: number;
      paid: number;
      previewRate: number | null;
      checkoutRate: number | null;
      paymentRate: number | null;
      conversionRate: number | null;
    }>;
    dropOff: Array<{
      lectureId: string;
      position: number;
      lectureTitle: string;
      chapterTitle: string;
      learners: number;
      share: number;
    }>;
    sources: Array<{ source: string; views: number; sales: number; revenue: number }>;
    coupons: Array<{
      couponId: string;
      code: string;
      kind: Types.CouponKind;
      value: number;
      courseId: string | null;
      courseTitle: string | null;
      redemptions: number;
      revenue: number;
      discountGiven: number;
      refunds: number;
    }>;
  };
};

export type AnalyticsCoursesQueryVariables = Exact<{ [key: string]: never }>;

export type AnalyticsCoursesQuery = { educatorCourses: Array<{ id: string; courseTitle: string }> };

export const EducatorAnalyticsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'EducatorAnalytics' },
      variableDefinitions: [
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
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'courseId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'granularity' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'AnalyticsGranularity' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'educatorAnalytics' },
            arguments: [
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
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'courseId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'courseId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'granularity' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'granularity' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'from' } },
                { kind: 'Field', name: { kind: 'Name', value: 'to' } },
                { kind: 'Field', name: { kind: 'Name', value: 'granularity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'referralCode' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'totals' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'revenue' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'enrolments' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'views' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'conversionRate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'refunds' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'refundedAmount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'completionRate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'averageProgress' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'averageRating' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'sales' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'periodStart' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'revenue' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'enrolments' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'refunds' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'refundedAmount' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'ratings' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'periodStart' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'ratings' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'averageRating' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'funnel' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'courseTitle' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'views' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'previewPlays' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'checkoutsStarted' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'previewRate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'checkoutRate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'paymentRate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'conversionRate' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'dropOff' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'lectureId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lectureTitle' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'chapterTitle' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'learners' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'share' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'sources' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'source' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'views' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sales' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'revenue' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'coupons' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'couponId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'courseTitle' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'redemptions' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'revenue' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'discountGiven' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'refunds' } },
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
 * __useEducatorAnalyticsQuery__
 *
 * To run a query within a React component, call `useEducatorAnalyticsQuery` and pass it any options that fit your needs.
 * When your component renders, `useEducatorAnalyticsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useEducatorAnalyticsQuery({
 *   variables: {
 *      from: // value for 'from'
 *      to: // value for 'to'
 *      courseId: // value for 'courseId'
 *      granularity: // value for 'granularity'
 *   },
 * });
 */
export function useEducatorAnalyticsQuery(
  baseOptions: Apollo.QueryHookOptions<EducatorAnalyticsQuery, EducatorAnalyticsQueryVariables> &
    ({ variables: EducatorAnalyticsQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<EducatorAnalyticsQuery, EducatorAnalyticsQueryVariables>(
    EducatorAnalyticsDocument,
    options,
  );
}
export function useEducatorAnalyticsLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<
    EducatorAnalyticsQuery,
    EducatorAnalyticsQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<EducatorAnalyticsQuery, EducatorAnalyticsQueryVariables>(
    EducatorAnalyticsDocument,
    options,
  );
}
// @ts-ignore
export function useEducatorAnalyticsSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<
    EducatorAnalyticsQuery,
    EducatorAnalyticsQueryVariables
  >,
): Apollo.UseSuspenseQueryResult<EducatorAnalyticsQuery, EducatorAnalyticsQueryVariables>;
export function useEducatorAnalyticsSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<EducatorAnalyticsQuery, EducatorAnalyticsQueryVariables>,
): Apollo.UseSuspenseQueryResult<
  EducatorAnalyticsQuery | undefined,
  EducatorAnalyticsQueryVariables
>;
export function useEducatorAnalyticsSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<EducatorAnalyticsQuery, EducatorAnalyticsQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<EducatorAnalyticsQuery, EducatorAnalyticsQueryVariables>(
    EducatorAnalyticsDocument,
    options,
  );
}
export type EducatorAnalyticsQueryHookResult = ReturnType<typeof useEducatorAnalyticsQuery>;
export type EducatorAnalyticsLazyQueryHookResult = ReturnType<typeof useEducatorAnalyticsLazyQuery>;
export type EducatorAnalyticsSuspenseQueryHookResult = ReturnType<
  typeof useEducatorAnalyticsSuspenseQuery
>;
export type EducatorAnalyticsQueryResult = Apollo.QueryResult<
  EducatorAnalyticsQuery,
  EducatorAnalyticsQueryVariables
>;
export const AnalyticsCoursesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AnalyticsCourses' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'educatorCourses' },
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
 * __useAnalyticsCoursesQuery__
 *
 * To run a query within a React component, call `useAnalyticsCoursesQuery` and pass it any options that fit your needs.
 * When your component renders, `useAnalyticsCoursesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAnalyticsCoursesQuery({
 *   variables: {
 *   },
 * });
 */
export function useAnalyticsCoursesQuery(
  baseOptions?: Apollo.QueryHookOptions<AnalyticsCoursesQuery, AnalyticsCoursesQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<AnalyticsCoursesQuery, AnalyticsCoursesQueryVariables>(
    AnalyticsCoursesDocument,
    options,
  );
}
export function useAnalyticsCoursesLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<AnalyticsCoursesQuery, AnalyticsCoursesQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<AnalyticsCoursesQuery, AnalyticsCoursesQueryVariables>(
    AnalyticsCoursesDocument,
    options,
  );
}
// @ts-ignore
export function useAnalyticsCoursesSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<
    AnalyticsCoursesQuery,
    AnalyticsCoursesQueryVariables
  >,
): Apollo.UseSuspenseQueryResult<AnalyticsCoursesQuery, AnalyticsCoursesQueryVariables>;
export function useAnalyticsCoursesSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<AnalyticsCoursesQuery, AnalyticsCoursesQueryVariables>,
): Apollo.UseSuspenseQueryResult<AnalyticsCoursesQuery | undefined, AnalyticsCoursesQueryVariables>;
export function useAnalyticsCoursesSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<AnalyticsCoursesQuery, AnalyticsCoursesQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<AnalyticsCoursesQuery, AnalyticsCoursesQueryVariables>(
    AnalyticsCoursesDocument,
    options,
  );
}
export type AnalyticsCoursesQueryHookResult = ReturnType<typeof useAnalyticsCoursesQuery>;
export type AnalyticsCoursesLazyQueryHookResult = ReturnType<typeof useAnalyticsCoursesLazyQuery>;
export type AnalyticsCoursesSuspenseQueryHookResult = ReturnType<
  typeof useAnalyticsCoursesSuspenseQuery
>;
export type AnalyticsCoursesQueryResult = Apollo.QueryResult<
  AnalyticsCoursesQuery,
  AnalyticsCoursesQueryVariables
>;
