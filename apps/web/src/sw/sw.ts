// The service worker (registered by lib/pwa after sign-in, never on a first visit: decision 004).
// It keeps the app shell and the clock screen so the app opens without a connection, answers
// pages network first, never touches the API, and waits for the person to reload before a new
// version takes over. vite-plugin-pwa builds it to /sw.js and puts the list of kept files in
// self.__WB_MANIFEST (vite.config.ts decides which files).
import {
  cleanupOutdatedCaches,
  getCacheKeyForURL,
  matchPrecache,
  precache,
} from 'workbox-precaching';
import { DELIVER_PUNCHES, isMessage, PUNCH_SYNC_TAG, SKIP_WAITING } from '../lib/pwa/messages.ts';
import { answer, type ShellStore } from './fetch.ts';

declare const self: ServiceWorkerGlobalScope;

/**
 * PWA.navigationTimeoutMs of packages/contracts, put in by the build (vite.config.ts): importing
 * the contracts here would bring zod and the catalogue into the worker.
 */
declare const VH_NAVIGATION_TIMEOUT_MS: number;

/** Background Sync's event, which TypeScript's worker types do not describe yet. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

// Fetched and kept on install; files no longer listed are dropped when the new version activates.
// No skipWaiting on install and no clients.claim: a new version waits for the person's reload.
precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const store: ShellStore = {
  keeps: (url) => getCacheKeyForURL(url) !== undefined,
  kept: (url) => matchPrecache(url),
  network: (request) => fetch(request),
  navigationTimeoutMs: VH_NAVIGATION_TIMEOUT_MS,
};

self.addEventListener('fetch', (event) => {
  const response = answer(event.request, self.location.origin, store);
  if (response) event.respondWith(response);
});

// The page's "Reload" on "Update available" (lib/pwa/service-worker.ts).
self.addEventListener('message', (event) => {
  if (isMessage(event.data, SKIP_WAITING)) void self.skipWaiting();
});

// Punches kept offline: the browser wakes the worker when the connection is back, and the worker
// wakes the pages, which hold the session and deliver (features/timeclock/offline).
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === PUNCH_SYNC_TAG) sync.waitUntil(askPagesToDeliver());
});

async function askPagesToDeliver(): Promise<void> {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage(DELIVER_PUNCHES);
}

// Push notifications: the 'push' and 'notificationclick' handlers go here.
