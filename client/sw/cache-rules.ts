/** Runtime cache names (ARCHITECTURE "Data flow": SWR for catalogue GETs, cache-first for images). */
export const API_CACHE = 'api-catalog';
export const IMAGE_CACHE = 'images';

/** Spec-sized limits: plenty for a browsing session, bounded on a phone. */
export const API_CACHE_MAX_ENTRIES = 200;
export const API_CACHE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
export const IMAGE_CACHE_MAX_ENTRIES = 500;
export const IMAGE_CACHE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Server paths that are never the app shell: navigations to them go to the network. */
export const NAVIGATION_DENYLIST: readonly RegExp[] = [
  /^\/v1(\/|$)/,
  /^\/api(\/|$)/,
  /^\/upload(\/|$)/,
  /^\/photo(\/|$)/,
  /^\/docs(\/|$)/,
  /^\/lang(\/|$)/,
  /^\/healthz(\/|$)/,
  // Social sign-in: the server redirects to the provider and back.
  /^\/auth\/(google|facebook|zalo)(\/|$)/,
];

/**
 * Catalogue reads cached stale-while-revalidate: the spec's `get-*` calls, the other public
 * catalogue lists (spec §7), and the listing, product and brand reads behind the catalogue pages
 * (pages already visited open offline, search results included), and the shop's content pages. Never
 * anything user-specific (carts, orders, notifications) and never search suggestions (offline,
 * the search box says they need a connection).
 */
export function isCatalogApiPath(pathname: string): boolean {
  return (
    /^\/v1\/get-[a-z-]+$/.test(pathname) ||
    /^\/v1\/(product-viewed|product-popular|filter-category|topics|supports|countries|locations)$/.test(pathname) ||
    /^\/v1\/suppliers\/[^/]+$/.test(pathname) ||
    /^\/v1\/products(\/[^/]+)?$/.test(pathname) ||
    // The shop's content (spec §2 news, services, company and policy pages): visited ones open offline.
    /^\/v1\/(news|services|pages|informations)(\/[^/]+)?$/.test(pathname)
  );
}

/** Product and avatar images, cached first (their URLs never change content). */
export function isImagePath(pathname: string): boolean {
  return /^\/(upload|photo)\//.test(pathname);
}

/** Which runtime cache a same-origin GET belongs to, or null when it is not cached at runtime. */
export function runtimeCacheFor(url: URL, origin: string): typeof API_CACHE | typeof IMAGE_CACHE | null {
  if (url.origin !== origin) return null;
  if (isCatalogApiPath(url.pathname)) return API_CACHE;
  if (isImagePath(url.pathname)) return IMAGE_CACHE;
  return null;
}
