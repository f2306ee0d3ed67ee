import type { MockedResponse } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { useAuth } from '../features/auth/authContext';
import {
  EmailVerificationStatusDocument,
  VerifyEmailDocument,
} from '../features/account/account.generated';
import { EmailVerificationBanner } from '../features/account/EmailVerificationBanner';
import { renderWithProviders } from '../test/renderWithProviders';
import { signIn, student } from '../test/signIn';
import VerifyEmailPage from './VerifyEmailPage';

const verifyMock = (result: MockedResponse['result'], calls: string[] = []): MockedResponse => ({
  request: { query: VerifyEmailDocument, variables: { token: 'tok-1' } },
  result: () => {
    calls.push('verifyEmail');
    return typeof result === 'function' ? result({ token: 'tok-1' }) : result!;
  },
  delay: 20,
});

const verified = (email: string) => ({
  data: { verifyEmail: { ...student, email, emailVerified: true } },
});

/** The alert whose title reads `title`. */
const alertOf = (title: string) => screen.getByText(title).closest('[role="status"]');

function SignedInEmail() {
  return <span data-testid="signed-in-email">{useAuth().user?.email ?? 'nobody'}</span>;
}

describe('Verify email page', () => {
  it('confirms the address once on arrival and says so', async () => {
    const calls: string[] = [];
    renderWithProviders(<VerifyEmailPage />, {
      route: '/verify-email?token=tok-1',
      mocks: [verifyMock(verified('asha@example.com'), calls)],
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Confirm your email address',
    );
    expect(screen.getByRole('status', { name: 'Confirming your email address' })).toBeVisible();
    expect(await screen.findByText('Your email address is confirmed')).toBeInTheDocument();
    // A first confirmation, not the wording of an email change.
    const done = alertOf('Your email address is confirmed');
    expect(done).toHaveTextContent('Thank you: asha@example.com is confirmed.');
    expect(done).not.toHaveTextContent(/now uses|changed/);
    expect(calls).toEqual(['verifyEmail']);
    // Signed out: the way on is to sign in.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('signs this device out after an email change, saying to sign in with the new address', async () => {
    renderWithProviders(
      <>
        <SignedInEmail />
        <VerifyEmailPage />
      </>,
      {
        route: '/verify-email?token=tok-1',
        mocks: [{ ...signIn(), delay: 0 }, verifyMock(verified('asha.new@example.com'))],
      },
    );
    expect(await screen.findByText('Your email address is changed')).toBeVisible();
    expect(alertOf('Your email address is changed')).toHaveTextContent(
      'Your account now uses asha.new@example.com. Every device was signed out: sign in again with your new address.',
    );
    expect(screen.getByTestId('signed-in-email')).toHaveTextContent('nobody');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });

  it("confirms the signed-in account's own address in the words of a first confirmation", async () => {
    renderWithProviders(<VerifyEmailPage />, {
      route: '/verify-email?token=tok-1',
      mocks: [{ ...signIn(), delay: 0 }, verifyMock(verified(student.email))],
    });
    expect(await screen.findByText('Your email address is confirmed')).toBeVisible();
    const done = alertOf('Your email address is confirmed');
    expect(done).toHaveTextContent(`Thank you: ${student.email} is confirmed.`);
    expect(done).not.toHaveTextContent(/now uses|signed out/);
    expect(screen.getByRole('link', { name: 'Account settings' })).toBeVisible();
  });

  it("takes the banner away even when the banner's question, asked before, is answered after", async () => {
    const status = (emailVerified: boolean, delay: number): MockedResponse => ({
      request: { query: EmailVerificationStatusDocument },
      result: {
        data: { me: { __typename: 'User', id: student.id, email: student.email, emailVerified } },
      },
      delay,
    });
    renderWithProviders(
      <>
        <EmailVerificationBanner />
        <VerifyEmailPage />
      </>,
      {
        route: '/verify-email?token=tok-1',
        mocks: [
          { ...signIn(), delay: 0 },
          // Read before the confirmation, on a busy server answered after it.
          status(false, 200),
          verifyMock(verified(student.email)),
          status(true, 0),
        ],
      },
    );
    expect(await screen.findByText('Your email address is confirmed')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('region', { name: 'Email confirmation' })).not.toBeInTheDocument();
  });

  it.each([
    ['BAD_USER_INPUT', 'This link is invalid, expired or already used.'],
    ['CONFLICT', 'An account with this email already exists'],
  ])("shows the server's message when it answers %s", async (code, message) => {
    renderWithProviders(<VerifyEmailPage />, {
      route: '/verify-email?token=tok-1',
      mocks: [verifyMock({ errors: [new GraphQLError(message, { extensions: { code } })] })],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  });

  it('says a link without its token is incomplete, and asks the server nothing', () => {
    renderWithProviders(<VerifyEmailPage />, { route: '/verify-email' });
    expect(screen.getByRole('alert')).toHaveTextContent('This confirmation link is incomplete.');
  });
});
