import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import {
  AdminAuditLogDocument,
  AdminCoursesDocument,
  AdminReviewReportsDocument,
  AdminUserDocument,
  AdminUsersDocument,
  DisableUserDocument,
  DismissReviewReportDocument,
  AdminRefundPurchaseDocument,
  HideReviewDocument,
  LiftHoldDocument,
  SetUserRoleDocument,
} from './admin.generated';
import { findToast } from '../../test/findToast';
import { renderWithProviders } from '../../test/renderWithProviders';
import { signIn } from '../../test/signIn';
import { AuditLogSection } from './AuditLogSection';
import { CoursesSection } from './CoursesSection';
import { ReviewsSection } from './ReviewsSection';
import { UsersSection } from './UsersSection';

const admin = () => signIn({ id: 'admin-1', role: 'ADMIN', name: 'Ada Admin' });

/** jsdom matches no media query, so sections show their phone layout unless md is made to match. */
function atWidth(desktop: boolean) {
  jest.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    matches: desktop && query.includes('min-width'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
afterEach(() => jest.restoreAllMocks());

const userRow = {
  __typename: 'AdminUser',
  id: 'u2',
  name: 'Kabir Khan',
  email: 'kabir@example.com',
  role: 'STUDENT',
  verified: true,
  disabledAt: null as string | null,
  createdAt: '2026-01-02T10:00:00.000Z',
  enrollmentCount: 1,
  purchaseCount: 2,
  courseCount: 0,
  roleHold: null as Record<string, unknown> | null,
};

const hold = (kind: 'USER_ROLE' | 'COURSE_PUBLISH', targetId: string, reason: string) => ({
  __typename: 'AdminHold',
  id: `hold-${targetId}`,
  kind,
  targetId,
  reason,
  heldAt: '2026-02-01T00:00:00.000Z',
  heldByEmail: 'grace@example.com',
});

const purchase = (id: string, refundableUntil: string | null) => ({
  __typename: 'AdminPurchase',
  id,
  courseId: `c-${id}`,
  courseTitle: `Course ${id}`,
  status: 'completed',
  amount: 999,
  currency: 'INR',
  completedAt: '2026-01-03T10:00:00.000Z',
  refundedAt: null,
  refundReason: null,
  refundableUntil,
});

const detail = (
  disabledAt: string | null = null,
  roleHold: Record<string, unknown> | null = null,
) => ({
  ...userRow,
  __typename: 'AdminUserDetail',
  disabledAt,
  roleHold,
  enrollments: [
    {
      __typename: 'AdminEnrollment',
      courseId: 'c-p1',
      courseTitle: 'Course p1',
      enrolledAt: '2026-01-03T10:00:00.000Z',
    },
  ],
  purchases: [purchase('p1', '2099-01-01T00:00:00.000Z'), purchase('p0', null)],
});

const usersMock: MockedResponse = {
  request: { query: AdminUsersDocument, variables: { search: null, page: 1 } },
  result: {
    data: {
      adminUsers: {
        __typename: 'AdminUserPage',
        totalCount: 1,
        page: 1,
        pageSize: 25,
        nodes: [userRow],
      },
    },
  },
};
const userMock = (
  disabledAt: string | null = null,
  roleHold: Record<string, unknown> | null = null,
): MockedResponse => ({
  request: { query: AdminUserDocument, variables: { id: 'u2' } },
  result: { data: { adminUser: detail(disabledAt, roleHold) } },
});

describe('admin console', () => {
  it('opens a user, asks for a reason, then disables the account', async () => {
    const disable = jest.fn(() => ({
      data: { disableUser: detail('2026-02-01T00:00:00.000Z') },
    }));
    renderWithProviders(<UsersSection />, {
      mocks: [
        admin(),
        usersMock,
        usersMock,
        userMock(),
        {
          request: { query: DisableUserDocument, variables: { userId: 'u2', reason: 'Spam' } },
          result: disable,
        },
      ],
    });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Open Kabir Khan (kabir@example.com)' }),
    );
    expect(await screen.findByRole('heading', { name: 'Kabir Khan' })).toBeInTheDocument();
    const purchases = screen.getByRole('table', { name: 'Purchases' });
    expect(within(purchases).getByRole('button', { name: 'Refund' })).toBeInTheDocument();
    expect(
      within(purchases).getByText(/Not refundable: past the refund window/),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Disable account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable Kabir Khan?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    expect(await within(dialog).findAllByText('Reason is required')).not.toHaveLength(0);
    expect(disable).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Spam');
    await user.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    expect(await findToast('Kabir Khan is disabled and signed out everywhere')).toBeInTheDocument();
    expect(disable).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Disabled')).toBeInTheDocument();
  });

  it('shows the refund rule’s refusal in the dialog and keeps it open', async () => {
    renderWithProviders(<UsersSection />, {
      mocks: [
        admin(),
        usersMock,
        userMock(),
        {
          request: {
            query: AdminRefundPurchaseDocument,
            variables: { purchaseId: 'p1', reason: 'Charged twice' },
          },
          result: {
            errors: [
              new GraphQLError(
                'Refunds are only possible within 30 days of purchase, and that time has passed for this course.',
                { extensions: { code: 'BAD_USER_INPUT' } },
              ),
            ],
          },
        },
      ],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Open Kabir Khan/ }));
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: /Refund/ });
    expect(within(dialog).getByText(/same refund rule as theirs applies/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Charged twice');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(
      await within(dialog).findAllByText(/only possible within 30 days of purchase/),
    ).not.toHaveLength(0);
    expect(screen.getByRole('dialog', { name: /Refund/ })).toBeInTheDocument();
  });

  it('hides a reported review with a reason', async () => {
    const report = (hiddenAt: string | null, resolvedAt: string | null) => ({
      __typename: 'AdminReviewReport',
      id: 'rr1',
      reviewId: 'rev1',
      courseId: 'c1',
      courseTitle: 'Brand Voice',
      reviewerName: 'Rude Reviewer',
      rating: 1,
      review: 'Utter garbage',
      hiddenAt,
      reporterName: 'Kind Kabir',
      reason: 'Abusive',
      createdAt: '2026-02-01T00:00:00.000Z',
      resolvedAt,
      resolution: null,
    });
    const reportsMock = (nodes: unknown[]): MockedResponse => ({
      request: { query: AdminReviewReportsDocument, variables: { status: 'open', page: 1 } },
      result: {
        data: {
          adminReviewReports: {
            __typename: 'AdminReviewReportPage',
            totalCount: nodes.length,
            page: 1,
            pageSize: 25,
            nodes,
          },
        },
      },
    });
    const hide = jest.fn(() => ({
      data: {
        hideReview: {
          __typename: 'AdminReviewState',
          id: 'rev1',
          hiddenAt: '2026-02-02T00:00:00.000Z',
        },
      },
    }));
    renderWithProviders(<ReviewsSection />, {
      mocks: [
        admin(),
        reportsMock([report(null, null)]),
        {
          request: { query: HideReviewDocument, variables: { reviewId: 'rev1', reason: 'Abuse' } },
          result: hide,
        },
        reportsMock([]),
      ],
    });
    const user = userEvent.setup();
    const item = (await screen.findByText('Utter garbage')).closest('li')!;
    expect(within(item).getByText(/Reported by Kind Kabir/)).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Hide review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this review?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Abuse');
    await user.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(await findToast('Review hidden')).toBeInTheDocument();
    expect(hide).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('No open reports.')).toBeInTheDocument();
  });

  it('dismisses a report and keeps the review', async () => {
    const report = {
      __typename: 'AdminReviewReport',
      id: 'rr2',
      reviewId: 'rev2',
      courseId: 'c1',
      courseTitle: 'Brand Voice',
      reviewerName: 'Blunt Bina',
      rating: 2,
      review: 'Too slow for me',
      hiddenAt: null,
      reporterName: 'Touchy Tara',
      reason: 'Mean',
      createdAt: '2026-02-01T00:00:00.000Z',
      resolvedAt: null,
      resolution: null,
    };
    const page = (nodes: unknown[]) => ({
      data: {
        adminReviewReports: {
          __typename: 'AdminReviewReportPage',
          totalCount: nodes.length,
          page: 1,
          pageSize: 25,
          nodes,
        },
      },
    });
    const request = { query: AdminReviewReportsDocument, variables: { status: 'open', page: 1 } };
    const dismiss = jest.fn(() => ({
      data: {
        dismissReviewReport: {
          __typename: 'AdminReviewReport',
          id: 'rr2',
          resolvedAt: '2026-02-02T00:00:00.000Z',
          resolution: 'dismissed',
        },
      },
    }));
    renderWithProviders(<ReviewsSection />, {
      mocks: [
        admin(),
        { request, result: page([report]) },
        {
          request: {
            query: DismissReviewReportDocument,
            variables: { reportId: 'rr2', reason: 'Fair criticism' },
          },
          result: dismiss,
        },
        { request, result: page([]) },
      ],
    });
    const user = userEvent.setup();
    const item = (await screen.findByText('Too slow for me')).closest('li')!;
    await user.click(within(item).getByRole('button', { name: 'Dismiss Touchy Tara’s report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss this report?' });
    expect(within(dialog).getByText(/the review stays as it is/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Fair criticism');
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss report' }));
    expect(await findToast('Report dismissed; the review stays')).toBeInTheDocument();
    expect(dismiss).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('No open reports.')).toBeInTheDocument();
  });

  it('asks for a reason before making someone a learner, which holds their role', async () => {
    const educatorRow = { ...userRow, role: 'EDUCATOR' };
    const setRole = jest.fn(() => ({
      data: {
        setUserRole: {
          ...detail(null, hold('USER_ROLE', 'u2', 'Fake certificates')),
          role: 'STUDENT',
        },
      },
    }));
    renderWithProviders(<UsersSection />, {
      mocks: [
        admin(),
        {
          ...usersMock,
          result: {
            data: {
              adminUsers: {
                __typename: 'AdminUserPage',
                totalCount: 1,
                page: 1,
                pageSize: 25,
                nodes: [educatorRow],
              },
            },
          },
        },
        {
          request: { query: AdminUserDocument, variables: { id: 'u2' } },
          result: { data: { adminUser: { ...detail(), role: 'EDUCATOR' } } },
        },
        {
          request: {
            query: SetUserRoleDocument,
            variables: { userId: 'u2', role: 'STUDENT', reason: 'Fake certificates' },
          },
          result: setRole,
        },
        usersMock,
      ],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Open Kabir Khan/ }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Role' }), 'STUDENT');
    const dialog = await screen.findByRole('dialog', { name: 'Make Kabir Khan learner?' });
    expect(
      within(dialog).getByText(/cannot become an educator again themselves/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(await within(dialog).findAllByText('Reason is required')).not.toHaveLength(0);
    expect(setRole).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Fake certificates');
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(await findToast('Kabir Khan is now learner')).toBeInTheDocument();
    expect(setRole).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Role held by an admin')).toBeInTheDocument();
  });

  it('shows a held role with its reason and lifts the hold', async () => {
    const lift = jest.fn(() => ({
      data: {
        liftHold: {
          __typename: 'AdminHold',
          id: 'hold-u2',
          liftedAt: '2026-02-03T00:00:00.000Z',
        },
      },
    }));
    renderWithProviders(<UsersSection />, {
      mocks: [
        admin(),
        {
          ...usersMock,
          result: {
            data: {
              adminUsers: {
                __typename: 'AdminUserPage',
                totalCount: 1,
                page: 1,
                pageSize: 25,
                nodes: [
                  { ...userRow, roleHold: hold('USER_ROLE', 'u2', 'Sold fake certificates') },
                ],
              },
            },
          },
        },
        userMock(null, hold('USER_ROLE', 'u2', 'Sold fake certificates')),
        {
          request: { query: LiftHoldDocument, variables: { holdId: 'hold-u2', reason: 'Appeal' } },
          result: lift,
        },
        userMock(),
        usersMock,
      ],
    });
    const user = userEvent.setup();
    expect(await screen.findByText('Role held')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Open Kabir Khan/ }));
    expect(await screen.findByText('Role held by an admin')).toBeInTheDocument();
    expect(screen.getByText('Sold fake certificates')).toBeInTheDocument();
    expect(screen.getByText(/by grace@example\.com/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lift role hold' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Lift the hold on Kabir Khan’s role?',
    });
    expect(within(dialog).getByText(/their role stays Learner/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Appeal');
    await user.click(within(dialog).getByRole('button', { name: 'Lift hold' }));
    expect(await findToast('Kabir Khan may become an educator again')).toBeInTheDocument();
    expect(lift).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByText('Role held by an admin')).toBeNull());
  });

  it('shows a course held unpublished with its reason and lifts the hold', async () => {
    atWidth(true);
    const course = (publishHold: unknown) => ({
      __typename: 'AdminCourse',
      id: 'c1',
      title: 'Brand Voice',
      educatorId: 'edu-1',
      educatorName: 'Edu Cator',
      published: false,
      archived: false,
      publishHold,
      enrollmentCount: 3,
      netSales: 3000,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    const coursesMock = (publishHold: unknown): MockedResponse => ({
      request: { query: AdminCoursesDocument, variables: { search: null, page: 1 } },
      result: {
        data: {
          adminCourses: {
            __typename: 'AdminCoursePage',
            totalCount: 1,
            page: 1,
            pageSize: 25,
            nodes: [course(publishHold)],
          },
        },
      },
    });
    const lift = jest.fn(() => ({
      data: {
        liftHold: { __typename: 'AdminHold', id: 'hold-c1', liftedAt: '2026-02-03T00:00:00.000Z' },
      },
    }));
    renderWithProviders(<CoursesSection />, {
      mocks: [
        admin(),
        coursesMock(hold('COURSE_PUBLISH', 'c1', 'Plagiarised lectures')),
        {
          request: { query: LiftHoldDocument, variables: { holdId: 'hold-c1', reason: null } },
          result: lift,
        },
        coursesMock(null),
      ],
    });
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Courses' });
    expect(await within(table).findByText('Held')).toBeInTheDocument();
    expect(within(table).getByText('Plagiarised lectures')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Lift hold on Brand Voice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lift the hold on “Brand Voice”?' });
    expect(within(dialog).getByText(/stays unpublished until they do/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Lift hold' }));
    expect(await findToast('Brand Voice may be published again by its owner')).toBeInTheDocument();
    expect(lift).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(table).queryByText('Held')).toBeNull());
    expect(
      within(table).getByRole('button', { name: 'Republish Brand Voice' }),
    ).toBeInTheDocument();
  });

  it('on a phone, lists courses as cards with their actions in each card', async () => {
    renderWithProviders(<CoursesSection />, {
      mocks: [
        admin(),
        {
          request: { query: AdminCoursesDocument, variables: { search: null, page: 1 } },
          result: {
            data: {
              adminCourses: {
                __typename: 'AdminCoursePage',
                totalCount: 1,
                page: 1,
                pageSize: 25,
                nodes: [
                  {
                    __typename: 'AdminCourse',
                    id: 'c1',
                    title: 'Brand Voice',
                    educatorId: 'edu-1',
                    educatorName: 'Edu Cator',
                    published: true,
                    archived: false,
                    publishHold: null,
                    enrollmentCount: 3,
                    netSales: 2997.75,
                    createdAt: '2026-01-01T00:00:00.000Z',
                  },
                ],
              },
            },
          },
        },
      ],
    });
    const list = await screen.findByRole('list', { name: 'Courses' });
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(list).getByRole('listitem');
    expect(card).toHaveTextContent('Brand Voice');
    expect(card).toHaveTextContent('by Edu Cator');
    expect(card).toHaveTextContent('3 enrolments · Net sales ₹2,997.75');
    expect(within(card).getByRole('button', { name: 'Unpublish Brand Voice' })).toBeInTheDocument();
  });

  it('names who did what to what, and shows the changed fields in words', async () => {
    const entry = (fields: Record<string, unknown>) => ({
      __typename: 'AdminAuditLogEntry',
      actorEmail: 'ada@example.com',
      actorName: 'Ada Admin',
      targetType: 'course',
      targetId: 'c1',
      targetName: 'Brand Voice',
      mentions: [],
      reason: null,
      before: null,
      after: null,
      at: '2026-02-01T00:00:00.000Z',
      ...fields,
    });
    renderWithProviders(<AuditLogSection />, {
      mocks: [
        admin(),
        {
          request: { query: AdminAuditLogDocument, variables: { filter: null, page: 1 } },
          result: {
            data: {
              adminAuditLog: {
                __typename: 'AdminAuditLogPage',
                totalCount: 4,
                page: 1,
                pageSize: 25,
                nodes: [
                  entry({
                    id: 'a1',
                    action: 'course.edit',
                    before: '{"coursePrice":1999,"discount":10,"courseTitle":"Brand"}',
                    after: '{"coursePrice":1499,"discount":10,"courseTitle":"Brand Voice"}',
                  }),
                  entry({
                    id: 'a2',
                    action: 'purchase.refund',
                    targetType: 'purchase',
                    targetId: 'p1',
                    targetName: 'Brand Voice, bought by Kabir Khan',
                    reason: 'Charged twice',
                    mentions: [
                      { __typename: 'AuditMention', id: 'u2', name: 'Kabir Khan' },
                      { __typename: 'AuditMention', id: 'c1', name: 'Brand Voice' },
                    ],
                    before: '{"status":"completed","userId":"u2","courseId":"c1"}',
                    after: '{"status":"refunding","amountPaise":149925}',
                  }),
                  entry({
                    id: 'a3',
                    action: 'course.delete',
                    actorName: null,
                    actorEmail: 'gone@example.com',
                    targetId: 'c9',
                    targetName: null,
                    before: '{"title":"Old Course","published":true}',
                    after: '{"outcome":"DELETED"}',
                  }),
                  entry({
                    id: 'a4',
                    action: 'export.subscribers',
                    targetType: 'export',
                    targetId: null,
                    targetName: null,
                    after: '{"rows":1250}',
                  }),
                ],
              },
            },
          },
        },
      ],
    });
    const log = await screen.findByRole('list', { name: 'Audit log' });
    const item = (action: string) => within(log).getByText(action).closest('li')!;
    const changes = (action: string) =>
      within(within(item(action)).getByRole('list', { name: 'Changes' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);

    const edit = item('Course edited');
    expect(edit).toHaveTextContent('by Ada Admin (ada@example.com)');
    expect(within(edit).getByText('Course: Brand Voice')).toBeInTheDocument();
    // Unchanged fields are left out; money reads in rupees.
    expect(changes('Course edited')).toEqual([
      'Price: ₹1,999.00 → ₹1,499.00',
      'Title: “Brand” → “Brand Voice”',
    ]);

    const refund = item('Purchase refunded');
    expect(within(refund).getByText('Purchase: Brand Voice, bought by Kabir Khan')).toBeVisible();
    expect(within(refund).getByText('Charged twice')).toBeInTheDocument();
    expect(changes('Purchase refunded')).toEqual([
      'Status: Completed → Refunding',
      'Learner: Kabir Khan',
      'Course: Brand Voice',
      'Amount: ₹1,499.25',
    ]);
    // The stored JSON is one "Details" click away.
    const details = within(refund).getByText('Details').closest('details')!;
    expect(details).not.toHaveAttribute('open');
    expect(details).toHaveTextContent('"amountPaise": 149925');

    const deleted = item('Course deleted');
    expect(deleted).toHaveTextContent('by a deleted user (gone@example.com)');
    expect(within(deleted).getByText('Course: a deleted course')).toBeInTheDocument();
    expect(changes('Course deleted')).toEqual([
      'Title: “Old Course”',
      'Published: Yes',
      'Outcome: Deleted',
    ]);

    const exported = item('Subscribers exported');
    expect(within(exported).queryByText(/^Course:|^Export/)).toBeNull();
    expect(changes('Subscribers exported')).toEqual(['Rows: 1,250']);
  });
});
