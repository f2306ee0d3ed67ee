/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../generated/types';

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
/** Every given field must match; none given: the whole log. */
export type AuditLogFilter = {
  /** e.g. user.disable, review.hide. */
  action?: string | null | undefined;
  /** The admin who acted. */
  actorId?: string | number | null | undefined;
  targetId?: string | number | null | undefined;
  /** user, course, coupon, quiz, purchase, review, contact_message or export. */
  targetType?: string | null | undefined;
};

/** USER_ROLE: an admin demoted the user to learner, and becomeEducator refuses them. COURSE_PUBLISH: an admin unpublished the course, and its owner cannot publish it again. */
export type HoldKind = 'COURSE_PUBLISH' | 'USER_ROLE';

/** What a user may do: learn, teach, or administer. */
export type Role = 'ADMIN' | 'EDUCATOR' | 'STUDENT';

export type AdminHoldFieldsFragment = {
  id: string;
  kind: Types.HoldKind;
  targetId: string;
  reason: string;
  heldAt: string;
  heldByEmail: string | null;
};

export type AdminUserFieldsFragment = {
  id: string;
  name: string;
  email: string;
  role: Types.Role;
  verified: boolean;
  disabledAt: string | null;
  createdAt: string;
  enrollmentCount: number;
  purchaseCount: number;
  courseCount: number;
  roleHold: {
    id: string;
    kind: Types.HoldKind;
    targetId: string;
    reason: string;
    heldAt: string;
    heldByEmail: string | null;
  } | null;
};

export type AdminUsersQueryVariables = Exact<{
  search?: string | null | undefined;
  page?: number | null | undefined;
}>;

export type AdminUsersQuery = {
  adminUsers: {
    totalCount: number;
    page: number;
    pageSize: number;
    nodes: Array<{
      id: string;
      name: string;
      email: string;
      role: Types.Role;
      verified: boolean;
      disabledAt: string | null;
      createdAt: string;
      enrollmentCount: number;
      purchaseCount: number;
      courseCount: number;
      roleHold: {
        id: string;
        kind: Types.HoldKind;
        targetId: string;
        reason: string;
        heldAt: string;
        heldByEmail: string | null;
      } | null;
    }>;
  };
};

export type AdminUserDetailFieldsFragment = {
  id: string;
  name: string;
  email: string;
  role: Types.Role;
  verified: boolean;
  disabledAt: string | null;
  createdAt: string;
  enrollmentCount: number;
  purchaseCount: number;
  courseCount: number;
  roleHold: {
    id: string;
    kind: Types.HoldKind;
    targetId: string;
    reason: string;
    heldAt: string;
    heldByEmail: string | null;
  } | null;
  enrollments: Array<{ courseId: string; courseTitle: string; enrolledAt: string }>;
  purchases: Array<{
    id: string;
    courseId: string;
    courseTitle: string;
    status: string;
    amount: number;
    currency: string;
    completedAt: string | null;
    refundedAt: string | null;
    refundReason: string | null;
    refundableUntil: string | null;
  }>;
};

export type AdminUserQueryVariables = Exact<{
  id: string | number;
}>;

export type AdminUserQuery = {
  adminUser: {
    id: string;
    name: string;
    email: string;
    role: Types.Role;
    verified: boolean;
    disabledAt: string | null;
    createdAt: string;
    enrollmentCount: number;
    purchaseCount: number;
    courseCount: number;
    roleHold: {
      id: string;
      kind: Types.HoldKind;
      targetId: string;
      reason: string;
      heldAt: string;
      heldByEmail: string | null;
    } | null;
    enrollments: Array<{ courseId: string; courseTitle: string; enrolledAt: string }>;
    purchases: Array<{
      id: string;
      courseId: string;
      courseTitle: string;
      status: string;
      amount: number;
      currency: string;
      completedAt: string | null;
      refundedAt: string | null;
      refundReason: string | null;
      refundableUntil: string | null;
    }>;
  };
};

export type SetUserRoleMutationVariables = Exact<{
  userId: string | number;
  role: Types.Role;
  reason?: string | null | undefined;
}>;

export type SetUserRoleMutation = {
  setUserRole: {
    id: string;
    name: string;
    email: string;
    role: Types.Role;
    verified: boolean;
    disabledAt: string | null;
    createdAt: string;
    enrollmentCount: number;
    purchaseCount: number;
    courseCount: number;
    roleHold: {
      id: string;
      kind: Types.HoldKind;
      targetId: string;
      reason: string;
      heldAt: string;
      heldByEmail: string | null;
    } | null;
    enrollments: Array<{ courseId: string; courseTitle: string; enrolledAt: string }>;
    purchases: Array<{
      id: string;
      courseId: string;
      courseTitle: string;
      status: string;
      amount: number;
      currency: string;
      completedAt: string | null;
      refundedAt: string | null;
      refundReason: string | null;
      refundableUntil: string | null;
    }>;
  };
};

export type DisableUserMutationVariables = Exact<{
  userId: string | number;
  reason: string;
}>;

