/**
 * Quantity rules of the product page, the cart and the server (spec §3 `multiples` "minimum and
 * step", §4 quantity selector, §5 cart).
 *
 * The supplier's minimum order used to be the step as well, so a part with a
 * 10,000-piece minimum and 3,188 in stock could never be bought (54 of the 55 such parts in stock).
 * A product now has
 * - a minimum (`multiples`, the spec's name, holding the supplier's minimum order, at least 1),
 * - a step (`step`) that − and + move by above the minimum: 1 for cut tape, which every demo part is,
 * - optionally a full reel (`reel`), offered as a one-click "buy a full reel" choice, never a rule.
 * The quantities a line may hold are minimum, minimum + step, minimum + 2 × step, ... When fewer
 * than the minimum are left in stock, the rest is sold as one lot: the minimum becomes the stock
 * (`quantityRule`), so every part in stock can be bought.
 */

/** Digits a quantity field accepts: up to 9,999,999, far beyond any stock, safely an integer. */
export const QUANTITY_MAX_DIGITS = 7;

/** The quantity facts of a product as the API gives them. */
export interface QuantityFacts {
  /** Spec §3 `multiples`: the minimum order quantity. */
  multiples: number;
  /** The step above the minimum; absent (a line stored before this change) counts as 1. */
  step?: number | null | undefined;
  /** The stock; when it is below the minimum (and above 0), the rest is sold as one lot. */
  inventory?: number | undefined;
}

/** What a quantity field and the server accept for one product. */
export interface QuantityRule {
  /** The least a line holds. */
  minimum: number;
  /** What − and + move by above the minimum. */
  step: number;
  /** True when fewer than the supplier's minimum are left and the minimum is that rest. */
  lastLot: boolean;
}

/** A usable count from stored facts: a positive integer, 1 when missing or nonsense. */
export function positiveCount(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 1 ? Math.floor(value) : 1;
}

/**
 * The rule of a product: its minimum and step, with the minimum lowered to the stock when less
 * than the minimum is left (the last pieces are sold as one lot).
 *
 * @example quantityRule({ multiples: 72, step: 1, inventory: 5000 }) → { minimum: 72, step: 1, lastLot: false }
 * @example quantityRule({ multiples: 10000, step: 1, inventory: 3188 }) → { minimum: 3188, step: 1, lastLot: true }
 */
export function quantityRule(facts: QuantityFacts): QuantityRule {
  const minimum = positiveCount(facts.multiples);
  const step = positiveCount(facts.step);
  const inventory = facts.inventory;
  if (inventory !== undefined && Number.isFinite(inventory) && inventory >= 1 && inventory < minimum) {
    return { minimum: Math.floor(inventory), step, lastLot: true };
  }
  return { minimum, step, lastLot: false };
}

/**
 * The smallest quantity the rule allows at or above `quantity` (spec §4: "on leaving the field the
 * value rounds up to the next multiple"); zero, negatives and non-numbers give the minimum.
 *
 * @example roundUpToStep(7, { minimum: 5, step: 5 }) === 10
 * @example roundUpToStep(73, { minimum: 72, step: 1 }) === 73
 * @example roundUpToStep(75, { minimum: 72, step: 10 }) === 82
 */
export function roundUpToStep(quantity: number, rule: Pick<QuantityRule, 'minimum' | 'step'>): number {
  const { minimum, step } = rule;
  if (!Number.isFinite(quantity) || quantity <= minimum) return minimum;
  return minimum + Math.ceil((quantity - minimum) / step) * step;
}

/** Whether `quantity` is one the rule allows exactly (minimum + a whole number of steps). */
export function isAllowedQuantity(quantity: number, rule: Pick<QuantityRule, 'minimum' | 'step'>): boolean {
  return Number.isSafeInteger(quantity) && quantity >= rule.minimum && (quantity - rule.minimum) % rule.step === 0;
}

/**
 * The quantity after "+": the next allowed quantity strictly above `quantity` (spec §4: "plus adds it").
 *
 * @example stepUp(5, { minimum: 5, step: 5 }) === 10
 * @example stepUp(7, { minimum: 5, step: 5 }) === 10
 */
export function stepUp(quantity: number, rule: Pick<QuantityRule, 'minimum' | 'step'>): number {
  const { minimum, step } = rule;
  if (!Number.isFinite(quantity) || quantity < minimum) return minimum;
  return minimum + (Math.floor((quantity - minimum) / step) + 1) * step;
}

