import type { PcbQuantityRow } from './config-types.ts';

/**
 * The quantity picker's rules (spec §5: "Other quantity at most the largest listed quantity
 * ('Nhập số lượng nhỏ hơn {max}') and a multiple of 50 (pcb_other_quantity_require)"; §9 "PCB
 * other quantity multiple of 50").
 *
 * Interpretations where the spec leaves a choice:
 * - "Listed" quantities are the type's rows with `show_list`; rows without it still discount
 *   (they are tiers the picker does not offer).
 * - The largest listed quantity itself is allowed ("at most"), although the Vietnamese text
 *   reads "smaller than"; the text is the spec's and is kept.
 * - Checked in the spec's order: too large first, then the multiple of 50. Empty, zero, negative
 *   or non-whole input is not a multiple of 50 (pcb_other_quantity_require).
 */

/** Spec §9: an other quantity is a multiple of 50. */
export const OTHER_QUANTITY_STEP = 50;

/** The quantities the picker lists, ascending, without repeats. */
export function listedQuantities(rows: readonly PcbQuantityRow[]): number[] {
  return [...new Set(rows.filter((row) => row.show_list).map((row) => row.quantity))].sort((a, b) => a - b);
}

/** The largest listed quantity; 0 when none is listed. */
export function largestListedQuantity(rows: readonly PcbQuantityRow[]): number {
  return listedQuantities(rows).at(-1) ?? 0;
}

/** Why an other quantity is refused: the spec's message or key, with its value. */
export type OtherQuantityProblem =
  | { message: 'Nhập số lượng nhỏ hơn {max}'; max: number }
  | { message: 'pcb_other_quantity_require' };

/**
 * The problem with a typed other quantity, or null when it is accepted.
 *
 * @example otherQuantityProblem(rows, 2000) // {message: 'Nhập số lượng nhỏ hơn {max}', max: 1000}
 * @example otherQuantityProblem(rows, 120)  // {message: 'pcb_other_quantity_require'}
 * @example otherQuantityProblem(rows, 150)  // null
 */
export function otherQuantityProblem(rows: readonly PcbQuantityRow[], quantity: number): OtherQuantityProblem | null {
  const max = largestListedQuantity(rows);
  if (Number.isFinite(quantity) && quantity > max) return { message: 'Nhập số lượng nhỏ hơn {max}', max };
  if (!Number.isInteger(quantity) || quantity <= 0 || quantity % OTHER_QUANTITY_STEP !== 0) {
    return { message: 'pcb_other_quantity_require' };
  }
  return null;
}

/**
 * Whether a quantity may be ordered on this type: a listed quantity, or an accepted other
 * quantity. The server checks the submitted `quantity` with it.
 */
export function isOrderableQuantity(rows: readonly PcbQuantityRow[], quantity: number): boolean {
  return listedQuantities(rows).includes(quantity) || otherQuantityProblem(rows, quantity) === null;
}
