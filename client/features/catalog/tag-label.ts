import type { Locale } from '#shared/i18n/locale.ts';

/** Product tags are shop data written in Vietnamese; the English storefront shows known ones in English. */
const ENGLISH_TAGS: Readonly<Record<string, string>> = {
  'cơ bản': 'Basic part',
  'mới': 'New',
  'bán chạy': 'Best seller',
};

/** The badge text for a product tag (spec §3 Product product_tag_name). */
export function tagLabel(tag: string, locale: Locale): string {
  if (locale === 'vi') return tag;
  return ENGLISH_TAGS[tag.normalize('NFC').trim().toLowerCase()] ?? tag;
}
