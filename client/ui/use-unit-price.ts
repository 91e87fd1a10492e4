import { useContext, useMemo } from 'react';
import { vndToUsd } from '#shared/money/exchange.ts';
import { ExchangeRateContext } from '../money/exchange-rate-context.ts';
import { useCurrency, usePrice } from '../money/use-price.ts';
import { formatUsdUnitPrice } from './unit-price-format.ts';

/** Formats an integer VND unit price: as usual in dong, to four decimals for small dollar prices. */
export function useUnitPrice(): (vnd: number) => string {
  const currency = useCurrency();
  const exchangeRate = useContext(ExchangeRateContext);
  const price = usePrice();
  return useMemo(
    () => (currency === 'USD' && exchangeRate !== null ? (vnd: number) => formatUsdUnitPrice(vndToUsd(vnd, exchangeRate)) : price),
    [currency, exchangeRate, price],
  );
}
