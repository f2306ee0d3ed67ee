import './fonts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { apolloClient } from './apollo/client';
import { installPopGuard } from './lib/popGuard';
import { preloadRoute } from './routePreload';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

installPopGuard();
preloadRoute(window.location.pathname, apolloClient, window.location.search);

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
