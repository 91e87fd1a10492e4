import { formatComponentValue, parseComponentValue } from '#shared/bom/component-value.ts';
import { compactCode, foldText } from '#shared/search/normalize.ts';

/**
 * Query rewriting for the catalogue search with the BOM tool's rules (shared/bom): component
 * values in the catalogue's own spelling, and part-number fallbacks when nothing matched.
 */

/**
 * The query with each value word spelled as the catalogue writes it (`0.1uf` → `100nf`,
 * `4k7` → `4.7k`, `2u2f` → `2.2uf`); other words unchanged. Only unambiguous values are rewritten
 * (a bare `100` or `100n` stays as typed: shared/bom/component-value.ts).
 *
 * @example catalogueValueSpelling('4k7 0603') === '4.7k 0603'
 */
export function catalogueValueSpelling(query: string): string {
  return query
    .split(/\s+/)
    .map((word) => {
      const value = parseComponentValue(word, null);
      if (value === null) return word;
      // "4.7 kΩ" → "4.7k": the number with its prefix, the unit kept for farads and henries
      // (the catalogue's descriptions read "100nF", "10uH", "4.7kΩ").
      const spelled = foldText(formatComponentValue(value).replace(' ', '').replace(/Ω$/, ''));
      return spelled === '' ? word : spelled;
    })
    .join(' ');
}

/** Shortest part-number prefix a fallback tries: shorter ones name whole catalogues ("stm32"). */
const FALLBACK_MIN = 5;

/**
 * Part-number prefixes to try, longest first, when a query matched nothing: the query as one
 * part number with characters dropped from its end, down to half its length (at least five):
 * `stm32f103vet8` → `stm32f103vet`, … (close MPN); `ams1117 3.3` → … `ams1117` (the family).
 * Empty for queries that are not part numbers (no digit and letter mix, or too short).
 */
export function partNumberFallbacks(query: string): string[] {
  const compact = compactCode(query);
  if (compact.length <= FALLBACK_MIN || !/[a-z]/.test(compact) || !/[0-9]/.test(compact)) return [];
  const shortest = Math.max(FALLBACK_MIN, Math.ceil(compact.length / 2));
  const prefixes: string[] = [];
  for (let length = compact.length - 1; length >= shortest; length--) prefixes.push(compact.slice(0, length));
  return prefixes;
}
