import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MeDocument, SignOutEverywhereDocument } from '../generated/graphql';
import { findToast } from '../test/findToast';
import { renderWithProviders } from '../test/renderWithProviders';
import { MobileNavDrawer } from './MobileNavDrawer';

const me = {
  __typename: 'User',
  id: 'u1',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: null,
  imageUrl: '',
  role: 'STUDENT',
};

describe('MobileNavDrawer', () => {
  it('signs out of all devices, closing the menu', async () => {
    localStorage.setItem('token', 'stored');
    const onClose = jest.fn();
    renderWithProviders(<MobileNavDrawer open onClose={onClose} />, {
      mocks: [
        { request: { query: MeDocument }, result: { data: { me } } },
        {
          request: { query: SignOutEverywhereDocument },
          result: { data: { signOutEverywhere: true } },
        },
      ],
    });
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await within(menu).findByText('asha@example.com');
    await userEvent
      .setup()
      .click(within(menu).getByRole('button', { name: 'Sign out of all devices' }));
    expect(onClose).toHaveBeenCalled();
    expect(await findToast('Signed out of all devices')).toHaveAttribute('data-type', 'success');
    expect(localStorage.getItem('token')).toBeNull();
    await waitFor(() =>
      expect(within(menu).getByRole('button', { name: 'Login' })).toBeInTheDocument(),
    );
  });
});