/**
 * The quantity after "−": the next allowed quantity strictly below `quantity`, never below the
 * minimum (spec §4: "minus decreases by the multiple, never below it").
 *
 * @example stepDown(10, { minimum: 5, step: 5 }) === 5
 * @example stepDown(5, { minimum: 5, step: 5 }) === 5
 */
export function stepDown(quantity: number, rule: Pick<QuantityRule, 'minimum' | 'step'>): number {
  const { minimum, step } = rule;
  if (!Number.isFinite(quantity) || quantity <= minimum) return minimum;
  return Math.max(minimum, minimum + (Math.ceil((quantity - minimum) / step) - 1) * step);
}

/**
 * What a quantity field keeps of typed or pasted text (spec §5: "quantity inputs accept numeric
 * text only"): its digits, at most QUANTITY_MAX_DIGITS of them.
 *
 * @example sanitizeQuantityInput('1.000 cái') === '1000'
 */
export function sanitizeQuantityInput(text: string): string {
  return text.replace(/\D+/g, '').slice(0, QUANTITY_MAX_DIGITS);
}

/**
 * The number in a quantity field, or null when it is not a whole number (empty, letters, signs,
 * decimals, or too long to be exact). Zero is a number.
 */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const quantity = Number(trimmed);
  return Number.isSafeInteger(quantity) ? quantity : null;
}

/** Whether the field's text may be added to the cart (spec §5: "a numeric non-zero quantity"). */
export function isAddableQuantity(text: string): boolean {
  const quantity = parseQuantity(text);
  return quantity !== null && quantity > 0;
}

/**
 * Why a committed quantity differs from what was typed, for the tooltip; null when unchanged.
 * `zero`: 0 was typed; the cart raises it to the minimum, the product page refuses it (spec §5).
 */
export type QuantityAdjustment = 'rounded' | 'reset' | 'zero' | null;

/**
 * The quantity a field settles on when it loses focus (spec §4, §5): a number rounds up to an
 * allowed quantity (at least the minimum); anything else resets to the minimum.
 *
 * @example commitQuantity('7', { minimum: 5, step: 5 }) → { quantity: 10, adjustment: 'rounded' }
 * @example commitQuantity('', { minimum: 5, step: 5 }) → { quantity: 5, adjustment: 'reset' }
 * @example commitQuantity('0', { minimum: 1, step: 1 }) → { quantity: 1, adjustment: 'zero' }
 */
export function commitQuantity(text: string, rule: Pick<QuantityRule, 'minimum' | 'step'>): { quantity: number; adjustment: QuantityAdjustment } {
  const typed = parseQuantity(text);
  if (typed === null) return { quantity: rule.minimum, adjustment: 'reset' };
  if (typed === 0) return { quantity: rule.minimum, adjustment: 'zero' };
  const quantity = roundUpToStep(typed, rule);
  return { quantity, adjustment: quantity === typed ? null : 'rounded' };
}

/** The quantity a cart line holds after adding more to it: the sum, re-rounded to the rule. */
export function mergeQuantities(existing: number, added: number, rule: Pick<QuantityRule, 'minimum' | 'step'>): number {
  return roundUpToStep(Math.max(0, existing) + Math.max(0, added), rule);
}

/** True when more is asked than the shop holds: warned about, never silently capped. */
export function exceedsStock(quantity: number, inventory: number): boolean {
  return quantity > Math.max(0, inventory);
}

/**
 * The full reel to offer as a one-click choice ("the reel as an optional reel
 * purchase"), or null: only a reel above the minimum that the stock covers, rounded to the rule.
 *
 * @example fullReelQuantity({ multiples: 1, step: 1, inventory: 9000 }, 4000) === 4000
 * @example fullReelQuantity({ multiples: 1, step: 1, inventory: 3000 }, 4000) === null
 */
export function fullReelQuantity(facts: QuantityFacts & { inventory: number }, reel: number | null | undefined): number | null {
  if (typeof reel !== 'number' || !Number.isSafeInteger(reel) || reel <= 1) return null;
  const rule = quantityRule(facts);
  const quantity = roundUpToStep(reel, rule);
  return quantity > rule.minimum && quantity <= facts.inventory ? quantity : null;
}
