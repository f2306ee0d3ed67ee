/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../generated/types';

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
/** PERCENT_OFF: value is a percent (1–100) off the list price. AMOUNT_OFF: value is an amount off, in the site currency. FIXED_PRICE: value is the final price (0 or more). */
export type CouponKind = 'AMOUNT_OFF' | 'FIXED_PRICE' | 'PERCENT_OFF';

/** INACTIVE: deactivated. EXPIRED: past its end. EXHAUSTED: its maximum redemptions reached. SCHEDULED: before its start. ACTIVE: usable now. */
export type CouponStatus = 'ACTIVE' | 'EXHAUSTED' | 'EXPIRED' | 'INACTIVE' | 'SCHEDULED';

export type CreateCouponInput = {
  /** 4–32 characters of A–Z, 0–9 and -, any case; unique among your coupons. */
  code: string;
  /** One of your courses; null or left out: all of them. */
  courseId?: string | number | null | undefined;
  /** After startsAt. */
  endsAt?: string | null | undefined;
  kind: CouponKind;
  /** 1 or more; null: no limit. */
  maxRedemptions?: number | null | undefined;
  startsAt?: string | null | undefined;
  value: number;
};

/** Fields left out stay as they are; null clears an optional one. */
export type UpdateCouponInput = {
  active?: boolean | null | undefined;
  code?: string | null | undefined;
  courseId?: string | number | null | undefined;
  endsAt?: string | null | undefined;
  kind?: CouponKind | null | undefined;
  maxRedemptions?: number | null | undefined;
  startsAt?: string | null | undefined;
  value?: number | null | undefined;
};

export type CouponRowFragment = {
  id: string;
  code: string;
  kind: Types.CouponKind;
  value: number;
  courseId: string | null;
  courseTitle: string | null;
  startsAt: string | null;
  endsAt: string | null;
  maxRedemptions: number | null;
  active: boolean;
  redemptions: number;
  status: Types.CouponStatus;
};

export type MyCouponsQueryVariables = Exact<{ [key: string]: never }>;

export type MyCouponsQuery = {
  myCoupons: Array<{
    id: string;
    code: string;
    kind: Types.CouponKind;
    value: number;
    courseId: string | null;
    courseTitle: string | null;
    startsAt: string | null;
    endsAt: string | null;
    maxRedemptions: number | null;
    active: boolean;
    redemptions: number;
    status: Types.CouponStatus;
  }>;
};

export type CouponCoursesQueryVariables = Exact<{ [key: string]: never }>;

export type CouponCoursesQuery = { educatorCourses: Array<{ id: string; courseTitle: string }> };

export type CreateCouponMutationVariables = Exact<{
  input: Types.CreateCouponInput;
}>;

export type CreateCouponMutation = {
  createCoupon: {
    id: string;
    code: string;
    kind: Types.CouponKind;
    value: number;
    courseId: string | null;
    courseTitle: string | null;
    startsAt: string | null;
    endsAt: string | null;
    maxRedemptions: number | null;
    active: boolean;
    redemptions: number;
    status: Types.CouponStatus;
  };
};

export type UpdateCouponMutationVariables = Exact<{
  id: string | number;
  input: Types.UpdateCouponInput;
}>;

export type UpdateCouponMutation = {
  updateCoupon: {
    id: string;
    code: string;
    kind: Types.CouponKind;
    value: number;
    courseId: string | null;
    courseTitle: string | null;
    startsAt: string | null;
    endsAt: string | null;
    maxRedemptions: number | null;
    active: boolean;
    redemptions: number;
    status: Types.CouponStatus;
  };
};

export type DeactivateCouponMutationVariables = Exact<{
  id: string | number;
}>;

export type DeactivateCouponMutation = {
  deactivateCoupon: {
    id: string;
    code: string;
    kind: Types.CouponKind;
    value: number;
    courseId: string | null;
    courseTitle: string | null;
    startsAt: string | null;
    endsAt: string | null;
    maxRedemptions: number | null;
    active: boolean;
    redemptions: number;
    status: Types.CouponStatus;
  };
};

export type CouponQuoteQueryVariables = Exact<{
  courseId: string | number;
  code: string;
}>;

export type CouponQuoteQuery = {
  couponQuote: {
    courseId: string;
    code: string;
    kind: Types.CouponKind;
    value: number;
    originalPrice: number;
    coursePrice: number;
    couponPrice: number;
    finalPrice: number;
    couponApplied: boolean;
  };
};

