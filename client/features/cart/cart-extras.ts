import type { CategoryExtra } from '#shared/cart/cart-line.ts';
import type { Locale } from '#shared/i18n/locale.ts';

/**
 * The cart line's category extra choice (spec §3 Cart item `category_extras`, `catext_id`): the
 * select's values are the extra ids as text, '' for none.
 */

/** The extra's name in the storefront language (the English name falls back to the Vietnamese). */
export function extraName(extra: Pick<CategoryExtra, 'name' | 'name_en'>, locale: Locale): string {
  return locale === 'en' && extra.name_en.trim() !== '' ? extra.name_en : extra.name;
}

/** The select's value for a line: its extra's id when still offered, else '' (none). */
export function extraValue(catextId: number | null, extras: readonly CategoryExtra[]): string {
  return catextId !== null && extras.some((extra) => extra.id === catextId) ? String(catextId) : '';
}

/** The `catext_id` a select value stands for: null for none or a value that is not an offered extra. */
export function extraOfValue(value: string, extras: readonly CategoryExtra[]): number | null {
  if (value === '') return null;
  return extras.find((extra) => String(extra.id) === value)?.id ?? null;
}
