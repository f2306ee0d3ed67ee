import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { AdminAuditLogDocument, AdminUsersDocument } from '../../features/admin/admin.generated';
import { activateLocale } from '../../i18n/locale';
import { renderWithProviders } from '../../test/renderWithProviders';
import { signIn } from '../../test/signIn';
import AdminPage from './AdminPage';

/** The account's language wins at sign-in, so this admin's is Hindi. */
const admin = () => signIn({ id: 'admin-1', role: 'ADMIN', name: 'Ada Admin', locale: 'hi' });

const usersMock: MockedResponse = {
  request: { query: AdminUsersDocument, variables: { search: null, page: 1 } },
  result: {
    data: {
      adminUsers: {
        __typename: 'AdminUserPage',
        totalCount: 1,
        page: 1,
        pageSize: 25,
        nodes: [
          {
            __typename: 'AdminUser',
            id: 'u2',
            name: 'Kabir Khan',
            email: 'kabir@example.com',
            role: 'STUDENT',
            verified: false,
            disabledAt: null,
            createdAt: '2026-01-02T10:00:00.000Z',
            enrollmentCount: 1,
            purchaseCount: 2,
            courseCount: 0,
            roleHold: null,
          },
        ],
      },
    },
  },
};

const auditMock: MockedResponse = {
  request: { query: AdminAuditLogDocument, variables: { filter: null, page: 1 } },
  result: {
    data: {
      adminAuditLog: {
        __typename: 'AdminAuditLogPage',
        totalCount: 1,
        page: 1,
        pageSize: 25,
        nodes: [
          {
            __typename: 'AdminAuditLogEntry',
            id: 'a1',
            action: 'purchase.refund',
            actorEmail: 'ada@example.com',
            actorName: null,
            targetType: 'purchase',
            targetId: 'p1',
            targetName: null,
            mentions: [],
            reason: 'Charged twice',
            before: '{"status":"completed","discount":10}',
            after: '{"status":"refunding","discount":10,"published":true}',
            at: '2026-02-01T00:00:00.000Z',
          },
        ],
      },
    },
  },
};

/** English words of the console that must not show once Hindi is chosen (a missed string). */
const ENGLISH =
  /Admin console|Every action|Search|Users|Joined|Enrolments|Purchases|Learner|Unverified|Loading|Audit log|Reason|Status|Details|Purchase|deleted|Refunding|Published|Yes\b/;

describe('the admin console in Hindi', () => {
  beforeEach(() => activateLocale('hi'));
  afterEach(() => activateLocale('en'));

  it('shows the users section with no English left', async () => {
    renderWithProviders(<AdminPage />, {
      route: '/admin?section=users',
      mocks: [admin(), usersMock, usersMock],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'एडमिन कंसोल' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'एडमिन सेक्शन' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'यूज़र' });
    expect(within(table).getByRole('columnheader', { name: 'एनरोलमेंट' })).toBeInTheDocument();
    expect(within(table).getByText('लर्नर')).toBeInTheDocument();
    expect(within(table).getByText('असत्यापित')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'यूज़र खोजें' })).toHaveAttribute(
      'placeholder',
      'नाम या ईमेल',
    );
    expect(screen.getByText('1 यूज़र')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(ENGLISH);
    expect(document.title).toBe('एडमिन कंसोल | BrandCraft');
  });

  it('reads an audit entry and its changes in Hindi', async () => {
    renderWithProviders(<AdminPage />, {
      route: '/admin?section=audit',
      mocks: [admin(), auditMock],
    });
    const log = await screen.findByRole('list', { name: 'ऑडिट लॉग' });
    const entry = within(log).getByText('ख़रीदारी का रिफ़ंड किया').closest('li')!;
    expect(entry).toHaveTextContent('एक हटाए गए यूज़र (ada@example.com) द्वारा');
    expect(within(entry).getByText('ख़रीदारी: एक हटाई गई ख़रीदारी')).toBeInTheDocument();
    expect(entry).toHaveTextContent('कारण: Charged twice');
    const changes = within(entry).getByRole('list', { name: 'बदलाव' });
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['स्थिति: पूरा हुआ → रिफ़ंड जारी', 'पब्लिश: हाँ']);
    expect(document.body.textContent?.replace('Charged twice', '')).not.toMatch(ENGLISH);
  });
});
