import { vndToUsd } from './exchange.ts';
import { formatUsdOfVnd } from './usd.ts';

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
 * dollars (VND / exchange rate, rounded exactly: shared/money/usd.ts) on the English one.
 */
export function formatPrice(vnd: number, currency: Currency, exchangeRate: number): string {
  return currency === 'VND' ? formatVnd(vnd) : formatUsdOfVnd(vnd, exchangeRate);
}

/**
 * Whole dong in English digits with the currency code, for English texts that state a rule set
 * in dong (spec §9 thresholds): '1,000,000 VND'.
 */
export function formatVndCode(vnd: number): string {
  const whole = Math.round(vnd);
  return `${whole < 0 ? '-' : ''}${String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} VND`;
}

/**
 * The rough dollar value of a threshold set in dong, for "about …" beside it on the English
 * storefront ("$38.46" read as if the rule were in dollars): whole dollars from
 * $10 up, cents below.
 *
 * @example approximateUsd(1_000_000, 26_000) === '$38'
 * @example approximateUsd(5_000, 26_000) === '$0.19'
 */
export function approximateUsd(vnd: number, exchangeRate: number): string {
  const usd = vndToUsd(vnd, exchangeRate);
  return Math.abs(usd) >= 10 ? formatUsd(Math.round(usd)).replace(/\.00$/, '') : formatUsd(usd);
}
