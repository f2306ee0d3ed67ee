import { ApolloProvider } from '@apollo/client';
import { ChakraProvider } from '@chakra-ui/react';
import { I18nProvider } from '@lingui/react';
import { BrowserRouter } from 'react-router-dom';
import { apolloClient } from './apollo/client';
import { AppRoutes } from './AppRoutes';
import { FirstLoadGate } from './components/FirstLoadGate';
import { LazyToaster } from './components/ui/LazyToaster';
import { ScrollToTop } from './components/ScrollToTop';
import { config } from './config';
import { AuthModalProvider } from './features/auth/AuthModalProvider';
import { AuthProvider } from './features/auth/AuthProvider';
import { PwaStatus } from './features/offline/PwaStatus';
import { i18n } from './i18n/locale';
import { system } from './theme';

export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <ChakraProvider value={system}>
        <ApolloProvider client={apolloClient}>
          <AuthProvider>
            <FirstLoadGate ms={config.loaderMs}>
              <BrowserRouter>
                <ScrollToTop />
                <PwaStatus />
                <AuthModalProvider>
                  <AppRoutes />
                </AuthModalProvider>
              </BrowserRouter>
            </FirstLoadGate>
            <LazyToaster />
          </AuthProvider>
        </ApolloProvider>
      </ChakraProvider>
    </I18nProvider>
  );
}
