import type { PriceBreak } from './schemas.ts';

/**
 * Volume pricing (spec §3 Cart item `prices`): each break says "from `quantity` units on, each
 * costs `price` VND". Breaks may arrive in any order; the functions here sort a copy.
 */

/** The breaks in ascending quantity, dropping repeats of a quantity (the first one wins). */
export function sortedBreaks(prices: readonly PriceBreak[]): PriceBreak[] {
  const seen = new Set<number>();
  return [...prices]
    .sort((a, b) => a.quantity - b.quantity)
    .filter((row) => (seen.has(row.quantity) ? false : (seen.add(row.quantity), true)));
}

/**
 * The index (in `sortedBreaks` order) of the break that prices `quantity`: the last one whose
 * quantity is at or below it; -1 when the quantity is below the first break or there are none.
 */
export function activeBreakIndex(prices: readonly PriceBreak[], quantity: number): number {
  const rows = sortedBreaks(prices);
  let active = -1;
  rows.forEach((row, index) => {
    if (row.quantity <= quantity) active = index;
  });
  return active;
}

/**
 * The unit price in VND for `quantity` units: the applying break's price, or `listPrice` (the
 * product's `price`) below the first break or without breaks.
 *
 * @example unitPriceAt([{quantity: 1, price: 500}, {quantity: 100, price: 400}], 150, 500) === 400
 */
export function unitPriceAt(prices: readonly PriceBreak[], quantity: number, listPrice: number): number {
  const rows = sortedBreaks(prices);
  const index = activeBreakIndex(rows, quantity);
  return index >= 0 ? (rows[index]?.price ?? listPrice) : listPrice;
}

/** The line total in VND: unit price at that quantity times the quantity (integers stay exact). */
export function lineTotal(prices: readonly PriceBreak[], quantity: number, listPrice: number): number {
  return unitPriceAt(prices, quantity, listPrice) * quantity;
}

/**
 * The whole percent saved paying `to` instead of `from` per unit, rounded down so a saving is
 * never overstated; 0 when nothing is saved.
 *
 * @example savingPercent(500, 410) === 18
 */
export function savingPercent(from: number, to: number): number {
  if (!(from > 0) || to >= from) return 0;
  // The small epsilon keeps exact percentages such as 20 % from flooring to 19 through float error.
  return Math.floor(((from - to) / from) * 100 + 1e-9);
}

/** The next cheaper break above a quantity and what buying that many saves per unit. */
export interface NextBreak {
  quantity: number;
  price: number;
  savingPercent: number;
}

/**
 * The first break above `quantity` that saves at least 1 % per unit, with the
 * saving per unit against the current price ("the saving at the next break", shown as
 * "Mua từ 200: tiết kiệm 18%"); null at or beyond the last cheaper break.
 */
export function nextBreak(prices: readonly PriceBreak[], quantity: number, listPrice: number): NextBreak | null {
  const current = unitPriceAt(prices, quantity, listPrice);
  const next = sortedBreaks(prices).find((row) => row.quantity > quantity && savingPercent(current, row.price) > 0);
  return next ? { quantity: next.quantity, price: next.price, savingPercent: savingPercent(current, next.price) } : null;
}
