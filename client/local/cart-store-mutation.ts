import type { CartStoreBody, CartStoreResponse } from '#shared/cart/schemas.ts';
import { API_PATH } from '#shared/http/api-paths.ts';
import { getSessionState } from '../session/session-store.ts';
import { cartSessionHeader } from './cart-server.ts';
import { defineMutation, type MutationDefinition } from './mutation-registry.ts';

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

/** What the cart sync does with the outcome of a snapshot; given when the mutation is defined. */
export interface CartStoreOutcome {
  /** The server's answer (its adjustments and the whole cart) for `payload`. */
  answered(payload: CartStorePayload, answer: CartStoreResponse): Promise<void>;
  /** The server refused the snapshot for good (`code` is the error body's code). */
  refused(entryId: string, code: string | null, lineCount: number): Promise<void>;
}

/**
 * POST /v1/carts/set-store/cart through the outbox (spec §7; spec §9 "guest cart sync 2 s"). A
 * snapshot taken for one identity is never sent for another: a guest's cart sent after sign-in
 * would replace the account's cart (the sign-in merge handles it instead). The cart sync defines
 * it with its own outcome handlers (client/local/cart-sync.ts), so this file imports none of it.
 */
export function defineCartStoreMutation(outcome: CartStoreOutcome): MutationDefinition<CartStorePayload, CartStoreResponse> {
  return defineMutation<CartStorePayload, CartStoreResponse>(CART_STORE_MUTATION, {
    toRequest(payload) {
      const owner = currentOwner();
      if (owner !== null && owner !== payload.owner) throw new Error('cart snapshot of another session');
      return { method: 'POST', url: API_PATH.cartSetStore, body: payload.body, headers: cartSessionHeader(payload.guestSession) };
    },
    onSuccess(response, entry) {
      return outcome.answered(entry.payload as CartStorePayload, response);
    },
    onFailure(error, entry) {
      // A refused snapshot is superseded by the next one; it must not sit in the failed list.
      return outcome.refused(entry.id, error.code ?? null, (entry.payload as CartStorePayload).body.count);
    },
  });
}
