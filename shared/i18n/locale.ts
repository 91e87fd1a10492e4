import type { Currency } from '../money/format.ts';

export const LOCALES = ['vi', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** Spec §9: "Default locale vi, with en". */
export const DEFAULT_LOCALE: Locale = 'vi';

/** Cookie that remembers the storefront language (set by GET /lang/{vi|en}). */
export const LOCALE_COOKIE = 'lang';

export function isLocale(value: unknown): value is Locale {
  return value === 'vi' || value === 'en';
}

/** Vietnamese storefront in dong, English storefront in dollars (spec §1). */
export function currencyFor(locale: Locale): Currency {
  return locale === 'vi' ? 'VND' : 'USD';
}
