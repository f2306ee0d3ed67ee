import { screen, waitFor, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { DeleteAccountDocument } from './account.generated';
import { findToast } from '../../test/findToast';
import { renderWithProviders } from '../../test/renderWithProviders';
import { signIn } from '../../test/signIn';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { badInput, mock, refused } from './test/accountMocks';

const OWNS_COURSES = 'Archive or hand over your live courses before deleting your account';

function renderDialog(mocks: MockedResponse[] = []) {
  renderWithProviders(
    <Routes>
      <Route path="/account" element={<DeleteAccountDialog />} />
      <Route path="/" element={<p>home page</p>} />
    </Routes>,
    { route: '/account', mocks: [signIn(), ...mocks] },
  );
  return userEvent.setup();
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Delete my account' }));
  return screen.findByRole('alertdialog', { name: 'Delete your account?' });
}

describe('DeleteAccountDialog', () => {
  it('explains what happens and asks for the password', async () => {
    const user = renderDialog();
    const dialog = await openDialog(user);
    expect(dialog).toHaveTextContent(
      'Your reviews stay under ‘Former learner’; receipts are kept without your name; certificates are revoked; this cannot be undone.',
    );
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(within(dialog).getByRole('button', { name: 'Delete my account' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('marks a wrong password beside its field', async () => {
    const user = renderDialog([
      mock(
        DeleteAccountDocument,
        { password: 'wrong' },
        badInput('Password is incorrect', [
          { field: 'password', message: 'Password is incorrect' },
        ]),
      ),
    ]);
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Password is incorrect')).toBeVisible();
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(localStorage.getItem('token')).toBe('stored');
  });

  it('shows why an educator with live courses cannot delete yet', async () => {
    const user = renderDialog([
      mock(DeleteAccountDocument, { password: 'Secret1!' }, refused('CONFLICT', OWNS_COURSES)),
    ]);
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Password'), 'Secret1!');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(OWNS_COURSES);
    expect(within(dialog).getByLabelText('Password')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('deletes the account, signs out here and goes home', async () => {
    const user = renderDialog([
      mock(DeleteAccountDocument, { password: 'Secret1!' }, { data: { deleteAccount: true } }),
    ]);
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Password'), 'Secret1!');
    await user.keyboard('{Enter}');
    expect(await findToast('Your account has been deleted')).toHaveAttribute(
      'data-type',
      'success',
    );
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
