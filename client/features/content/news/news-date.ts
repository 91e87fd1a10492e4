import type { Locale } from '#shared/i18n/locale.ts';

/** An article's publish date as each storefront writes dates: 25/11/2026 (vi), 25 Nov 2026 (en), in shop time. */
export function formatNewsDate(iso: string, locale: Locale): string {
  const options: Intl.DateTimeFormatOptions =
    locale === 'vi' ? { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Asia/Ho_Chi_Minh' } : { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Ho_Chi_Minh' };
  return new Intl.DateTimeFormat(locale === 'vi' ? 'vi-VN' : 'en-GB', options).format(new Date(iso));
}
