import { CART_FULL, CART_MAX_LINES } from '#shared/cart/cart-limit.ts';
import { mergeQuantities, roundUpToStep, type QuantityRule } from '#shared/catalog/quantity.ts';
import type { CartLineFacts } from './cart-line-facts.ts';
import type { CartLine, LocalDb } from './db.ts';

/**
 * A new line refused because the cart already holds `CART_MAX_LINES`; nothing
 * was written. The page says spec §8's "Your cart is full, please submit this order. Thanks".
 */
export class CartFullError extends Error {
  readonly code = CART_FULL;

  constructor() {
    super(`The cart already holds ${CART_MAX_LINES} lines`);
    this.name = 'CartFullError';
  }
}

/** A product and how many of it to add, with its quantity rule and, when known, its facts. */
export interface CartLineAddition {
  productId: number;
  quantity: number;
  rule: Pick<QuantityRule, 'minimum' | 'step'>;
  facts?: CartLineFacts | undefined;
}

/**
 * Adds `quantity` of a product to the local cart (architecture: writes are local-first, so this
 * works offline and the header count updates at once). An existing line grows by that much and is
 * re-rounded to the product's rule (spec §4, shared/catalog/quantity.ts); a new line starts rounded too. `facts`, when
 * given, replace the line's snapshot of the product so the cart page renders offline. Resolves
 * with the line as stored; rejects with `CartFullError` for a new product when the cart is full
 * (the lines there stay as they are). The cart sync (cart-sync.ts) notices the change and sends it.
 */
export async function addCartLine(
  db: LocalDb,
  line: CartLineAddition,
  now: number = Date.now(),
): Promise<CartLine> {
  return db.transaction('rw', db.cartLines, async () => {
    const existing = await db.cartLines.get(line.productId);
    if (!existing && (await db.cartLines.count()) >= CART_MAX_LINES) throw new CartFullError();
    const stored: CartLine = existing
      ? { ...existing, quantity: mergeQuantities(existing.quantity, line.quantity, line.rule), updatedAt: now }
      : { productId: line.productId, quantity: roundUpToStep(line.quantity, line.rule), addedAt: now, updatedAt: now };
    if (line.facts) stored.facts = withKnownExtras(line.facts, existing?.facts);
    await db.cartLines.put(stored);
    return stored;
  });
}

/**
 * Adds several products in one transaction (the BOM tool's "add every selected line in one
 * step"): all or none. The cart sync then sends the whole cart once, through the outbox with one
 * idempotency key. Rejects with `CartFullError`, writing nothing, when the new products would
 * take the cart past `CART_MAX_LINES`.
 */
export async function addCartLines(
  db: LocalDb,
  lines: readonly CartLineAddition[],
  now: number = Date.now(),
): Promise<CartLine[]> {
  return db.transaction('rw', db.cartLines, async () => {
    const existing = await db.cartLines.bulkGet(lines.map((line) => line.productId));
    const fresh = new Set(lines.filter((_, index) => !existing[index]).map((line) => line.productId));
    if (fresh.size > 0 && (await db.cartLines.count()) + fresh.size > CART_MAX_LINES) throw new CartFullError();
    const stored: CartLine[] = [];
    for (const line of lines) stored.push(await addCartLine(db, line, now));
    return stored;
  });
}

/**
 * New facts from a page that does not know the category extras (product page, cart search: only
 * GET /v1/carts lists them) keep the ones the line already had, so the line's option stays offered.
 */
function withKnownExtras(facts: CartLineFacts, before: CartLineFacts | null | undefined): CartLineFacts {
  return facts.category_extras.length === 0 && before?.category_extras.length ? { ...facts, category_extras: before.category_extras } : facts;
}

/** The local cart line of a product, if it is in the cart. */
export function getCartLine(db: LocalDb, productId: number): Promise<CartLine | undefined> {
  return db.cartLines.get(productId);
}

/**
 * Sets a line's quantity (the cart page's selector has already rounded it to the rule, spec
 * §4). Resolves false when the line is gone (removed in another tab meanwhile).
 */
export async function setCartLineQuantity(db: LocalDb, productId: number, quantity: number, now: number = Date.now()): Promise<boolean> {
  return (await db.cartLines.update(productId, { quantity, updatedAt: now })) === 1;
}

/**
 * Sets a line's category extra (spec §3 `catext_id`; null for none). The server checks it against
 * the product's category and prices it when the cart syncs. Resolves false when the line is gone.
 */
export async function setCartLineExtra(db: LocalDb, productId: number, catextId: number | null, now: number = Date.now()): Promise<boolean> {
  return (await db.cartLines.update(productId, { catextId, updatedAt: now })) === 1;
}

/** Removes a line and its selection mark. */
export function removeCartLine(db: LocalDb, productId: number): Promise<void> {
  return db.transaction('rw', db.cartLines, db.cartSelection, async () => {
    await db.cartLines.delete(productId);
    await db.cartSelection.delete(productId);
  });
}

/** Every line, oldest first (the order the cart page and the server list them). */
export function cartLinesInOrder(db: LocalDb): Promise<CartLine[]> {
  return db.cartLines.orderBy('addedAt').toArray();
}
