import { SOCIAL_BASIC_KEYS, type BasicKey } from '#shared/content/basic-keys.ts';
import type { FooterResponse } from '#shared/content/schemas.ts';
import type { Locale } from '#shared/i18n/locale.ts';

type Basics = FooterResponse['basics'];

/**
 * A shop setting for the storefront: `value` on vi, `value_en ?? value` on en.
 * Null when the key is missing or its value is blank, so the footer can skip it.
 */
export function basicValue(basics: Basics, key: BasicKey, locale: Locale): string | null {
  const row = basics.find((basic) => basic.key === key);
  if (!row) return null;
  const raw = locale === 'en' ? (row.value_en ?? row.value) : row.value;
  const value = raw.trim();
  return value === '' ? null : value;
}

export type SocialKey = (typeof SOCIAL_BASIC_KEYS)[number];

/** The social links that are set, in display order. */
export function socialLinks(basics: Basics, locale: Locale): { key: SocialKey; url: string }[] {
  return SOCIAL_BASIC_KEYS.flatMap((key) => {
    const url = basicValue(basics, key, locale);
    return url ? [{ key, url }] : [];
  });
}

/** `tel:` target for a displayed phone number: digits and a leading plus only. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/[^\d]/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
