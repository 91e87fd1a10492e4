/**
 * What a page URL of the storefront (spec §2) shows, so the server can answer with the app shell,
 * the right status and the right title, description and canonical link: 200 for pages that exist,
 * 404 for everything else (the app then shows its not-found page). Pages whose existence depends
 * on data are returned with their slug for the server to look up.
 */
export type PageMatch =
  /** Pages that always exist: home, the brand index (/thuong-hieu), search results (/products). */
  | { kind: 'static'; page: StaticPage }
  /** /product/{slug}: a category listing (the base path for filters). */
  | { kind: 'category'; slug: string }
  /** /products/{slug} and /{slug}: a product page; /products/{slug} is the canonical one. */
  | { kind: 'product'; slug: string }
  /** /suppliers/{slug} and /thuong-hieu/{slug}: a brand page; /suppliers/{slug} is the canonical one. */
  | { kind: 'brand'; slug: string }
  /** Sign-in and account pages (issue 4): always answered, never indexed; the path is their own canonical. */
  | { kind: 'account'; page: AccountPage; path: string }
  /** The PCB quote pages (issue 6): always answered and indexed, except the browser's own drafts. */
  | { kind: 'pcb'; page: PcbPage; path: string };

export type PcbPage = 'fabrication' | 'assembly' | 'stencil' | 'custom' | 'drafts';

export type StaticPage = 'home' | 'brands' | 'search';

export type AccountPage =
  | 'login'
  | 'register'
  | 'forgot-password'
  | 'logout'
  | 'notifications'
  | 'settings'
  | 'profile-edit'
  | 'delivery-addresses'
  | 'delivery-address-edit'
  | 'public-profile'
  | 'carts'
  | 'checkout'
  | 'orders'
  | 'pcb-orders'
  | 'favorites'
  | 'admin';

/** Spec §2 account routes. */
const ACCOUNT_PAGES: ReadonlyArray<readonly [RegExp, AccountPage]> = [
  [/^\/login\/?$/, 'login'],
  [/^\/register\/?$/, 'register'],
  [/^\/forgot-password\/?$/, 'forgot-password'],
  [/^\/logout\/?$/, 'logout'],
  [/^\/notifications\/?$/, 'notifications'],
  [/^\/user\/settings\/?$/, 'settings'],
  // Issue 14 item 33: the favourites list of the user menu.
  [/^\/user\/favorites\/?$/, 'favorites'],
  [/^\/user\/profiles\/edit\/?$/, 'profile-edit'],
  [/^\/user\/delivery-addresses\/?$/, 'delivery-addresses'],
  [/^\/user\/delivery-addresses\/(?:new|[1-9]\d{0,17}\/edit)\/?$/, 'delivery-address-edit'],
  [/^\/users\/[1-9]\d{0,17}\/?$/, 'public-profile'],
  // Issue 5 cart, checkout and orders; issue 6 PCB orders; issue 7 back office.
  [/^\/carts\/?$/, 'carts'],
  [/^\/checkout\/?$/, 'checkout'],
  [/^\/orders\/?$/, 'orders'],
  [/^\/pcb-orders\/?$/, 'pcb-orders'],
  [/^\/admin(?:\/orders\/(?:shop|pcb)\/[1-9]\d{0,17})?\/?$/, 'admin'],
];

/** Spec §2 /pcb and its forms (issue 6). */
const PCB_PAGES: ReadonlyArray<readonly [RegExp, PcbPage]> = [
  [/^\/pcb\/?$/, 'fabrication'],
  [/^\/pcb\/assembly\/?$/, 'assembly'],
  [/^\/pcb\/stencil\/?$/, 'stencil'],
  [/^\/pcb\/custom\/?$/, 'custom'],
  [/^\/pcb\/drafts\/?$/, 'drafts'],
];

/**
 * First path segments that belong to other routes of the spec (§2) or of the server, so `/{slug}`
 * never reads them as a product slug. Pages of later issues (pcb, bom, tin-tuc, ...) are listed
 * here already: they answer 404 until their issue adds them, instead of being looked up as products.
 */
export const RESERVED_TOP_LEVEL: ReadonlySet<string> = new Set([
  'pcb', 'pcb-orders', 'bom', 'dich-vu', 'tin-tuc', 'lien-he', 'carts', 'checkout', 'orders', 'login', 'register',
  'forgot-password', 'logout', 'notifications', 'products', 'product', 'thuong-hieu', 'suppliers', 'information',
  'cong-ty', 'pages', 'forums', 'users', 'user', 'auth', 'lang', 'admin', 'sitemap.xml', 'sitemaps', 'robots.txt',
  'v1', 'api', 'upload', 'photo', 'docs', 'healthz', 'assets', 'icons',
]);

const STATIC_PAGES: ReadonlyMap<string, StaticPage> = new Map([
  ['/', 'home'],
  ['/thuong-hieu', 'brands'],
  ['/thuong-hieu/', 'brands'],
  ['/products', 'search'],
  ['/products/', 'search'],
]);

/** Slugs as the shop writes them: lowercase letters, digits and hyphens. */
export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]*$/;

const SLUG = '([a-z0-9][a-z0-9-]*)';
const CATEGORY_PAGE = new RegExp(`^/product/${SLUG}/?$`);
const PRODUCT_PAGE = new RegExp(`^/products/${SLUG}/?$`);
const BRAND_PAGE = new RegExp(`^/(?:suppliers|thuong-hieu)/${SLUG}/?$`);
/** Spec §2: `/{slug}` is a product detail page (one reading; the other is /products/{slug}). */
const PRODUCT_AT_ROOT = new RegExp(`^/${SLUG}/?$`);

/** Reads a URL path (no query string) into the page it shows, or null when it is no page. */
export function matchPage(path: string): PageMatch | null {
  const page = STATIC_PAGES.get(path);
  if (page) return { kind: 'static', page };
  const category = CATEGORY_PAGE.exec(path)?.[1];
  if (category) return { kind: 'category', slug: category };
  const product = PRODUCT_PAGE.exec(path)?.[1];
  if (product) return { kind: 'product', slug: product };
  const brand = BRAND_PAGE.exec(path)?.[1];
  if (brand) return { kind: 'brand', slug: brand };
  const account = ACCOUNT_PAGES.find(([pattern]) => pattern.test(path));
  if (account) return { kind: 'account', page: account[1], path: path.replace(/(.)\/$/, '$1') };
  const pcb = PCB_PAGES.find(([pattern]) => pattern.test(path));
  if (pcb) return { kind: 'pcb', page: pcb[1], path: path.replace(/(.)\/$/, '$1') };
  const atRoot = PRODUCT_AT_ROOT.exec(path)?.[1];
  if (atRoot && !RESERVED_TOP_LEVEL.has(atRoot)) return { kind: 'product', slug: atRoot };
  return null;
}

/** The canonical path of a page (spec §2 names two URLs for products and brands; one is canonical). */
export function canonicalPath(page: PageMatch): string {
  switch (page.kind) {
    case 'static':
      return page.page === 'home' ? '/' : page.page === 'brands' ? '/thuong-hieu' : '/products';
    case 'category':
      return `/product/${page.slug}`;
    case 'product':
      return `/products/${page.slug}`;
    case 'brand':
      return `/suppliers/${page.slug}`;
    case 'account':
    case 'pcb':
      return page.path;
  }
}
