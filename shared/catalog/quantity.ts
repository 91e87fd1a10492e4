/**
 * Quantity rules of the product page and the cart (spec §4 quantity selector, §5 cart): a
 * product's `multiples` is both its minimum order and its step, so every quantity the shop accepts
 * is a positive multiple of it.
 */

/** Digits a quantity field accepts: up to 9,999,999, far beyond any stock, safely an integer. */
export const QUANTITY_MAX_DIGITS = 7;

/** A usable step from a product's `multiples`: a positive integer, 1 when missing or nonsense. */
export function normalizeMultiple(multiple: number): number {
  return Number.isFinite(multiple) && multiple >= 1 ? Math.floor(multiple) : 1;
}

/**
 * The smallest positive multiple of `multiple` at or above `quantity` (spec §4: "on leaving the
 * field the value rounds up to the next multiple"); zero and negatives give the minimum.
 *
 * @example roundUpToMultiple(7, 5) === 10
 * @example roundUpToMultiple(10, 5) === 10
 * @example roundUpToMultiple(0, 5) === 5
 */
export function roundUpToMultiple(quantity: number, multiple: number): number {
  const step = normalizeMultiple(multiple);
  if (!Number.isFinite(quantity) || quantity <= step) return step;
  return Math.ceil(quantity / step) * step;
}

/**
 * The quantity after "+": the next multiple strictly above `quantity` (spec §4: "plus adds it").
 *
 * @example stepUp(5, 5) === 10
 * @example stepUp(7, 5) === 10
 */
export function stepUp(quantity: number, multiple: number): number {
  const step = normalizeMultiple(multiple);
  if (!Number.isFinite(quantity) || quantity < step) return step;
  return (Math.floor(quantity / step) + 1) * step;
}

/**
 * The quantity after "−": the next multiple strictly below `quantity`, never below the minimum
 * (spec §4: "minus decreases by the multiple, never below it").
 *
 * @example stepDown(10, 5) === 5
 * @example stepDown(5, 5) === 5
 * @example stepDown(7, 5) === 5
 */
export function stepDown(quantity: number, multiple: number): number {
  const step = normalizeMultiple(multiple);
  if (!Number.isFinite(quantity) || quantity <= step) return step;
  return Math.max(step, (Math.ceil(quantity / step) - 1) * step);
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

/** Why a committed quantity differs from what was typed, for the tooltip; null when unchanged. */
export type QuantityAdjustment = 'rounded' | 'reset' | null;

/**
 * The quantity a field settles on when it loses focus (spec §4, §5): a number rounds up to a
 * multiple (at least the minimum); anything else resets to the step.
 *
 * @example commitQuantity('7', 5) → { quantity: 10, adjustment: 'rounded' }
 * @example commitQuantity('', 5) → { quantity: 5, adjustment: 'reset' }
 */
export function commitQuantity(text: string, multiple: number): { quantity: number; adjustment: QuantityAdjustment } {
  const step = normalizeMultiple(multiple);
  const typed = parseQuantity(text);
  if (typed === null) return { quantity: step, adjustment: 'reset' };
  const quantity = roundUpToMultiple(typed, step);
  return { quantity, adjustment: quantity === typed ? null : 'rounded' };
}

/** The quantity a cart line holds after adding more to it: the sum, re-rounded to the multiple. */
export function mergeQuantities(existing: number, added: number, multiple: number): number {
  return roundUpToMultiple(Math.max(0, existing) + Math.max(0, added), multiple);
}

/** True when more is asked than the shop holds: warned about, never silently capped (issue 3). */
export function exceedsStock(quantity: number, inventory: number): boolean {
  return quantity > Math.max(0, inventory);
}
