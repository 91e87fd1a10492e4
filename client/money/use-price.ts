import { useContext, useMemo } from 'react';
import type { Currency } from '#shared/money/format.ts';
import { useLocale } from '../i18n/use-locale.ts';
import { ExchangeRateContext } from './exchange-rate-context.ts';
import { displayCurrency, linePriceFormatter, priceFormatter, type FormatLine, type FormatPrice } from './price-formatter.ts';

/** The currency the storefront shows: VND on vi, USD on en (spec §1). */
export function useCurrency(): Currency {
  return displayCurrency(useLocale(), useContext(ExchangeRateContext));
}

/** A formatter for integer VND prices in the storefront's currency. */
export function usePrice(): FormatPrice {
  const locale = useLocale();
  const exchangeRate = useContext(ExchangeRateContext);
  return useMemo(() => priceFormatter(locale, exchangeRate), [locale, exchangeRate]);
}

/** A formatter for a line's unit price and total together (see `linePriceFormatter`). */
export function useLinePrice(): FormatLine {
  const locale = useLocale();
  const exchangeRate = useContext(ExchangeRateContext);
  return useMemo(() => linePriceFormatter(locale, exchangeRate), [locale, exchangeRate]);
}
