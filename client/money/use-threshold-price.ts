import { useLingui } from '@lingui/react/macro';
import { useContext, useMemo } from 'react';
import { approximateUsd, formatVnd, formatVndCode } from '#shared/money/format.ts';
import { useLocale } from '../i18n/use-locale.ts';
import { ExchangeRateContext } from './exchange-rate-context.ts';
import { displayCurrency } from './price-formatter.ts';

/**
 * Formats a threshold the shop sets in dong (spec §9: VAT from 1,000,000 VND, bonus above 5,000,
 * online payment above 10,000): in dong on the Vietnamese storefront; on the English one the dong
 * amount the rule is about with its rough dollar value, "1,000,000 VND (about $38)", never a
 * converted "$38.46" that reads as if the rule were in dollars. `rate`
 * overrides the shop's exchange rate of the app shell (checkout passes the one it priced with).
 */
export function useThresholdPrice(rate?: number | null): (vnd: number) => string {
  const { t } = useLingui();
  const locale = useLocale();
  const shellRate = useContext(ExchangeRateContext);
  const exchangeRate = rate === undefined ? shellRate : rate;
  return useMemo(() => {
    if (displayCurrency(locale, exchangeRate) === 'VND' || exchangeRate === null) return formatVnd;
    return (vnd: number) => {
      const amount = formatVndCode(vnd);
      const about = approximateUsd(vnd, exchangeRate);
      return t`${amount} (khoảng ${about})`;
    };
  }, [locale, exchangeRate, t]);
}
