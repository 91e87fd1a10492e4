import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { PageMatch } from '#shared/http/page-routes.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import type { RenderedBody } from './shell-renderer.ts';

/** One in-process GET of the API: what the page's loaders read while rendering. */
export type InProcessGet = (url: string) => Promise<{ status: number; body: string }>;

/** The server-rendering bundle's export (client/entry-server.tsx, built into dist/ssr/). */
export interface ServerRenderEntry {
  renderPage(url: string, locale: Locale, get: InProcessGet): Promise<RenderedBody | null>;
}

/**
 * The pages whose first screen the server renders: a category listing and a product (two of the
 * pages with Lighthouse goals, README "Lighthouse, mobile"). Every other page is the plain shell
 * that the browser renders, as before. Home and /pcb render cleanly too (client/entry-server.tsx
 * handles them) but are left out: e2e/offline-shell.spec.ts and the accessibility walk of the home
 * page failed with them on a build that predated the service worker fix (first-answers URLs handed
 * to its first install), and they have not been re-run with that fix yet.
 */
export function isServerRendered(page: PageMatch | null): boolean {
  return page?.kind === 'category' || page?.kind === 'product';
}

/** Loads the server-rendering bundle beside the client build, or null when the build has none. */
export async function loadServerRenderEntry(path: string): Promise<ServerRenderEntry | null> {
  if (!existsSync(path)) return null;
  return (await import(pathToFileURL(path).href)) as ServerRenderEntry;
}
