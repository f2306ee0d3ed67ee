import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import { ChakraProvider } from '@chakra-ui/react';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import { useEffect, type ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createCache } from '../apollo/cache';
import { LazyToaster } from '../components/ui/LazyToaster';
import { AuthModalProvider } from '../features/auth/AuthModalProvider';
import { AuthProvider } from '../features/auth/AuthProvider';
import { useAuthModal, type AuthModalView } from '../features/auth/authModalContext';
import { i18n } from '../i18n/locale';
import { system } from '../theme';
import { siteSettingsMock } from './siteSettingsMock';

/** Shows the router's current path so tests can assert navigation. */
function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** Opens the login or signup modal once mounted. */
export function OpenModal({ view }: { view: Exclude<AuthModalView, null> }) {
  const { openLogin, openSignup } = useAuthModal();
  useEffect(() => (view === 'login' ? openLogin() : openSignup()), [view, openLogin, openSignup]);
  return null;
}

interface Options {
  mocks?: MockedResponse[];
  route?: string;
  /** The store currency the server's siteSettings answers. */
  currency?: string;
  /** The app's cache with its type policies (paging), for tests that page on. */
  appCache?: boolean;
}

/** Renders `ui` inside the app's providers, with Apollo mocked and an in-memory router. */
export function renderWithProviders(
  ui: ReactElement,
  { mocks = [], route = '/start', currency = 'INR', appCache = false }: Options = {},
) {
  return render(
    <I18nProvider i18n={i18n}>
      <ChakraProvider value={system}>
        <MockedProvider
          mocks={[...mocks, siteSettingsMock(currency)]}
          cache={appCache ? createCache() : undefined}
        >
          <AuthProvider>
            <MemoryRouter initialEntries={[route]}>
              <AuthModalProvider>
                {ui}
                <LocationProbe />
              </AuthModalProvider>
            </MemoryRouter>
            <LazyToaster />
          </AuthProvider>
        </MockedProvider>
      </ChakraProvider>
    </I18nProvider>,
  );
}
