import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { Navbar } from '../../layout/Navbar';
import { BecomeEducatorDocument } from '../auth/auth.generated';
import { renderWithProviders } from '../../test/renderWithProviders';
import { findToast } from '../../test/findToast';
import { signedIn } from './test/fixtures';

const becomeEducator = (
  result: MockedResponse['result'],
  calls: string[] = [],
): MockedResponse => ({
  request: { query: BecomeEducatorDocument },
  result: () => {
    calls.push('becomeEducator');
    return typeof result === 'function' ? result({}) : result!;
  },
});

const promoted = {
  data: {
    becomeEducator: {
      __typename: 'User',
      id: 'u-edu',
      name: 'Aarav Sharma',
      email: 'aarav@brandcraft.dev',
      phone: null,
      imageUrl: '',
      role: 'EDUCATOR',
      locale: 'en',
    },
  },
};

/** Opens the confirmation from the navbar's button and returns the dialog. */
async function openConfirmation(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Become Educator' }));
  return screen.findByRole('alertdialog', { name: 'Become an educator?' });
}

describe('Become Educator', () => {
  it('says what changes and asks first; Cancel changes nothing', async () => {
    const calls: string[] = [];
    renderWithProviders(<Navbar />, {
      mocks: [signedIn('STUDENT'), becomeEducator(promoted, calls)],
    });
    const user = userEvent.setup();
    const dialog = await openConfirmation(user);
    expect(dialog).toHaveTextContent('publish your own courses');
    expect(dialog).toHaveTextContent('educator dashboard');
    expect(dialog).toHaveTextContent('You keep your enrolments');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls).toEqual([]);
    expect(screen.getByRole('button', { name: 'Become Educator' })).toBeInTheDocument();
  });

  it('turns a student into an educator once confirmed: toast, then the Educator Dashboard button', async () => {
    const calls: string[] = [];
    renderWithProviders(<Navbar />, {
      mocks: [signedIn('STUDENT'), becomeEducator(promoted, calls)],
    });
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: 'Educator Dashboard' })).not.toBeInTheDocument();
    const dialog = await openConfirmation(user);
    await user.click(within(dialog).getByRole('button', { name: 'Become Educator' }));

    expect(await findToast('You are now an educator!')).toHaveAttribute('data-type', 'success');
    expect(calls).toEqual(['becomeEducator']);
    expect(await screen.findByRole('button', { name: 'Educator Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Become Educator' })).not.toBeInTheDocument();
  });

  it("toasts the server's message when the change is refused", async () => {
    renderWithProviders(<Navbar />, {
      mocks: [
        signedIn('STUDENT'),
        becomeEducator({ errors: [new GraphQLError('Only students can become educators')] }),
      ],
    });
    const user = userEvent.setup();
    const dialog = await openConfirmation(user);
    await user.click(within(dialog).getByRole('button', { name: 'Become Educator' }));
    expect(await findToast('Only students can become educators')).toHaveAttribute(
      'data-type',
      'error',
    );
    // The dialog stays open, so the user can try again or cancel.
    expect(within(dialog).getByRole('button', { name: 'Become Educator' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Educator Dashboard' })).not.toBeInTheDocument();
  });

  it('is offered in the mobile menu too', async () => {
    renderWithProviders(<Navbar />, { mocks: [signedIn('STUDENT')] });
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Become Educator' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('button', { name: 'Become Educator' })).toBeInTheDocument();
  });

  it.each(['EDUCATOR', 'ADMIN'] as const)('is not offered to an %s', async (role) => {
    renderWithProviders(<Navbar />, { mocks: [signedIn(role)] });
    await screen.findByRole('button', { name: 'Logout' });
    expect(screen.queryByRole('button', { name: 'Become Educator' })).not.toBeInTheDocument();
  });

  it('is not offered to visitors', async () => {
    renderWithProviders(<Navbar />);
    await screen.findByRole('button', { name: 'Login' });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Become Educator' })).not.toBeInTheDocument(),
    );
  });
});
