/**
 * An amount of dong as staff type it in a settings form, separators dropped ("47.000", "47,000"
 * and "47 000" are 47000); a number is taken as it is; NaN when the rest is not a number.
 */
export function amountOfInput(value: unknown): number {
  return typeof value === 'number' ? value : Number(String(value).replaceAll(/[.,\s]/g, ''));
}
