/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../generated/types';

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
/** SANDBOX: no real money; pay with sandboxCheckout instead of Razorpay Checkout. */
export type PaymentProviderName = 'RAZORPAY' | 'SANDBOX';

/** Where the buyer came from, as the client kept it for the visit. */
export type PurchaseAttributionInput = {
  /** The external page (or its host, at most 255 characters) that referred the visit. */
  referrer?: string | null | undefined;
  /** The first ?ref= or utm_source of the visit: at most 100 letters, digits, spaces or . _ ~ + -. */
  source?: string | null | undefined;
};

/** Razorpay Checkout's handler response, with our purchase id. */
export type VerifyPaymentInput = {
  purchaseId: string | number;
  razorpayOrderId: string;
  razorpayPaymentId: string;
  razorpaySignature: string;
};

export type PaymentOrderFieldsFragment = {
  orderId: string;
  amount: number;
  currency: string;
  courseName: string;
  purchaseId: string;
  keyId: string;
  provider: Types.PaymentProviderName;
};

export type PurchaseCourseMutationVariables = Exact<{
  courseId: string | number;
  couponCode?: string | null | undefined;
  attribution?: Types.PurchaseAttributionInput | null | undefined;
  buyerState?: string | null | undefined;
}>;

export type PurchaseCourseMutation = {
  purchaseCourse:
    | { __typename: 'FreeBooking' }
    | { __typename: 'FreeEnrollment'; message: string; redirect: string; courseId: string }
    | { __typename: 'FreeLiveSeat' }
    | {
        __typename: 'PaymentOrder';
        orderId: string;
        amount: number;
        currency: string;
        courseName: string;
        purchaseId: string;
        keyId: string;
        provider: Types.PaymentProviderName;
      };
};

export type SandboxCheckoutMutationVariables = Exact<{
  purchaseId: string | number;
}>;

export type SandboxCheckoutMutation = {
  sandboxCheckout: {
    razorpayOrderId: string;
    razorpayPaymentId: string;
    razorpaySignature: string;
  };
};

export type VerifyPaymentMutationVariables = Exact<{
  input: Types.VerifyPaymentInput;
}>;

export type VerifyPaymentMutation = { verifyPayment: { message: string; courseId: string | null } };

export const PaymentOrderFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PaymentOrderFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PaymentOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'orderId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'purchaseId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'provider' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export const PurchaseCourseDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'PurchaseCourse' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'couponCode' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'attribution' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'PurchaseAttributionInput' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'buyerState' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'purchaseCourse' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'courseId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'courseId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'couponCode' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'couponCode' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'attribution' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'attribution' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'buyerState' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'buyerState' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'FreeEnrollment' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'redirect' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'PaymentOrder' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'PaymentOrderFields' },
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
      name: { kind: 'Name', value: 'PaymentOrderFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PaymentOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'orderId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'purchaseId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'provider' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type PurchaseCourseMutationFn = Apollo.MutationFunction<
  PurchaseCourseMutation,
  PurchaseCourseMutationVariables
>;

/**
 * __usePurchaseCourseMutation__
 *
 * To run a mutation, you first call `usePurchaseCourseMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `usePurchaseCourseMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [purchaseCourseMutation, { data, loading, error }] = usePurchaseCourseMutation({
 *   variables: {
 *      courseId: // value for 'courseId'
 *      couponCode: // value for 'couponCode'
 *      attribution: // value for 'attribution'
 *      buyerState: // value for 'buyerState'
 *   },
 * });
 */
export function usePurchaseCourseMutation(
  baseOptions?: Apollo.MutationHookOptions<PurchaseCourseMutation, PurchaseCourseMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<PurchaseCourseMutation, PurchaseCourseMutationVariables>(
    PurchaseCourseDocument,
    options,
  );
}
export type PurchaseCourseMutationHookResult = ReturnType<typeof usePurchaseCourseMutation>;
export type PurchaseCourseMutationResult = Apollo.MutationResult<PurchaseCourseMutation>;
export type PurchaseCourseMutationOptions = Apollo.BaseMutationOptions<
  PurchaseCourseMutation,
  PurchaseCourseMutationVariables
>;
export const SandboxCheckoutDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SandboxCheckout' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'purchaseId' } },
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
            name: { kind: 'Name', value: 'sandboxCheckout' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'purchaseId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'purchaseId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'razorpayOrderId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'razorpayPaymentId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'razorpaySignature' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type SandboxCheckoutMutationFn = Apollo.MutationFunction<
  SandboxCheckoutMutation,
  SandboxCheckoutMutationVariables
>;

/**
 * __useSandboxCheckoutMutation__
 *
 * To run a mutation, you first call `useSandboxCheckoutMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSandboxCheckoutMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [sandboxCheckoutMutation, { data, loading, error }] = useSandboxCheckoutMutation({
 *   variables: {
 *      purchaseId: // value for 'purchaseId'
 *   },
 * });
 */
export function useSandboxCheckoutMutation(
  baseOptions?: Apollo.MutationHookOptions<
    SandboxCheckoutMutation,
    SandboxCheckoutMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<SandboxCheckoutMutation, SandboxCheckoutMutationVariables>(
    SandboxCheckoutDocument,
    options,
  );
}
export type SandboxCheckoutMutationHookResult = ReturnType<typeof useSandboxCheckoutMutation>;
export type SandboxCheckoutMutationResult = Apollo.MutationResult<SandboxCheckoutMutation>;
export type SandboxCheckoutMutationOptions = Apollo.BaseMutationOptions<
  SandboxCheckoutMutation,
  SandboxCheckoutMutationVariables
>;
export const VerifyPaymentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'VerifyPayment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'VerifyPaymentInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'verifyPayment' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type VerifyPaymentMutationFn = Apollo.MutationFunction<
  VerifyPaymentMutation,
  VerifyPaymentMutationVariables
>;

/**
 * __useVerifyPaymentMutation__
 *
 * To run a mutation, you first call `useVerifyPaymentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useVerifyPaymentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [verifyPaymentMutation, { data, loading, error }] = useVerifyPaymentMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useVerifyPaymentMutation(
  baseOptions?: Apollo.MutationHookOptions<VerifyPaymentMutation, VerifyPaymentMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<VerifyPaymentMutation, VerifyPaymentMutationVariables>(
    VerifyPaymentDocument,
    options,
  );
}
export type VerifyPaymentMutationHookResult = ReturnType<typeof useVerifyPaymentMutation>;
export type VerifyPaymentMutationResult = Apollo.MutationResult<VerifyPaymentMutation>;
export type VerifyPaymentMutationOptions = Apollo.BaseMutationOptions<
  VerifyPaymentMutation,
  VerifyPaymentMutationVariables
>;
