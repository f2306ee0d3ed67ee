import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { Route, Routes } from 'react-router-dom';
import { MeDocument } from './auth.generated';
import type { Role } from '../../generated/types';
import { renderWithProviders } from '../../test/renderWithProviders';
import { signIn } from '../../test/signIn';
import { RequireAuth } from './RequireAuth';

const guardedRoutes = (
  <Routes>
    <Route element={<RequireAuth />}>
      <Route path="/my-enrollments" element={<p>enrolled courses</p>} />
    </Route>
    <Route path="/educator" element={<RequireAuth role="educator" />}>
      <Route index element={<p>educator dashboard</p>} />
    </Route>
  </Routes>
);

const meMock = (role: Role): MockedResponse => ({ ...signIn({ role }), delay: 20 });

describe('RequireAuth', () => {
  it('asks a visitor to log in, and its Login button opens the login modal', async () => {
    renderWithProviders(guardedRoutes, { route: '/my-enrollments' });
    expect(screen.getByRole('heading', { name: 'Authentication Required' })).toBeInTheDocument();
    expect(screen.getByText('You need to be logged in to access this page.')).toBeInTheDocument();
    expect(screen.queryByText('enrolled courses')).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('shows a spinner while the stored token is checked, then the page', async () => {
    localStorage.setItem('token', 'stored');
    renderWithProviders(guardedRoutes, { route: '/my-enrollments', mocks: [meMock('STUDENT')] });
    expect(screen.getByRole('status', { name: 'Checking your session' })).toBeInTheDocument();
    expect(screen.queryByText('Authentication Required')).not.toBeInTheDocument();
    expect(await screen.findByText('enrolled courses')).toBeInTheDocument();
  });

  it('logs out when the server refuses the stored token at start-up', async () => {
    localStorage.setItem('token', 'expired');
    renderWithProviders(guardedRoutes, {
      route: '/my-enrollments',
      mocks: [
        {
          request: { query: MeDocument },
          result: {
            errors: [
              new GraphQLError('Invalid token', { extensions: { code: 'UNAUTHENTICATED' } }),
            ],
          },
        },
      ],
    });
    expect(
      await screen.findByRole('heading', { name: 'Authentication Required' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
  });

  it('keeps the stored token when the start-up profile fetch cannot reach the server', async () => {
    localStorage.setItem('token', 'stored');
    renderWithProviders(guardedRoutes, {
      route: '/my-enrollments',
      mocks: [{ request: { query: MeDocument }, error: new TypeError('Failed to fetch') }],
    });
    // Still checking the session (and asking again), never "Authentication Required".
    expect(
      await screen.findByRole('status', { name: 'Checking your session' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Authentication Required' }),
    ).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100)); // let any logout effect run
    expect(localStorage.getItem('token')).toBe('stored');
  });

  it('denies a student the educator area', async () => {
    localStorage.setItem('token', 'stored');
    renderWithProviders(guardedRoutes, { route: '/educator', mocks: [meMock('STUDENT')] });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this page.")).toBeInTheDocument();
    expect(
      screen.getByText('You need to be an educator to access this content.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
  });

  it.each<Role>(['EDUCATOR', 'ADMIN'])('admits %s to the educator area', async (role) => {
    localStorage.setItem('token', 'stored');
    renderWithProviders(guardedRoutes, { route: '/educator', mocks: [meMock(role)] });
    expect(await screen.findByText('educator dashboard')).toBeInTheDocument();
  });
});
