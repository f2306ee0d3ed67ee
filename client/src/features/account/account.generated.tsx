/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../generated/types';

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
export type ChangeEmailInput = {
  currentPassword: string;
  /** The address to move the account to; it must confirm by mail first. */
  newEmail: string;
};

export type ChangePasswordInput = {
  currentPassword: string;
  /** 6 to 128 characters. */
  newPassword: string;
};

/** Where a kind of notice reaches the user: IN_APP (the bell only), MAIL (mail only) or BOTH (the default). A kind whose mail is not optional (mailOptional false: refunds carry the credit note, certificates the certificate) is mailed whatever is chosen. */
export type NoticeDelivery = 'BOTH' | 'IN_APP' | 'MAIL';

/** Where one kind of notice should reach the user. */
export type NoticeDeliveryInput = {
  /** IN_APP, MAIL or BOTH. IN_APP for a kind whose mail is not optional still mails; MAIL is taken for any kind. */
  delivery: NoticeDelivery;
  /** A kind of notice (NoticeDeliveryPreference.kind). */
  kind: string;
};

/** Only the fields given change. */
export type NotificationPreferencesInput = {
  /** Changes where the kinds given reach the user; kinds left out keep their choice. An unknown kind is BAD_USER_INPUT on `deliveries`. */
  deliveries?: Array<NoticeDeliveryInput> | null | undefined;
  /** Replaces the pushed kinds; an unknown kind is BAD_USER_INPUT. */
  pushKinds?: Array<string> | null | undefined;
  reviewNotices?: boolean | null | undefined;
  saleNotices?: SaleNotices | null | undefined;
  wishlistNotices?: boolean | null | undefined;
};

/** Where a purchase stands; My purchases lists COMPLETED, REFUNDING and REFUNDED ones. */
export type PurchaseStatus = 'COMPLETED' | 'FAILED' | 'PENDING' | 'REFUNDED' | 'REFUNDING';

/** What a user may do: learn, teach, or administer. */
export type Role = 'ADMIN' | 'EDUCATOR' | 'STUDENT';

/** INSTANT: a mail per new learner; DAILY: one digest a day; OFF: none. */
export type SaleNotices = 'DAILY' | 'INSTANT' | 'OFF';

/** Only the fields given are changed; null clears the phone. */
export type UpdateProfileInput = {
  /** Plain text, up to 5,000 characters. */
  bio?: string | null | undefined;
  /** Up to 120 characters, shown on the instructor page. */
  headline?: string | null | undefined;
  /** An http(s) URL or an image data URL. */
  imageUrl?: string | null | undefined;
  /** Up to 5 absolute http(s) URLs of up to 300 characters: a website, LinkedIn. */
  links?: Array<string> | null | undefined;
  name?: string | null | undefined;
  phone?: string | null | undefined;
};

export type PasswordResetAvailabilityQueryVariables = Exact<{ [key: string]: never }>;

export type PasswordResetAvailabilityQuery = { siteSettings: { passwordResetAvailable: boolean } };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;

export type RequestPasswordResetMutation = { requestPasswordReset: boolean };

export type ResetPasswordMutationVariables = Exact<{
  token: string;
  newPassword: string;
}>;

export type ResetPasswordMutation = {
  resetPassword: {
    token: string;
    user: {
      id: string;
      name: string;
      email: string;
      phone: string | null;
      imageUrl: string;
      role: Types.Role;
      locale: string;
    };
  };
};

export type EmailVerificationStatusQueryVariables = Exact<{ [key: string]: never }>;

export type EmailVerificationStatusQuery = {
  me: { id: string; email: string; emailVerified: boolean };
};

export type VerifyEmailMutationVariables = Exact<{
  token: string;
}>;

export type VerifyEmailMutation = {
  verifyEmail: {
    emailVerified: boolean;
    id: string;
    name: string;
    email: string;
    phone: string | null;
    imageUrl: string;
    role: Types.Role;
    locale: string;
  };
};

export type ResendVerificationEmailMutationVariables = Exact<{ [key: string]: never }>;

export type ResendVerificationEmailMutation = { resendVerificationEmail: boolean };

export type UpdateProfileMutationVariables = Exact<{
  input: Types.UpdateProfileInput;
}>;

export type UpdateProfileMutation = {
  updateProfile: {
    headline: string;
    bio: string;
    links: Array<string>;
    id: string;
    name: string;
    email: string;
    phone: string | null;
    imageUrl: string;
    role: Types.Role;
    locale: string;
  };
};

export type InstructorProfileFieldsQueryVariables = Exact<{ [key: string]: never }>;

export type InstructorProfileFieldsQuery = {
  me: { id: string; headline: string; bio: string; links: Array<string> };
  educatorCourses: Array<{ id: string; isPublished: boolean }>;
};

export type ChangeEmailMutationVariables = Exact<{
  input: Types.ChangeEmailInput;
}>;

