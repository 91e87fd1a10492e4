import type { Locale } from '#shared/i18n/locale.ts';

/** When a comment, post or moderation step was written: date and time, in each storefront's language (made once, not per render). */
export const COMMUNITY_DATE_TIME: Readonly<Record<Locale, Intl.DateTimeFormat>> = {
  vi: new Intl.DateTimeFormat('vi-VN', { dateStyle: 'medium', timeStyle: 'short' }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }),
};

/** When a topic was opened: the date alone. */
export const COMMUNITY_DATE: Readonly<Record<Locale, Intl.DateTimeFormat>> = {
  vi: new Intl.DateTimeFormat('vi-VN', { dateStyle: 'medium' }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' }),
};
