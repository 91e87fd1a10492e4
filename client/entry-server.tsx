// The server-rendering entry (built by scripts/build.ts into dist/ssr/ with Vite's SSR mode and
// loaded by server/plugins/client-app.ts): renders a page's first screen with the same router,
// routes and components as the browser, so the HTML paints real content before any script runs
// and client/main.tsx hydrates it without a change. Its API reads go to the same Fastify app
// in-process; their answers are returned to be embedded in the page for the client's first load.
import { AsyncLocalStorage } from 'node:async_hooks';
import { i18n } from '@lingui/core';
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import type { Locale } from '#shared/i18n/locale.ts';
import { apiFetch, setFetchTransport } from './api/fetch-transport.ts';
import { setServerPass } from './api/first-answers.ts';
import { createAppRouter } from './app/router.ts';
import { AppRoot } from './app-root.tsx';
import { messages as enMessages } from './i18n/locales/en/messages.po';
import { messages as viMessages } from './i18n/locales/vi/messages.po';

/** One in-process GET of the API, as the server answers it. */
export type InProcessGet = (url: string) => Promise<{ status: number; body: string }>;

export interface ServerRender {
  /** The markup of `#app`. */
  html: string;
  /** Every JSON answer the first screen was rendered with, by the URL the client asks for it. */
  answers: Record<string, unknown>;
}

interface RenderContext {
  get: InProcessGet;
  answers: Record<string, unknown>;
}

const context = new AsyncLocalStorage<RenderContext>();
/**
 * Render passes at most: the first notes the URLs its components read in effects (a category's
 * products, the home page's first blocks), the next renders with their answers. A URL whose read
 * failed is not asked again; answers that lead to more reads (none today) get one more pass.
 */
const MAX_PASSES = 3;
const CATALOGS = { vi: viMessages, en: enMessages } as const;

setFetchTransport(async (url) => {
  const current = context.getStore();
  if (!current) throw new Error(`API read outside a server render: ${url}`);
  const { status, body } = await current.get(url);
  if (status === 200) current.answers[url] = JSON.parse(body) as unknown;
  return new Response(body, { status, headers: { 'content-type': 'application/json' } });
});

/**
 * Renders `url` signed out (the caller never passes a visitor's session: the HTML must be the same
 * for every guest). Null when the page did not load cleanly (a not-found slug, an API error, a
 * redirect): the caller then sends the plain shell and the browser renders as before.
 */
export async function renderPage(url: string, locale: Locale, get: InProcessGet): Promise<ServerRender | null> {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [url] }) });
  const answers: Record<string, unknown> = {};
  await context.run({ get, answers }, () => router.load());
  const { matches, location } = router.state;
  if (matches.length < 2 || location.href !== url || matches.some((match) => match.status !== 'success')) return null;
  const asked = new Set<string>();
  for (let pass = 1; ; pass += 1) {
    const wanted = new Set<string>();
    // Each pass is synchronous: no other request can switch the language or the pass in between.
    i18n.loadAndActivate({ locale, messages: CATALOGS[locale] });
    setServerPass({ wanted, answers });
    let html: string;
    try {
      html = renderToString(<AppRoot router={router} />);
    } finally {
      setServerPass(null);
    }
    const missing = [...wanted].filter((wantedUrl) => !asked.has(wantedUrl) && !(wantedUrl in answers));
    if (missing.length === 0 || pass === MAX_PASSES) return { html, answers };
    for (const wantedUrl of missing) asked.add(wantedUrl);
    // Read like getJson would; a failed read stays out of the answers and the browser loads it.
    await context.run({ get, answers }, () => Promise.all(missing.map((url) => fetchAnswer(url))));
  }
}

/** One GET through the transport above, which records a successful answer. */
async function fetchAnswer(url: string): Promise<void> {
  await apiFetch(url, {});
}
