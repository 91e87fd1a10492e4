/**
 * Header and cookie names both sides write (spec §7: "every mutating request needs the
 * anti-forgery token header and the ajax marker header"; the idempotency key of the outbox; the
 * guest cart session). Lowercase, as Node hands request headers to the server; header names are
 * case-insensitive on the wire (RFC 9110 §5.1), so the browser may send them as written here.
 * No imports: the client reads these at run time.
 */

/** The guest cart session id (a UUID the browser makes), for a guest's cart calls and the sign-in merge. */
export const CART_SESSION_HEADER = 'x-cart-session';
/** The anti-forgery token cookie the server sets and the header that must repeat it (double submit). */
export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';
/** The ajax marker header and its value. */
export const AJAX_MARKER_HEADER = 'x-requested-with';
export const AJAX_MARKER = 'XMLHttpRequest';
/** The outbox entry id, the same on every retry, so the server applies a write once. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
