/**
 * A whole amount as staff type it in the settings forms, its thousands separators and spaces
 * dropped ("25.000", "25,000", "25 000" → 25000); NaN when what is left is not a number.
 */
export function typedWholeNumber(value: string): number {
  return Number(value.replaceAll(/[.,\s]/g, ''));
}
