import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from '#shared/i18n/locale.ts';

/**
 * The storefront language from a `document.cookie` string: the `lang` cookie set by
 * GET /lang/{vi|en}, or vi when it is missing or unknown (spec §9 "Default locale vi").
 */
export function localeFromCookie(cookieHeader: string): Locale {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== LOCALE_COOKIE) continue;
    let value = part.slice(separator + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      continue;
    }
    if (isLocale(value)) return value;
  }
  return DEFAULT_LOCALE;
}
