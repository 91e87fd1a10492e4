import type { CartLineFacts } from '../../local/cart-line-facts.ts';
import { cartLinesInOrder } from '../../local/cart-lines.ts';
import { cartNotices, type CartNotice } from '../../local/cart-notices.ts';
import { selectedLineIds } from '../../local/cart-selection.ts';
import { cartMode, type CartMode } from '../../local/cart-sync-apply.ts';
import { useLocalLiveQuery } from '../../local/lazy-local-db.ts';

/** A local cart line as the cart page shows it. */
export interface CartViewLine {
  productId: number;
  quantity: number;
  catextId: number | null;
  /** The product as last seen (product page or server); null for a line from before facts were kept. */
  facts: CartLineFacts | null;
}

export interface CartView {
  lines: CartViewLine[];
  /** Ids of the ticked lines, in cart order (spec §4 item selection, persisted in Dexie). */
  selectedIds: number[];
  notices: CartNotice[];
  /** In-shop mode as the server last said, for its owner (GET /v1/carts `selects_all`); null when never said. */
  mode: CartMode | null;
}

/**
 * The local cart, live from IndexedDB (re-renders on every change, from any tab); null until
 * Dexie has answered. A storage failure shows an empty cart rather than breaking the page.
 */
export function useCart(): CartView | null {
  return useLocalLiveQuery<CartView | null>(async (db) => {
    try {
      const stored = await cartLinesInOrder(db);
      const lines = stored.map((line) => ({ productId: line.productId, quantity: line.quantity, catextId: line.catextId ?? null, facts: line.facts ?? null }));
      const ids = lines.map((line) => line.productId);
      return { lines, selectedIds: await selectedLineIds(db, ids), notices: await cartNotices(db), mode: await cartMode(db) };
    } catch {
      return { lines: [], selectedIds: [], notices: [], mode: null };
    }
  }, null);
}