export type ChangeEmailMutation = { changeEmail: boolean };

export type ChangePasswordMutationVariables = Exact<{
  input: Types.ChangePasswordInput;
}>;

export type ChangePasswordMutation = {
  changePassword: {
    token: string;
    user: {
      id: string;
      name: string;
      email: string;
      phone: string | null;
      imageUrl: string;
      role: Types.Role;
      locale: string;
    };
  };
};

export type UploadAvatarMutationVariables = Exact<{
  avatar: File;
}>;

export type UploadAvatarMutation = {
  uploadAvatar: {
    id: string;
    name: string;
    email: string;
    phone: string | null;
    imageUrl: string;
    role: Types.Role;
    locale: string;
  };
};

export type NotificationPreferencesQueryVariables = Exact<{ [key: string]: never }>;

export type NotificationPreferencesQuery = {
  me: {
    id: string;
    notificationPreferences: {
      saleNotices: Types.SaleNotices;
      reviewNotices: boolean;
      wishlistNotices: boolean;
    } | null;
  };
};

export type UpdateNotificationPreferencesMutationVariables = Exact<{
  input: Types.NotificationPreferencesInput;
}>;

export type UpdateNotificationPreferencesMutation = {
  updateNotificationPreferences: {
    id: string;
    notificationPreferences: {
      saleNotices: Types.SaleNotices;
      reviewNotices: boolean;
      wishlistNotices: boolean;
    } | null;
  };
};

export type MyPurchasesQueryVariables = Exact<{ [key: string]: never }>;

export type MyPurchasesQuery = {
  myPurchases: Array<{
    id: string;
    courseId: string | null;
    courseTitle: string;
    amount: number;
    currency: string;
    status: Types.PurchaseStatus;
    completedAt: string | null;
    refundedAt: string | null;
    receipt: { id: string; number: number; label: string; pdfUrl: string; issuedAt: string } | null;
    creditNote: {
      id: string;
      number: number;
      label: string;
      pdfUrl: string;
      issuedAt: string;
    } | null;
  }>;
};

export type MyDataExportQueryVariables = Exact<{ [key: string]: never }>;

export type MyDataExportQuery = { myDataExport: string };

export type DeleteAccountMutationVariables = Exact<{
  password: string;
}>;

export type DeleteAccountMutation = { deleteAccount: boolean };

export type NoticeDeliveriesQueryVariables = Exact<{ [key: string]: never }>;

export type NoticeDeliveriesQuery = {
  me: {
    id: string;
    notificationPreferences: {
      deliveries: Array<{ kind: string; delivery: Types.NoticeDelivery; mailOptional: boolean }>;
    } | null;
  };
};

export type UpdateNoticeDeliveriesMutationVariables = Exact<{
  deliveries: Array<Types.NoticeDeliveryInput> | Types.NoticeDeliveryInput;
}>;

export type UpdateNoticeDeliveriesMutation = {
  updateNotificationPreferences: {
    id: string;
    notificationPreferences: {
      deliveries: Array<{ kind: string; delivery: Types.NoticeDelivery; mailOptional: boolean }>;
    } | null;
  };
};

export const PasswordResetAvailabilityDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PasswordResetAvailability' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'siteSettings' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'passwordResetAvailable' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __usePasswordResetAvailabilityQuery__
 *
 * To run a query within a React component, call `usePasswordResetAvailabilityQuery` and pass it any options that fit your needs.
 * When your component renders, `usePasswordResetAvailabilityQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePasswordResetAvailabilityQuery({
 *   variables: {
 *   },
 * });
 */
export function usePasswordResetAvailabilityQuery(
  baseOptions?: Apollo.QueryHookOptions<
    PasswordResetAvailabilityQuery,
    PasswordResetAvailabilityQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<PasswordResetAvailabilityQuery, PasswordResetAvailabilityQueryVariables>(
    PasswordResetAvailabilityDocument,
    options,
  );
}
export function usePasswordResetAvailabilityLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<
    PasswordResetAvailabilityQuery,
    PasswordResetAvailabilityQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<
    PasswordResetAvailabilityQuery,
    PasswordResetAvailabilityQueryVariables
  >(PasswordResetAvailabilityDocument, options);
}
// @ts-ignore
export function usePasswordResetAvailabilitySuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<
    PasswordResetAvailabilityQuery,
    PasswordResetAvailabilityQueryVariables
  >,
): Apollo.UseSuspenseQueryResult<
  PasswordResetAvailabilityQuery,
  PasswordResetAvailabilityQueryVariables
>;
export function usePasswordResetAvailabilitySuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<
        PasswordResetAvailabilityQuery,
        PasswordResetAvailabilityQueryVariables
      >,
): Apollo.UseSuspenseQueryResult<
  PasswordResetAvailabilityQuery | undefined,
  PasswordResetAvailabilityQueryVariables
>;
export function usePasswordResetAvailabilitySuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<
        PasswordResetAvailabilityQuery,
        PasswordResetAvailabilityQueryVariables
      >,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<
    PasswordResetAvailabilityQuery,
    PasswordResetAvailabilityQueryVariables
  >(PasswordResetAvailabilityDocument, options);
}
export type PasswordResetAvailabilityQueryHookResult = ReturnType<
  typeof usePasswordResetAvailabilityQuery
>;
export type PasswordResetAvailabilityLazyQueryHookResult = ReturnType<
  typeof usePasswordResetAvailabilityLazyQuery
>;
export type PasswordResetAvailabilitySuspenseQueryHookResult = ReturnType<
  typeof usePasswordResetAvailabilitySuspenseQuery
>;
export type PasswordResetAvailabilityQueryResult = Apollo.QueryResult<
  PasswordResetAvailabilityQuery,
  PasswordResetAvailabilityQueryVariables
>;
export const RequestPasswordResetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RequestPasswordReset' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
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
            name: { kind: 'Name', value: 'requestPasswordReset' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type RequestPasswordResetMutationFn = Apollo.MutationFunction<
  RequestPasswordResetMutation,
  RequestPasswordResetMutationVariables
>;

/**
 * __useRequestPasswordResetMutation__
 *
 * To run a mutation, you first call `useRequestPasswordResetMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRequestPasswordResetMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [requestPasswordResetMutation, { data, loading, error }] = useRequestPasswordResetMutation({
 *   variables: {
 *      email: // value for 'email'
 *   },
 * });
 */
