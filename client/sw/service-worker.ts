/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import {
  API_CACHE,
  API_CACHE_MAX_AGE_SECONDS,
  API_CACHE_MAX_ENTRIES,
  COMMUNITY_CACHE,
  COMMUNITY_NETWORK_TIMEOUT_SECONDS,
  IMAGE_CACHE,
  IMAGE_CACHE_MAX_AGE_SECONDS,
  IMAGE_CACHE_MAX_ENTRIES,
  NAVIGATION_DENYLIST,
  runtimeCacheFor,
} from './cache-rules.ts';
import { registerPushHandlers } from './push-handlers.ts';

declare const self: ServiceWorkerGlobalScope;

// The app shell: build assets and index.html, revisioned by vite-plugin-pwa.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page URL renders in the app, so navigations get the precached shell (offline too).
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [...NAVIGATION_DENYLIST] }));

const apiStrategy = new StaleWhileRevalidate({
  cacheName: API_CACHE,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: API_CACHE_MAX_ENTRIES, maxAgeSeconds: API_CACHE_MAX_AGE_SECONDS }),
  ],
});
const communityStrategy = new NetworkFirst({
  cacheName: COMMUNITY_CACHE,
  networkTimeoutSeconds: COMMUNITY_NETWORK_TIMEOUT_SECONDS,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: API_CACHE_MAX_ENTRIES, maxAgeSeconds: API_CACHE_MAX_AGE_SECONDS }),
  ],
});
const imageStrategy = new CacheFirst({
  cacheName: IMAGE_CACHE,
  plugins: [
    new CacheableResponsePlugin({ statuses: [0, 200] }),
    new ExpirationPlugin({ maxEntries: IMAGE_CACHE_MAX_ENTRIES, maxAgeSeconds: IMAGE_CACHE_MAX_AGE_SECONDS, purgeOnQuotaError: true }),
  ],
});

registerRoute(({ url, request }) => request.method === 'GET' && runtimeCacheFor(url, self.location.origin) === API_CACHE, apiStrategy);
registerRoute(({ url, request }) => request.method === 'GET' && runtimeCacheFor(url, self.location.origin) === IMAGE_CACHE, imageStrategy);
registerRoute(({ url, request }) => request.method === 'GET' && runtimeCacheFor(url, self.location.origin) === COMMUNITY_CACHE, communityStrategy);

interface CacheUrlsMessage {
  type: 'CACHE_URLS';
  payload: { urlsToCache: string[] };
}

function isCacheUrlsMessage(data: unknown): data is CacheUrlsMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as { type?: unknown; payload?: { urlsToCache?: unknown } };
  return message.type === 'CACHE_URLS' && Array.isArray(message.payload?.urlsToCache);
}

/**
 * Fetches the URLs a page loaded before this worker controlled it through the matching strategy,
 * so they land in the runtime caches exactly as if the worker had seen them. Strategies extend
 * `event` (the message event), so they must start while it is being dispatched: no await before.
 */
function cacheUrls(urls: readonly unknown[], event: ExtendableEvent): Promise<unknown> {
  const done = urls.flatMap((raw) => {
    if (typeof raw !== 'string') return [];
    const url = new URL(raw, self.location.origin);
    const cache = runtimeCacheFor(url, self.location.origin);
    if (cache === null) return [];
    const strategy = cache === API_CACHE ? apiStrategy : cache === COMMUNITY_CACHE ? communityStrategy : imageStrategy;
    const request = new Request(url.href, { credentials: 'same-origin' });
    return [strategy.handleAll({ request, event })[1]];
  });
  return Promise.allSettled(done);
}

self.addEventListener('message', (event) => {
  if (typeof event.data !== 'object' || event.data === null) return;
  if ((event.data as { type?: unknown }).type === 'SKIP_WAITING') {
    // Only when the user accepts the update prompt: never swap code under an open page unasked.
    void self.skipWaiting();
    return;
  }
  if (isCacheUrlsMessage(event.data)) event.waitUntil(cacheUrls(event.data.payload.urlsToCache, event));
});

registerPushHandlers();

clientsClaim();
