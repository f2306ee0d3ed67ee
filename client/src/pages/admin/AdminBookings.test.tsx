import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminBookingsDocument,
  AdminCancelBookingDocument,
} from '../../features/admin/adminBookings.generated';
import { findToast } from '../../test/findToast';
import { renderWithProviders } from '../../test/renderWithProviders';
import { signIn } from '../../test/signIn';
import AdminPage from './AdminPage';

const admin = () => signIn({ id: 'admin-1', role: 'ADMIN', name: 'Ada Admin' });

interface RowOptions {
  id?: string;
  title?: string;
  pricePaise?: number;
  paid?: boolean;
  paidPaise?: number | null;
  refunded?: boolean;
}

/** A booking row; by default a ₹999 session not paid (yet). */
const row = (
  status: 'CONFIRMED' | 'CANCELLED' | 'HELD',
  {
    id = 'b1',
    title = 'Strategy review',
    pricePaise = 99_900,
    paid = false,
    paidPaise = null,
    refunded = false,
  }: RowOptions = {},
) => ({
  __typename: 'AdminBooking',
  id,
  mentorEmail: 'aarav@example.com',
  learnerEmail: 'riya@example.com',
  cancelledByName: status === 'CANCELLED' ? 'Ada Admin' : null,
  booking: {
    __typename: 'Booking',
    id,
    status,
    startsAt: '2099-03-29T08:00:00.000Z',
    endsAt: '2099-03-29T08:45:00.000Z',
    holdExpiresAt: status === 'HELD' ? '2099-03-28T08:15:00.000Z' : null,
    pricePaise,
    currency: 'INR',
    paid,
    paidPaise,
    refunded,
    cancelledAt: status === 'CANCELLED' ? '2099-03-01T10:00:00.000Z' : null,
    cancelReason: status === 'CANCELLED' ? 'Mentor unwell' : null,
    sessionType: { __typename: 'SessionType', id: `t-${id}`, title },
    mentor: { __typename: 'Mentor', id: 'm1', name: 'Aarav Mehta' },
    learner: { __typename: 'BookingPerson', id: 'l1', name: 'Riya Sharma' },
  },
  audit:
    status === 'CANCELLED'
      ? [
          {
            __typename: 'AdminAuditLogEntry',
            id: 'a1',
            action: 'booking.cancel',
            actorEmail: 'ada@example.com',
            actorName: 'Ada Admin',
            reason: 'Mentor unwell',
            at: '2099-03-01T10:00:00.000Z',
          },
        ]
      : [],
});

const page = (
  variables: Record<string, unknown>,
  nodes: ReturnType<typeof row>[],
): MockedResponse => ({
  request: { query: AdminBookingsDocument, variables },
  result: {
    data: {
      adminBookings: {
        __typename: 'AdminBookingPage',
        totalCount: nodes.length,
        page: 1,
        pageSize: 25,
        nodes,
      },
    },
  },
});

describe('the admin console’s Bookings tab', () => {
  it('lists bookings, filters by status, and cancels one with a reason', async () => {
    const cancel = jest.fn(() => ({ data: { adminCancelBooking: row('CANCELLED') } }));
    renderWithProviders(<AdminPage />, {
      route: '/admin?section=bookings',
      mocks: [
        admin(),
        page({ status: null, search: null, page: 1 }, [row('CONFIRMED')]),
        page({ status: 'CONFIRMED', search: null, page: 1 }, [row('CONFIRMED')]),
        {
          request: {
            query: AdminCancelBookingDocument,
            variables: { id: 'b1', reason: 'Mentor unwell' },
          },
          result: cancel,
        },
        page({ status: 'CONFIRMED', search: null, page: 1 }, []),
      ],
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Bookings', level: 2 })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Bookings' });
    const item = within(list).getByText('Strategy review').closest('li')!;
    expect(within(item).getByText('Confirmed')).toBeInTheDocument();
    expect(within(item).getByText('₹999.00')).toBeInTheDocument();
    expect(within(item).getByText('Mentor: Aarav Mehta (aarav@example.com)')).toBeInTheDocument();
    expect(within(item).getByText('Learner: Riya Sharma (riya@example.com)')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'CONFIRMED');
    const button = await screen.findByRole('button', {
      name: 'Cancel Strategy review booked by Riya Sharma',
    });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(within(dialog).getByText(/refunded in full/)).toBeInTheDocument();
    // The reason is required before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(cancel).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Mentor unwell');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await findToast('Booking cancelled')).toBeInTheDocument();
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('No bookings match.')).toBeInTheDocument();
  });

  it('shows who cancelled, why, and the audited action', async () => {
    renderWithProviders(<AdminPage />, {
      route: '/admin?section=bookings',
      mocks: [admin(), page({ status: null, search: null, page: 1 }, [row('CANCELLED')])],
    });
    const item = (await screen.findByText('Strategy review')).closest('li')!;
    expect(
      within(item).getByText(/^Cancelled by Ada Admin on .*: Mentor unwell$/),
    ).toBeInTheDocument();
    const audit = within(item).getByRole('list', { name: 'Admin actions on this booking' });
    expect(
      within(audit).getByText(/^Booking cancelled by Ada Admin on .*: Mentor unwell$/),
    ).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
  });

  it('badges what each booking’s payment came to: paid (after a coupon), refunded, free', async () => {
    renderWithProviders(<AdminPage />, {
      route: '/admin?section=bookings',
      mocks: [
        admin(),
        page({ status: null, search: null, page: 1 }, [
          row('CONFIRMED', { id: 'paid', title: 'Paid in full', paid: true, paidPaise: 99_900 }),
          row('CONFIRMED', { id: 'coupon', title: 'With a coupon', paid: true, paidPaise: 79_920 }),
          row('CANCELLED', {
            id: 'back',
            title: 'Refunded one',
            paid: true,
            paidPaise: 99_900,
            refunded: true,
          }),
          row('CONFIRMED', { id: 'free', title: 'Free intro', pricePaise: 0 }),
          row('CONFIRMED', { id: 'zero', title: 'Coupon made free', paid: true, paidPaise: 0 }),
          row('HELD', { id: 'held', title: 'Waiting for payment' }),
        ]),
      ],
    });
    const card = async (title: string) => (await screen.findByText(title)).closest('li')!;
    const paidInFull = await card('Paid in full');
    expect(within(paidInFull).getByText('Paid ₹999.00')).toBeInTheDocument();
    expect(within(paidInFull).queryByText('Refunded')).not.toBeInTheDocument();

    const coupon = await card('With a coupon');
    expect(within(coupon).getByText('Paid ₹799.20')).toBeInTheDocument();
    expect(within(coupon).getByText('₹999.00')).toBeInTheDocument();

    const back = await card('Refunded one');
    expect(within(back).getByText('Paid ₹999.00')).toBeInTheDocument();
    expect(within(back).getByText('Refunded')).toBeInTheDocument();

    const free = await card('Free intro');
    expect(within(free).getAllByText('Free')).toHaveLength(1);
    expect(within(free).queryByText(/^Paid/)).not.toBeInTheDocument();

    const zero = await card('Coupon made free');
    expect(within(zero).getByText('Free')).toBeInTheDocument();
    expect(within(zero).queryByText(/^Paid/)).not.toBeInTheDocument();

    const held = await card('Waiting for payment');
    expect(within(held).getByText('₹999.00')).toBeInTheDocument();
    expect(within(held).queryByText(/^Paid|^Free$|^Refunded$/)).not.toBeInTheDocument();
  });
});
