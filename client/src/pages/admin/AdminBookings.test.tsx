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

const row = (status: 'CONFIRMED' | 'CANCELLED') => ({
  __typename: 'AdminBooking',
  id: 'b1',
  mentorEmail: 'aarav@example.com',
  learnerEmail: 'riya@example.com',
  cancelledByName: status === 'CANCELLED' ? 'Ada Admin' : null,
  booking: {
    __typename: 'Booking',
    id: 'b1',
    status,
    startsAt: '2099-03-29T08:00:00.000Z',
    endsAt: '2099-03-29T08:45:00.000Z',
    holdExpiresAt: null,
    pricePaise: 99_900,
    currency: 'INR',
    cancelledAt: status === 'CANCELLED' ? '2099-03-01T10:00:00.000Z' : null,
    cancelReason: status === 'CANCELLED' ? 'Mentor unwell' : null,
    sessionType: { __typename: 'SessionType', id: 't1', title: 'Strategy review' },
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
});
