import type { Locale } from '#shared/i18n/locale.ts';

/**
 * A row the shop names in both languages (categories, footer groups and pages, products). A
 * product kept in the browser before English names existed has no `name_en`.
 */
export interface Bilingual {
  name: string;
  name_en?: string | null | undefined;
}

/** `name` on the Vietnamese storefront, `name_en` on the English one (falling back to `name` when blank). */
export function localizedName(row: Bilingual, locale: Locale): string {
  if (locale === 'en') {
    const english = row.name_en?.trim();
    if (english) return english;
  }
  return row.name;
}
