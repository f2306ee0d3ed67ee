import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { LoginDocument } from './auth.generated';
import { holdMockedAnswers } from '../../test/holdMockedAnswers';
import { OpenModal, renderWithProviders } from '../../test/renderWithProviders';

const student = {
  __typename: 'User',
  id: 'u1',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: null,
  imageUrl: 'https://example.com/asha.png',
  role: 'STUDENT',
  locale: 'en',
};

const credentials = { email: 'asha@example.com', password: 'Secret1!' };

function loginMock(result: MockedResponse['result']): MockedResponse {
  return {
    request: { query: LoginDocument, variables: { input: credentials } },
    result,
    delay: 20,
  };
}

async function fillAndSubmit(user = userEvent.setup()) {
  const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
  await user.type(within(dialog).getByLabelText('Email'), credentials.email);
  await user.type(within(dialog).getByLabelText('Password'), credentials.password);
  await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
  return { user, dialog };
}

afterEach(() => jest.useRealTimers());

describe('LoginModal', () => {
  it('has required, labelled email and password fields with a show/hide toggle', async () => {
    renderWithProviders(<OpenModal view="login" />);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    const email = within(dialog).getByLabelText('Email');
    const password = within(dialog).getByLabelText('Password');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(password).toBeRequired();
    expect(password).toHaveAttribute('type', 'password');

    await user.click(within(dialog).getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(within(dialog).getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('signs in with email and password, stores the token, closes and goes home', async () => {
    renderWithProviders(<OpenModal view="login" />, {
      mocks: [
        loginMock({
          data: {
            login: { __typename: 'AuthPayload', message: 'Welcome', token: 'tok-1', user: student },
          },
        }),
      ],
    });
    const { dialog } = await fillAndSubmit(holdMockedAnswers());

    expect(within(dialog).getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(localStorage.getItem('token')).toBe('tok-1');
  });

  it("shows the server's error message and stays open", async () => {
    renderWithProviders(<OpenModal view="login" />, {
      mocks: [loginMock({ errors: [new GraphQLError('Invalid email or password')] })],
    });
    const { dialog } = await fillAndSubmit();

    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/start');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('switches to the signup modal', async () => {
    renderWithProviders(<OpenModal view="login" />);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('dialog', { name: 'Create Account' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Sign In' })).not.toBeInTheDocument(),
    );
  });

  it('leads to the forgot-password page, closing itself', async () => {
    renderWithProviders(<OpenModal view="login" />);
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    const link = within(dialog).getByRole('link', { name: 'Forgot password?' });
    expect(link).toHaveAttribute('href', '/forgot-password');
    await userEvent.setup().click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/forgot-password');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
