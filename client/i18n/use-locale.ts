import { useLingui } from '@lingui/react';
import { DEFAULT_LOCALE, isLocale, type Locale } from '#shared/i18n/locale.ts';

/** The active storefront locale (set once at start from the `lang` cookie). */
export function useLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}
