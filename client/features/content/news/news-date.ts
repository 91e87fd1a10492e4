import type { Locale } from '#shared/i18n/locale.ts';

// Made once: the staff lists format a date per row.
const NEWS_DATE: Readonly<Record<Locale, Intl.DateTimeFormat>> = {
  vi: new Intl.DateTimeFormat('vi-VN', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Asia/Ho_Chi_Minh' }),
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Ho_Chi_Minh' }),
};

/** An article's publish date as each storefront writes dates: 25/11/2026 (vi), 25 Nov 2026 (en), in shop time. */
export function formatNewsDate(iso: string, locale: Locale): string {
  return NEWS_DATE[locale].format(new Date(iso));
}
