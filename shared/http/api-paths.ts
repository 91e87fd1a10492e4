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
} as const;

/**
 * GET a product's page data. Written once because the server preloads it into the app shell, and
 * the browser hands that answer to the page's own fetch only when the URLs are the same.
 */
export function productDetailPath(slug: string): string {
  return `/v1/products/${encodeURIComponent(slug)}`;
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