export type DisableUserMutation = {
  disableUser: {
    id: string;
    name: string;
    email: string;
    role: Types.Role;
    verified: boolean;
    disabledAt: string | null;
    createdAt: string;
    enrollmentCount: number;
    purchaseCount: number;
    courseCount: number;
    roleHold: {
      id: string;
      kind: Types.HoldKind;
      targetId: string;
      reason: string;
      heldAt: string;
      heldByEmail: string | null;
    } | null;
    enrollments: Array<{ courseId: string; courseTitle: string; enrolledAt: string }>;
    purchases: Array<{
      id: string;
      courseId: string;
      courseTitle: string;
      status: string;
      amount: number;
      currency: string;
      completedAt: string | null;
      refundedAt: string | null;
      refundReason: string | null;
      refundableUntil: string | null;
    }>;
  };
};

export type EnableUserMutationVariables = Exact<{
  userId: string | number;
  reason?: string | null | undefined;
}>;

export type EnableUserMutation = {
  enableUser: {
    id: string;
    name: string;
    email: string;
    role: Types.Role;
    verified: boolean;
    disabledAt: string | null;
    createdAt: string;
    enrollmentCount: number;
    purchaseCount: number;
    courseCount: number;
    roleHold: {
      id: string;
      kind: Types.HoldKind;
      targetId: string;
      reason: string;
      heldAt: string;
      heldByEmail: string | null;
    } | null;
    enrollments: Array<{ courseId: string; courseTitle: string; enrolledAt: string }>;
    purchases: Array<{
      id: string;
      courseId: string;
      courseTitle: string;
      status: string;
      amount: number;
      currency: string;
      completedAt: string | null;
      refundedAt: string | null;
      refundReason: string | null;
      refundableUntil: string | null;
    }>;
  };
};

export type AdminRefundPurchaseMutationVariables = Exact<{
  purchaseId: string | number;
  reason: string;
}>;

export type AdminRefundPurchaseMutation = {
  adminRefundPurchase: { message: string; amount: number; currency: string };
};

export type AdminCoursesQueryVariables = Exact<{
  search?: string | null | undefined;
  page?: number | null | undefined;
}>;

export type AdminCoursesQuery = {
  adminCourses: {
    totalCount: number;
    page: number;
    pageSize: number;
    nodes: Array<{
      id: string;
      title: string;
      educatorId: string;
      educatorName: string;
      published: boolean;
      archived: boolean;
      enrollmentCount: number;
      netSales: number;
      createdAt: string;
      publishHold: {
        id: string;
        kind: Types.HoldKind;
        targetId: string;
        reason: string;
        heldAt: string;
        heldByEmail: string | null;
      } | null;
    }>;
  };
};

export type AdminSetCoursePublishedMutationVariables = Exact<{
  courseId: string | number;
  published: boolean;
  reason: string;
}>;

export type AdminSetCoursePublishedMutation = {
  adminSetCoursePublished: {
    id: string;
    published: boolean;
    publishHold: {
      id: string;
      kind: Types.HoldKind;
      targetId: string;
      reason: string;
      heldAt: string;
      heldByEmail: string | null;
    } | null;
  };
};

export type LiftHoldMutationVariables = Exact<{
  holdId: string | number;
  reason?: string | null | undefined;
}>;

export type LiftHoldMutation = { liftHold: { id: string; liftedAt: string | null } };

export type AdminReviewReportsQueryVariables = Exact<{
  status?: string | null | undefined;
  page?: number | null | undefined;
}>;

export type AdminReviewReportsQuery = {
  adminReviewReports: {
    totalCount: number;
    page: number;
    pageSize: number;
    nodes: Array<{
      id: string;
      reviewId: string;
      courseId: string;
      courseTitle: string;
      reviewerName: string;
      rating: number;
      review: string | null;
      hiddenAt: string | null;
      reporterName: string | null;
      reason: string;
      createdAt: string;
      resolvedAt: string | null;
      resolution: string | null;
    }>;
  };
};

export type DismissReviewReportMutationVariables = Exact<{
  reportId: string | number;
  reason?: string | null | undefined;
}>;

export type DismissReviewReportMutation = {
  dismissReviewReport: { id: string; resolvedAt: string | null; resolution: string | null };
};

export type HideReviewMutationVariables = Exact<{
  reviewId: string | number;
  reason: string;
}>;

export type HideReviewMutation = { hideReview: { id: string; hiddenAt: string | null } };

export type RestoreReviewMutationVariables = Exact<{
  reviewId: string | number;
  reason?: string | null | undefined;
}>;

export type RestoreReviewMutation = { restoreReview: { id: string; hiddenAt: string | null } };

export type AdminContactMessagesQueryVariables = Exact<{
  status?: string | null | undefined;
  page?: number | null | undefined;
}>;

export type AdminContactMessagesQuery = {
  adminContactMessages: {
    totalCount: number;
    page: number;
    pageSize: number;
    nodes: Array<{
      id: string;
      email: string;
      message: string;
      createdAt: string;
      handledAt: string | null;
    }>;
  };
};

export type MarkContactMessageHandledMutationVariables = Exact<{
  id: string | number;
  handled: boolean;
}>;

export type MarkContactMessageHandledMutation = {
  markContactMessageHandled: { id: string; handledAt: string | null };
};