export const CouponRowFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CouponRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Coupon' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxRedemptions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
          { kind: 'Field', name: { kind: 'Name', value: 'redemptions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export const MyCouponsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyCoupons' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myCoupons' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CouponRow' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CouponRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Coupon' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxRedemptions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
          { kind: 'Field', name: { kind: 'Name', value: 'redemptions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __useMyCouponsQuery__
 *
 * To run a query within a React component, call `useMyCouponsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyCouponsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyCouponsQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyCouponsQuery(
  baseOptions?: Apollo.QueryHookOptions<MyCouponsQuery, MyCouponsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<MyCouponsQuery, MyCouponsQueryVariables>(MyCouponsDocument, options);
}
export function useMyCouponsLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<MyCouponsQuery, MyCouponsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<MyCouponsQuery, MyCouponsQueryVariables>(MyCouponsDocument, options);
}
// @ts-ignore
export function useMyCouponsSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<MyCouponsQuery, MyCouponsQueryVariables>,
): Apollo.UseSuspenseQueryResult<MyCouponsQuery, MyCouponsQueryVariables>;
export function useMyCouponsSuspenseQuery(
  baseOptions?:
    Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MyCouponsQuery, MyCouponsQueryVariables>,
): Apollo.UseSuspenseQueryResult<MyCouponsQuery | undefined, MyCouponsQueryVariables>;
export function useMyCouponsSuspenseQuery(
  baseOptions?:
    Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MyCouponsQuery, MyCouponsQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<MyCouponsQuery, MyCouponsQueryVariables>(
    MyCouponsDocument,
    options,
  );
}
export type MyCouponsQueryHookResult = ReturnType<typeof useMyCouponsQuery>;
export type MyCouponsLazyQueryHookResult = ReturnType<typeof useMyCouponsLazyQuery>;
export type MyCouponsSuspenseQueryHookResult = ReturnType<typeof useMyCouponsSuspenseQuery>;
export type MyCouponsQueryResult = Apollo.QueryResult<MyCouponsQuery, MyCouponsQueryVariables>;
export const CouponCoursesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CouponCourses' },
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
 * __useCouponCoursesQuery__
 *
 * To run a query within a React component, call `useCouponCoursesQuery` and pass it any options that fit your needs.
 * When your component renders, `useCouponCoursesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCouponCoursesQuery({
 *   variables: {
 *   },
 * });
 */
export function useCouponCoursesQuery(
  baseOptions?: Apollo.QueryHookOptions<CouponCoursesQuery, CouponCoursesQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<CouponCoursesQuery, CouponCoursesQueryVariables>(
    CouponCoursesDocument,
    options,
  );
}
export function useCouponCoursesLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<CouponCoursesQuery, CouponCoursesQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<CouponCoursesQuery, CouponCoursesQueryVariables>(
    CouponCoursesDocument,
    options,
  );
}
// @ts-ignore
export function useCouponCoursesSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<CouponCoursesQuery, CouponCoursesQueryVariables>,
): Apollo.UseSuspenseQueryResult<CouponCoursesQuery, CouponCoursesQueryVariables>;
export function useCouponCoursesSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<CouponCoursesQuery, CouponCoursesQueryVariables>,
): Apollo.UseSuspenseQueryResult<CouponCoursesQuery | undefined, CouponCoursesQueryVariables>;
export function useCouponCoursesSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<CouponCoursesQuery, CouponCoursesQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<CouponCoursesQuery, CouponCoursesQueryVariables>(
    CouponCoursesDocument,
    options,
  );
}
export type CouponCoursesQueryHookResult = ReturnType<typeof useCouponCoursesQuery>;
export type CouponCoursesLazyQueryHookResult = ReturnType<typeof useCouponCoursesLazyQuery>;
export type CouponCoursesSuspenseQueryHookResult = ReturnType<typeof useCouponCoursesSuspenseQuery>;
export type CouponCoursesQueryResult = Apollo.QueryResult<
  CouponCoursesQuery,
  CouponCoursesQueryVariables
