import type { CartDetailsResponse } from '#shared/cart/schemas.ts';
import { API_PATH } from '#shared/http/api-paths.ts';
import { CART_SESSION_HEADER } from '#shared/http/headers.ts';


/** The header naming a guest cart session, or none for a signed-in user. */
export function cartSessionHeader(guestSession: string | null): Record<string, string> {
  return guestSession ? { [CART_SESSION_HEADER]: guestSession } : {};
}

/**
 * GET /v1/carts: the server's cart with current prices and stock, for the user signed in or the
 * guest session named. Rejects when offline or on a non-2xx answer.
 */
export async function fetchServerCart(guestSession: string | null, signal?: AbortSignal): Promise<CartDetailsResponse> {
  const response = await fetch(API_PATH.carts, {
    headers: { accept: 'application/json', ...cartSessionHeader(guestSession) },
    credentials: 'same-origin',
    cache: 'no-store',
    signal: signal ?? null,
  });
  if (!response.ok) throw new Error(`GET /v1/carts answered ${response.status}`);
  return (await response.json()) as CartDetailsResponse;
}
