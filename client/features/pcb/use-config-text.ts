import { useMemo } from 'react';
import { localizedName, localizedText } from '#shared/pcb/localized-name.ts';
import { useLocale } from '../../i18n/use-locale.ts';

export interface ConfigText {
  /** A configuration row's name in the storefront language (the Vietnamese one when no English was written). */
  name: (row: { name: string; name_en?: string | null | undefined }) => string;
  /** A Vietnamese text with its optional English one (help, warning, description). */
  text: <T extends string | null>(vietnamese: T, english: string | null | undefined) => T | string;
}

/** The PCB configuration's texts in the storefront language (shared/pcb/localized-name.ts). */
export function useConfigText(): ConfigText {
  const locale = useLocale();
  return useMemo(
    () => ({
      name: (row) => localizedName(row, locale),
      text: (vietnamese, english) => localizedText(vietnamese, english, locale),
    }),
    [locale],
  );
}
