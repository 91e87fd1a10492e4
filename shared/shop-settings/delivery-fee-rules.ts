import { amountOfInput } from './amount-input.ts';

/** The highest delivery fee staff may set for one province, in VND (a guard against a typo's extra zeros). */
export const DELIVERY_FEE_MAX = 2_000_000;

/**
 * The staff delivery-fee form's rule, run by the page and the server: a whole number of dong from
 * 0 (free delivery) to DELIVERY_FEE_MAX, in hundreds (spec §9: VND amounts round to hundreds).
 */
export function deliveryFeeError(value: unknown): string | undefined {
  if (value === '' || value === null || value === undefined) return 'field_required';
  const fee = amountOfInput(value);
  if (!Number.isInteger(fee)) return 'field_invalid';
  if (fee < 0) return 'field_too_small';
  if (fee > DELIVERY_FEE_MAX) return 'field_too_large';
  if (fee % 100 !== 0) return 'fee_not_hundreds';
  return undefined;
}
