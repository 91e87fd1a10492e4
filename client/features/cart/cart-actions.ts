import { quantityRule } from '#shared/catalog/quantity.ts';
import { addCartLine, removeCartLine, setCartLineExtra, setCartLineQuantity } from '../../local/cart-lines.ts';
import { factsOfProduct, type ProductFactsSource } from '../../local/cart-line-facts.ts';
import { dismissCartNotices } from '../../local/cart-notices.ts';
import { saveSelection } from '../../local/cart-selection.ts';
import { loadLocalDb } from '../../local/lazy-local-db.ts';

/**
 * The cart page's writes: each changes Dexie at once (the page re-renders from it), and the cart
 * sync (client/local/cart-sync.ts) sends the whole cart about 2 s after the last change.
 */

export async function changeQuantity(productId: number, quantity: number): Promise<void> {
  await setCartLineQuantity(await loadLocalDb(), productId, quantity);
}

/** Chooses a line's category extra (null for none); the server prices it when the cart syncs. */
export async function changeExtra(productId: number, catextId: number | null): Promise<void> {
  await setCartLineExtra(await loadLocalDb(), productId, catextId);
}

export async function removeLine(productId: number): Promise<void> {
  await removeCartLine(await loadLocalDb(), productId);
}

/** Spec §8: "clear cart ... deletes lines one by one". */
export async function clearLines(productIds: readonly number[]): Promise<void> {
  const db = await loadLocalDb();
  for (const productId of productIds) await removeCartLine(db, productId);
}

export async function storeSelection(lineIds: readonly number[], selected: readonly number[]): Promise<void> {
  await saveSelection(await loadLocalDb(), lineIds, selected);
}

/** Adds a product found by the cart's search box, at its minimum quantity (shared/catalog/quantity.ts). */
export async function addFoundProduct(product: ProductFactsSource & { id: number }): Promise<number> {
  const rule = quantityRule(product);
  const line = await addCartLine(await loadLocalDb(), { productId: product.id, quantity: rule.minimum, rule, facts: factsOfProduct(product) });
  return line.quantity;
}

export async function dismissNotices(): Promise<void> {
  await dismissCartNotices(await loadLocalDb());
}

/** Refreshes prices and stock from the server when online (quiet on failure). */
export async function refreshFromServer(): Promise<void> {
  const { refreshCartFromServer } = await import('../../local/cart-sync.ts');
  await refreshCartFromServer();
}

/** Sends pending changes at once (before leaving for checkout). */
export async function flushCart(): Promise<void> {
  const { flushCartSync } = await import('../../local/cart-sync.ts');
  await flushCartSync();
}
