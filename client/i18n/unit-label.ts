import type { Locale } from '#shared/i18n/locale.ts';

/** Spec §3: a product's unit defaults to 'Cái' (piece). */
export const DEFAULT_UNIT = 'Cái';

/** The shop's units are Vietnamese words; the English storefront shows the English for common ones. */
const ENGLISH_UNITS: Readonly<Record<string, string>> = {
  'cái': 'pc',
  'chiếc': 'pc',
  'con': 'pc',
  'bộ': 'set',
  'cuộn': 'reel',
  'mét': 'm',
  'gói': 'pack',
  'hộp': 'box',
  'tấm': 'sheet',
  'thanh': 'bar',
  'túi': 'bag',
};

/** The unit shown after a price ("/ Cái", "/ pc"). */
export function unitLabel(unit: string | null | undefined, locale: Locale): string {
  const shown = unit?.trim() || DEFAULT_UNIT;
  if (locale === 'vi') return shown;
  return ENGLISH_UNITS[shown.normalize('NFC').toLowerCase()] ?? shown;
}
