import './test/jsdomShims';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findToast } from '../../test/findToast';
import { renderWithProviders } from '../../test/renderWithProviders';
import { NoticeDeliveriesDocument, UpdateNoticeDeliveriesDocument } from './account.generated';
import { mock } from './test/accountMocks';
import { NoticeDeliveries } from './NoticeDeliveries';

const deliveries = (booking: string) => [
  { __typename: 'NoticeDeliveryPreference', kind: 'refund', delivery: 'BOTH', mailOptional: false },
  {
    __typename: 'NoticeDeliveryPreference',
    kind: 'booking',
    delivery: booking,
    mailOptional: true,
  },
];
const me = (booking: string) => ({
  __typename: 'User',
  id: 'u1',
  notificationPreferences: {
    __typename: 'NotificationPreferences',
    deliveries: deliveries(booking),
  },
});

describe('NoticeDeliveries', () => {
  it('shows each kind’s choice, says which mail always goes, and saves a change', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NoticeDeliveries />, {
      mocks: [
        mock(NoticeDeliveriesDocument, undefined, { data: { me: me('BOTH') } }),
        mock(
          UpdateNoticeDeliveriesDocument,
          {
            deliveries: [
              { kind: 'refund', delivery: 'BOTH' },
              { kind: 'booking', delivery: 'IN_APP' },
            ],
          },
          { data: { updateNotificationPreferences: me('IN_APP') } },
        ),
      ],
    });
    const booking = await screen.findByRole('combobox', { name: 'Booking changes' });
    expect(booking).toHaveValue('BOTH');
    expect(screen.getByRole('combobox', { name: 'Refunds' })).toHaveValue('BOTH');
    expect(
      screen.getByText('Always mailed too: the mail carries a document you need.'),
    ).toBeInTheDocument();
    await user.selectOptions(booking, 'IN_APP');
    await user.click(screen.getByRole('button', { name: 'Save choices' }));
    expect(await findToast('Notification choices saved')).toBeInTheDocument();
  });
});