export function useRequestPasswordResetMutation(
  baseOptions?: Apollo.MutationHookOptions<
    RequestPasswordResetMutation,
    RequestPasswordResetMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>(
    RequestPasswordResetDocument,
    options,
  );
}
export type RequestPasswordResetMutationHookResult = ReturnType<
  typeof useRequestPasswordResetMutation
>;
export type RequestPasswordResetMutationResult =
  Apollo.MutationResult<RequestPasswordResetMutation>;
export type RequestPasswordResetMutationOptions = Apollo.BaseMutationOptions<
  RequestPasswordResetMutation,
  RequestPasswordResetMutationVariables
>;
export const ResetPasswordDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ResetPassword' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'newPassword' } },
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
            name: { kind: 'Name', value: 'resetPassword' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'newPassword' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'newPassword' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'token' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AuthUser' } },
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
      name: { kind: 'Name', value: 'AuthUser' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locale' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type ResetPasswordMutationFn = Apollo.MutationFunction<
  ResetPasswordMutation,
  ResetPasswordMutationVariables
>;

/**
 * __useResetPasswordMutation__
 *
 * To run a mutation, you first call `useResetPasswordMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useResetPasswordMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [resetPasswordMutation, { data, loading, error }] = useResetPasswordMutation({
 *   variables: {
 *      token: // value for 'token'
 *      newPassword: // value for 'newPassword'
 *   },
 * });
 */
export function useResetPasswordMutation(
  baseOptions?: Apollo.MutationHookOptions<ResetPasswordMutation, ResetPasswordMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<ResetPasswordMutation, ResetPasswordMutationVariables>(
    ResetPasswordDocument,
    options,
  );
}
export type ResetPasswordMutationHookResult = ReturnType<typeof useResetPasswordMutation>;
export type ResetPasswordMutationResult = Apollo.MutationResult<ResetPasswordMutation>;
export type ResetPasswordMutationOptions = Apollo.BaseMutationOptions<
  ResetPasswordMutation,
  ResetPasswordMutationVariables
>;
export const EmailVerificationStatusDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'EmailVerificationStatus' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'emailVerified' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __useEmailVerificationStatusQuery__
 *
 * To run a query within a React component, call `useEmailVerificationStatusQuery` and pass it any options that fit your needs.
 * When your component renders, `useEmailVerificationStatusQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useEmailVerificationStatusQuery({
 *   variables: {
 *   },
 * });
 */
export function useEmailVerificationStatusQuery(
  baseOptions?: Apollo.QueryHookOptions<
    EmailVerificationStatusQuery,
    EmailVerificationStatusQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<EmailVerificationStatusQuery, EmailVerificationStatusQueryVariables>(
    EmailVerificationStatusDocument,
    options,
  );
}
export function useEmailVerificationStatusLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<
    EmailVerificationStatusQuery,
    EmailVerificationStatusQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<EmailVerificationStatusQuery, EmailVerificationStatusQueryVariables>(
    EmailVerificationStatusDocument,
    options,
  );
}
// @ts-ignore
export function useEmailVerificationStatusSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<
    EmailVerificationStatusQuery,
    EmailVerificationStatusQueryVariables
  >,
): Apollo.UseSuspenseQueryResult<
  EmailVerificationStatusQuery,
  EmailVerificationStatusQueryVariables
>;
export function useEmailVerificationStatusSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<
        EmailVerificationStatusQuery,
        EmailVerificationStatusQueryVariables
      >,
): Apollo.UseSuspenseQueryResult<
  EmailVerificationStatusQuery | undefined,
  EmailVerificationStatusQueryVariables
>;
export function useEmailVerificationStatusSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<
        EmailVerificationStatusQuery,
        EmailVerificationStatusQueryVariables
      >,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<
    EmailVerificationStatusQuery,
    EmailVerificationStatusQueryVariables
  >(EmailVerificationStatusDocument, options);
}
export type EmailVerificationStatusQueryHookResult = ReturnType<
  typeof useEmailVerificationStatusQuery
>;
export type EmailVerificationStatusLazyQueryHookResult = ReturnType<
  typeof useEmailVerificationStatusLazyQuery
>;
export type EmailVerificationStatusSuspenseQueryHookResult = ReturnType<
  typeof useEmailVerificationStatusSuspenseQuery
>;
export type EmailVerificationStatusQueryResult = Apollo.QueryResult<
  EmailVerificationStatusQuery,
  EmailVerificationStatusQueryVariables
>;
export const VerifyEmailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'VerifyEmail' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
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
            name: { kind: 'Name', value: 'verifyEmail' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AuthUser' } },
                { kind: 'Field', name: { kind: 'Name', value: 'emailVerified' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AuthUser' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locale' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type VerifyEmailMutationFn = Apollo.MutationFunction<
  VerifyEmailMutation,
  VerifyEmailMutationVariables
>;

/**
 * __useVerifyEmailMutation__
 *
 * To run a mutation, you first call `useVerifyEmailMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useVerifyEmailMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [verifyEmailMutation, { data, loading, error }] = useVerifyEmailMutation({
 *   variables: {
 *      token: // value for 'token'
 *   },
 * });
 */
export function useVerifyEmailMutation(
  baseOptions?: Apollo.MutationHookOptions<VerifyEmailMutation, VerifyEmailMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<VerifyEmailMutation, VerifyEmailMutationVariables>(
    VerifyEmailDocument,
    options,
  );
}
export type VerifyEmailMutationHookResult = ReturnType<typeof useVerifyEmailMutation>;
export type VerifyEmailMutationResult = Apollo.MutationResult<VerifyEmailMutation>;
export type VerifyEmailMutationOptions = Apollo.BaseMutationOptions<
  VerifyEmailMutation,
  VerifyEmailMutationVariables
>;
export const ResendVerificationEmailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ResendVerificationEmail' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [{ kind: 'Field', name: { kind: 'Name', value: 'resendVerificationEmail' } }],
      },
    },
  ],
} as unknown as DocumentNode;
export type ResendVerificationEmailMutationFn = Apollo.MutationFunction<
  ResendVerificationEmailMutation,
  ResendVerificationEmailMutationVariables
