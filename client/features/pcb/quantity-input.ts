import type { PcbQuantityRow } from '#shared/pcb/config-types.ts';
import { otherQuantityProblem, type OtherQuantityProblem } from '#shared/pcb/quantity-rules.ts';

/**
 * The other-quantity box (spec §5): digits only as typed; an accepted value becomes the priced
 * quantity, a refused one keeps the last priced quantity and shows its message.
 */

/** The box's text with anything but digits dropped (spec §5 "inputs accept numeric text only"). */
export function digitsOnly(text: string): string {
  return text.replace(/\D+/g, '').slice(0, 7);
}

/** What a typed other quantity means: the quantity to price (or null) and the message to show. */
export interface OtherQuantityReading {
  quantity: number | null;
  problem: OtherQuantityProblem | null;
}

/**
 * Reads the box. Empty text is not an error yet (the user is typing); it prices nothing new.
 *
 * @example readOtherQuantity(rows, '150') // {quantity: 150, problem: null}
 * @example readOtherQuantity(rows, '120') // {quantity: null, problem: {message: 'pcb_other_quantity_require'}}
 */
export function readOtherQuantity(rows: readonly PcbQuantityRow[], text: string): OtherQuantityReading {
  const digits = digitsOnly(text);
  if (digits === '') return { quantity: null, problem: null };
  const quantity = Number(digits);
  const problem = otherQuantityProblem(rows, quantity);
  return problem ? { quantity: null, problem } : { quantity, problem: null };
}
