import type { QuantityReason } from '#shared/cart/schemas.ts';
import type { LocalDb } from './db.ts';

/** The kv key of the list of cart lines the server changed, until the user dismisses it. */
export const CART_NOTICES_KEY = 'cartNotices';

/**
 * One line the server changed ("the user told which lines changed"): its quantity was
 * rounded or capped, it was dropped (no stock, no such product), or its price moved. `from`/`to`
 * are quantities, or unit prices in VND for `price_changed`.
 */
export interface CartNotice {
  productId: number;
  /** The product name as the browser knew it, so a dropped line can still be named. */
  name: string | null;
  kind: QuantityReason | 'price_changed';
  from: number;
  to: number;
  at: number;
}

/** The notices not yet dismissed, oldest first. */
export async function cartNotices(db: LocalDb): Promise<CartNotice[]> {
  const row = await db.kv.get(CART_NOTICES_KEY);
  return Array.isArray(row?.value) ? (row.value as CartNotice[]) : [];
}

/** Adds notices; a newer one about the same line and kind replaces the older. */
export async function addCartNotices(db: LocalDb, added: readonly CartNotice[]): Promise<void> {
  if (added.length === 0) return;
  await db.transaction('rw', db.kv, async () => {
    const kept = (await cartNotices(db)).filter((old) => !added.some((notice) => notice.productId === old.productId && notice.kind === old.kind));
    await db.kv.put({ key: CART_NOTICES_KEY, value: [...kept, ...added] });
  });
}

/** Forgets every notice (the user closed the message). */
export async function dismissCartNotices(db: LocalDb): Promise<void> {
  await db.kv.delete(CART_NOTICES_KEY);
}
