// The server-rendering entry (built by scripts/build.ts into dist/ssr/ with Vite's SSR mode and
// loaded by server/plugins/client-app.ts): renders a page's first screen with the same router,
// routes and components as the browser, so the HTML paints real content before any script runs
// and client/main.tsx hydrates it without a change. Its API reads go to the same Fastify app
// in-process; their answers are returned to be embedded in the page for the client's first load.
import { AsyncLocalStorage } from 'node:async_hooks';
import { i18n } from '@lingui/core';
import { createMemoryHistory } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
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
    const html = await oneAtATime(async () => {
      i18n.loadAndActivate({ locale, messages: CATALOGS[locale] });
      setServerPass({ wanted, answers });
      try {
        return await renderComplete(<AppRoot router={router} />);
      } finally {
        setServerPass(null);
      }
    });
    const missing = [...wanted].filter((wantedUrl) => !asked.has(wantedUrl) && !(wantedUrl in answers));
    if (missing.length === 0 || pass === MAX_PASSES) return { html, answers };
    for (const wantedUrl of missing) asked.add(wantedUrl);
    // Read like getJson would; a failed read stays out of the answers and the browser loads it.
    await context.run({ get, answers }, () => Promise.all(missing.map((url) => fetchAnswer(url))));
  }
}

let lastPass: Promise<unknown> = Promise.resolve();

/**
 * Runs render passes one after another: a pass sets the module-wide language and server pass
 * (initialAnswer), which a pass of another request must not switch while this one waits for a
 * lazy component's code.
 */
function oneAtATime<T>(pass: () => Promise<T>): Promise<T> {
  const result = lastPass.then(pass, pass);
  lastPass = result.catch(() => undefined);
  return result;
}

/**
 * The markup with every Suspense boundary complete: a lazy component (the product's comments) is
 * waited for instead of leaving its boundary to the browser, which renderToString did on the first
 * render after a start; the browser then discarded that part of the markup and reported it
 * (React error 419) while hydrating.
 */
async function renderComplete(element: ReactNode): Promise<string> {
  let failure: unknown = null;
  const { prelude } = await prerenderToNodeStream(element, {
    // Never outline a large boundary to be swapped in by an inline script (refused by the CSP's
    // script-src 'self'): the whole page is written in order, as renderToString did.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      failure ??= error;
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return Buffer.concat(chunks).toString('utf8');
}

/** One GET through the transport above, which records a successful answer. */
async function fetchAnswer(url: string): Promise<void> {
  await apiFetch(url, {});
}
