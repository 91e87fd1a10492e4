import type { PriceBreak } from '../catalog/schemas.ts';
import { quantityRule, roundUpToStep, type QuantityFacts } from '../catalog/quantity.ts';
import { unitPriceAt } from '../catalog/volume-price.ts';

/**
 * Cart line pricing (spec §3 Cart item; §4/§5 quantity rules, shared/catalog/quantity.ts; "the server is the truth
 * for price, stock and availability; the client for intent"). All money is integer VND.
 *
 * Interpretation: a category extra (spec §3 `category_extras`, chosen by `catext_id`, its price sent
 * as `price_ext`) is an option priced per unit, so it is added to the volume-break unit price and
 * multiplied by the quantity like it. An unknown `catext_id` costs nothing.
 */

/** A category extra a line may carry (spec §3 Cart item `category_extras`). */
export interface CategoryExtra {
  id: number;
  name: string;
  name_en: string;
  /** Integer VND per unit. */
  price: number;
  image_id: number | null;
}

/**
 * The facts of a product that price a line; the server owns them. `price` is the LIST price: from a
 * server `CartItem` (shared/cart/schemas.ts, whose `price` is already the volume price) pass
 * `{ ...item, price: item.list_price }`.
 */
export interface CartProductFacts {
  /** The product id (the cart line's id). */
  id: number;
  /** List price in VND, used below the first volume break. */
  price: number;
  prices: readonly PriceBreak[];
  /** The minimum order quantity (spec §3 `multiples`; shared/catalog/quantity.ts). */
  multiples: number;
  /** The step above the minimum; absent (facts stored before this change) counts as 1. */
  step?: number | undefined;
  inventory: number;
  category_extras: readonly CategoryExtra[];
}

/** A cart line: the product facts plus the user's intent (how many, which extra). */
export interface CartLine extends CartProductFacts {
  quantity: number;
  /** The chosen category extra, or null. */
  catext_id: number | null;
}

/** The per-unit price of the line's chosen extra (`price_ext`), 0 without one. */
export function extraPrice(line: Pick<CartLine, 'catext_id' | 'category_extras'>): number {
  if (line.catext_id === null) return 0;
  return line.category_extras.find((extra) => extra.id === line.catext_id)?.price ?? 0;
}

/**
 * The unit price of a line at its quantity: the volume-break price (spec §3 `prices`) plus the
 * chosen extra.
 *
 * @example lineUnitPrice({ price: 500, prices: [{quantity: 100, price: 400}], quantity: 150, catext_id: null, ... }) === 400
 */
export function lineUnitPrice(line: CartLine): number {
  return unitPriceAt(line.prices, line.quantity, line.price) + extraPrice(line);
}

/** The line total in VND: unit price (with the extra) times the quantity. */
export function cartLineTotal(line: CartLine): number {
  return lineUnitPrice(line) * line.quantity;
}

/**
 * The most the shop can sell of a product: the largest allowed quantity at or below the stock
 * (shared/catalog/quantity.ts: when less than the minimum is left, that rest); 0 with no stock.
 *
 * @example sellableQuantity({ multiples: 5, step: 5, inventory: 23 }) === 20
 * @example sellableQuantity({ multiples: 10000, step: 1, inventory: 3188 }) === 3188
 */
export function sellableQuantity(facts: QuantityFacts & { inventory: number }): number {
  const inventory = Math.floor(facts.inventory);
  if (!Number.isFinite(inventory) || inventory < 1) return 0;
  const { minimum, step } = quantityRule(facts);
  return minimum + Math.floor((inventory - minimum) / step) * step;
}

/**
 * The quantity a line settles on against the server's facts: rounded up to the rule, then capped
 * at the sellable stock (ARCHITECTURE data flow step 5). 0 means the product cannot be sold.
 *
 * @example settleQuantity(7, { multiples: 5, step: 5, inventory: 100 }) === 10
 * @example settleQuantity(40, { multiples: 5, step: 5, inventory: 23 }) === 20
 * @example settleQuantity(1, { multiples: 10000, step: 1, inventory: 3188 }) === 3188
 */
