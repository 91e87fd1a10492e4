import { CART_SESSION_HEADER } from '#shared/http/headers.ts';
import { GUEST_SESSION_KEY } from './guest-session.ts';
import { loadLocalDb } from './lazy-local-db.ts';

/**
 * The X-Cart-Session header for sign-in and registration, so the server merges this browser's
 * guest cart into the account (server/modules/cart/merge-guest-cart.ts). Empty when the
 * browser never had a guest cart session or local storage is unavailable.
 */
export async function guestCartHeaders(): Promise<Record<string, string>> {
  try {
    const row = await (await loadLocalDb()).kv.get(GUEST_SESSION_KEY);
    return typeof row?.value === 'string' ? { [CART_SESSION_HEADER]: row.value } : {};
  } catch {
    return {};
  }
}
