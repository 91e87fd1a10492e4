/**
 * The text of a PCB configuration row in the storefront's language: in English mode the English
 * one (`name_en`, `description_en`...) when the shop wrote it, else the Vietnamese one, which is
 * also what a configuration cached before the English texts existed falls back to.
 */

/** A row's name in `locale`: `name_en` in English when it is not blank, else `name`. */
export function localizedName(row: { name: string; name_en?: string | null | undefined }, locale: string): string {
  return localizedText(row.name, row.name_en, locale);
}

/**
 * Any Vietnamese text with its optional English one (help, warning, description).
 *
 * @example localizedText('Độ dày bo', 'Board thickness', 'en') // 'Board thickness'
 * @example localizedText('Độ dày bo', null, 'en') // 'Độ dày bo'
 */
export function localizedText<T extends string | null>(vietnamese: T, english: string | null | undefined, locale: string): T | string {
  if (locale !== 'en') return vietnamese;
  return english && english.trim() !== '' ? english : vietnamese;
}