>;

/**
 * __useResendVerificationEmailMutation__
 *
 * To run a mutation, you first call `useResendVerificationEmailMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useResendVerificationEmailMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [resendVerificationEmailMutation, { data, loading, error }] = useResendVerificationEmailMutation({
 *   variables: {
 *   },
 * });
 */
export function useResendVerificationEmailMutation(
  baseOptions?: Apollo.MutationHookOptions<
    ResendVerificationEmailMutation,
    ResendVerificationEmailMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<
    ResendVerificationEmailMutation,
    ResendVerificationEmailMutationVariables
  >(ResendVerificationEmailDocument, options);
}
export type ResendVerificationEmailMutationHookResult = ReturnType<
  typeof useResendVerificationEmailMutation
>;
export type ResendVerificationEmailMutationResult =
  Apollo.MutationResult<ResendVerificationEmailMutation>;
export type ResendVerificationEmailMutationOptions = Apollo.BaseMutationOptions<
  ResendVerificationEmailMutation,
  ResendVerificationEmailMutationVariables
>;
export const UpdateProfileDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateProfile' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateProfileInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateProfile' },
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
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AuthUser' } },
                { kind: 'Field', name: { kind: 'Name', value: 'headline' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bio' } },
                { kind: 'Field', name: { kind: 'Name', value: 'links' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AuthUser' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locale' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type UpdateProfileMutationFn = Apollo.MutationFunction<
  UpdateProfileMutation,
  UpdateProfileMutationVariables
>;

/**
 * __useUpdateProfileMutation__
 *
 * To run a mutation, you first call `useUpdateProfileMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateProfileMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateProfileMutation, { data, loading, error }] = useUpdateProfileMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateProfileMutation(
  baseOptions?: Apollo.MutationHookOptions<UpdateProfileMutation, UpdateProfileMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<UpdateProfileMutation, UpdateProfileMutationVariables>(
    UpdateProfileDocument,
    options,
  );
}
export type UpdateProfileMutationHookResult = ReturnType<typeof useUpdateProfileMutation>;
export type UpdateProfileMutationResult = Apollo.MutationResult<UpdateProfileMutation>;
export type UpdateProfileMutationOptions = Apollo.BaseMutationOptions<
  UpdateProfileMutation,
  UpdateProfileMutationVariables
>;
export const InstructorProfileFieldsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'InstructorProfileFields' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'headline' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bio' } },
                { kind: 'Field', name: { kind: 'Name', value: 'links' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'educatorCourses' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isPublished' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __useInstructorProfileFieldsQuery__
 *
 * To run a query within a React component, call `useInstructorProfileFieldsQuery` and pass it any options that fit your needs.
 * When your component renders, `useInstructorProfileFieldsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useInstructorProfileFieldsQuery({
 *   variables: {
 *   },
 * });
 */
export function useInstructorProfileFieldsQuery(
  baseOptions?: Apollo.QueryHookOptions<
    InstructorProfileFieldsQuery,
    InstructorProfileFieldsQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<InstructorProfileFieldsQuery, InstructorProfileFieldsQueryVariables>(
    InstructorProfileFieldsDocument,
    options,
  );
}
export function useInstructorProfileFieldsLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<
    InstructorProfileFieldsQuery,
    InstructorProfileFieldsQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<InstructorProfileFieldsQuery, InstructorProfileFieldsQueryVariables>(
    InstructorProfileFieldsDocument,
    options,
  );
}
// @ts-ignore
export function useInstructorProfileFieldsSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<
    InstructorProfileFieldsQuery,
    InstructorProfileFieldsQueryVariables
  >,
): Apollo.UseSuspenseQueryResult<
  InstructorProfileFieldsQuery,
  InstructorProfileFieldsQueryVariables
>;
export function useInstructorProfileFieldsSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<
        InstructorProfileFieldsQuery,
        InstructorProfileFieldsQueryVariables
      >,
): Apollo.UseSuspenseQueryResult<
  InstructorProfileFieldsQuery | undefined,
  InstructorProfileFieldsQueryVariables
>;
export function useInstructorProfileFieldsSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<
        InstructorProfileFieldsQuery,
        InstructorProfileFieldsQueryVariables
      >,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<
    InstructorProfileFieldsQuery,
    InstructorProfileFieldsQueryVariables
  >(InstructorProfileFieldsDocument, options);
}
export type InstructorProfileFieldsQueryHookResult = ReturnType<
  typeof useInstructorProfileFieldsQuery
