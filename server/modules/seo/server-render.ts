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
 * The pages whose first screen the server renders: the four pages with Lighthouse goals (README
 * "Lighthouse, mobile"): the home page, a category listing, a product and the PCB quote form.
 * Every other page is the plain shell that the browser renders, as before. Clicks on the markup
 * before it is hydrated are held and replayed (client/app/hold-early-clicks.ts).
 */
export function isServerRendered(page: PageMatch | null): boolean {
  if (!page) return false;
  if (page.kind === 'category' || page.kind === 'product') return true;
  return (page.kind === 'static' && page.page === 'home') || (page.kind === 'pcb' && page.page === 'fabrication');
}

/** Loads the server-rendering bundle beside the client build, or null when the build has none. */
export async function loadServerRenderEntry(path: string): Promise<ServerRenderEntry | null> {
  if (!existsSync(path)) return null;
  return (await import(pathToFileURL(path).href)) as ServerRenderEntry;
}
