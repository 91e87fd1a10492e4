/**
 * The storefront's page URLs (spec §2) that the PWA renders, as patterns. The server answers them
 * with the app shell and status 200; any other page path gets the shell with status 404, so
 * crawlers and tools see real 404s while the app shows its not-found page.
 * A single-segment `/{slug}` is a product page only when such a product exists (checked by the server).
 */
export const PAGE_ROUTES: readonly string[] = ['/', '/product/:slug', '/offline'];

function toRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

const matchers = PAGE_ROUTES.map(toRegExp);

/** True when `path` (no query) is one of the app's page URLs. */
export function isPageRoute(path: string): boolean {
  return matchers.some((re) => re.test(path));
}

/** The slug when `path` has the `/{slug}` product-detail shape (spec §2), else null. */
export function productDetailSlug(path: string): string | null {
  const match = /^\/([a-z0-9][a-z0-9-]*)\/?$/.exec(path);
  return match?.[1] ?? null;
}