>;
export type InstructorProfileFieldsLazyQueryHookResult = ReturnType<
  typeof useInstructorProfileFieldsLazyQuery
>;
export type InstructorProfileFieldsSuspenseQueryHookResult = ReturnType<
  typeof useInstructorProfileFieldsSuspenseQuery
>;
export type InstructorProfileFieldsQueryResult = Apollo.QueryResult<
  InstructorProfileFieldsQuery,
  InstructorProfileFieldsQueryVariables
>;
export const ChangeEmailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ChangeEmail' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ChangeEmailInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'changeEmail' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type ChangeEmailMutationFn = Apollo.MutationFunction<
  ChangeEmailMutation,
  ChangeEmailMutationVariables
>;

/**
 * __useChangeEmailMutation__
 *
 * To run a mutation, you first call `useChangeEmailMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useChangeEmailMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [changeEmailMutation, { data, loading, error }] = useChangeEmailMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useChangeEmailMutation(
  baseOptions?: Apollo.MutationHookOptions<ChangeEmailMutation, ChangeEmailMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<ChangeEmailMutation, ChangeEmailMutationVariables>(
    ChangeEmailDocument,
    options,
  );
}
export type ChangeEmailMutationHookResult = ReturnType<typeof useChangeEmailMutation>;
export type ChangeEmailMutationResult = Apollo.MutationResult<ChangeEmailMutation>;
export type ChangeEmailMutationOptions = Apollo.BaseMutationOptions<
  ChangeEmailMutation,
  ChangeEmailMutationVariables
>;
export const ChangePasswordDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ChangePassword' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ChangePasswordInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'changePassword' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'token' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AuthUser' } },
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
      name: { kind: 'Name', value: 'AuthUser' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locale' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type ChangePasswordMutationFn = Apollo.MutationFunction<
  ChangePasswordMutation,
  ChangePasswordMutationVariables
>;

/**
 * __useChangePasswordMutation__
 *
 * To run a mutation, you first call `useChangePasswordMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useChangePasswordMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [changePasswordMutation, { data, loading, error }] = useChangePasswordMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useChangePasswordMutation(
  baseOptions?: Apollo.MutationHookOptions<ChangePasswordMutation, ChangePasswordMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<ChangePasswordMutation, ChangePasswordMutationVariables>(
    ChangePasswordDocument,
    options,
  );
}
export type ChangePasswordMutationHookResult = ReturnType<typeof useChangePasswordMutation>;
export type ChangePasswordMutationResult = Apollo.MutationResult<ChangePasswordMutation>;
export type ChangePasswordMutationOptions = Apollo.BaseMutationOptions<
  ChangePasswordMutation,
  ChangePasswordMutationVariables
>;
export const UploadAvatarDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UploadAvatar' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'avatar' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Upload' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'uploadAvatar' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'avatar' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'avatar' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AuthUser' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AuthUser' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locale' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type UploadAvatarMutationFn = Apollo.MutationFunction<
  UploadAvatarMutation,
  UploadAvatarMutationVariables
>;

/**
 * __useUploadAvatarMutation__
 *
 * To run a mutation, you first call `useUploadAvatarMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUploadAvatarMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [uploadAvatarMutation, { data, loading, error }] = useUploadAvatarMutation({
 *   variables: {
 *      avatar: // value for 'avatar'
 *   },
 * });
 */
