import type { CartDetailsResponse, CartStoreResponse } from '#shared/cart/schemas.ts';
import { cartLinesInOrder } from './cart-lines.ts';
import type { CartStorePayload } from './cart-store-mutation.ts';
import { CART_STORE_MUTATION } from './cart-store-mutation.ts';
import { applyStoreAnswer, mergeServerCart, refreshLineFacts, setCartMode, setSyncedSignature, syncedSignature, type ServerCartMode } from './cart-sync-apply.ts';
import { cartSignature, storeBody } from './cart-sync-rules.ts';
import type { LocalDb } from './db.ts';
import type { Scheduler, TimerHandle } from './outbox-types.ts';

/** Spec §9: "guest cart sync 2 s" after the last change. */
export const CART_SYNC_DELAY_MS = 2_000;

/** Who the cart belongs to right now. */
export interface CartIdentity {
  owner: 'guest' | number;
  /** The guest cart session id (X-Cart-Session); null for a user. */
  guestSession: string | null;
}

/** What the controller talks to; tests pass fakes. */
export interface CartSyncDeps {
  db: LocalDb;
  scheduler: Scheduler;
  delayMs?: number;
  /** Who the cart belongs to; null while the session is still loading. */
  identity(): Promise<CartIdentity | null>;
  /** The guest session id if one exists, without creating one. */
  existingGuestSession(): Promise<string | null>;
  /** Puts a snapshot in the outbox. */
  enqueue(payload: CartStorePayload): Promise<unknown>;
  fetchCart(guestSession: string | null): Promise<CartDetailsResponse>;
  isOnline(): boolean;
  /** Errors of background work, which must never break the page. */
  onError?(error: unknown): void;
}

/** The whole-cart sync: a burst of local changes makes one request, ~2 s after the last one. */
export interface CartSyncController {
  /** The local cart changed (or may have): (re)starts the 2 s wait. */
  noticeChange(): void;
  /** Sends now what the wait would send; resolves once it is in the outbox (or nothing is due). */
  flushNow(): Promise<void>;
  /** The set-store answer (adjustments and the whole server cart) arrived for `payload`. */
  afterStoreAnswer(payload: CartStorePayload, answer: CartStoreResponse): Promise<void>;
  /** Who is signed in changed, or became known: joins the server's cart into the local one. */
  sessionChanged(previous: 'loading' | 'guest' | number, next: 'guest' | number): Promise<void>;
  /** Reads the server's cart and refreshes line facts (prices, stock); quiet when offline. */
  refreshFromServer(): Promise<void>;
  /** The connection came back: a join that failed offline is tried again. */
  cameOnline(): Promise<void>;
}

/** Pending whole-cart snapshots in the outbox: each is superseded by a newer one. */
async function pendingStoreIds(db: LocalDb): Promise<string[]> {
  return db.outbox
    .where('status')
    .equals('pending')
    .filter((entry) => entry.mutation === CART_STORE_MUTATION)
    .primaryKeys();
}

