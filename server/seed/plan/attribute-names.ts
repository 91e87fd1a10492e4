import attributeNames from '../data/attribute-names.json' with { type: 'json' };

const VIETNAMESE_BY_ENGLISH: Readonly<Record<string, string>> = attributeNames;

/**
 * The Vietnamese name of a supplier attribute (`server/seed/data/attribute-names.json`),
 * or the English name when the file has none.
 */
export function vietnameseAttributeName(nameEn: string): string {
  return VIETNAMESE_BY_ENGLISH[nameEn] ?? nameEn;
}