export function useUploadAvatarMutation(
  baseOptions?: Apollo.MutationHookOptions<UploadAvatarMutation, UploadAvatarMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<UploadAvatarMutation, UploadAvatarMutationVariables>(
    UploadAvatarDocument,
    options,
  );
}
export type UploadAvatarMutationHookResult = ReturnType<typeof useUploadAvatarMutation>;
export type UploadAvatarMutationResult = Apollo.MutationResult<UploadAvatarMutation>;
export type UploadAvatarMutationOptions = Apollo.BaseMutationOptions<
  UploadAvatarMutation,
  UploadAvatarMutationVariables
>;
export const NotificationPreferencesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'NotificationPreferences' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'notificationPreferences' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'saleNotices' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reviewNotices' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'wishlistNotices' } },
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
 * __useNotificationPreferencesQuery__
 *
 * To run a query within a React component, call `useNotificationPreferencesQuery` and pass it any options that fit your needs.
 * When your component renders, `useNotificationPreferencesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNotificationPreferencesQuery({
 *   variables: {
 *   },
 * });
 */
export function useNotificationPreferencesQuery(
  baseOptions?: Apollo.QueryHookOptions<
    NotificationPreferencesQuery,
    NotificationPreferencesQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<NotificationPreferencesQuery, NotificationPreferencesQueryVariables>(
    NotificationPreferencesDocument,
    options,
  );
}
export function useNotificationPreferencesLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<
    NotificationPreferencesQuery,
    NotificationPreferencesQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<NotificationPreferencesQuery, NotificationPreferencesQueryVariables>(
    NotificationPreferencesDocument,
    options,
  );
}
// @ts-ignore
export function useNotificationPreferencesSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<
    NotificationPreferencesQuery,
    NotificationPreferencesQueryVariables
  >,
): Apollo.UseSuspenseQueryResult<
  NotificationPreferencesQuery,
  NotificationPreferencesQueryVariables
>;
export function useNotificationPreferencesSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<
        NotificationPreferencesQuery,
        NotificationPreferencesQueryVariables
      >,
): Apollo.UseSuspenseQueryResult<
  NotificationPreferencesQuery | undefined,
  NotificationPreferencesQueryVariables
>;
export function useNotificationPreferencesSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<
        NotificationPreferencesQuery,
        NotificationPreferencesQueryVariables
      >,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<
    NotificationPreferencesQuery,
    NotificationPreferencesQueryVariables
  >(NotificationPreferencesDocument, options);
}
export type NotificationPreferencesQueryHookResult = ReturnType<
  typeof useNotificationPreferencesQuery
>;
export type NotificationPreferencesLazyQueryHookResult = ReturnType<
  typeof useNotificationPreferencesLazyQuery
>;
export type NotificationPreferencesSuspenseQueryHookResult = ReturnType<
  typeof useNotificationPreferencesSuspenseQuery
>;
export type NotificationPreferencesQueryResult = Apollo.QueryResult<
  NotificationPreferencesQuery,
  NotificationPreferencesQueryVariables
>;
export const UpdateNotificationPreferencesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateNotificationPreferences' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'NamedType',
              name: { kind: 'Name', value: 'NotificationPreferencesInput' },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateNotificationPreferences' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'notificationPreferences' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'saleNotices' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reviewNotices' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'wishlistNotices' } },
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
export type UpdateNotificationPreferencesMutationFn = Apollo.MutationFunction<
  UpdateNotificationPreferencesMutation,
  UpdateNotificationPreferencesMutationVariables
>;

/**
 * __useUpdateNotificationPreferencesMutation__
 *
 * To run a mutation, you first call `useUpdateNotificationPreferencesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateNotificationPreferencesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateNotificationPreferencesMutation, { data, loading, error }] = useUpdateNotificationPreferencesMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateNotificationPreferencesMutation(
  baseOptions?: Apollo.MutationHookOptions<
    UpdateNotificationPreferencesMutation,
    UpdateNotificationPreferencesMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<
    UpdateNotificationPreferencesMutation,
    UpdateNotificationPreferencesMutationVariables
  >(UpdateNotificationPreferencesDocument, options);
}
export type UpdateNotificationPreferencesMutationHookResult = ReturnType<
  typeof useUpdateNotificationPreferencesMutation
