import type { CartStoreResponse } from '#shared/cart/schemas.ts';
import { CART_FULL, CART_MAX_LINES } from '#shared/cart/cart-limit.ts';
import { liveQuery } from 'dexie';
import { getSessionState, subscribeSession, type SessionState } from '../session/session-store.ts';
import { enqueueWrite } from './app-outbox.ts';
import { addCartNotices } from './cart-notices.ts';
import { fetchServerCart } from './cart-server.ts';
import { defineCartStoreMutation, type CartStorePayload } from './cart-store-mutation.ts';
import { setSyncedSignature } from './cart-sync-apply.ts';
import { createCartSyncController, type CartIdentity, type CartSyncController } from './cart-sync-controller.ts';
import { localDb } from './db.ts';
import { GUEST_SESSION_KEY, getOrCreateGuestSessionId } from './guest-session.ts';
import { systemScheduler } from './system-time.ts';

/**
 * The browser's cart sync ("The cart is local-first"), loaded after the first paint by
 * client/app/start-outbox.ts: every change of the local cart is sent as a whole-cart snapshot ~2 s
 * after the last one, and the server's cart is joined in when who is signed in changes.
 */

function ownerOf(state: SessionState): 'loading' | 'guest' | number {
  return state.status === 'user' ? state.user.id : state.status;
}

async function identity(): Promise<CartIdentity | null> {
  const owner = ownerOf(getSessionState());
  if (owner === 'loading') return null;
  if (owner !== 'guest') return { owner, guestSession: null };
  return { owner, guestSession: await getOrCreateGuestSessionId(localDb) };
}

async function existingGuestSession(): Promise<string | null> {
  const row = await localDb.kv.get(GUEST_SESSION_KEY);
  return typeof row?.value === 'string' ? row.value : null;
}

let controller: CartSyncController | null = null;

function cartSync(): CartSyncController {
  controller ??= createCartSyncController({
    db: localDb,
    scheduler: systemScheduler,
    identity,
    existingGuestSession,
    enqueue: (payload) => enqueueWrite(cartStoreMutation, payload),
    fetchCart: (guestSession) => fetchServerCart(guestSession),
    isOnline: () => navigator.onLine,
    onError: (error) => console.warn('cart sync:', error),
  });
  return controller;
}

let started = false;

/** Starts watching the local cart, the session and the connection (once per page). */
export function startCartSync(): void {
  if (started) return;
  started = true;
  const sync = cartSync();
  // Every change of the lines (from any tab) restarts the wait; the first emission checks
  // whether an earlier visit left changes unsent.
  liveQuery(() => localDb.cartLines.toArray()).subscribe({ next: () => sync.noticeChange(), error: () => {} });
  let previous: 'loading' | 'guest' | number = 'loading';
  const onSession = () => {
    const next = ownerOf(getSessionState());
    if (next === 'loading' || next === previous) return;
    const before = previous;
    previous = next;
    void sync.sessionChanged(before, next).catch((error: unknown) => console.warn('cart sync:', error));
  };
  subscribeSession(onSession);
  // The session may have become known before this module loaded.
  onSession();
  window.addEventListener('online', () => void sync.cameOnline());
}

/** The outbox's onSuccess of a snapshot: applies the server's adjustments and the cart it answered. */
function afterStoreAnswer(payload: CartStorePayload, answer: CartStoreResponse): Promise<void> {
  return cartSync().afterStoreAnswer(payload, answer);
}

/**
 * Drops a snapshot the server refused; the synced state is unknown, so the next change resends.
 * A cart over the limit (409 cart_full) is named to the user: the browser keeps
 * every line, and the server its cart, until lines are removed.
 */
export async function forgetFailedStore(entryId: string, code: string | null = null, lineCount = 0): Promise<void> {
  await localDb.outbox.delete(entryId);
  await setSyncedSignature(localDb, null);
  if (code === CART_FULL) await addCartNotices(localDb, [{ productId: 0, name: null, kind: 'cart_full', from: lineCount, to: CART_MAX_LINES, at: Date.now() }]);
}

/**
 * The whole-cart snapshot's outbox mutation, with this sync's handlers of its outcome; registered
 * with the app's other mutations by client/app/start-outbox.ts.
 */
export const cartStoreMutation = defineCartStoreMutation({ answered: afterStoreAnswer, refused: forgetFailedStore });

/** Sends pending cart changes now (e.g. before checkout) instead of after the 2 s wait. */
export function flushCartSync(): Promise<void> {
  return cartSync().flushNow();
}

/** Refreshes prices and stock of the cart's lines from the server (the cart page on open). */
export function refreshCartFromServer(): Promise<void> {
  return cartSync().refreshFromServer();
}
