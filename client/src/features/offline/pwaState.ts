import type { ApolloClient } from '@apollo/client';
import { onSignedOut } from '../../apollo/authEvents';
import { getToken } from '../../apollo/tokenStorage';
import { GRAPHQL_CACHE, SOURCE_MESSAGE, type SourceMessage } from './swProtocol';

/**
 * The app's side of the service worker, kept small because the landing route loads it: the
 * worker's registration after `load`, whether the page is a saved copy, and a waiting new
 * version. The queue of offline actions and the banners load only when needed.
 */
export interface PwaState {
  /** No connection (the browser says so). */
  offline: boolean;
  /** The worker answered a read from its cache: what is shown may be out of date. */
  offlineCopy: boolean;
  /** A new version, installed and waiting for the learner's consent. */
  waiting: ServiceWorker | null;
}

let state: PwaState = {
  offline: typeof navigator !== 'undefined' && navigator.onLine === false,
  offlineCopy: false,
  waiting: null,
};
const listeners = new Set<() => void>();

export const pwaState = (): PwaState => state;
export function subscribePwa(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
export function setPwaState(change: Partial<PwaState>): void {
  state = { ...state, ...change };
  listeners.forEach((listener) => listener());
}

const replayQueue = (client: ApolloClient<unknown>) =>
  void import('./offlineQueue').then((queue) => queue.replay(client));

function watchUpdates(registration: ServiceWorkerRegistration) {
  // A worker waiting while another controls the page is a new version (the first one takes over).
  const check = () => {
    if (registration.waiting && navigator.serviceWorker.controller)
      setPwaState({ waiting: registration.waiting });
  };
  check();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') check();
    });
  });
}

/**
 * Registers /sw.js once the page has loaded (`worker`: in a production build), follows the connection, and replays actions queued
 * offline for a signed-in learner at start and whenever the connection returns.
 */
export function startPwa(client: ApolloClient<unknown>, { worker }: { worker: boolean }): void {
  window.addEventListener('offline', () => setPwaState({ offline: true }));
  window.addEventListener('online', () => {
    setPwaState({ offline: false, offlineCopy: false });
    if (getToken()) replayQueue(client);
  });
  onSignedOut(() => {
    // What one account saw, or did offline, is never shown to or sent for the next.
    void globalThis.caches?.delete(GRAPHQL_CACHE);
    void import('./offlineQueue').then((queue) => queue.clearQueue());
  });
  if (!worker || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<SourceMessage>) => {
    if (event.data?.type === SOURCE_MESSAGE) setPwaState({ offlineCopy: event.data.offlineCopy });
  });
  const start = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(watchUpdates, () => undefined);
    if (getToken() && navigator.onLine) replayQueue(client);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