export function settleQuantity(quantity: number, facts: QuantityFacts & { inventory: number }): number {
  const sellable = sellableQuantity(facts);
  if (sellable === 0) return 0;
  return Math.min(roundUpToStep(quantity, quantityRule(facts)), sellable);
}

/** Why a line changed when the server's facts arrived; the UI names each changed line. */
export type LineChange =
  | { id: number; kind: 'price_changed'; from: number; to: number }
  | { id: number; kind: 'quantity_rounded'; from: number; to: number; minimum: number; step: number }
  | { id: number; kind: 'quantity_capped'; from: number; to: number; inventory: number }
  | { id: number; kind: 'extra_removed'; catext_id: number }
  | { id: number; kind: 'unavailable'; line: CartLine };

/** Only the pricing facts of a server product, so other fields of the line (name, image) stay. */
function factsOf(product: CartProductFacts): CartProductFacts {
  const { id, price, prices, multiples, step, inventory, category_extras } = product;
  return { id, price, prices, multiples, step, inventory, category_extras };
}

export interface ReconcileResult<L extends CartLine = CartLine> {
  /** The lines still in the cart, in the local order, with the server's facts. */
  lines: L[];
  /** What changed, in line order; empty when the browser already had the server's view. */
  changes: LineChange[];
}

/**
 * Brings the browser's lines up to date with the server's product facts ("the line is
 * updated, the quantity re-rounded and capped, and the user told which lines changed").
 *
 * - price_changed: the unit price at the line's quantity differs between the browser's facts and
 *   the server's (reported before any quantity change, so it is the price the user saw).
 * - quantity_rounded: the minimum or step changed and the quantity is no longer one they allow.
 * - quantity_capped: the stock no longer covers the quantity; it becomes the largest sellable one.
 * - extra_removed: the chosen category extra no longer exists; the line keeps no extra.
 * - unavailable: the server knows no such product, or it has none in stock. The line leaves
 *   `lines`; the change carries it so the UI can name it.
 *
 * Other fields of a line (name, image, selection) are kept. Server facts for products the browser
 * does not hold are ignored: merging carts is another step.
 */
export function reconcileLines<L extends CartLine>(local: readonly L[], server: readonly CartProductFacts[]): ReconcileResult<L> {
  const facts = new Map(server.map((product) => [product.id, factsOf(product)]));
  const lines: L[] = [];
  const changes: LineChange[] = [];
  for (const line of local) {
    const product = facts.get(line.id);
    if (!product || sellableQuantity(product) === 0) {
      changes.push({ id: line.id, kind: 'unavailable', line });
      continue;
    }
    const extraKept = line.catext_id === null || product.category_extras.some((extra) => extra.id === line.catext_id);
    const catextId = extraKept ? line.catext_id : null;
    const before = lineUnitPrice(line);
    const atServerPrice = lineUnitPrice({ ...product, quantity: line.quantity, catext_id: catextId });
    if (!extraKept && line.catext_id !== null) changes.push({ id: line.id, kind: 'extra_removed', catext_id: line.catext_id });
    if (before !== atServerPrice) changes.push({ id: line.id, kind: 'price_changed', from: before, to: atServerPrice });

    const rule = quantityRule(product);
    const rounded = roundUpToStep(line.quantity, rule);
    if (rounded !== line.quantity) {
      changes.push({ id: line.id, kind: 'quantity_rounded', from: line.quantity, to: rounded, minimum: rule.minimum, step: rule.step });
    }
    const settled = settleQuantity(line.quantity, product);
    if (settled !== rounded) changes.push({ id: line.id, kind: 'quantity_capped', from: rounded, to: settled, inventory: product.inventory });
    lines.push({ ...line, ...product, quantity: settled, catext_id: catextId });
  }
  return { lines, changes };
}
