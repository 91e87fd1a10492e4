import type { CartDetailsResponse } from '#shared/cart-api/schemas.ts';

/** shared/cart-api/schemas.ts CART_SESSION_HEADER (a TypeBox file the client imports types from only). */
export const CART_SESSION_HEADER = 'X-Cart-Session';

/** The header naming a guest cart session, or none for a signed-in user. */
export function cartSessionHeader(guestSession: string | null): Record<string, string> {
  return guestSession ? { [CART_SESSION_HEADER]: guestSession } : {};
}

/**
 * GET /v1/carts: the server's cart with current prices and stock, for the user signed in or the
 * guest session named. Rejects when offline or on a non-2xx answer.
 */
export async function fetchServerCart(guestSession: string | null, signal?: AbortSignal): Promise<CartDetailsResponse> {
  const response = await fetch('/v1/carts', {
    headers: { accept: 'application/json', ...cartSessionHeader(guestSession) },
    credentials: 'same-origin',
    cache: 'no-store',
    signal: signal ?? null,
  });
  if (!response.ok) throw new Error(`GET /v1/carts answered ${response.status}`);
  return (await response.json()) as CartDetailsResponse;
}
