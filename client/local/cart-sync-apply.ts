import type { CartItem, CartSessionLine, CartStoreResponse } from '#shared/cart/schemas.ts';
import { reconcileLines, type LineChange } from '#shared/cart/cart-line.ts';
import { factsOfCartItem, pricedLine, type CartLineFacts } from './cart-line-facts.ts';
import { cartLinesInOrder } from './cart-lines.ts';
import { addCartNotices, type CartNotice } from './cart-notices.ts';
import { adjustmentUpdates, cartSignature, mergedIntent, serverSignature, settledIntent } from './cart-sync-rules.ts';
import type { CartLine, LocalDb } from './db.ts';

/**
 * Merging the server's answers into the local cart (ARCHITECTURE data flow 5: the server is the
 * truth for price, stock and availability; the browser for intent). Each function runs in one
 * Dexie transaction and records what changed as cart notices for the cart page.
 */

/** The kv key of the signature of the cart the server is known to hold. */
export const CART_SYNCED_KEY = 'cartSyncedSignature';

/** The kv key of the cart's mode as the server last said (GET /v1/carts `selects_all`). */
export const CART_MODE_KEY = 'cartMode';

/** Whose cart the mode is about, and whether every line is ordered (in-shop mode, spec §4). */
export interface CartMode {
  owner: 'guest' | number;
  selectsAll: boolean;
}

/**
 * Keeps the server's word on in-shop mode, so /carts hides the checkboxes
 * offline too; tied to its owner so another account signing in on this browser never inherits it.
 */
export async function setCartMode(db: LocalDb, mode: CartMode | null): Promise<void> {
  if (mode === null) await db.kv.delete(CART_MODE_KEY);
  else await db.kv.put({ key: CART_MODE_KEY, value: mode });
}

/** The stored cart mode, or null when the server never said. */
export async function cartMode(db: LocalDb): Promise<CartMode | null> {
  const value = (await db.kv.get(CART_MODE_KEY))?.value as Partial<CartMode> | undefined;
  if (!value || typeof value.selectsAll !== 'boolean' || (value.owner !== 'guest' && typeof value.owner !== 'number')) return null;
  return { owner: value.owner, selectsAll: value.selectsAll };
}

/** The signature of the cart the server last confirmed, or null when unknown. */
export async function syncedSignature(db: LocalDb): Promise<string | null> {
  const row = await db.kv.get(CART_SYNCED_KEY);
  return typeof row?.value === 'string' ? row.value : null;
}

/** Records (or forgets, with null) the cart the server holds. */
export async function setSyncedSignature(db: LocalDb, signature: string | null): Promise<void> {
  if (signature === null) await db.kv.delete(CART_SYNCED_KEY);
  else await db.kv.put({ key: CART_SYNCED_KEY, value: signature });
}

/**
 * Applies the set-store answer: lines the server rounded, capped or dropped take the server's
 * quantity (unless the user changed them meanwhile), and the server's cart becomes the synced one.
 */
export async function applyStoreAnswer(db: LocalDb, sent: readonly CartSessionLine[], answer: CartStoreResponse, now: number = Date.now()): Promise<CartNotice[]> {
  return db.transaction('rw', db.cartLines, db.cartSelection, db.kv, async () => {
    const local = await cartLinesInOrder(db);
    const names = new Map(local.map((line) => [line.productId, line.facts?.name ?? null]));
    const { updates, applied } = adjustmentUpdates(local, sent, answer.adjustments);
    for (const update of updates) {
      if (update.kind === 'remove') {
        await db.cartLines.delete(update.productId);
        await db.cartSelection.delete(update.productId);
      } else {
        await db.cartLines.update(update.productId, { quantity: update.quantity });
      }
    }
    await setSyncedSignature(db, cartSignature(settledIntent(sent, answer.adjustments)));
    const notices: CartNotice[] = applied.map((adjustment) => ({
      productId: adjustment.product_id,
      name: names.get(adjustment.product_id) ?? null,
      kind: adjustment.reason,
      from: adjustment.requested,
      to: adjustment.quantity,
      at: now,
    }));
    await addCartNotices(db, notices);
    return notices;
  });
}

