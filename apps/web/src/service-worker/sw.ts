// The service worker (docs/decisions/039-offline-app-and-web-push.md), built by vite-plugin-pwa
// into /sw.js with the app shell's precache list. Runs in the worker's global scope.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  ASSETS_CACHE,
  MEDIA_CACHE,
  OFFLINE_API_READS,
  PAGES_CACHE,
  PRERENDERED_PAGES,
} from '../pwa/offline-caches';
import type { PushPayload } from '@academy/contract/push';
import { readThroughApiCache } from './api-reads';
import { openNotificationPage, showPushedNotification } from './push-notifications';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

// Pages never answer from the precache by their address: '/' is not '/index.html' (Workbox's
// default directory index), so the pre-rendered home page goes through its own route below.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();
// The first service worker takes the open pages at once, so what they fetch next is kept; a new
// release waits until the learner chooses 'Refresh to update' (SKIP_WAITING below).
clientsClaim();

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

const DAY = 24 * 60 * 60;
const shell = createHandlerBoundToURL('/index.html');
const NOT_PAGES = [/^\/api(\/|$)/, /^\/media\//, /\.[a-z0-9]+$/i];

// The pre-rendered public pages come from the server while it answers in time, so a visitor
// sees today's prices; the copy kept, or the shell, when it does not.
const prerendered = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: 3,
  plugins: [
    new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: 30 * DAY }),
    { handlerDidError: () => matchPrecache('/index.html') },
  ],
});
registerRoute(new NavigationRoute(prerendered, { allowlist: [...PRERENDERED_PAGES] }));
// Every other page is the same index.html: the precached shell opens at once, online or not.
registerRoute(new NavigationRoute(shell, { denylist: [...NOT_PAGES, ...PRERENDERED_PAGES] }));

// Hashed file names never change: a chunk once fetched is kept (pages seen open offline).
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: ASSETS_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * DAY })],
  }),
);
// Avatars and thumbnails: random names chosen by the server, public.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/media/'),
  new CacheFirst({
    cacheName: MEDIA_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY })],
  }),
);

registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    request.method === 'GET' &&
    OFFLINE_API_READS.some((read) => read.test(url.pathname)),
  ({ request, event }) => readThroughApiCache(self, request, event as FetchEvent),
);

// Web Push (RFC 8030): the academy's message, decrypted by the browser, shown as a notification.
self.addEventListener('push', (event: PushEvent) => {
  const payload = event.data?.json() as PushPayload | undefined;
  if (payload?.notification) event.waitUntil(showPushedNotification(self, payload));
});
self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.waitUntil(openNotificationPage(self, event.notification));
});
