import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { MeDocument } from './auth.generated';
import { SERVICE_UNAVAILABLE } from '../../lib/errorMessage';
import { findToast } from '../../test/findToast';
import { renderWithProviders } from '../../test/renderWithProviders';
import { student } from '../../test/signIn';
import { useAuth } from './authContext';

function SignedInAs() {
  const { user } = useAuth();
  return <p>{user ? `Signed in as ${user.name}` : 'Signed out'}</p>;
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
});
