import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MeDocument, SignOutDocument } from './auth.generated';
import { SERVICE_UNAVAILABLE } from '../../lib/errorMessage';
import { findToast, toastTitles } from '../../test/findToast';
import { renderWithProviders } from '../../test/renderWithProviders';
import { student } from '../../test/signIn';
import { useAuth } from './authContext';

function SignedInAs() {
  const { user, logout } = useAuth();
  return user ? (
    <>
      <p>Signed in as {user.name}</p>
      <button onClick={() => void logout()}>Logout</button>
    </>
  ) : (
    <p>Signed out</p>
  );
}

const meAnswers = (...answers: Omit<MockedResponse, 'request'>[]): MockedResponse[] =>
  answers.map((answer) => ({ request: { query: MeDocument }, ...answer }));

describe('AuthProvider', () => {
  beforeEach(() => localStorage.setItem('token', 'stored'));
  afterEach(() => jest.useRealTimers());

  it('ends the session when the server refuses the stored token', async () => {
    renderWithProviders(<SignedInAs />, {
      mocks: meAnswers({
        result: {
          errors: [new GraphQLError('Invalid token', { extensions: { code: 'UNAUTHENTICATED' } })],
        },
      }),
    });
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(screen.getByText('Signed out')).toBeInTheDocument();
  });

  it('keeps the session through an outage, says so, and asks again until the user loads', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    renderWithProviders(<SignedInAs />, {
      mocks: meAnswers(
        { error: new Error('Failed to fetch') },
        { result: { data: { me: student } } },
      ),
    });
    expect(await findToast(SERVICE_UNAVAILABLE)).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('stored');
    jest.advanceTimersByTime(5000);
    expect(await screen.findByText('Signed in as Asha Rao')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('stored');
  });

  it('keeps the session when the server reports the service unavailable', async () => {
    renderWithProviders(<SignedInAs />, {
      mocks: meAnswers({
        result: {
          errors: [
            new GraphQLError('The service is briefly unavailable.', {
              extensions: { code: 'SERVICE_UNAVAILABLE' },
            }),
          ],
        },
      }),
    });
    expect(await findToast(SERVICE_UNAVAILABLE)).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('stored');
  });

  describe('logout', () => {
    const signOut = (answer: Omit<MockedResponse, 'request'>): MockedResponse => ({
      request: { query: SignOutDocument },
      ...answer,
    });

    async function logOut(mocks: MockedResponse[]) {
      renderWithProviders(<SignedInAs />, { mocks });
      await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    }

    it('ends the session on the server too', async () => {
      const ended = jest.fn(() => ({ data: { signOut: true } }));
      await logOut([
        ...meAnswers({ result: { data: { me: student } } }),
        signOut({ result: ended }),
      ]);
      expect(await findToast('Logged out successfully')).toBeInTheDocument();
      expect(screen.getByText('Signed out')).toBeInTheDocument();
      expect(localStorage.getItem('token')).toBeNull();
      await waitFor(() => expect(ended).toHaveBeenCalledTimes(1));
    });

    it('still signs out here, saying only that, when the server cannot be reached', async () => {
      await logOut([
        ...meAnswers({ result: { data: { me: student } } }),
        signOut({ error: new Error('Failed to fetch') }),
      ]);
      expect(await findToast('Logged out successfully')).toBeInTheDocument();
      expect(screen.getByText('Signed out')).toBeInTheDocument();
      expect(localStorage.getItem('token')).toBeNull();
      // The failed request has been answered by now: still one toast, and no error.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(toastTitles()).toEqual(['Logged out successfully']);
    });
  });
});
