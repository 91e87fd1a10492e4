import { roundToHundreds } from './rounding.ts';

/** The smallest VND unit price the shop lists: one hundred dong. */
export const MIN_UNIT_PRICE_VND = 100;

/**
 * Converts a supplier's USD unit price to the shop's VND list price:
 * USD × exchange rate × (1 + margin), rounded to whole hundreds, never below 100 đ
 * (a 0.0002 USD resistor still costs something to pick and pack).
 *
 * @example usdToVndPrice(0.0044, 26_000, 20) === 100
 * @example usdToVndPrice(1.6185, 26_000, 20) === 50_500
 */
export function usdToVndPrice(usd: number, exchangeRate: number, marginPercent: number): number {
  const vnd = usd * exchangeRate * (1 + marginPercent / 100);
  return Math.max(MIN_UNIT_PRICE_VND, roundToHundreds(vnd));
}

/**
 * VND → USD for display on the English storefront (ARCHITECTURE "Money and locale":
 * USD is only a view, VND / exchange rate). Not rounded: formatting decides the decimals.
 */
export function vndToUsd(vnd: number, exchangeRate: number): number {
  if (!(exchangeRate > 0)) throw new RangeError(`exchange rate must be positive, got ${exchangeRate}`);
  return vnd / exchangeRate;
}
