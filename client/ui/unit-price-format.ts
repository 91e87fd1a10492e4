import { formatUsd } from '#shared/money/format.ts';

/**
 * A USD unit price for the product page: dollars and cents from $1 up, four decimals below
 * (trailing zeros trimmed to two), so "$0.1269 × 726" reads true next to its line total. Spec §9
 * allows 3 to 5 decimals for small values; distributors quote part prices to four.
 *
 * @example formatUsdUnitPrice(0.12692) === '$0.1269'
 * @example formatUsdUnitPrice(0.13) === '$0.13'
 * @example formatUsdUnitPrice(2.5) === '$2.50'
 */
export function formatUsdUnitPrice(usd: number): string {
  if (!(Math.abs(usd) < 1)) return formatUsd(usd);
  const fixed = Math.abs(usd).toFixed(4).replace(/0{1,2}$/, '');
  return `${usd < 0 ? '-' : ''}$${fixed}`;
}
