import './test/jsdomShims';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  NotificationPreferencesDocument,
  UpdateNotificationPreferencesDocument,
} from './account.generated';
import { findToast } from '../../test/findToast';
import { renderWithProviders } from '../../test/renderWithProviders';
import { NotificationPreferencesForm } from './NotificationPreferencesForm';
import { mock, refused } from './test/accountMocks';

const preferences = (saleNotices: string, reviewNotices: boolean, wishlistNotices = true) => ({
  __typename: 'User',
  id: 'u1',
  notificationPreferences: {
    __typename: 'NotificationPreferences',
    saleNotices,
    reviewNotices,
    wishlistNotices,
  },
});

const stored = mock(NotificationPreferencesDocument, undefined, {
  data: { me: preferences('INSTANT', true) },
});

describe('NotificationPreferencesForm', () => {
  it('shows the stored choices as a labelled radio group and a switch', async () => {
    renderWithProviders(<NotificationPreferencesForm educator />, { mocks: [stored] });
    const group = await screen.findByRole('radiogroup', { name: 'New learners and sales' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'A mail for each' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'One daily digest' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'None' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Mail me about new reviews' })).toBeChecked();
  });

  it('saves a daily digest and no review mail', async () => {
    renderWithProviders(<NotificationPreferencesForm educator />, {
      mocks: [
        stored,
        mock(
          UpdateNotificationPreferencesDocument,
          { input: { saleNotices: 'DAILY', reviewNotices: false, wishlistNotices: true } },
          { data: { updateNotificationPreferences: preferences('DAILY', false) } },
        ),
      ],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'One daily digest' }));
    await user.click(screen.getByRole('checkbox', { name: 'Mail me about new reviews' }));
    expect(screen.getByRole('radio', { name: 'One daily digest' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(await findToast('Notification preferences saved')).toHaveAttribute(
      'data-type',
      'success',
    );
  });

  it('says why when the server refuses', async () => {
    renderWithProviders(<NotificationPreferencesForm educator />, {
      mocks: [
        stored,
        mock(
          UpdateNotificationPreferencesDocument,
          { input: { saleNotices: 'INSTANT', reviewNotices: true, wishlistNotices: true } },
          refused('FORBIDDEN', 'Only educators get these mails'),
        ),
      ],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only educators get these mails');
  });

  it('offers a learner only the wishlist price drops, and saves them off', async () => {
    renderWithProviders(<NotificationPreferencesForm />, {
      mocks: [
        stored,
        mock(
          UpdateNotificationPreferencesDocument,
          { input: { wishlistNotices: false } },
          { data: { updateNotificationPreferences: preferences('INSTANT', true, false) } },
        ),
      ],
    });
    const user = userEvent.setup();
    const wishlist = await screen.findByRole('checkbox', {
      name: 'Mail me when a course on my wishlist gets cheaper',
    });
    expect(wishlist).toBeChecked();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Mail me about new reviews' })).toBeNull();
    await user.click(wishlist);
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(await findToast('Notification preferences saved')).toHaveAttribute(
      'data-type',
      'success',
    );
  });
});