>;
export type UpdateNotificationPreferencesMutationResult =
  Apollo.MutationResult<UpdateNotificationPreferencesMutation>;
export type UpdateNotificationPreferencesMutationOptions = Apollo.BaseMutationOptions<
  UpdateNotificationPreferencesMutation,
  UpdateNotificationPreferencesMutationVariables
>;
export const MyPurchasesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyPurchases' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myPurchases' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'courseTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refundedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'receipt' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'pdfUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'issuedAt' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'creditNote' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'pdfUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'issuedAt' } },
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
 * __useMyPurchasesQuery__
 *
 * To run a query within a React component, call `useMyPurchasesQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyPurchasesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyPurchasesQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyPurchasesQuery(
  baseOptions?: Apollo.QueryHookOptions<MyPurchasesQuery, MyPurchasesQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<MyPurchasesQuery, MyPurchasesQueryVariables>(MyPurchasesDocument, options);
}
export function useMyPurchasesLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<MyPurchasesQuery, MyPurchasesQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<MyPurchasesQuery, MyPurchasesQueryVariables>(
    MyPurchasesDocument,
    options,
  );
}
// @ts-ignore
export function useMyPurchasesSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<MyPurchasesQuery, MyPurchasesQueryVariables>,
): Apollo.UseSuspenseQueryResult<MyPurchasesQuery, MyPurchasesQueryVariables>;
export function useMyPurchasesSuspenseQuery(
  baseOptions?:
    Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MyPurchasesQuery, MyPurchasesQueryVariables>,
): Apollo.UseSuspenseQueryResult<MyPurchasesQuery | undefined, MyPurchasesQueryVariables>;
export function useMyPurchasesSuspenseQuery(
  baseOptions?:
    Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MyPurchasesQuery, MyPurchasesQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<MyPurchasesQuery, MyPurchasesQueryVariables>(
    MyPurchasesDocument,
    options,
  );
}
export type MyPurchasesQueryHookResult = ReturnType<typeof useMyPurchasesQuery>;
export type MyPurchasesLazyQueryHookResult = ReturnType<typeof useMyPurchasesLazyQuery>;
export type MyPurchasesSuspenseQueryHookResult = ReturnType<typeof useMyPurchasesSuspenseQuery>;
export type MyPurchasesQueryResult = Apollo.QueryResult<
  MyPurchasesQuery,
  MyPurchasesQueryVariables
>;
export const MyDataExportDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyDataExport' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [{ kind: 'Field', name: { kind: 'Name', value: 'myDataExport' } }],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __useMyDataExportQuery__
 *
 * To run a query within a React component, call `useMyDataExportQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyDataExportQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyDataExportQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyDataExportQuery(
  baseOptions?: Apollo.QueryHookOptions<MyDataExportQuery, MyDataExportQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<MyDataExportQuery, MyDataExportQueryVariables>(
    MyDataExportDocument,
    options,
  );
}
export function useMyDataExportLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<MyDataExportQuery, MyDataExportQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<MyDataExportQuery, MyDataExportQueryVariables>(
    MyDataExportDocument,
    options,
  );
}
// @ts-ignore
export function useMyDataExportSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<MyDataExportQuery, MyDataExportQueryVariables>,
): Apollo.UseSuspenseQueryResult<MyDataExportQuery, MyDataExportQueryVariables>;
export function useMyDataExportSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<MyDataExportQuery, MyDataExportQueryVariables>,
): Apollo.UseSuspenseQueryResult<MyDataExportQuery | undefined, MyDataExportQueryVariables>;
export function useMyDataExportSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<MyDataExportQuery, MyDataExportQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<MyDataExportQuery, MyDataExportQueryVariables>(
    MyDataExportDocument,
    options,
  );
}
export type MyDataExportQueryHookResult = ReturnType<typeof useMyDataExportQuery>;
export type MyDataExportLazyQueryHookResult = ReturnType<typeof useMyDataExportLazyQuery>;
export type MyDataExportSuspenseQueryHookResult = ReturnType<typeof useMyDataExportSuspenseQuery>;
export type MyDataExportQueryResult = Apollo.QueryResult<
  MyDataExportQuery,
  MyDataExportQueryVariables
