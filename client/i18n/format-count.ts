import type { Locale } from '#shared/i18n/locale.ts';

const formatters: Record<Locale, Intl.NumberFormat> = {
  vi: new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 }),
  en: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }),
};

/** A whole count grouped the storefront's way: 1.234 on vi, 1,234 on en. */
export function formatCount(count: number, locale: Locale): string {
  return formatters[locale].format(count);
}
