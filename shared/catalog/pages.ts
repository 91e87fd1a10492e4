import type { PageDeclaration } from '../http/page-declaration.ts';

/** Catalogue pages that always exist: home, the brand index (/thuong-hieu), search results (/products). */
export type StaticPage = 'home' | 'brands' | 'search';

/** What a catalogue URL shows; pages whose existence depends on data carry the slug to look up. */
export type CatalogPage =
  | { kind: 'static'; page: StaticPage }
  /** /product/{slug}: a category listing (the base path for filters). */
  | { kind: 'category'; slug: string }
  /** /products/{slug} and /{slug}: a product page; /products/{slug} is the canonical one. */
  | { kind: 'product'; slug: string }
  /** /suppliers/{slug} and /thuong-hieu/{slug}: a brand page; /suppliers/{slug} is the canonical one. */
  | { kind: 'brand'; slug: string };

/** Slugs as the shop writes them: lowercase letters, digits and hyphens. */
export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]*$/;

/**
 * First path segments that belong to other routes of the spec (§2) or of the server, so `/{slug}`
 * never reads them as a product slug. Pages not built yet (bom, tin-tuc, ...) are listed already:
 * they answer 404 instead of being looked up as products.
 */
export const RESERVED_TOP_LEVEL: ReadonlySet<string> = new Set([
  'pcb', 'pcb-orders', 'bom', 'dich-vu', 'tin-tuc', 'lien-he', 'carts', 'checkout', 'orders', 'login', 'register',
  'forgot-password', 'logout', 'notifications', 'products', 'product', 'thuong-hieu', 'suppliers', 'information',
  'cong-ty', 'pages', 'forums', 'users', 'user', 'auth', 'lang', 'admin', 'sitemap.xml', 'sitemaps', 'robots.txt',
  'v1', 'api', 'upload', 'photo', 'docs', 'healthz', 'assets', 'icons',
]);

const SLUG = '([a-z0-9][a-z0-9-]*)';

function staticPage(page: StaticPage, pattern: RegExp, route: string): PageDeclaration<CatalogPage> {
  return { routes: [route], pattern, read: () => ({ kind: 'static', page }) };
}

function slugPage(kind: 'category' | 'product' | 'brand', pattern: RegExp, routes: readonly string[]): PageDeclaration<CatalogPage> {
  return { routes, pattern, read: (match) => ({ kind, slug: match[1]! }) };
}

/** Spec §2 catalogue pages, except the product at the root (see productAtRootPage). */
export const catalogPages: readonly PageDeclaration<CatalogPage>[] = [
  staticPage('home', /^\/$/, '/'),
  staticPage('brands', /^\/thuong-hieu\/?$/, '/thuong-hieu/'),
  staticPage('search', /^\/products\/?$/, '/products/'),
  slugPage('category', new RegExp(`^/product/${SLUG}/?$`), ['/product/$slug']),
  slugPage('product', new RegExp(`^/products/${SLUG}/?$`), ['/products/$slug']),
  slugPage('brand', new RegExp(`^/(?:suppliers|thuong-hieu)/${SLUG}/?$`), ['/suppliers/$slug', '/thuong-hieu/$slug']),
];

/**
 * Spec §2: `/{slug}` is a product detail page (one reading; the other is /products/{slug}). It is
 * tried after every other page, and never for a reserved first segment.
 */
export const productAtRootPage: PageDeclaration<CatalogPage> = {
  routes: ['/$slug'],
  pattern: new RegExp(`^/${SLUG}/?$`),
  read: (match) => (RESERVED_TOP_LEVEL.has(match[1]!) ? null : { kind: 'product', slug: match[1]! }),
};

const STATIC_CANONICAL: Record<StaticPage, string> = { home: '/', brands: '/thuong-hieu', search: '/products' };

/** The canonical path of a catalogue page (spec §2 names two URLs for products and brands; one is canonical). */
export function catalogCanonicalPath(page: CatalogPage): string {
  switch (page.kind) {
    case 'static':
      return STATIC_CANONICAL[page.page];
    case 'category':
      return `/product/${page.slug}`;
    case 'product':
      return `/products/${page.slug}`;
    case 'brand':
      return `/suppliers/${page.slug}`;
  }
}
