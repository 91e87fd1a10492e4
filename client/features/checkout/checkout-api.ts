import type { CartDetailsResponse, CartItem } from '#shared/cart/schemas.ts';
import type { CheckoutContextResponse } from '#shared/checkout/schemas.ts';
import { API_PATH } from '#shared/http/api-paths.ts';
import { ApiError } from '../../api/api-error.ts';
import { getJson } from '../../api/get-json.ts';
import { loadLocalDb } from '../../local/lazy-local-db.ts';

function contextKey(userId: number): string {
  return `checkout-context:${userId}`;
}

/**
 * GET /v1/checkout (contract 1): profile, default address, fees, stored cart method, exchange
 * rate, bank account. The last answer is kept in Dexie so an offline visit still renders the form
 * (the order then waits in the outbox); `offline` says the answer is that copy.
 */
export async function fetchCheckoutContext(userId: number, signal: AbortSignal): Promise<{ context: CheckoutContextResponse; offline: boolean }> {
  const db = await loadLocalDb();
  try {
    const context = await getJson<CheckoutContextResponse>(API_PATH.checkout, { signal });
    await db.kv.put({ key: contextKey(userId), value: context }).catch(() => undefined);
    return { context, offline: false };
  } catch (error) {
    if (!(error instanceof ApiError && error.isNetworkError)) throw error;
    const stored = (await db.kv.get(contextKey(userId)))?.value as CheckoutContextResponse | undefined;
    if (!stored) throw error;
    return { context: stored, offline: true };
  }
}

/** GET /v1/carts: the server's lines with today's prices and stock; null when it cannot be reached. */
export async function fetchServerCart(signal?: AbortSignal): Promise<CartItem[] | null> {
  try {
    return (await getJson<CartDetailsResponse>(API_PATH.carts, signal ? { signal } : {})).carts_details;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return null;
  }
}