export type AdminNewsletterSubscribersQueryVariables = Exact<{
  page?: number | null | undefined;
}>;

export type AdminNewsletterSubscribersQuery = {
  adminNewsletterSubscribers: {
    totalCount: number;
    page: number;
    pageSize: number;
    nodes: Array<{ id: string; email: string; createdAt: string; confirmedAt: string | null }>;
  };
};

export type AdminAuditLogQueryVariables = Exact<{
  filter?: Types.AuditLogFilter | null | undefined;
  page?: number | null | undefined;
}>;

export type AdminAuditLogQuery = {
  adminAuditLog: {
    totalCount: number;
    page: number;
    pageSize: number;
    nodes: Array<{
      id: string;
      actorEmail: string;
      actorName: string | null;
      action: string;
      targetType: string;
      targetId: string | null;
      targetName: string | null;
      reason: string | null;
      before: string | null;
      after: string | null;
      at: string;
      mentions: Array<{ id: string; name: string }>;
    }>;
  };
};

export const AdminHoldFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHoldFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminHold' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'heldAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'heldByEmail' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export const AdminUserFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminUserFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminUser' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'verified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disabledAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'enrollmentCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'purchaseCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'roleHold' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHoldFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHoldFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminHold' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'heldAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'heldByEmail' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export const AdminUserDetailFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminUserDetailFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminUserDetail' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'verified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disabledAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'enrollmentCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'purchaseCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'roleHold' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHoldFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'enrollments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'courseTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'enrolledAt' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'purchases' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'courseTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refundedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refundReason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refundableUntil' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHoldFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminHold' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'heldAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'heldByEmail' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export const AdminUsersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminUsers' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminUsers' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pageSize' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminUserFields' } },
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
      name: { kind: 'Name', value: 'AdminHoldFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminHold' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'heldAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'heldByEmail' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminUserFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminUser' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'verified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disabledAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'enrollmentCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'purchaseCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'roleHold' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHoldFields' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __useAdminUsersQuery__
 *
 * To run a query within a React component, call `useAdminUsersQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminUsersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminUsersQuery({
 *   variables: {
 *      search: // value for 'search'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useAdminUsersQuery(
  baseOptions?: Apollo.QueryHookOptions<AdminUsersQuery, AdminUsersQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<AdminUsersQuery, AdminUsersQueryVariables>(AdminUsersDocument, options);
}
export function useAdminUsersLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<AdminUsersQuery, AdminUsersQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<AdminUsersQuery, AdminUsersQueryVariables>(
    AdminUsersDocument,
    options,
  );
}
// @ts-ignore
export function useAdminUsersSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<AdminUsersQuery, AdminUsersQueryVariables>,
): Apollo.UseSuspenseQueryResult<AdminUsersQuery, AdminUsersQueryVariables>;
export function useAdminUsersSuspenseQuery(
  baseOptions?:
    Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AdminUsersQuery, AdminUsersQueryVariables>,
): Apollo.UseSuspenseQueryResult<AdminUsersQuery | undefined, AdminUsersQueryVariables>;
export function useAdminUsersSuspenseQuery(
  baseOptions?:
    Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AdminUsersQuery, AdminUsersQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<AdminUsersQuery, AdminUsersQueryVariables>(
    AdminUsersDocument,
    options,
  );
}
export type AdminUsersQueryHookResult = ReturnType<typeof useAdminUsersQuery>;
export type AdminUsersLazyQueryHookResult = ReturnType<typeof useAdminUsersLazyQuery>;
export type AdminUsersSuspenseQueryHookResult = ReturnType<typeof useAdminUsersSuspenseQuery>;
export type AdminUsersQueryResult = Apollo.QueryResult<AdminUsersQuery, AdminUsersQueryVariables>;
export const AdminUserDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminUser' },
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
            name: { kind: 'Name', value: 'adminUser' },
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
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminUserDetailFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHoldFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminHold' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'heldAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'heldByEmail' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminUserDetailFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminUserDetail' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'verified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disabledAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'enrollmentCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'purchaseCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'roleHold' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHoldFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'enrollments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'courseTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'enrolledAt' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'purchases' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'courseTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refundedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refundReason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refundableUntil' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __useAdminUserQuery__
 *
 * To run a query within a React component, call `useAdminUserQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminUserQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminUserQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useAdminUserQuery(
  baseOptions: Apollo.QueryHookOptions<AdminUserQuery, AdminUserQueryVariables> &
    ({ variables: AdminUserQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<AdminUserQuery, AdminUserQueryVariables>(AdminUserDocument, options);
}
export function useAdminUserLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<AdminUserQuery, AdminUserQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<AdminUserQuery, AdminUserQueryVariables>(AdminUserDocument, options);
}
// @ts-ignore
export function useAdminUserSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<AdminUserQuery, AdminUserQueryVariables>,
): Apollo.UseSuspenseQueryResult<AdminUserQuery, AdminUserQueryVariables>;
export function useAdminUserSuspenseQuery(
  baseOptions?:
    Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AdminUserQuery, AdminUserQueryVariables>,
): Apollo.UseSuspenseQueryResult<AdminUserQuery | undefined, AdminUserQueryVariables>;
export function useAdminUserSuspenseQuery(
  baseOptions?:
    Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AdminUserQuery, AdminUserQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<AdminUserQuery, AdminUserQueryVariables>(
    AdminUserDocument,
    options,
  );
}
export type AdminUserQueryHookResult = ReturnType<typeof useAdminUserQuery>;
export type AdminUserLazyQueryHookResult = ReturnType<typeof useAdminUserLazyQuery>;
export type AdminUserSuspenseQueryHookResult = ReturnType<typeof useAdminUserSuspenseQuery>;
export type AdminUserQueryResult = Apollo.QueryResult<AdminUserQuery, AdminUserQueryVariables>;
export const SetUserRoleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetUserRole' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'role' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Role' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setUserRole' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'role' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'role' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reason' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminUserDetailFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHoldFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminHold' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'heldAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'heldByEmail' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminUserDetailFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminUserDetail' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'verified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disabledAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'enrollmentCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'purchaseCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'roleHold' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHoldFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'enrollments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'courseTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'enrolledAt' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'purchases' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'courseTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refundedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refundReason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refundableUntil' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type SetUserRoleMutationFn = Apollo.MutationFunction<
  SetUserRoleMutation,
  SetUserRoleMutationVariables
>;

/**
 * __useSetUserRoleMutation__
 *
 * To run a mutation, you first call `useSetUserRoleMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetUserRoleMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setUserRoleMutation, { data, loading, error }] = useSetUserRoleMutation({
 *   variables: {
 *      userId: // value for 'userId'
 *      role: // value for 'role'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useSetUserRoleMutation(
  baseOptions?: Apollo.MutationHookOptions<SetUserRoleMutation, SetUserRoleMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<SetUserRoleMutation, SetUserRoleMutationVariables>(
    SetUserRoleDocument,
    options,
  );
}
export type SetUserRoleMutationHookResult = ReturnType<typeof useSetUserRoleMutation>;
export type SetUserRoleMutationResult = Apollo.MutationResult<SetUserRoleMutation>;
export type SetUserRoleMutationOptions = Apollo.BaseMutationOptions<
  SetUserRoleMutation,
  SetUserRoleMutationVariables
>;
export const DisableUserDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DisableUser' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
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
            name: { kind: 'Name', value: 'disableUser' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reason' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminUserDetailFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHoldFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminHold' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'heldAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'heldByEmail' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminUserDetailFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminUserDetail' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'verified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disabledAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'enrollmentCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'purchaseCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'roleHold' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHoldFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'enrollments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'courseTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'enrolledAt' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'purchases' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'courseTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refundedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refundReason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refundableUntil' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type DisableUserMutationFn = Apollo.MutationFunction<
  DisableUserMutation,
  DisableUserMutationVariables
>;

/**
 * __useDisableUserMutation__
 *
 * To run a mutation, you first call `useDisableUserMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDisableUserMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [disableUserMutation, { data, loading, error }] = useDisableUserMutation({
 *   variables: {
 *      userId: // value for 'userId'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useDisableUserMutation(
  baseOptions?: Apollo.MutationHookOptions<DisableUserMutation, DisableUserMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<DisableUserMutation, DisableUserMutationVariables>(
    DisableUserDocument,
    options,
  );
}
export type DisableUserMutationHookResult = ReturnType<typeof useDisableUserMutation>;
export type DisableUserMutationResult = Apollo.MutationResult<DisableUserMutation>;
export type DisableUserMutationOptions = Apollo.BaseMutationOptions<
  DisableUserMutation,
  DisableUserMutationVariables
>;
export const EnableUserDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'EnableUser' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'enableUser' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reason' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminUserDetailFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHoldFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminHold' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'heldAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'heldByEmail' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminUserDetailFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminUserDetail' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'verified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disabledAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'enrollmentCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'purchaseCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'roleHold' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHoldFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'enrollments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'courseTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'enrolledAt' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'purchases' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'courseTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refundedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refundReason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refundableUntil' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type EnableUserMutationFn = Apollo.MutationFunction<
  EnableUserMutation,
  EnableUserMutationVariables
>;

/**
 * __useEnableUserMutation__
 *
 * To run a mutation, you first call `useEnableUserMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useEnableUserMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [enableUserMutation, { data, loading, error }] = useEnableUserMutation({
 *   variables: {
 *      userId: // value for 'userId'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useEnableUserMutation(
  baseOptions?: Apollo.MutationHookOptions<EnableUserMutation, EnableUserMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<EnableUserMutation, EnableUserMutationVariables>(
    EnableUserDocument,
    options,
  );
}
export type EnableUserMutationHookResult = ReturnType<typeof useEnableUserMutation>;
export type EnableUserMutationResult = Apollo.MutationResult<EnableUserMutation>;
export type EnableUserMutationOptions = Apollo.BaseMutationOptions<
  EnableUserMutation,
  EnableUserMutationVariables
>;
export const AdminRefundPurchaseDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AdminRefundPurchase' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'purchaseId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
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
            name: { kind: 'Name', value: 'adminRefundPurchase' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'purchaseId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'purchaseId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reason' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type AdminRefundPurchaseMutationFn = Apollo.MutationFunction<
  AdminRefundPurchaseMutation,
  AdminRefundPurchaseMutationVariables
>;

/**
 * __useAdminRefundPurchaseMutation__
 *
 * To run a mutation, you first call `useAdminRefundPurchaseMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAdminRefundPurchaseMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [adminRefundPurchaseMutation, { data, loading, error }] = useAdminRefundPurchaseMutation({
 *   variables: {
 *      purchaseId: // value for 'purchaseId'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useAdminRefundPurchaseMutation(
  baseOptions?: Apollo.MutationHookOptions<
    AdminRefundPurchaseMutation,
    AdminRefundPurchaseMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<AdminRefundPurchaseMutation, AdminRefundPurchaseMutationVariables>(
    AdminRefundPurchaseDocument,
    options,
  );
}
export type AdminRefundPurchaseMutationHookResult = ReturnType<
  typeof useAdminRefundPurchaseMutation
>;
export type AdminRefundPurchaseMutationResult = Apollo.MutationResult<AdminRefundPurchaseMutation>;
export type AdminRefundPurchaseMutationOptions = Apollo.BaseMutationOptions<
  AdminRefundPurchaseMutation,
  AdminRefundPurchaseMutationVariables
>;
export const AdminCoursesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminCourses' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminCourses' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pageSize' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'educatorId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'educatorName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'published' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'archived' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'publishHold' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'AdminHoldFields' },
                            },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'enrollmentCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'netSales' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
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
      name: { kind: 'Name', value: 'AdminHoldFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminHold' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'heldAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'heldByEmail' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __useAdminCoursesQuery__
 *
 * To run a query within a React component, call `useAdminCoursesQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminCoursesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminCoursesQuery({
 *   variables: {
 *      search: // value for 'search'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useAdminCoursesQuery(
  baseOptions?: Apollo.QueryHookOptions<AdminCoursesQuery, AdminCoursesQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<AdminCoursesQuery, AdminCoursesQueryVariables>(
    AdminCoursesDocument,
    options,
  );
}
export function useAdminCoursesLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<AdminCoursesQuery, AdminCoursesQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<AdminCoursesQuery, AdminCoursesQueryVariables>(
    AdminCoursesDocument,
    options,
  );
}
// @ts-ignore
export function useAdminCoursesSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<AdminCoursesQuery, AdminCoursesQueryVariables>,
): Apollo.UseSuspenseQueryResult<AdminCoursesQuery, AdminCoursesQueryVariables>;
export function useAdminCoursesSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<AdminCoursesQuery, AdminCoursesQueryVariables>,
): Apollo.UseSuspenseQueryResult<AdminCoursesQuery | undefined, AdminCoursesQueryVariables>;
export function useAdminCoursesSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<AdminCoursesQuery, AdminCoursesQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<AdminCoursesQuery, AdminCoursesQueryVariables>(
    AdminCoursesDocument,
    options,
  );
}
export type AdminCoursesQueryHookResult = ReturnType<typeof useAdminCoursesQuery>;
export type AdminCoursesLazyQueryHookResult = ReturnType<typeof useAdminCoursesLazyQuery>;
export type AdminCoursesSuspenseQueryHookResult = ReturnType<typeof useAdminCoursesSuspenseQuery>;
export type AdminCoursesQueryResult = Apollo.QueryResult<
  AdminCoursesQuery,
  AdminCoursesQueryVariables
>;
export const AdminSetCoursePublishedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AdminSetCoursePublished' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'published' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
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
            name: { kind: 'Name', value: 'adminSetCoursePublished' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'courseId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'courseId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'published' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'published' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reason' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'published' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'publishHold' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHoldFields' } },
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
      name: { kind: 'Name', value: 'AdminHoldFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminHold' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'heldAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'heldByEmail' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type AdminSetCoursePublishedMutationFn = Apollo.MutationFunction<
  AdminSetCoursePublishedMutation,
  AdminSetCoursePublishedMutationVariables
>;

/**
 * __useAdminSetCoursePublishedMutation__
 *
 * To run a mutation, you first call `useAdminSetCoursePublishedMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAdminSetCoursePublishedMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [adminSetCoursePublishedMutation, { data, loading, error }] = useAdminSetCoursePublishedMutation({
 *   variables: {
 *      courseId: // value for 'courseId'
 *      published: // value for 'published'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useAdminSetCoursePublishedMutation(
  baseOptions?: Apollo.MutationHookOptions<
    AdminSetCoursePublishedMutation,
    AdminSetCoursePublishedMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<
    AdminSetCoursePublishedMutation,
    AdminSetCoursePublishedMutationVariables
  >(AdminSetCoursePublishedDocument, options);
}
export type AdminSetCoursePublishedMutationHookResult = ReturnType<
  typeof useAdminSetCoursePublishedMutation
>;
export type AdminSetCoursePublishedMutationResult =
  Apollo.MutationResult<AdminSetCoursePublishedMutation>;
export type AdminSetCoursePublishedMutationOptions = Apollo.BaseMutationOptions<
  AdminSetCoursePublishedMutation,
  AdminSetCoursePublishedMutationVariables
>;
export const LiftHoldDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'LiftHold' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'holdId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'liftHold' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'holdId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'holdId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reason' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'liftedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type LiftHoldMutationFn = Apollo.MutationFunction<
  LiftHoldMutation,
  LiftHoldMutationVariables
>;

/**
 * __useLiftHoldMutation__
 *
 * To run a mutation, you first call `useLiftHoldMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLiftHoldMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [liftHoldMutation, { data, loading, error }] = useLiftHoldMutation({
 *   variables: {
 *      holdId: // value for 'holdId'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useLiftHoldMutation(
  baseOptions?: Apollo.MutationHookOptions<LiftHoldMutation, LiftHoldMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<LiftHoldMutation, LiftHoldMutationVariables>(LiftHoldDocument, options);
}
export type LiftHoldMutationHookResult = ReturnType<typeof useLiftHoldMutation>;
export type LiftHoldMutationResult = Apollo.MutationResult<LiftHoldMutation>;
export type LiftHoldMutationOptions = Apollo.BaseMutationOptions<
  LiftHoldMutation,
  LiftHoldMutationVariables
>;
export const AdminReviewReportsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminReviewReports' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminReviewReports' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'status' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pageSize' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reviewId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'courseTitle' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reviewerName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'review' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hiddenAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reporterName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'resolvedAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'resolution' } },
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
 * __useAdminReviewReportsQuery__
 *
 * To run a query within a React component, call `useAdminReviewReportsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminReviewReportsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminReviewReportsQuery({
 *   variables: {
 *      status: // value for 'status'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useAdminReviewReportsQuery(
  baseOptions?: Apollo.QueryHookOptions<AdminReviewReportsQuery, AdminReviewReportsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<AdminReviewReportsQuery, AdminReviewReportsQueryVariables>(
    AdminReviewReportsDocument,
    options,
  );
}
export function useAdminReviewReportsLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<
    AdminReviewReportsQuery,
    AdminReviewReportsQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<AdminReviewReportsQuery, AdminReviewReportsQueryVariables>(
    AdminReviewReportsDocument,
    options,
  );
}
// @ts-ignore
export function useAdminReviewReportsSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<
    AdminReviewReportsQuery,
    AdminReviewReportsQueryVariables
  >,
): Apollo.UseSuspenseQueryResult<AdminReviewReportsQuery, AdminReviewReportsQueryVariables>;
export function useAdminReviewReportsSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<AdminReviewReportsQuery, AdminReviewReportsQueryVariables>,
): Apollo.UseSuspenseQueryResult<
  AdminReviewReportsQuery | undefined,
  AdminReviewReportsQueryVariables
>;
export function useAdminReviewReportsSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<AdminReviewReportsQuery, AdminReviewReportsQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<AdminReviewReportsQuery, AdminReviewReportsQueryVariables>(
    AdminReviewReportsDocument,
    options,
  );
}
export type AdminReviewReportsQueryHookResult = ReturnType<typeof useAdminReviewReportsQuery>;
export type AdminReviewReportsLazyQueryHookResult = ReturnType<
  typeof useAdminReviewReportsLazyQuery
>;
export type AdminReviewReportsSuspenseQueryHookResult = ReturnType<
  typeof useAdminReviewReportsSuspenseQuery
>;
export type AdminReviewReportsQueryResult = Apollo.QueryResult<
  AdminReviewReportsQuery,
  AdminReviewReportsQueryVariables
>;
export const DismissReviewReportDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DismissReviewReport' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reportId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dismissReviewReport' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reportId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reportId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reason' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'resolvedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'resolution' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type DismissReviewReportMutationFn = Apollo.MutationFunction<
  DismissReviewReportMutation,
  DismissReviewReportMutationVariables
>;

/**
 * __useDismissReviewReportMutation__
 *
 * To run a mutation, you first call `useDismissReviewReportMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDismissReviewReportMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [dismissReviewReportMutation, { data, loading, error }] = useDismissReviewReportMutation({
 *   variables: {
 *      reportId: // value for 'reportId'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useDismissReviewReportMutation(
  baseOptions?: Apollo.MutationHookOptions<
    DismissReviewReportMutation,
    DismissReviewReportMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<DismissReviewReportMutation, DismissReviewReportMutationVariables>(
    DismissReviewReportDocument,
    options,
  );
}
export type DismissReviewReportMutationHookResult = ReturnType<
  typeof useDismissReviewReportMutation
>;
export type DismissReviewReportMutationResult = Apollo.MutationResult<DismissReviewReportMutation>;
export type DismissReviewReportMutationOptions = Apollo.BaseMutationOptions<
  DismissReviewReportMutation,
  DismissReviewReportMutationVariables
>;
export const HideReviewDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'HideReview' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reviewId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
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
            name: { kind: 'Name', value: 'hideReview' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reviewId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reviewId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reason' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hiddenAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type HideReviewMutationFn = Apollo.MutationFunction<
  HideReviewMutation,
  HideReviewMutationVariables
>;

/**
 * __useHideReviewMutation__
 *
 * To run a mutation, you first call `useHideReviewMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useHideReviewMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [hideReviewMutation, { data, loading, error }] = useHideReviewMutation({
 *   variables: {
 *      reviewId: // value for 'reviewId'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useHideReviewMutation(
  baseOptions?: Apollo.MutationHookOptions<HideReviewMutation, HideReviewMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<HideReviewMutation, HideReviewMutationVariables>(
    HideReviewDocument,
    options,
  );
}
export type HideReviewMutationHookResult = ReturnType<typeof useHideReviewMutation>;
export type HideReviewMutationResult = Apollo.MutationResult<HideReviewMutation>;
export type HideReviewMutationOptions = Apollo.BaseMutationOptions<
  HideReviewMutation,
  HideReviewMutationVariables
>;
export const RestoreReviewDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RestoreReview' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reviewId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restoreReview' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reviewId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reviewId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reason' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hiddenAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type RestoreReviewMutationFn = Apollo.MutationFunction<
  RestoreReviewMutation,
  RestoreReviewMutationVariables
>;

/**
 * __useRestoreReviewMutation__
 *
 * To run a mutation, you first call `useRestoreReviewMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRestoreReviewMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [restoreReviewMutation, { data, loading, error }] = useRestoreReviewMutation({
 *   variables: {
 *      reviewId: // value for 'reviewId'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useRestoreReviewMutation(
  baseOptions?: Apollo.MutationHookOptions<RestoreReviewMutation, RestoreReviewMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<RestoreReviewMutation, RestoreReviewMutationVariables>(
    RestoreReviewDocument,
    options,
  );
}
export type RestoreReviewMutationHookResult = ReturnType<typeof useRestoreReviewMutation>;
export type RestoreReviewMutationResult = Apollo.MutationResult<RestoreReviewMutation>;
export type RestoreReviewMutationOptions = Apollo.BaseMutationOptions<
  RestoreReviewMutation,
  RestoreReviewMutationVariables
>;
export const AdminContactMessagesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminContactMessages' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminContactMessages' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'status' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pageSize' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'handledAt' } },
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
 * __useAdminContactMessagesQuery__
 *
 * To run a query within a React component, call `useAdminContactMessagesQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminContactMessagesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminContactMessagesQuery({
 *   variables: {
 *      status: // value for 'status'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useAdminContactMessagesQuery(
  baseOptions?: Apollo.QueryHookOptions<
    AdminContactMessagesQuery,
    AdminContactMessagesQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<AdminContactMessagesQuery, AdminContactMessagesQueryVariables>(
    AdminContactMessagesDocument,
    options,
  );
}
export function useAdminContactMessagesLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<
    AdminContactMessagesQuery,
    AdminContactMessagesQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<AdminContactMessagesQuery, AdminContactMessagesQueryVariables>(
    AdminContactMessagesDocument,
    options,
  );
}
// @ts-ignore
export function useAdminContactMessagesSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<
    AdminContactMessagesQuery,
    AdminContactMessagesQueryVariables
  >,
): Apollo.UseSuspenseQueryResult<AdminContactMessagesQuery, AdminContactMessagesQueryVariables>;
export function useAdminContactMessagesSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<
        AdminContactMessagesQuery,
        AdminContactMessagesQueryVariables
      >,
): Apollo.UseSuspenseQueryResult<
  AdminContactMessagesQuery | undefined,
  AdminContactMessagesQueryVariables
>;
export function useAdminContactMessagesSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<
        AdminContactMessagesQuery,
        AdminContactMessagesQueryVariables
      >,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<AdminContactMessagesQuery, AdminContactMessagesQueryVariables>(
    AdminContactMessagesDocument,
    options,
  );
}
export type AdminContactMessagesQueryHookResult = ReturnType<typeof useAdminContactMessagesQuery>;
export type AdminContactMessagesLazyQueryHookResult = ReturnType<
  typeof useAdminContactMessagesLazyQuery
>;
export type AdminContactMessagesSuspenseQueryHookResult = ReturnType<
  typeof useAdminContactMessagesSuspenseQuery
>;
export type AdminContactMessagesQueryResult = Apollo.QueryResult<
  AdminContactMessagesQuery,
  AdminContactMessagesQueryVariables
>;
export const MarkContactMessageHandledDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MarkContactMessageHandled' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'handled' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'markContactMessageHandled' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'handled' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'handled' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'handledAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type MarkContactMessageHandledMutationFn = Apollo.MutationFunction<
  MarkContactMessageHandledMutation,
  MarkContactMessageHandledMutationVariables
>;

/**
 * __useMarkContactMessageHandledMutation__
 *
 * To run a mutation, you first call `useMarkContactMessageHandledMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMarkContactMessageHandledMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [markContactMessageHandledMutation, { data, loading, error }] = useMarkContactMessageHandledMutation({
 *   variables: {
 *      id: // value for 'id'
 *      handled: // value for 'handled'
 *   },
 * });
 */
export function useMarkContactMessageHandledMutation(
  baseOptions?: Apollo.MutationHookOptions<
    MarkContactMessageHandledMutation,
    MarkContactMessageHandledMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<
    MarkContactMessageHandledMutation,
    MarkContactMessageHandledMutationVariables
  >(MarkContactMessageHandledDocument, options);
}
export type MarkContactMessageHandledMutationHookResult = ReturnType<
  typeof useMarkContactMessageHandledMutation
>;
export type MarkContactMessageHandledMutationResult =
  Apollo.MutationResult<MarkContactMessageHandledMutation>;
export type MarkContactMessageHandledMutationOptions = Apollo.BaseMutationOptions<
  MarkContactMessageHandledMutation,
  MarkContactMessageHandledMutationVariables
>;
export const AdminNewsletterSubscribersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminNewsletterSubscribers' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminNewsletterSubscribers' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pageSize' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'confirmedAt' } },
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
 * __useAdminNewsletterSubscribersQuery__
 *
 * To run a query within a React component, call `useAdminNewsletterSubscribersQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminNewsletterSubscribersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminNewsletterSubscribersQuery({
 *   variables: {
 *      page: // value for 'page'
 *   },
 * });
 */
export function useAdminNewsletterSubscribersQuery(
  baseOptions?: Apollo.QueryHookOptions<
    AdminNewsletterSubscribersQuery,
    AdminNewsletterSubscribersQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<AdminNewsletterSubscribersQuery, AdminNewsletterSubscribersQueryVariables>(
    AdminNewsletterSubscribersDocument,
    options,
  );
}
export function useAdminNewsletterSubscribersLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<
    AdminNewsletterSubscribersQuery,
    AdminNewsletterSubscribersQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<
    AdminNewsletterSubscribersQuery,
    AdminNewsletterSubscribersQueryVariables
  >(AdminNewsletterSubscribersDocument, options);
}
// @ts-ignore
export function useAdminNewsletterSubscribersSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<
    AdminNewsletterSubscribersQuery,
    AdminNewsletterSubscribersQueryVariables
  >,
): Apollo.UseSuspenseQueryResult<
  AdminNewsletterSubscribersQuery,
  AdminNewsletterSubscribersQueryVariables
>;
export function useAdminNewsletterSubscribersSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<
        AdminNewsletterSubscribersQuery,
        AdminNewsletterSubscribersQueryVariables
      >,
): Apollo.UseSuspenseQueryResult<
  AdminNewsletterSubscribersQuery | undefined,
  AdminNewsletterSubscribersQueryVariables
>;
export function useAdminNewsletterSubscribersSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<
        AdminNewsletterSubscribersQuery,
        AdminNewsletterSubscribersQueryVariables
      >,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<
    AdminNewsletterSubscribersQuery,
    AdminNewsletterSubscribersQueryVariables
  >(AdminNewsletterSubscribersDocument, options);
}
export type AdminNewsletterSubscribersQueryHookResult = ReturnType<
  typeof useAdminNewsletterSubscribersQuery
>;
export type AdminNewsletterSubscribersLazyQueryHookResult = ReturnType<
  typeof useAdminNewsletterSubscribersLazyQuery
>;
export type AdminNewsletterSubscribersSuspenseQueryHookResult = ReturnType<
  typeof useAdminNewsletterSubscribersSuspenseQuery
>;
export type AdminNewsletterSubscribersQueryResult = Apollo.QueryResult<
  AdminNewsletterSubscribersQuery,
  AdminNewsletterSubscribersQueryVariables
>;
export const AdminAuditLogDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminAuditLog' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'AuditLogFilter' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminAuditLog' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pageSize' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'actorEmail' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'actorName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'action' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'targetType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'targetId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'targetName' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'mentions' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'before' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'after' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'at' } },
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
 * __useAdminAuditLogQuery__
 *
 * To run a query within a React component, call `useAdminAuditLogQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminAuditLogQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminAuditLogQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useAdminAuditLogQuery(
  baseOptions?: Apollo.QueryHookOptions<AdminAuditLogQuery, AdminAuditLogQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<AdminAuditLogQuery, AdminAuditLogQueryVariables>(
    AdminAuditLogDocument,
    options,
  );
}
export function useAdminAuditLogLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<AdminAuditLogQuery, AdminAuditLogQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<AdminAuditLogQuery, AdminAuditLogQueryVariables>(
    AdminAuditLogDocument,
    options,
  );
}
// @ts-ignore
export function useAdminAuditLogSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<AdminAuditLogQuery, AdminAuditLogQueryVariables>,
): Apollo.UseSuspenseQueryResult<AdminAuditLogQuery, AdminAuditLogQueryVariables>;
export function useAdminAuditLogSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<AdminAuditLogQuery, AdminAuditLogQueryVariables>,
): Apollo.UseSuspenseQueryResult<AdminAuditLogQuery | undefined, AdminAuditLogQueryVariables>;
export function useAdminAuditLogSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<AdminAuditLogQuery, AdminAuditLogQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<AdminAuditLogQuery, AdminAuditLogQueryVariables>(
    AdminAuditLogDocument,
    options,
  );
}
export type AdminAuditLogQueryHookResult = ReturnType<typeof useAdminAuditLogQuery>;
export type AdminAuditLogLazyQueryHookResult = ReturnType<typeof useAdminAuditLogLazyQuery>;
export type AdminAuditLogSuspenseQueryHookResult = ReturnType<typeof useAdminAuditLogSuspenseQuery>;
export type AdminAuditLogQueryResult = Apollo.QueryResult<
  AdminAuditLogQuery,
  AdminAuditLogQueryVariables
>;
