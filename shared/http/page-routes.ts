/**
 * What a page URL of the storefront (spec §2) shows, so the server can answer with the app shell
 * and the right status: 200 for pages that exist, 404 for everything else (the app then shows its
 * not-found page). Pages whose existence depends on data are returned with their slug for the
 * server to look up.
 */
export type PageMatch =
  | { kind: 'static' }
  | { kind: 'category'; slug: string }
  | { kind: 'product'; slug: string };

/** Page URLs that always exist. */
const STATIC_PAGES = new Set(['/']);

const SLUG = '([a-z0-9][a-z0-9-]*)';
const CATEGORY_PAGE = new RegExp(`^/product/${SLUG}/?$`);
/** Spec §2: `/{slug}` is a product detail page (one reading; the other is /products/{slug}). */
const PRODUCT_AT_ROOT = new RegExp(`^/${SLUG}/?$`);

export function matchPage(path: string): PageMatch | null {
  if (STATIC_PAGES.has(path)) return { kind: 'static' };
  const category = CATEGORY_PAGE.exec(path);
  if (category?.[1]) return { kind: 'category', slug: category[1] };
  const product = PRODUCT_AT_ROOT.exec(path);
  if (product?.[1]) return { kind: 'product', slug: product[1] };
  return null;
}
