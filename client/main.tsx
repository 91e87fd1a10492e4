import './styles/tokens.css';
import './styles/base.css';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppRouter } from './app/router.ts';
import { activateLocale } from './i18n/activate-locale.ts';
import { localeFromCookie } from './i18n/locale-cookie.ts';
import { registerServiceWorker } from './pwa/register-service-worker.ts';

// The service worker replays these entries into its caches on first install (see pwa/);
// the default buffer of 250 fills up on an image-heavy home page.
performance.setResourceTimingBufferSize?.(1000);

const locale = localeFromCookie(document.cookie);
// The precached shell always says lang="vi"; the cookie is the truth once offline.
document.documentElement.lang = locale;
await activateLocale(locale);

const router = createAppRouter();
const container = document.getElementById('app');
if (!container) throw new Error('#app container missing from index.html');

createRoot(container).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>
  </StrictMode>,
);

// After the first paint, in its own chunk: the outbox, the cart sync and every feature's
// mutations (PCB quotes, orders) load Dexie and code the first screen does not need.
setTimeout(() => void import('./app/start-outbox.ts').then(({ startOutbox }) => startOutbox()), 0);

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  registerServiceWorker();
}
