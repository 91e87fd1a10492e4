/**
 * API paths that the client calls and the server routes, written once (spec §7). A path with a
 * parameter stays beside its route; these are the fixed ones more than one file writes.
 * No imports: the client reads these at run time.
 */
export const API_PATH = {
  /** GET: who is signed in; also hands out the anti-forgery cookie. */
  me: '/v1/me',
  /** GET the server's cart; POST adds a line. */
  carts: '/v1/carts',
  /** POST: the browser's whole cart, replacing the server's (the cart sync). */
  cartSetStore: '/v1/carts/set-store/cart',
  /** GET the checkout context (profile, fees, address). */
  checkout: '/v1/checkout',
  /** GET the user's orders; POST places one. */
  orders: '/v1/orders',
  /** POST subscribes this browser to web push; DELETE unsubscribes it. */
  pushSubscriptions: '/v1/push/subscriptions',
  /** GET the category menu. */
  menu: '/v1/get-menu',
  /** GET the footer blocks. */
  footer: '/v1/get-footer',
  /** POST a BOM file (multipart): its columns, mapping and lines. */
  bomParse: '/v1/bom/parse',
  /** POST BOM lines: each matched to the catalogue and priced for N boards. */
  bomMatch: '/v1/bom/match',
  /** GET the signed-in user's saved BOMs; POST saves one (`bomPath(id)` for one). */
  boms: '/v1/boms',
  /** POST the lines we do not sell as a sourcing request. */
  bomSourcingRequests: '/v1/bom/sourcing-requests',
  /** GET (staff) the sourcing requests. */
  adminBomSourcingRequests: '/v1/admin/bom-sourcing-requests',
  /** GET one saved BOM of any customer with its lines (staff; `adminBomPath(id)`), e.g. the one a PCB assembly quote refers to. */
  adminBoms: '/v1/admin/boms',
  /** GET (staff) the products list; POST creates one; `/{id}` reads or changes one. */
  adminProducts: '/v1/admin/products',
  /** GET (staff) the category tree; POST creates one; `/{id}`, `/{id}/move`, `/{id}/merge`, `/reorder`. */
  adminCategories: '/v1/admin/categories',
  /** GET (staff) the filter groups with their values; POST creates one; `/{id}`, `/{id}/merge`, `/reorder`. */
  adminFilters: '/v1/admin/filters',
  /** GET (staff) every province's delivery fee; POST `/{id}` sets one. */
  adminDeliveryFees: '/v1/admin/settings/delivery-fees',
  /** GET (staff) the exchange rate; POST sets it. */
  adminExchangeRate: '/v1/admin/settings/exchange-rate',
  /** GET (staff) the opening hours the pickup slots come from; POST sets the week. */
  adminOpeningHours: '/v1/admin/settings/opening-hours',
  /** GET (staff) the bank account for transfers; POST sets it. */
  adminBankAccount: '/v1/admin/settings/bank-account',
  /** GET published news (spec §2 /tin-tuc); `/{slug}` one article. */
  news: '/v1/news',
  /** GET the shop's services (spec §2 /dich-vu); `/{slug}` one service. */
  services: '/v1/services',
  /** GET a footer page by slug (spec §2 /cong-ty/{slug}, /pages/quy-dinh-bao-hanh): `/{slug}`. */
  shopPages: '/v1/pages',
  /** GET a footer information group with its pages (spec §2 /information/{slug}): `/{slug}`. */
  informations: '/v1/informations',
  /** POST the /lien-he contact form. */
  contactMessages: '/v1/contact-messages',
  /** GET `/{type}`: the notification banner of a kind of page (spec §7). */
  notificationPage: '/v1/notification-page',
  /** GET the ads, footer back links and the popup not yet shown (spec §7). */
  ads: '/v1/ads',
  /** POST marks the promo popup shown (spec §7). */
  popupAlert: '/popupAlert',
  /** GET the support widget's groups and supporters (spec §7). */
  supports: '/v1/supports',
} as const;

/**
 * GET a product's page data. Written once because the server preloads it into the app shell, and
 * the browser hands that answer to the page's own fetch only when the URLs are the same.
 */
export function productDetailPath(slug: string): string {
  return `/v1/products/${encodeURIComponent(slug)}`;
}

/** GET, PATCH (rename) or DELETE one saved BOM. */
export function adminBomPath(id: number): string {
  return `/v1/admin/boms/${id}`;
}

export function bomPath(id: number): string {
  return `/v1/boms/${id}`;
}

/** The community calls (spec §7) the comments widget and the forum send. */
export const COMMUNITY_PATH = {
  /** GET a new captcha picture (spec §7 GET /reload-captcha). */
  captcha: '/reload-captcha',
  /** GET ?object_id&object_type&page; POST a comment or reply; DELETE /{id} your own. */
  comments: '/v1/comments',
  /** GET ?page: topics and new replies; GET /{slug} one topic; POST opens one. */
  topics: '/v1/topics',
  /** GET ?topic_id&page; POST a reply; DELETE /{id} your own. */
  posts: '/v1/posts',
} as const;
