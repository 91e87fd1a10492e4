import { Workbox } from 'workbox-window';
import { firstAnswerUrls } from '../api/first-answers.ts';
import { setPendingUpdate } from './update-store.ts';
import { visitedResourceUrls } from './visited-resource-urls.ts';

/** A shop tab can stay open for days: look for a new deploy now and then. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** Message the worker understands: cache these already-fetched URLs (see sw/service-worker.ts). */
function cacheVisitedUrls(wb: Workbox): void {
  // A server-rendered page's first data came in the HTML, not as requests: added by hand.
  const names = [...performance.getEntriesByType('resource').map((entry) => entry.name), ...firstAnswerUrls()];
  const urlsToCache = visitedResourceUrls(names, location.origin);
  if (urlsToCache.length > 0) void wb.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache } }).catch(() => {});
}

/** Calls `onInstalled` once `worker` has finished installing (it then waits to take over). */
function whenInstalled(worker: ServiceWorker, onInstalled: () => void): void {
  if (worker.state === 'installed') {
    onInstalled();
    return;
  }
  worker.addEventListener('statechange', function onChange() {
    if (worker.state === 'installed') {
      worker.removeEventListener('statechange', onChange);
      onInstalled();
    }
  });
}

/**
 * Registers the service worker after the page has loaded (so it never competes with the first
 * render), offers waiting updates through the update prompt, and on the very first install hands
 * the worker the URLs this page already fetched so an offline reload of it works.
 */
export function registerServiceWorker(): void {
  const wb = new Workbox('/service-worker.js', { scope: '/' });
  const firstInstall = !navigator.serviceWorker.controller;
  let offered = false;

  const offerUpdate = () => {
    if (offered) return;
    offered = true;
    setPendingUpdate({
      apply: () => {
        wb.addEventListener('controlling', () => window.location.reload());
        wb.messageSkipWaiting();
      },
    });
  };

  wb.addEventListener('waiting', offerUpdate);
  if (firstInstall) {
    wb.addEventListener('activated', (event) => {
      if (!event.isUpdate) cacheVisitedUrls(wb);
    });
  }

  const register = async () => {
    const registration = await wb.register();
    if (!registration) return;
    // The browser also checks for a new worker on navigation, possibly before register() ran;
    // workbox-window does not report an update it did not start, so watch the registration too.
    const watch = (worker: ServiceWorker | null) => {
      if (worker && navigator.serviceWorker.controller) whenInstalled(worker, offerUpdate);
    };
    watch(registration.waiting ?? registration.installing);
    registration.addEventListener('updatefound', () => watch(registration.installing));
    window.setInterval(() => void registration.update().catch(() => {}), UPDATE_CHECK_INTERVAL_MS);
  };

  const start = () => void register().catch((error: unknown) => console.warn('service worker registration failed', error));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
