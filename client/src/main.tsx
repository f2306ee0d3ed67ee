import './fonts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { apolloClient } from './apollo/client';
import { activateLocale, initialLocale } from './i18n/locale';
import { installPopGuard } from './lib/popGuard';
import { startPwa } from './features/offline/pwaState';
import { preloadRoute } from './routePreload';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

installPopGuard();
startPwa(apolloClient, { worker: import.meta.env.PROD });
preloadRoute(window.location.pathname, apolloClient, window.location.search);

const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

// English is in the first bundle; another language's catalog is fetched before the first render,
// so a Hindi reader never sees the page flash in English.
const locale = initialLocale();
if (locale === 'en') {
  document.documentElement.lang = 'en';
  render();
} else {
  // Not remembered: a language the browser asked for is not a choice the visitor made.
  activateLocale(locale, { remember: false }).then(render, render);
}