>;
export const DeleteAccountDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteAccount' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
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
            name: { kind: 'Name', value: 'deleteAccount' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'password' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type DeleteAccountMutationFn = Apollo.MutationFunction<
  DeleteAccountMutation,
  DeleteAccountMutationVariables
>;

/**
 * __useDeleteAccountMutation__
 *
 * To run a mutation, you first call `useDeleteAccountMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteAccountMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteAccountMutation, { data, loading, error }] = useDeleteAccountMutation({
 *   variables: {
 *      password: // value for 'password'
 *   },
 * });
 */
export function useDeleteAccountMutation(
  baseOptions?: Apollo.MutationHookOptions<DeleteAccountMutation, DeleteAccountMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<DeleteAccountMutation, DeleteAccountMutationVariables>(
    DeleteAccountDocument,
    options,
  );
}
export type DeleteAccountMutationHookResult = ReturnType<typeof useDeleteAccountMutation>;
export type DeleteAccountMutationResult = Apollo.MutationResult<DeleteAccountMutation>;
export type DeleteAccountMutationOptions = Apollo.BaseMutationOptions<
  DeleteAccountMutation,
  DeleteAccountMutationVariables
>;
export const NoticeDeliveriesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'NoticeDeliveries' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'notificationPreferences' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'deliveries' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'delivery' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'mailOptional' } },
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
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __useNoticeDeliveriesQuery__
 *
 * To run a query within a React component, call `useNoticeDeliveriesQuery` and pass it any options that fit your needs.
 * When your component renders, `useNoticeDeliveriesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNoticeDeliveriesQuery({
 *   variables: {
 *   },
 * });
 */
export function useNoticeDeliveriesQuery(
  baseOptions?: Apollo.QueryHookOptions<NoticeDeliveriesQuery, NoticeDeliveriesQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<NoticeDeliveriesQuery, NoticeDeliveriesQueryVariables>(
    NoticeDeliveriesDocument,
    options,
  );
}
export function useNoticeDeliveriesLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<NoticeDeliveriesQuery, NoticeDeliveriesQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<NoticeDeliveriesQuery, NoticeDeliveriesQueryVariables>(
    NoticeDeliveriesDocument,
    options,
  );
}
// @ts-ignore
export function useNoticeDeliveriesSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<
    NoticeDeliveriesQuery,
    NoticeDeliveriesQueryVariables
  >,
): Apollo.UseSuspenseQueryResult<NoticeDeliveriesQuery, NoticeDeliveriesQueryVariables>;
export function useNoticeDeliveriesSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<NoticeDeliveriesQuery, NoticeDeliveriesQueryVariables>,
): Apollo.UseSuspenseQueryResult<NoticeDeliveriesQuery | undefined, NoticeDeliveriesQueryVariables>;
export function useNoticeDeliveriesSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<NoticeDeliveriesQuery, NoticeDeliveriesQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<NoticeDeliveriesQuery, NoticeDeliveriesQueryVariables>(
    NoticeDeliveriesDocument,
    options,
  );
}
export type NoticeDeliveriesQueryHookResult = ReturnType<typeof useNoticeDeliveriesQuery>;
export type NoticeDeliveriesLazyQueryHookResult = ReturnType<typeof useNoticeDeliveriesLazyQuery>;
export type NoticeDeliveriesSuspenseQueryHookResult = ReturnType<
  typeof useNoticeDeliveriesSuspenseQuery
>;
export type NoticeDeliveriesQueryResult = Apollo.QueryResult<
  NoticeDeliveriesQuery,
  NoticeDeliveriesQueryVariables
>;
export const UpdateNoticeDeliveriesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateNoticeDeliveries' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'deliveries' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'NoticeDeliveryInput' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateNotificationPreferences' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'deliveries' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'deliveries' } },
                    },
                  ],
                },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'notificationPreferences' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'deliveries' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'delivery' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'mailOptional' } },
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
      },
    },
  ],
} as unknown as DocumentNode;
export type UpdateNoticeDeliveriesMutationFn = Apollo.MutationFunction<
  UpdateNoticeDeliveriesMutation,
  UpdateNoticeDeliveriesMutationVariables
>;

/**
 * __useUpdateNoticeDeliveriesMutation__
 *
 * To run a mutation, you first call `useUpdateNoticeDeliveriesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateNoticeDeliveriesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateNoticeDeliveriesMutation, { data, loading, error }] = useUpdateNoticeDeliveriesMutation({
 *   variables: {
 *      deliveries: // value for 'deliveries'
 *   },
 * });
 */
export function useUpdateNoticeDeliveriesMutation(
  baseOptions?: Apollo.MutationHookOptions<
    UpdateNoticeDeliveriesMutation,
    UpdateNoticeDeliveriesMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<
    UpdateNoticeDeliveriesMutation,
    UpdateNoticeDeliveriesMutationVariables
  >(UpdateNoticeDeliveriesDocument, options);
}
export type UpdateNoticeDeliveriesMutationHookResult = ReturnType<
  typeof useUpdateNoticeDeliveriesMutation
>;
export type UpdateNoticeDeliveriesMutationResult =
  Apollo.MutationResult<UpdateNoticeDeliveriesMutation>;
export type UpdateNoticeDeliveriesMutationOptions = Apollo.BaseMutationOptions<
  UpdateNoticeDeliveriesMutation,
  UpdateNoticeDeliveriesMutationVariables
>;
