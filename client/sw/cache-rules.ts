/** Runtime cache names (ARCHITECTURE "Data flow": SWR for catalogue GETs, cache-first for images). */
export const API_CACHE = 'api-catalog';
export const IMAGE_CACHE = 'images';
/** Forum and comment reads: network first (a reply must show at once), the last answer offline. */
export const COMMUNITY_CACHE = 'api-community';
/** How long a community read waits for the network before the cached answer is shown. */
export const COMMUNITY_NETWORK_TIMEOUT_SECONDS = 4;

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
    /^\/v1\/(product-viewed|product-popular|filter-category|supports|countries|locations)$/.test(pathname) ||
    /^\/v1\/suppliers\/[^/]+$/.test(pathname) ||
    /^\/v1\/products(\/[^/]+)?$/.test(pathname) ||
    // The shop's content (spec §2 news, services, company and policy pages): visited ones open offline.
    /^\/v1\/(news|services|pages|informations)(\/[^/]+)?$/.test(pathname)
  );
}

/**
 * Forum topics, their posts, comments and a user's forum page: visited ones open offline, but
 * online they are read fresh, as people write in them all the time.
 */
export function isCommunityApiPath(pathname: string): boolean {
  return /^\/v1\/(topics(\/[a-z0-9-]+)?|posts|comments)$/.test(pathname) || /^\/v1\/users\/\d+\/forum$/.test(pathname);
}

/** Product and avatar images, cached first (their URLs never change content). */
export function isImagePath(pathname: string): boolean {
  return /^\/(upload|photo)\//.test(pathname);
}

/** Which runtime cache a same-origin GET belongs to, or null when it is not cached at runtime. */
export function runtimeCacheFor(url: URL, origin: string): typeof API_CACHE | typeof IMAGE_CACHE | typeof COMMUNITY_CACHE | null {
  if (url.origin !== origin) return null;
  if (isCommunityApiPath(url.pathname)) return COMMUNITY_CACHE;
  if (isCatalogApiPath(url.pathname)) return API_CACHE;
  if (isImagePath(url.pathname)) return IMAGE_CACHE;
  return null;
}
