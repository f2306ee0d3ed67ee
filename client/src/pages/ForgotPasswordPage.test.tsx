import type { MockedResponse } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import {
  PasswordResetAvailabilityDocument,
  RequestPasswordResetDocument,
} from '../features/account/account.generated';
import { holdMockedAnswers } from '../test/holdMockedAnswers';
import { renderWithProviders } from '../test/renderWithProviders';
import ForgotPasswordPage from './ForgotPasswordPage';

const availability = (available: boolean): MockedResponse => ({
  request: { query: PasswordResetAvailabilityDocument },
  result: {
    data: { siteSettings: { __typename: 'SiteSettings', passwordResetAvailable: available } },
  },
});

const requestReset = (email: string, result: MockedResponse['result']): MockedResponse => ({
  request: { query: RequestPasswordResetDocument, variables: { email } },
  result,
  delay: 20,
});

const refused = (message: string, extensions: Record<string, unknown>) => ({
  errors: [new GraphQLError(message, { extensions })],
});

async function submitEmail(email: string, user = userEvent.setup()) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  return user;
}

afterEach(() => jest.useRealTimers());

describe('Forgot password page', () => {
  it('asks for the email in a required, labelled field under one h1', async () => {
    renderWithProviders(<ForgotPasswordPage />, { mocks: [availability(true)] });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeInTheDocument();
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
  });

  it('sends the reset link, then says so without telling whether the account exists', async () => {
    renderWithProviders(<ForgotPasswordPage />, {
      mocks: [
        availability(true),
        requestReset('asha@example.com', { data: { requestPasswordReset: true } }),
      ],
    });
    const user = await submitEmail('  asha@example.com ', holdMockedAnswers());
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    const confirmation = await screen.findByText(/^If an account exists for asha@example.com,/);
    expect(confirmation).toHaveTextContent(
      'If an account exists for asha@example.com, we sent a link to reset its password.',
    );
    expect(confirmation.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Use another address' }));
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });

  it('says that reset by email is not available on a server that sends no mail', async () => {
    renderWithProviders(<ForgotPasswordPage />, { mocks: [availability(false)] });
    expect(
      await screen.findByText('Password reset by email is not available on this server.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('marks a malformed address beside the field', async () => {
    renderWithProviders(<ForgotPasswordPage />, {
      mocks: [
        availability(true),
        requestReset(
          'asha@example',
          refused('Email must be a valid email address', {
            code: 'BAD_USER_INPUT',
            fields: [{ field: 'email', message: 'Email must be a valid email address' }],
          }),
        ),
      ],
    });
    await submitEmail('asha@example');
    expect(await screen.findByText('Email must be a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    [
      'TOO_MANY_REQUESTS',
      'Too many reset requests. Please try again in 15 minutes.',
      { code: 'TOO_MANY_REQUESTS', retryAfter: 900 },
    ],
    [
      'SERVICE_UNAVAILABLE',
      'Password reset by email is not available on this server. Contact the site’s support.',
      { code: 'SERVICE_UNAVAILABLE' },
    ],
  ])('shows the server’s words for %s', async (_code, message, extensions) => {
    renderWithProviders(<ForgotPasswordPage />, {
      mocks: [availability(true), requestReset('asha@example.com', refused(message, extensions))],
    });
    await submitEmail('asha@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
  });
});
