import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignOutEverywhereDocument } from '../features/auth/auth.generated';
import { findToast } from '../test/findToast';
import { renderWithProviders } from '../test/renderWithProviders';
import { signIn } from '../test/signIn';
import { MobileNavDrawer } from './MobileNavDrawer';

describe('MobileNavDrawer', () => {
  it('signs out of all devices, closing the menu', async () => {
    const onClose = jest.fn();
    renderWithProviders(<MobileNavDrawer open onClose={onClose} />, {
      mocks: [
        signIn(),
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

  it('links the sections, marking the current one, and closes on following one', async () => {
    const onClose = jest.fn();
    renderWithProviders(<MobileNavDrawer open onClose={onClose} />, { route: '/contact' });
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    const link = (name: string) => within(menu).getByRole('link', { name });
    expect(link('Courses')).toHaveAttribute('href', '/course-list');
    expect(link('About')).toHaveAttribute('href', '/about');
    expect(link('Contact')).toHaveAttribute('href', '/contact');
    expect(link('Contact')).toHaveAttribute('aria-current', 'page');
    expect(link('Courses')).not.toHaveAttribute('aria-current');
    // Visitors still get Login and Sign Up beside them.
    expect(within(menu).getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();

    await userEvent.setup().click(link('Courses'));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/course-list');
  });

  it('links to the account page, closing the menu', async () => {
    const onClose = jest.fn();
    renderWithProviders(<MobileNavDrawer open onClose={onClose} />, { mocks: [signIn()] });
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    const link = await within(menu).findByRole('link', { name: 'Account settings' });
    expect(link).toHaveAttribute('href', '/account');
    await userEvent.setup().click(link);
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/account');
  });

  it('offers My Enrollments and the Wishlist to a learner and an educator, not to an admin', async () => {
    for (const role of ['STUDENT', 'EDUCATOR', 'ADMIN']) {
      const { unmount } = renderWithProviders(<MobileNavDrawer open onClose={jest.fn()} />, {
        mocks: [signIn({ role })],
      });
      const menu = await screen.findByRole('dialog', { name: 'Menu' });
      await within(menu).findByRole('link', { name: 'Account settings' });
      for (const name of ['My Enrollments', 'Wishlist']) {
        const offered = within(menu).queryByRole('link', { name }) !== null;
        expect([role, name, offered]).toEqual([role, name, role !== 'ADMIN']);
      }
      unmount();
    }
  });
});
