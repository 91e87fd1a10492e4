import './styles/tokens.css';
import './styles/base.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { primeFirstAnswers, readFirstAnswers } from './api/first-answers.ts';
import { AppRoot } from './app-root.tsx';
import { holdEarlyClicks } from './app/hold-early-clicks.ts';
import { createAppRouter } from './app/router.ts';
import { activateLocale } from './i18n/activate-locale.ts';
import { localeFromCookie } from './i18n/locale-cookie.ts';
import { registerServiceWorker } from './pwa/register-service-worker.ts';
import { startAsGuest } from './session/session-store.ts';

// The service worker replays these entries into its caches on first install (see pwa/);
// the default buffer of 250 fills up on an image-heavy home page.
performance.setResourceTimingBufferSize?.(1000);

const container = document.getElementById('app');
if (!container) throw new Error('#app container missing from index.html');
// Server markup (client/entry-server.tsx) is clickable before it is hydrated: hold those clicks
// from now on, before the first await, and click them again once the hydrated tree has committed.
const releaseEarlyClicks = container.firstElementChild ? holdEarlyClicks(container) : null;

const locale = localeFromCookie(document.cookie);
// The precached shell always says lang="vi"; the cookie is the truth once offline.
document.documentElement.lang = locale;
await activateLocale(locale);

const router = createAppRouter({ hydrating: releaseEarlyClicks !== null });

// A page the server rendered (client/entry-server.tsx) carries its first screen's markup and the
// answers it was rendered with: load the route with those answers, then hydrate the markup. Every
// other page (the service worker's offline shell, signed-in visits, routes the server does not
// render) starts empty and renders here.
const firstAnswers = releaseEarlyClicks ? readFirstAnswers(document) : null;
if (firstAnswers) {
  primeFirstAnswers(firstAnswers);
  // Rendered for a visitor without a session: a guest, as the markup shows.
  startAsGuest();
  await router.load();
  // Render like the server did (no root Suspense boundary), so the markup matches.
  router.ssr = { manifest: undefined };
  // In a transition, hydration yields to the browser every few milliseconds instead of one long
  // task (the server markup is already on screen and stays usable meanwhile).
  startTransition(() => {
    hydrateRoot(container, <AppRoot router={router} onCommitted={releaseEarlyClicks} />);
  });
} else {
  releaseEarlyClicks?.();
  createRoot(container).render(<AppRoot router={router} />);
}

// After the first paint, in its own chunk: the outbox, the cart sync and every feature's
// mutations (PCB quotes, orders) load Dexie and code the first screen does not need. Started at
// the next task, not when the browser is idle: a page that goes offline right after opening (at
// the bench) must already keep what is written in it (e2e/pcb.spec.ts "offline at the bench").
setTimeout(() => void import('./app/start-outbox.ts').then(({ startOutbox }) => startOutbox()), 0);

// Registered at once: its install runs off the main thread, and a page that goes offline seconds
// after opening must already be answered by it.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  registerServiceWorker();
}