>;
export const CreateCouponDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateCoupon' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateCouponInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createCoupon' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CouponRow' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CouponRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Coupon' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxRedemptions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
          { kind: 'Field', name: { kind: 'Name', value: 'redemptions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type CreateCouponMutationFn = Apollo.MutationFunction<
  CreateCouponMutation,
  CreateCouponMutationVariables
>;

/**
 * __useCreateCouponMutation__
 *
 * To run a mutation, you first call `useCreateCouponMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateCouponMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createCouponMutation, { data, loading, error }] = useCreateCouponMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateCouponMutation(
  baseOptions?: Apollo.MutationHookOptions<CreateCouponMutation, CreateCouponMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<CreateCouponMutation, CreateCouponMutationVariables>(
    CreateCouponDocument,
    options,
  );
}
export type CreateCouponMutationHookResult = ReturnType<typeof useCreateCouponMutation>;
export type CreateCouponMutationResult = Apollo.MutationResult<CreateCouponMutation>;
export type CreateCouponMutationOptions = Apollo.BaseMutationOptions<
  CreateCouponMutation,
  CreateCouponMutationVariables
>;
export const UpdateCouponDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateCoupon' },
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
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateCouponInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateCoupon' },
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CouponRow' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CouponRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Coupon' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxRedemptions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
          { kind: 'Field', name: { kind: 'Name', value: 'redemptions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type UpdateCouponMutationFn = Apollo.MutationFunction<
  UpdateCouponMutation,
  UpdateCouponMutationVariables
>;

/**
 * __useUpdateCouponMutation__
 *
 * To run a mutation, you first call `useUpdateCouponMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateCouponMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateCouponMutation, { data, loading, error }] = useUpdateCouponMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateCouponMutation(
  baseOptions?: Apollo.MutationHookOptions<UpdateCouponMutation, UpdateCouponMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<UpdateCouponMutation, UpdateCouponMutationVariables>(
    UpdateCouponDocument,
    options,
  );
}
export type UpdateCouponMutationHookResult = ReturnType<typeof useUpdateCouponMutation>;
export type UpdateCouponMutationResult = Apollo.MutationResult<UpdateCouponMutation>;
export type UpdateCouponMutationOptions = Apollo.BaseMutationOptions<
  UpdateCouponMutation,
  UpdateCouponMutationVariables
>;
export const DeactivateCouponDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeactivateCoupon' },
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
            name: { kind: 'Name', value: 'deactivateCoupon' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CouponRow' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CouponRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Coupon' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxRedemptions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
          { kind: 'Field', name: { kind: 'Name', value: 'redemptions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type DeactivateCouponMutationFn = Apollo.MutationFunction<
  DeactivateCouponMutation,
  DeactivateCouponMutationVariables
>;

/**
 * __useDeactivateCouponMutation__
 *
 * To run a mutation, you first call `useDeactivateCouponMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeactivateCouponMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deactivateCouponMutation, { data, loading, error }] = useDeactivateCouponMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeactivateCouponMutation(
  baseOptions?: Apollo.MutationHookOptions<
    DeactivateCouponMutation,
    DeactivateCouponMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<DeactivateCouponMutation, DeactivateCouponMutationVariables>(
    DeactivateCouponDocument,
    options,
  );
}
export type DeactivateCouponMutationHookResult = ReturnType<typeof useDeactivateCouponMutation>;
export type DeactivateCouponMutationResult = Apollo.MutationResult<DeactivateCouponMutation>;
export type DeactivateCouponMutationOptions = Apollo.BaseMutationOptions<
  DeactivateCouponMutation,
  DeactivateCouponMutationVariables
>;
export const CouponQuoteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CouponQuote' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
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
            name: { kind: 'Name', value: 'couponQuote' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'courseId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'courseId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'code' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'originalPrice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'coursePrice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'couponPrice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'finalPrice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'couponApplied' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __useCouponQuoteQuery__
 *
 * To run a query within a React component, call `useCouponQuoteQuery` and pass it any options that fit your needs.
 * When your component renders, `useCouponQuoteQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCouponQuoteQuery({
 *   variables: {
 *      courseId: // value for 'courseId'
 *      code: // value for 'code'
 *   },
 * });
 */
export function useCouponQuoteQuery(
  baseOptions: Apollo.QueryHookOptions<CouponQuoteQuery, CouponQuoteQueryVariables> &
    ({ variables: CouponQuoteQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<CouponQuoteQuery, CouponQuoteQueryVariables>(CouponQuoteDocument, options);
}
export function useCouponQuoteLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<CouponQuoteQuery, CouponQuoteQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<CouponQuoteQuery, CouponQuoteQueryVariables>(
    CouponQuoteDocument,
    options,
  );
}
// @ts-ignore
export function useCouponQuoteSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<CouponQuoteQuery, CouponQuoteQueryVariables>,
): Apollo.UseSuspenseQueryResult<CouponQuoteQuery, CouponQuoteQueryVariables>;
export function useCouponQuoteSuspenseQuery(
  baseOptions?:
    Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CouponQuoteQuery, CouponQuoteQueryVariables>,
): Apollo.UseSuspenseQueryResult<CouponQuoteQuery | undefined, CouponQuoteQueryVariables>;
export function useCouponQuoteSuspenseQuery(
  baseOptions?:
    Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CouponQuoteQuery, CouponQuoteQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<CouponQuoteQuery, CouponQuoteQueryVariables>(
    CouponQuoteDocument,
    options,
  );
}
export type CouponQuoteQueryHookResult = ReturnType<typeof useCouponQuoteQuery>;
export type CouponQuoteLazyQueryHookResult = ReturnType<typeof useCouponQuoteLazyQuery>;
export type CouponQuoteSuspenseQueryHookResult = ReturnType<typeof useCouponQuoteSuspenseQuery>;
export type CouponQuoteQueryResult = Apollo.QueryResult<
  CouponQuoteQuery,
  CouponQuoteQueryVariables
>;
