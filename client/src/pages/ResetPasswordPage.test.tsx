import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { useAuth } from '../features/auth/authContext';
import { ResetPasswordDocument } from '../features/account/account.generated';
import { findToast } from '../test/findToast';
import { renderWithProviders } from '../test/renderWithProviders';
import { student } from '../test/signIn';
import ResetPasswordPage from './ResetPasswordPage';

const LINK_REFUSED = 'This reset link is invalid, expired or already used. Ask for a new one.';

const resetMock = (
  result: MockedResponse['result'],
  newPassword = 'N3w!secret',
): MockedResponse => ({
  request: { query: ResetPasswordDocument, variables: { token: 'tok-1', newPassword } },
  result,
  delay: 20,
});

function SignedInAs() {
  return <span data-testid="signed-in-as">{useAuth().user?.name ?? 'nobody'}</span>;
}

const renderPage = (mocks: MockedResponse[] = [], route = '/reset-password?token=tok-1') =>
  renderWithProviders(
    <>
      <SignedInAs />
      <ResetPasswordPage />
    </>,
    { route, mocks },
  );

async function typePasswords(password: string, confirmation = password) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirmation);
  return user;
}

describe('Reset password page', () => {
  it('asks for the new password twice, with the strength meter and the match line', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Choose a new password');
    const password = screen.getByLabelText('New Password');
    expect(password).toBeRequired();
    expect(password).toHaveAttribute('minLength', '6');
    expect(password).toHaveAttribute('type', 'password');
    await typePasswords('abcdef', 'abcdeg');
    expect(screen.getByTestId('password-strength')).toHaveTextContent('Strength: Weak');
    expect(screen.getByTestId('password-match')).toHaveTextContent('Passwords do not match');
    expect(screen.getByRole('button', { name: 'Set New Password' })).toBeDisabled();
  });

  it('sets the password, signs in with the returned token and goes home with a toast', async () => {
    renderPage([
      resetMock({
        data: {
          resetPassword: {
            __typename: 'AuthPayload',
            token: 'fresh-token',
            user: student,
          },
        },
      }),
    ]);
    const user = await typePasswords('N3w!secret');
    expect(screen.getByTestId('password-match')).toHaveTextContent('Passwords match');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await findToast('Your password was reset. You are signed in.')).toHaveAttribute(
      'data-type',
      'success',
    );
    expect(localStorage.getItem('token')).toBe('fresh-token');
    expect(screen.getByTestId('signed-in-as')).toHaveTextContent('Asha Rao');
    // The router navigates in a transition, which commits once the page's new render is ready.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it("shows the server's message for a used or expired link, and the way to a new one", async () => {
    renderPage([
      resetMock({
        errors: [new GraphQLError(LINK_REFUSED, { extensions: { code: 'BAD_USER_INPUT' } })],
      }),
    ]);
    const user = await typePasswords('N3w!secret');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_REFUSED);
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('marks a refused password beside its field and keeps the form', async () => {
    const message = 'New password must not contain control characters';
    renderPage([
      resetMock(
        {
          errors: [
            new GraphQLError(message, {
              extensions: {
                code: 'BAD_USER_INPUT',
                fields: [{ field: 'newPassword', message, code: 'CONTROL_CHARACTERS' }],
              },
            }),
          ],
        },
        'secret1',
      ),
    ]);
    const user = await typePasswords('secret1');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says a link without its token is incomplete', () => {
    renderPage([], '/reset-password');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This reset link is incomplete.');
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  });
});