/** Creates the cart sync (see {@link CartSyncController}). */
export function createCartSyncController(deps: CartSyncDeps): CartSyncController {
  const { db, scheduler } = deps;
  const delayMs = deps.delayMs ?? CART_SYNC_DELAY_MS;
  let timer: { handle: TimerHandle } | null = null;
  // A join with the server's cart still to do (failed offline); no snapshot is sent meanwhile,
  // as it would replace the account's cart before the join.
  let pendingJoin: ServerCartMode | null = null;
  let joining: Promise<void> | null = null;
  let flushing: Promise<void> = Promise.resolve();

  const report = (error: unknown) => deps.onError?.(error);

  function clearTimer(): void {
    if (timer) scheduler.clearTimeout(timer.handle);
    timer = null;
  }

  function noticeChange(): void {
    clearTimer();
    const handle = scheduler.setTimeout(() => {
      timer = null;
      void flushNow().catch(report);
    }, delayMs);
    timer = { handle };
  }

  async function flush(): Promise<void> {
    if (joining) return;
    if (pendingJoin !== null) {
      // The join failed earlier (offline, server down): try it again before sending anything.
      if (deps.isOnline()) void runJoin(pendingJoin).catch(report);
      return;
    }
    const identity = await deps.identity();
    if (identity === null) {
      noticeChange();
      return;
    }
    const lines = await cartLinesInOrder(db);
    const signature = cartSignature(lines);
    const synced = await syncedSignature(db);
    const superseded = await pendingStoreIds(db);
    await db.outbox.bulkDelete(superseded);
    // Nothing new for the server: it holds this cart already (or there never was one).
    if (superseded.length === 0 && (signature === synced || (synced === null && lines.length === 0))) return;
    await deps.enqueue({ body: storeBody(lines), guestSession: identity.guestSession, owner: identity.owner });
  }

  function flushNow(): Promise<void> {
    clearTimer();
    // One flush at a time, so two never read the same pending entries.
    flushing = flushing.catch(() => {}).then(flush);
    return flushing;
  }

  async function join(mode: ServerCartMode): Promise<void> {
    pendingJoin = mode;
    clearTimer();
    if (mode !== 'load') await db.outbox.bulkDelete(await pendingStoreIds(db));
    if (!deps.isOnline()) {
      if (mode === 'sign-out') await leaveAccountCart();
      return;
    }
    try {
      const identity = await deps.identity();
      const answer = await deps.fetchCart(identity?.guestSession ?? null);
      await mergeServerCart(db, answer.carts_details, mode);
      if (identity) await setCartMode(db, { owner: identity.owner, selectsAll: answer.selects_all });
      pendingJoin = null;
    } catch (error) {
      if (mode === 'sign-out') await leaveAccountCart();
      report(error);
    }
    if (pendingJoin === null) noticeChange();
  }

  /** Signed out without the server's answer: the account's lines still leave this browser. */
  async function leaveAccountCart(): Promise<void> {
    await db.transaction('rw', db.cartLines, db.cartSelection, db.kv, async () => {
      await db.cartLines.clear();
      await db.cartSelection.clear();
      await setSyncedSignature(db, null);
      await setCartMode(db, null);
    });
    pendingJoin = null;
  }

  /** Joins run one after another (a quick sign-in then sign-out must not interleave). */
  function runJoin(mode: ServerCartMode): Promise<void> {
    const run = (joining ?? Promise.resolve()).then(() => join(mode));
    const tracked: Promise<void> = run.finally(() => {
      if (joining === tracked) joining = null;
    });
    joining = tracked;
    return tracked;
  }

  return {
    noticeChange,
    flushNow,
    async afterStoreAnswer(payload, answer) {
      const identity = await deps.identity();
      // An answer for another identity's snapshot says nothing about this cart.
      if (identity !== null && identity.owner !== payload.owner) return;
      await applyStoreAnswer(db, payload.body.cartSession, answer);
      // The answer carries the server's whole cart (as GET /v1/carts): its prices and stock refresh
      // the lines here, with no second request. A join still to do owns the lines until it runs.
      if (pendingJoin !== null || identity === null) return;
      await refreshLineFacts(db, answer.carts_details);
      await setCartMode(db, { owner: identity.owner, selectsAll: answer.selects_all });
    },
    sessionChanged(previous, next) {
      if (previous === next) return Promise.resolve();
      if (next === 'guest') return previous === 'loading' ? Promise.resolve() : runJoin('sign-out');
      return runJoin(previous === 'loading' ? 'load' : 'sign-in');
    },
    async refreshFromServer() {
      if (!deps.isOnline() || pendingJoin !== null) return;
      const identity = await deps.identity();
      if (identity === null) return;
      const guestSession = identity.owner === 'guest' ? await deps.existingGuestSession() : null;
      if (identity.owner === 'guest' && guestSession === null) return;
      try {
        const answer = await deps.fetchCart(guestSession);
        await refreshLineFacts(db, answer.carts_details);
        await setCartMode(db, { owner: identity.owner, selectsAll: answer.selects_all });
      } catch (error) {
        report(error);
      }
    },
    async cameOnline() {
      if (pendingJoin !== null && !joining) await runJoin(pendingJoin);
      else noticeChange();
    },
  };
}
