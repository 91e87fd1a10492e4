import { formatPrice, formatVnd, type Currency } from '#shared/money/format.ts';
import { formatUsdLine } from '#shared/money/usd.ts';
import { currencyFor, type Locale } from '#shared/i18n/locale.ts';

/** Formats an integer VND price for the storefront. */
export type FormatPrice = (vnd: number) => string;

/**
 * The storefront currency actually shown: USD on en only when a usable exchange rate is known,
 * otherwise dong (better an honest VND price than a made-up dollar one).
 */
export function displayCurrency(locale: Locale, exchangeRate: number | null): Currency {
  const wanted = currencyFor(locale);
  return wanted === 'USD' && !(exchangeRate !== null && exchangeRate > 0) ? 'VND' : wanted;
}

/** vi → VND via formatVnd; en → USD via formatPrice with the shop's `exchange_rate` (spec §9 Currency). */
export function priceFormatter(locale: Locale, exchangeRate: number | null): FormatPrice {
  if (displayCurrency(locale, exchangeRate) === 'VND' || exchangeRate === null) return formatVnd;
  return (vnd) => formatPrice(vnd, 'USD', exchangeRate);
}

/**
 * Formats a line's unit price and line total together (integer VND unit price, quantity; a placed
 * order's stored line total when there is one, else unit × quantity).
 */
export type FormatLine = (unitVnd: number, quantity: number, lineVnd?: number) => { unit: string; line: string };

/**
 * The unit price and line total of a cart or order line in the storefront's currency. In dollars
 * the unit price takes the decimals that make unit × quantity visibly equal the line
 * (shared/money/usd.ts formatUsdLine); in dong both are whole đồng.
 */
export function linePriceFormatter(locale: Locale, exchangeRate: number | null): FormatLine {
  if (displayCurrency(locale, exchangeRate) === 'VND' || exchangeRate === null) {
    return (unitVnd, quantity, lineVnd = unitVnd * quantity) => ({ unit: formatVnd(unitVnd), line: formatVnd(lineVnd) });
  }
  return (unitVnd, quantity, lineVnd = unitVnd * quantity) => formatUsdLine(unitVnd, quantity, exchangeRate, lineVnd);
}

/** The `exchange_rate` setting (VND per USD) as a number, or null when missing or not a positive number. */
export function parseExchangeRate(value: string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const rate = Number(value.replace(/[\s,]/g, ''));
  return Number.isFinite(rate) && rate > 0 ? rate : null;
}
