/**
 * Search text normalisation shared by the catalogue index (server) and anything in the browser
 * that wants to agree with it, e.g. highlighting. Pure and allocation-light:
 * the server folds every product name and description through it when it builds the index.
 *
 * Folding: lower case, Vietnamese diacritics removed (`Điện trở` → `dien tro`, đ → d), `µ`/`μ`
 * → `u` (so `10µF` meets `10uF`), `Ω` → ` ohm ` (so `10kΩ` gives the token `10k`), every other
 * character outside `[a-z0-9.]` a separator.
 */

const COMBINING_MARKS = /[\u0300-\u036f]/g;
// Applied after lower-casing, so `Đ`, `Ω` (both code points) and `Μ` are covered too.
const SPECIAL_LETTERS = /[đðµμω]/g;
const SPECIAL_REPLACEMENTS: Record<string, string> = { đ: 'd', ð: 'd', µ: 'u', μ: 'u', ω: ' ohm ' };
/** Latin letters that may carry diacritics; any other non-ASCII character is a separator anyway. */
const ACCENTED_LATIN = /[\u00c0-\u024f\u1e00-\u1eff]/;
const NOT_TOKEN_CHAR = /[^a-z0-9.]+/g;
/** A decimal number keeps its point (`2.2nf`, `4.7k`); any other run of letters and digits is a token. */
const TOKEN = /[a-z0-9]*[0-9](?:\.[0-9][a-z0-9]*)+|[a-z0-9]+/g;
const NOT_CODE_CHAR = /[^a-z0-9]+/g;

/** At most this many words of a query are used; longer queries are pasted text, not searches. */
export const MAX_QUERY_WORDS = 8;
/** A compact part number longer than this is not a part number. */
export const MAX_CODE_LENGTH = 64;

/** Lower case, no diacritics, special letters spelled out, separators as single spaces. */
export function foldText(text: string): string {
  const lower = text.toLowerCase();
  const replaced = lower.replace(SPECIAL_LETTERS, (letter) => SPECIAL_REPLACEMENTS[letter] ?? ' ');
  // Only decompose when needed: part names are mostly ASCII plus symbols such as ± and Ω.
  const ascii = ACCENTED_LATIN.test(replaced) ? replaced.normalize('NFD').replace(COMBINING_MARKS, '') : replaced;
  return ascii.replace(NOT_TOKEN_CHAR, ' ').trim();
}

/** The words of a text, folded (`"Điện trở 10kΩ ±1%"` → `["dien", "tro", "10k", "ohm", "1"]`). */
export function tokenize(text: string): string[] {
  return tokenizeFolded(foldText(text));
}

/** The words of a text already passed through `foldText`. */
export function tokenizeFolded(folded: string): string[] {
  return folded.match(TOKEN) ?? [];
}

/**
 * A part number with case, diacritics and separators removed, so `LM-317`, `lm317` and
 * `LM 317` are the same code (separators in part numbers do not matter).
 */
export function compactCode(text: string): string {
  return compactFolded(foldText(text));
}

/** `compactCode` of a text already passed through `foldText`. */
export function compactFolded(folded: string): string {
  return folded.replace(NOT_CODE_CHAR, '').slice(0, MAX_CODE_LENGTH);
}

/** Whether a word may match with typos: digits name values and part numbers, which must be exact. */
export function isTypoTolerantWord(word: string): boolean {
  return /^[a-z]+$/.test(word);
}

/**
 * How many edits a query word may be away from an indexed word: none below 4 letters, one from 4,
 * two from 8 ("one edit for words of 4+ characters, two for long ones"). Words with
 * digits get none (see `isTypoTolerantWord`).
 */
export function allowedTypos(word: string): number {
  if (!isTypoTolerantWord(word)) return 0;
  if (word.length >= 8) return 2;
  return word.length >= 4 ? 1 : 0;
}

export interface ParsedQuery {
  /** Folded words in typed order, duplicates removed, at most MAX_QUERY_WORDS. */
  words: string[];
  /** The whole query as one part number (`"lm 317"` → `lm317`). */
  compact: string;
}

/**
 * Splits a search query into words and a compact part-number form. The last word is matched
 * as a prefix by the index (the user is still typing it).
 */
export function parseQuery(query: string): ParsedQuery {
  const words: string[] = [];
  for (const word of tokenize(query)) {
    if (words.length === MAX_QUERY_WORDS) break;
    if (!words.includes(word)) words.push(word);
  }
  return { words, compact: compactCode(query) };
}
