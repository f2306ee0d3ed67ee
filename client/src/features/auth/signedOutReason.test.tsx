import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { Route, Routes } from 'react-router-dom';
import { MeDocument } from './auth.generated';
import { findToast, toastTitles } from '../../test/findToast';
import { renderWithProviders } from '../../test/renderWithProviders';
import { RequireAuth } from './RequireAuth';
import { t } from './i18n';
import { signedOutReason } from './signedOutReason';

const SESSION_EXPIRED = t('auth.sessionExpired');
const SIGNED_OUT_REMOTELY = t('auth.signedOutRemotely');

const refused = (message: string): MockedResponse => ({
  request: { query: MeDocument },
  result: { errors: [new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED' } })] },
});

const guarded = (
  <Routes>
    <Route element={<RequireAuth />}>
      <Route path="/my-enrollments" element={<p>enrolled courses</p>} />
    </Route>
    <Route path="/" element={<p>home page</p>} />
  </Routes>
);

describe('signedOutReason', () => {
  it('tells an expired session from a revoked one', () => {
    expect(signedOutReason('Token expired')).toBe(SESSION_EXPIRED);
    expect(signedOutReason('Invalid token')).toBe(SIGNED_OUT_REMOTELY);
    expect(signedOutReason(undefined)).toBe(SIGNED_OUT_REMOTELY);
  });
});

describe('a device whose stored token the server now refuses', () => {
  it('says why on the sign-in screen, once, instead of a bare "Authentication Required"', async () => {
    localStorage.setItem('token', 'revoked');
    renderWithProviders(guarded, { route: '/my-enrollments', mocks: [refused('Invalid token')] });
    expect(
      await screen.findByRole('heading', { name: 'Authentication Required' }),
    ).toBeInTheDocument();
    // On the screen itself, not only in the toast.
    await waitFor(() =>
      expect(
        screen
          .getAllByText(SIGNED_OUT_REMOTELY)
          .filter((element) => !element.closest('[data-scope="toast"]')),
      ).toHaveLength(1),
    );
    expect(await findToast(SIGNED_OUT_REMOTELY)).toHaveAttribute('data-type', 'warning');
    expect(toastTitles()).toEqual([SIGNED_OUT_REMOTELY]);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('says the session expired when it did, on any page', async () => {
    localStorage.setItem('token', 'old');
    renderWithProviders(guarded, { route: '/', mocks: [refused('Token expired')] });
    expect(await findToast(SESSION_EXPIRED)).toHaveAttribute('data-type', 'warning');
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(screen.getByText('home page')).toBeInTheDocument();
  });

  it('says nothing to a visitor who was never signed in', async () => {
    renderWithProviders(guarded, { route: '/my-enrollments' });
    expect(screen.getByRole('heading', { name: 'Authentication Required' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(SIGNED_OUT_REMOTELY)).not.toBeInTheDocument();
    expect(toastTitles()).toEqual([]);
  });
});
