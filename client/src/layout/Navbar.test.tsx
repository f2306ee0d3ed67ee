import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { SignOutEverywhereDocument } from '../features/auth/auth.generated';
import type { Role } from '../generated/types';
import { findToast } from '../test/findToast';
import { renderWithProviders } from '../test/renderWithProviders';
import { signIn } from '../test/signIn';
import { Navbar } from './Navbar';

const signedIn = (role: Role): MockedResponse[] => [signIn({ role })];

describe('Navbar', () => {
  it('offers Login and Sign Up to visitors', async () => {
    renderWithProviders(<Navbar />);
    expect(await screen.findByRole('link', { name: 'BrandCraft home' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('links the sections, marking the current one', async () => {
    renderWithProviders(<Navbar />, { route: '/about' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const link = (name: string) => within(nav).getByRole('link', { name });
    expect(link('Courses')).toHaveAttribute('href', '/course-list');
    expect(link('About')).toHaveAttribute('href', '/about');
    expect(link('Contact')).toHaveAttribute('href', '/contact');
    expect(link('About')).toHaveAttribute('aria-current', 'page');
    expect(link('Courses')).not.toHaveAttribute('aria-current');
    expect(link('Contact')).not.toHaveAttribute('aria-current');

    await userEvent.setup().click(link('Courses'));
    expect(screen.getByTestId('location')).toHaveTextContent('/course-list');
    expect(link('Courses')).toHaveAttribute('aria-current', 'page');
    expect(link('About')).not.toHaveAttribute('aria-current');
  });

  it('marks Courses current on a course list search too', () => {
    renderWithProviders(<Navbar />, { route: '/course-list/seo' });
    expect(screen.getByRole('link', { name: 'Courses' })).toHaveAttribute('aria-current', 'page');
  });

  it('reaches the sections by keyboard, in order after the logo', async () => {
    renderWithProviders(<Navbar />);
    const user = userEvent.setup();
    screen.getByRole('link', { name: 'BrandCraft home' }).focus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Courses' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Mentors' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'About' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/contact');
  });

  // jsdom applies no media queries: the bar is laid out as on a phone, the search row closed.
  it("opens the phone's search row from its button, focused, and closes it with Escape", async () => {
    renderWithProviders(<Navbar />);
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Search' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const row = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(row).toContainElement(
      screen.getByRole('combobox', { name: 'Search courses', hidden: true }),
    );
    expect(row).not.toBeVisible();
    await user.click(toggle);
    expect(row).toBeVisible();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Search courses' })).toHaveFocus(),
    );
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('searches from the phone row: Enter goes to the course list and closes the row', async () => {
    renderWithProviders(<Navbar />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const box = screen.getByRole('combobox', { name: 'Search courses' });
    await waitFor(() => expect(box).toHaveFocus());
    await user.keyboard('a{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/course-list/a');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it("shows a student's name, My Enrollments and Logout, but no Educator Dashboard", async () => {
    renderWithProviders(<Navbar />, { mocks: signedIn('STUDENT') });
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Enrollments' })).toHaveAttribute(
      'href',
      '/my-enrollments',
    );
    expect(screen.queryByRole('button', { name: 'Educator Dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('takes an educator to the dashboard', async () => {
    renderWithProviders(<Navbar />, { mocks: signedIn('EDUCATOR') });
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Educator Dashboard' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/educator');
  });

  it('leads an admin to the Admin console from the account menu, not to an educator dashboard', async () => {
    renderWithProviders(<Navbar />, { mocks: signedIn('ADMIN') });
    const user = userEvent.setup();
    (await screen.findByRole('button', { name: 'Account: Asha Rao' })).focus();
    await user.keyboard('{Enter}');
    const item = await screen.findByRole('menuitem', { name: 'Admin console' });
    await waitFor(() => expect(item).toHaveAttribute('data-highlighted'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin'));
    expect(screen.queryByRole('button', { name: 'Educator Dashboard' })).not.toBeInTheDocument();
  });

  it('offers an admin no My Enrollments: admins do not learn courses', async () => {
    renderWithProviders(<Navbar />, { mocks: signedIn('ADMIN') });
    expect(await screen.findByRole('button', { name: 'Account: Asha Rao' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My Enrollments' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Account: Asha Rao' }));
    await screen.findByRole('menuitem', { name: 'Account settings' });
    expect(screen.queryByRole('menuitem', { name: 'Wishlist' })).toBeNull();
  });

  it('logs out: clears the token and toasts', async () => {
    renderWithProviders(<Navbar />, { mocks: signedIn('STUDENT') });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument());
    expect(screen.queryByText('Asha Rao')).not.toBeInTheDocument();
  });

  it('leads to the account page from the account menu, by keyboard', async () => {
    renderWithProviders(<Navbar />, { mocks: signedIn('STUDENT') });
    const user = userEvent.setup();
    (await screen.findByRole('button', { name: 'Account: Asha Rao' })).focus();
    await user.keyboard('{Enter}');
    const item = await screen.findByRole('menuitem', { name: 'Account settings' });
    await waitFor(() => expect(item).toHaveAttribute('data-highlighted'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account'));
  });

  describe('Sign out of all devices', () => {
    const signOutEverywhere = (result: MockedResponse['result']): MockedResponse => ({
      request: { query: SignOutEverywhereDocument },
      result,
    });

    /** Focuses the account menu, opens it with Enter, moves down to the item and picks it. */
    async function chooseByKeyboard() {
      const user = userEvent.setup();
      (await screen.findByRole('button', { name: 'Account: Asha Rao' })).focus();
      await user.keyboard('{Enter}');
      const first = await screen.findByRole('menuitem', { name: 'Account settings' });
      await waitFor(() => expect(first).toHaveAttribute('data-highlighted'));
      await user.keyboard('{ArrowDown}');
      const certificates = screen.getByRole('menuitem', { name: 'My certificates' });
      await waitFor(() => expect(certificates).toHaveAttribute('data-highlighted'));
      await user.keyboard('{ArrowDown}');
      const wishlist = screen.getByRole('menuitem', { name: 'Wishlist' });
      await waitFor(() => expect(wishlist).toHaveAttribute('data-highlighted'));
      await user.keyboard('{ArrowDown}');
      const item = screen.getByRole('menuitem', { name: 'Sign out of all devices' });
      await waitFor(() => expect(item).toHaveAttribute('data-highlighted'));
      await user.keyboard('{Enter}');
    }

    it('is reached by keyboard from the account menu, and signs out here too', async () => {
      renderWithProviders(<Navbar />, {
        mocks: [...signedIn('STUDENT'), signOutEverywhere({ data: { signOutEverywhere: true } })],
      });
      await chooseByKeyboard();
      expect(await findToast('Signed out of all devices')).toHaveAttribute('data-type', 'success');
      expect(localStorage.getItem('token')).toBeNull();
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument(),
      );
    });

    it('keeps the session and says why when the server refuses', async () => {
      renderWithProviders(<Navbar />, {
        mocks: [
          ...signedIn('STUDENT'),
          signOutEverywhere({ errors: [new GraphQLError('Service briefly unavailable')] }),
        ],
      });
      await chooseByKeyboard();
      expect(await findToast('Service briefly unavailable')).toHaveAttribute('data-type', 'error');
      expect(localStorage.getItem('token')).toBe('stored');
      expect(screen.getByText('Asha Rao')).toBeInTheDocument();
    });
  });
});
