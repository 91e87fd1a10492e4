import { amountOfInput } from './amount-input.ts';

/** The range staff may set the exchange rate in, VND per USD (a guard against a typo, not a market forecast). */
export const EXCHANGE_RATE_LIMITS = { min: 10_000, max: 100_000 } as const;

/**
 * The staff exchange-rate form's rule, run by the page and the server: a whole number of dong per
 * US dollar within EXCHANGE_RATE_LIMITS (spec §9: USD = VND price / exchange rate).
 */
export function exchangeRateError(value: unknown): string | undefined {
  if (value === '' || value === null || value === undefined) return 'field_required';
  const rate = amountOfInput(value);
  if (!Number.isInteger(rate)) return 'field_invalid';
  if (rate < EXCHANGE_RATE_LIMITS.min) return 'field_too_small';
  if (rate > EXCHANGE_RATE_LIMITS.max) return 'field_too_large';
  return undefined;
}
