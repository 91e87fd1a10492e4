import { accountPages } from '../accounts/pages.ts';
import { addressPages } from '../addresses/pages.ts';
import { bomPages } from '../bom/pages.ts';
import { cartPages } from '../cart/pages.ts';
import { adminCatalogPages } from '../catalog-admin/pages.ts';
import { adminStructurePages } from '../catalog-structure/pages.ts';
import { catalogCanonicalPath, catalogPages, productAtRootPage, type CatalogPage } from '../catalog/pages.ts';
import { checkoutPages } from '../checkout/pages.ts';
import { adminContentPages, contentItemPages, contentPages, type ContentItemPage } from '../content/pages.ts';
import { communityPages } from '../community/pages.ts';
import { favoritePages } from '../favorites/pages.ts';
import { notificationPages } from '../notifications/pages.ts';
import { orderPages } from '../orders/pages.ts';
import { pcbOrderPages, pcbPages } from '../pcb/pages.ts';
import type { FixedHead, PageDeclaration } from './page-declaration.ts';

/**
 * Every storefront page (spec §2), composed from the domains' own declarations
 * (`shared/<domain>/pages.ts`), so the server can answer a page URL with the app shell, the right
 * status and the right head: 200 for pages that exist, 404 for everything else (the app then shows
 * its not-found page). Pages whose existence depends on data are returned with their slug for the
 * server to look up.
 */

/**
 * Pages that always exist and have a fixed head, which their domain declared with the page: sign-in
 * and account pages (never indexed), the PCB quote and BOM tools, news, services and contact, the
 * forum.
 */
const FIXED_PAGES = [
  ...accountPages,
  ...addressPages,
  ...notificationPages,
  ...favoritePages,
  ...cartPages,
  ...checkoutPages,
  ...orderPages,
  ...pcbOrderPages,
  ...pcbPages,
  ...bomPages,
  ...contentPages,
  ...adminContentPages,
  ...adminCatalogPages,
  ...adminStructurePages,
  ...communityPages,
] as const;

type FixedPage = (typeof FIXED_PAGES)[number];
type FixedKind = FixedPage['kind'];

/** One of FIXED_PAGES as matched: always answered, its path its own canonical. */
export type FixedPageMatch = { [Kind in FixedKind]: { kind: Kind; page: Extract<FixedPage, { kind: Kind }>['page']; path: string } }[FixedKind];

/** A catalogue page, a fixed page, or a news article, service, footer page or information group (looked up by slug). */
export type PageMatch = CatalogPage | FixedPageMatch | ContentItemPage;

/** The pages in the order they are tried: the product at the root last, as it matches any one-segment path. */
export const PAGES: readonly PageDeclaration<PageMatch>[] = [...catalogPages, ...FIXED_PAGES, ...contentItemPages, productAtRootPage];

/** Reads a URL path (no query string) into the page it shows, or null when it is no page. */
export function matchPage(path: string): PageMatch | null {
  for (const declaration of PAGES) {
    const match = declaration.pattern.exec(path);
    const page = match ? declaration.read(match, path) : null;
    if (page) return page;
  }
  return null;
}

/** The canonical path of a page (spec §2 names two URLs for products and brands; one is canonical). */
export function canonicalPath(page: PageMatch): string {
  if (page.kind === 'content-item') return page.item === 'page' ? `/cong-ty/${page.slug}` : page.path;
  return isFixedPage(page) ? page.path : catalogCanonicalPath(page);
}

const FIXED_KINDS: ReadonlySet<string> = new Set(FIXED_PAGES.map((declaration) => declaration.kind));

/** Whether the page is one of FIXED_PAGES. */
export function isFixedPage(page: PageMatch): page is FixedPageMatch {
  return FIXED_KINDS.has(page.kind);
}

const FIXED_HEADS: ReadonlyMap<string, FixedHead> = new Map(FIXED_PAGES.map((declaration) => [`${declaration.kind}:${declaration.page}`, declaration.head]));

/** The head its domain declared for a fixed page. */
export function fixedHeadOf(page: FixedPageMatch): FixedHead {
  const head = FIXED_HEADS.get(`${page.kind}:${page.page}`);
  if (!head) throw new Error(`No head declared for ${page.kind} page ${page.page}`);
  return head;
}
