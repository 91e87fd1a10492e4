import { vndToUsd } from './exchange.ts';

export type Currency = 'VND' | 'USD';

/**
 * Formats whole dong as shown on the Vietnamese storefront: dot-grouped digits plus " đ"
 * (spec §9: "VND whole number plus ' đ'").
 *
 * @example formatVnd(1234500) === '1.234.500 đ'
 */
export function formatVnd(vnd: number): string {
  const whole = Math.round(vnd);
  const sign = whole < 0 ? '-' : '';
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}${digits} đ`;
}

/**
 * Formats dollars with a dollar sign and 2 decimals; values under one cent keep up to
 * `maxSmallDecimals` (3-5) significant decimals so a $0.0042 resistor does not read $0.00
 * (spec §9: "USD ... 2 decimals (3 to 5 for small values in the cart)").
 *
 * @example formatUsd(12.5) === '$12.50'
 * @example formatUsd(0.0042) === '$0.0042'
 */
export function formatUsd(usd: number, maxSmallDecimals: 3 | 4 | 5 = 5): string {
  const sign = usd < 0 ? '-' : '';
  const abs = Math.abs(usd);
  let decimals = 2;
  if (abs > 0 && abs < 0.01) {
    decimals = Math.min(maxSmallDecimals, Math.max(3, Math.ceil(-Math.log10(abs)) + 1));
  }
  const fixed = abs.toFixed(decimals);
  const [int = '0', frac] = fixed.split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${grouped}${frac ? `.${frac}` : ''}`;
}

/**
 * Formats a VND amount in the storefront's currency: dong on the Vietnamese storefront,
 * dollars (VND / exchange rate) on the English one.
 */
export function formatPrice(vnd: number, currency: Currency, exchangeRate: number): string {
  return currency === 'VND' ? formatVnd(vnd) : formatUsd(vndToUsd(vnd, exchangeRate));
}
