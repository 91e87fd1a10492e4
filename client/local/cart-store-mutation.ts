import type { CartStoreBody, CartStoreResponse } from '#shared/cart-api/schemas.ts';
import { API_PATH } from '#shared/http/api-paths.ts';
import { getSessionState } from '../session/session-store.ts';
import { cartSessionHeader } from './cart-server.ts';
import { defineMutation } from './mutation-registry.ts';

/** The outbox name of the whole-cart sync; stored in entries, so it never changes. */
export const CART_STORE_MUTATION = 'cart.set-store';

/** A snapshot of the whole local cart, for the guest session or the user it was taken for. */
export interface CartStorePayload {
  body: CartStoreBody;
  /** Sent as X-Cart-Session; null when a user is signed in (the server keys by the session user). */
  guestSession: string | null;
  /** Whose cart the snapshot is: 'guest', or the user id. */
  owner: 'guest' | number;
}

/** Whose cart a request would change now; null while the session is still loading. */
function currentOwner(): 'guest' | number | null {
  const state = getSessionState();
  if (state.status === 'loading') return null;
  return state.status === 'user' ? state.user.id : 'guest';
}

/**
 * POST /v1/carts/set-store/cart through the outbox (spec §7; spec §9 "guest cart sync 2 s"). A
 * snapshot taken for one identity is never sent for another: a guest's cart sent after sign-in
 * would replace the account's cart (the sign-in merge handles it instead).
 */
export const cartStoreMutation = defineMutation<CartStorePayload, CartStoreResponse>(CART_STORE_MUTATION, {
  toRequest(payload) {
    const owner = currentOwner();
    if (owner !== null && owner !== payload.owner) throw new Error('cart snapshot of another session');
    return { method: 'POST', url: API_PATH.cartSetStore, body: payload.body, headers: cartSessionHeader(payload.guestSession) };
  },
  async onSuccess(response, entry) {
    const { afterStoreAnswer } = await import('./cart-sync.ts');
    await afterStoreAnswer(entry.payload as CartStorePayload, response);
  },
  async onFailure(error, entry) {
    // A refused snapshot is superseded by the next one; it must not sit in the failed list.
    const { forgetFailedStore } = await import('./cart-sync.ts');
    await forgetFailedStore(entry.id, error.code ?? null, (entry.payload as CartStorePayload).body.count);
  },
});
