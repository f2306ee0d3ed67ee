import type { MockedResponse } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuth } from '../features/auth/authContext';
import { renderWithProviders } from '../test/renderWithProviders';
import { signIn } from '../test/signIn';
import AboutPage from './AboutPage';

const signedIn = (): MockedResponse[] => [signIn()];

/** Shows who is signed in, so a test can wait for the stored session to be confirmed. */
function SignedInAs() {
  return <span data-testid="signed-in-as">{useAuth().user?.name ?? 'nobody'}</span>;
}

describe('AboutPage', () => {
  it('shows the mission and the three feature cards under one h1', async () => {
    renderWithProviders(<AboutPage />);
    expect(await screen.findAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(/Our mission is/)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Quality Courses',
      'Interactive Learning',
      'Global Access',
    ]);
  });

  it('Get Started opens the signup modal for visitors', async () => {
    renderWithProviders(<AboutPage />, { route: '/about' });
    await userEvent.setup().click(await screen.findByRole('button', { name: /Get Started/ }));
    expect(await screen.findByRole('dialog', { name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/about');
  });

  it('Get Started goes home when signed in', async () => {
    renderWithProviders(
      <>
        <SignedInAs />
        <AboutPage />
      </>,
      { route: '/about', mocks: signedIn() },
    );
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /Get Started/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
