/// <reference lib="webworker" />
/**
 * The service worker (built by vite-plugin-pwa's injectManifest into /sw.js; docs/client.md,
 * "Installable and offline"): the precached app shell, the last answers of GraphQL reads per
 * account, thumbnails, the update handshake, and Web Push notices.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import {
  GRAPHQL_CACHE,
  SKIP_WAITING,
  SOURCE_MESSAGE,
  type SourceMessage,
} from './features/offline/swProtocol';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

/** The paths the server answers itself (server/src/static-files.ts, SERVER_PATHS): never the app shell. */
const SERVER_PATHS =
  /^\/(api|graphql|uploads|certificates|credentials|receipts|credit-notes|newsletter|notifications|dev)(\/|$)/;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first worker takes the open tabs at once; a later one waits for the learner's consent.
clientsClaim();

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});

const sameOrigin = (url: URL) => url.origin === self.location.origin;

/** Pages: the network, or offline the precached shell, which then reads its data from the caches. */
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && sameOrigin(url) && !SERVER_PATHS.test(url.pathname),
  new NetworkOnly({
    plugins: [{ handlerDidError: async () => (await matchPrecache('/index.html')) ?? undefined }],
  }),
);

/** SHA-256 of the request's Authorization header: one account's answers are never another's. */
async function accountOf(request: Request): Promise<string> {
  const authorization = request.headers.get('authorization');
  if (!authorization) return 'anonymous';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
  return Array.from(new Uint8Array(digest).slice(0, 12), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
}

/** Keys a read by its URL, the account and the language, and tells the tab whether it came from the cache. */
const perAccount: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const key = new URL(request.url);
    key.searchParams.set('sw-account', await accountOf(request));
    key.searchParams.set('sw-lang', request.headers.get('accept-language') ?? '');
    return key.href;
  },
  cachedResponseWillBeUsed: ({ cachedResponse, event }) => {
    if (cachedResponse) void tell(event, true);
    return Promise.resolve(cachedResponse);
  },
  fetchDidSucceed: ({ response, event }) => {
    void tell(event, false);
    return Promise.resolve(response);
  },
};

async function tell(event: ExtendableEvent | undefined, offlineCopy: boolean) {
  const clientId = (event as FetchEvent | undefined)?.clientId;
  const client = clientId ? await self.clients.get(clientId) : undefined;
  client?.postMessage({ type: SOURCE_MESSAGE, offlineCopy } satisfies SourceMessage);
}

/**
 * GraphQL reads go as GET (client/src/apollo/client.ts): the network first, the last answer when
 * it fails or takes over 4 s. Mutations are POSTs, which no route here takes.
 */
registerRoute(
  ({ request, url }) => sameOrigin(url) && url.pathname === '/graphql' && request.method === 'GET',
  new NetworkFirst({
    cacheName: GRAPHQL_CACHE,
    networkTimeoutSeconds: 4,
    plugins: [
      perAccount,
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 14 * 24 * 60 * 60 }),
    ],
  }),
  'GET',
);

/** Stored images (thumbnails, avatars) never change under a name: the cache first. */
registerRoute(
  ({ url, request }) =>
    sameOrigin(url) && url.pathname.startsWith('/uploads/') && request.method === 'GET',
  new CacheFirst({
    cacheName: 'uploads',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({
        maxEntries: 200,
        maxAgeSeconds: 30 * 24 * 60 * 60,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

/** The payload the server sends (server/src/push): a notice with the page it is about. */
interface PushNotice {
  title: string;
  body: string;
  url: string;
  tag?: string;
}

self.addEventListener('push', (event) => {
  let notice: PushNotice;
  try {
    notice = event.data?.json() as PushNotice;
  } catch {
    return;
  }
  if (!notice?.title) return;
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      tag: notice.tag,
      icon: '/pwa-192.png',
      data: { url: notice.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const raw = (event.notification.data as { url?: unknown } | null)?.url;
  const target = new URL(typeof raw === 'string' ? raw : '/', self.location.origin);
  // Only this site's pages open from a notice.
  const url = sameOrigin(target) ? target.href : self.location.origin + '/';
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      // A tab on the page already is focused; any other is left where the learner is (a lecture).
      const open = tabs.find((tab) => tab.url === url);
      if (open) await open.focus();
      else await self.clients.openWindow(url);
    })(),
  );
});