/** The notice of a reconcile change; a dropped extra shows as the line's price change (no notice of its own). */
function noticeOf(change: LineChange, name: string | null, now: number): CartNotice | null {
  switch (change.kind) {
    case 'price_changed':
      return { productId: change.id, name, kind: 'price_changed', from: change.from, to: change.to, at: now };
    case 'quantity_rounded':
      return { productId: change.id, name, kind: 'rounded', from: change.from, to: change.to, at: now };
    case 'quantity_capped':
      return { productId: change.id, name, kind: 'capped', from: change.from, to: change.to, at: now };
    case 'unavailable':
      return { productId: change.id, name, kind: 'out_of_stock', from: change.line.quantity, to: 0, at: now };
    case 'extra_removed':
      return null;
  }
}

/**
 * Refreshes the facts of the local lines the server's cart holds (GET /v1/carts) and reconciles
 * them with the shared rule (shared/cart/cart-line.ts reconcileLines): a moved price, a quantity
 * no longer on the multiple or above the stock, or a product no longer sellable is applied and
 * named. Lines the server does not hold yet (not synced) are left alone.
 */
export async function refreshLineFacts(db: LocalDb, items: readonly CartItem[], now: number = Date.now()): Promise<CartNotice[]> {
  const byId = new Map(items.map((item) => [item.id, item]));
  return db.transaction('rw', db.cartLines, db.cartSelection, db.kv, async () => {
    const notices: CartNotice[] = [];
    for (const line of await cartLinesInOrder(db)) {
      const item = byId.get(line.productId);
      if (!item) continue;
      const facts = factsOfCartItem(item, now);
      const refreshed = line.facts ? reconcileOne(line, line.facts, facts, now) : { quantity: line.quantity, catextId: line.catextId ?? null, notices: [] };
      notices.push(...refreshed.notices);
      if (refreshed.quantity === 0) {
        await db.cartLines.delete(line.productId);
        await db.cartSelection.delete(line.productId);
      } else {
        await db.cartLines.put({ ...line, facts, quantity: refreshed.quantity, catextId: refreshed.catextId });
      }
    }
    await addCartNotices(db, notices);
    return notices;
  });
}

function reconcileOne(line: CartLine, before: CartLineFacts, after: CartLineFacts, now: number): { quantity: number; catextId: number | null; notices: CartNotice[] } {
  const { lines, changes } = reconcileLines([pricedLine(line, before)], [{ id: line.productId, ...after }]);
  const settled = lines[0];
  return {
    quantity: settled?.quantity ?? 0,
    catextId: settled?.catext_id ?? null,
    notices: changes.flatMap((change) => noticeOf(change, before.name, now) ?? []),
  };
}

/** How the server's cart joins the local one when who is signed in changes. */
export type ServerCartMode =
  /** Just signed in: the server merged the guest cart, so its quantities win; local-only lines stay. */
  | 'sign-in'
  /** A page load as a user: the browser's quantities win; lines only on the server are added. */
  | 'load'
  /** Just signed out: the account's cart leaves this browser; the guest's server cart replaces it. */
  | 'sign-out';

/** Joins the server's cart into the local one (see {@link ServerCartMode}). */
export async function mergeServerCart(db: LocalDb, items: readonly CartItem[], mode: ServerCartMode, now: number = Date.now()): Promise<void> {
  await db.transaction('rw', db.cartLines, db.cartSelection, db.kv, async () => {
    const local = mode === 'sign-out' ? [] : await cartLinesInOrder(db);
    if (mode === 'sign-out') {
      await db.cartLines.clear();
      await db.cartSelection.clear();
    }
    const localById = new Map(local.map((line) => [line.productId, line]));
    const itemById = new Map(items.map((item) => [item.id, item]));
    const { lines: merged, refused } = mergedIntent(local, items, mode === 'sign-in');
    // Over the cart limit: the browser-only lines that did not fit leave, named to the user.
    await db.cartLines.bulkDelete(refused.map((line) => line.productId));
    await db.cartSelection.bulkDelete(refused.map((line) => line.productId));
    await addCartNotices(
      db,
      refused.map((line) => ({ productId: line.productId, name: localById.get(line.productId)?.facts?.name ?? null, kind: 'cart_full', from: line.quantity, to: 0, at: now })),
    );
    const lines: CartLine[] = merged.map((intent, index) => {
      const existing = localById.get(intent.productId);
      const item = itemById.get(intent.productId);
      return {
        productId: intent.productId,
        quantity: intent.quantity,
        catextId: intent.catextId ?? null,
        addedAt: existing?.addedAt ?? now + index,
        updatedAt: now,
        facts: item ? factsOfCartItem(item, now) : (existing?.facts ?? null),
      };
    });
    await db.cartLines.bulkPut(lines);
    await setSyncedSignature(db, serverSignature(items));
  });
}
