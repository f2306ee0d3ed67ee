import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminLiveSessionsDocument } from '../../features/admin/adminLiveSessions.generated';
import { renderWithProviders } from '../../test/renderWithProviders';
import { signIn } from '../../test/signIn';
import AdminPage from './AdminPage';

const admin = () => signIn({ id: 'admin-1', role: 'ADMIN', name: 'Ada Admin' });

const row = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'AdminLiveSession',
  id: 's1',
  title: 'Paid hot seat',
  status: 'SCHEDULED',
  access: 'SEAT',
  pricePaise: 49_900,
  courseId: 'c1',
  courseTitle: 'Hooks and reels',
  hostName: 'Sana Kapoor',
  hostEmail: 'sana@example.com',
  nextStartsAt: '2099-03-29T08:00:00.000Z',
  meetings: 4,
  meetingsLeft: 3,
  recordings: 1,
  capacity: 6,
  seatsTaken: 5,
  waitlistCount: 2,
  paidSeats: 3,
  paidPaise: 139_700,
  refundCount: 1,
  refundedPaise: 24_950,
  ...overrides,
});

const page = (
  variables: Record<string, unknown>,
  nodes: ReturnType<typeof row>[],
): MockedResponse => ({
  request: { query: AdminLiveSessionsDocument, variables },
  result: {
    data: {
      adminLiveSessions: {
        __typename: 'AdminLiveSessionPage',
        totalCount: nodes.length,
        page: 1,
        pageSize: 25,
        nodes,
      },
    },
  },
});

describe('the admin console’s Live sessions tab', () => {
  it('lists sessions with their seats, waitlist, paid seats and refunds, and searches', async () => {
    renderWithProviders(<AdminPage />, {
      route: '/admin?section=live',
      mocks: [
        admin(),
        page({ search: null, page: 1 }, [
          row(),
          row({
            id: 's2',
            title: 'Launch AMA',
            status: 'CANCELLED',
            access: 'ENROLLED',
            pricePaise: 0,
            nextStartsAt: null,
            meetingsLeft: 0,
            recordings: 0,
            paidSeats: 0,
            paidPaise: 0,
            refundCount: 0,
            refundedPaise: 0,
          }),
        ]),
        page({ search: 'ama', page: 1 }, []),
      ],
    });
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { name: 'Live sessions', level: 2 }),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Live sessions' });
    const paid = within(list).getByRole('link', { name: 'Paid hot seat' }).closest('li')!;
    expect(within(paid).getByRole('link', { name: 'Paid hot seat' })).toHaveAttribute(
      'href',
      '/live/s1',
    );
    expect(within(paid).getByText('Seat ₹499.00')).toBeInTheDocument();
    expect(within(paid).getByText('Course: Hooks and reels')).toBeInTheDocument();
    expect(within(paid).getByText('Host: Sana Kapoor (sana@example.com)')).toBeInTheDocument();
    expect(within(paid).getByText(/^Next meeting: /)).toBeInTheDocument();
    expect(within(paid).getByText('4 meetings, 3 to come, 1 recording')).toBeInTheDocument();
    expect(within(paid).getByText('Seats: 5 of 6 taken, 2 on the waitlist')).toBeInTheDocument();
    expect(
      within(paid).getByText('Paid seats: 3 (₹1,397.00) · Refunds: 1 (₹249.50)'),
    ).toBeInTheDocument();

    const over = within(list).getByRole('link', { name: 'Launch AMA' }).closest('li')!;
    expect(within(over).getByText('Cancelled')).toBeInTheDocument();
    expect(within(over).getByText('Included with the course')).toBeInTheDocument();
    expect(within(over).getByText('No meeting left')).toBeInTheDocument();
    expect(within(over).queryByText(/Paid seats/)).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search live sessions' }), 'ama{Enter}');
    expect(await screen.findByText('No live sessions match.')).toBeInTheDocument();
  });
});
