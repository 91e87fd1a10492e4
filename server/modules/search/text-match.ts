import { editDistanceWithin, prefixEditDistanceWithin } from '#shared/search/edit-distance.ts';
import { allowedTypos, compactCode, parseQuery } from '#shared/search/normalize.ts';
import { andInto, countBits, createBitset, orInto, setBit, setList, setRange, type Bitset } from './bitset.ts';
import type { CatalogData } from './catalog-data.ts';
import { codeLength, codePrefixRange } from './code-index.ts';
import { SmallLru } from './small-lru.ts';
import { findToken, prefixTokenRange } from './text-index.ts';

/**
 * The products a search query matches, with what relevance needs (issue 3 search rules):
 * - `exact`: products whose MPN or SKU equals the whole query as a part number (rank first);
 * - `prefix`: products whose MPN or SKU starts with it (rank second);
 * - `strong`: products where every word matched exactly (the last word as a prefix) in the name,
 *   a part number, the manufacturer or the category (rank third);
 * - the rest of `all`: matched only through typos or description words (rank last).
 * Inside each tier products keep the popular order.
 */
export interface SearchMatch {
  all: Bitset;
  strong: Bitset;
  exact: Bitset;
  prefix: Bitset;
  count: number;
  /** Category indices whose names match every word. */
  categories: number[];
  /** Supplier indices whose names match every word. */
  suppliers: number[];
}

interface WordSets {
  all: Bitset;
  strong: Bitset;
  categories: Set<number>;
  suppliers: Set<number>;
}

/** Expansions that touch more postings than this are kept for the next keystroke. */
const CACHE_FROM_POSTINGS = 20_000;
/** Part numbers match by prefix from this many characters (shorter: exact only). */
const CODE_PREFIX_FROM = 3;

/**
 * Matches queries against one catalogue snapshot. Per query word: its dictionary tokens (exact,
 * or every token with the word as prefix when it is the last word), typo variants (bounded edit
 * distance over the alphabetic words of similar length) and part numbers starting with it;
 * each becomes a set of products, and the words' sets are intersected.
 */
export class TextMatcher {
  private readonly data: CatalogData;
  private readonly wordCache = new SmallLru<string, WordSets>(32);
  private readonly codeCache = new SmallLru<string, { exact: Bitset; prefix: Bitset }>(16);
  private readonly typoCache = new SmallLru<string, number[]>(2000);

  constructor(data: CatalogData) {
    this.data = data;
  }

  match(query: string): SearchMatch | null {
    const { words, compact } = parseQuery(query);
    if (words.length === 0) return null;
    const size = this.data.size;
    const [from, to] = [0, (size + 31) >>> 5];
    let all: Bitset | null = null;
    let strong: Bitset | null = null;
    let categories: Set<number> | null = null;
    let suppliers: Set<number> | null = null;
    words.forEach((word, i) => {
      const sets = this.wordSets(word, i === words.length - 1);
      if (all === null || strong === null) {
        all = sets.all.slice();
        strong = sets.strong.slice();
      } else {
        andInto(all, sets.all, from, to);
        andInto(strong, sets.strong, from, to);
      }
      categories = categories === null ? new Set(sets.categories) : intersect(categories, sets.categories);
      suppliers = suppliers === null ? new Set(sets.suppliers) : intersect(suppliers, sets.suppliers);
    });
    const codes = this.codeSets(compact);
    const matched = all as unknown as Bitset;
    orInto(matched, codes.exact, from, to);
    orInto(matched, codes.prefix, from, to);
    return {
      all: matched,
      strong: strong as unknown as Bitset,
      exact: codes.exact,
      prefix: codes.prefix,
      count: countBits(matched, from, to),
      categories: [...(categories ?? [])],
      suppliers: [...(suppliers ?? [])],
    };
  }

  private wordSets(word: string, isLast: boolean): WordSets {
    const key = `${isLast ? 'p' : 'w'}:${word}`;
    const cached = this.wordCache.get(key);
    if (cached) return cached;
    const data = this.data;
    const text = data.text;
    const sets: WordSets = { all: createBitset(data.size), strong: createBitset(data.size), categories: new Set(), suppliers: new Set() };
    let postings = 0;
    const addToken = (token: number, isStrong: boolean) => {
      postings += addList(sets.all, isStrong ? sets.strong : null, text.nameLists.items, text.nameLists.starts[token]!, text.nameLists.starts[token + 1]!);
      postings += addList(sets.all, null, text.descLists.items, text.descLists.starts[token]!, text.descLists.starts[token + 1]!);
      const { starts: supplierStarts, items: supplierItems } = text.supplierLists;
      for (let k = supplierStarts[token]!; k < supplierStarts[token + 1]!; k++) {
        const supplier = supplierItems[k]!;
        sets.suppliers.add(supplier);
        const postingsOf = data.supplierPostings;
        postings += addList(sets.all, isStrong ? sets.strong : null, postingsOf.items, postingsOf.starts[supplier]!, postingsOf.starts[supplier + 1]!);
      }
      const { starts: categoryStarts, items: categoryItems } = text.categoryLists;
      for (let k = categoryStarts[token]!; k < categoryStarts[token + 1]!; k++) {
        const category = categoryItems[k]!;
        sets.categories.add(category);
        setRange(sets.all, data.subtreeStart[category]!, data.subtreeEnd[category]!);
        if (isStrong) setRange(sets.strong, data.subtreeStart[category]!, data.subtreeEnd[category]!);
      }
    };
    let [lo, hi] = isLast && word.length >= 2 ? prefixTokenRange(text, word) : [0, 0];
    if (lo === hi) {
      const id = findToken(text, word);
      [lo, hi] = id >= 0 ? [id, id + 1] : [0, 0];
    }
    for (let token = lo; token < hi; token++) addToken(token, true);
    for (const token of this.typoTokens(word, isLast)) addToken(token, false);

    const code = compactCode(word);
    if (code.length >= 2) {
      const { codes } = data;
      const [first, last] = codePrefixRange(codes, code);
      const prefixAllowed = code.length >= CODE_PREFIX_FROM || isLast;
      for (let i = first; i < last; i++) {
        if (!prefixAllowed && codeLength(codes, i) !== code.length) break;
        setBit(sets.all, codes.ordinals[i]!);
        setBit(sets.strong, codes.ordinals[i]!);
      }
      postings += last - first;
    }
    if (postings >= CACHE_FROM_POSTINGS) this.wordCache.set(key, sets);
    return sets;
  }

  /** Products whose part number equals (`exact`) or starts with (`prefix`) the whole query. */
  private codeSets(compact: string): { exact: Bitset; prefix: Bitset } {
    const cached = this.codeCache.get(compact);
    if (cached) return cached;
    const data = this.data;
    const exact = createBitset(data.size);
    const prefix = createBitset(data.size);
    if (compact.length < 2) return { exact, prefix };
    const [first, last] = codePrefixRange(data.codes, compact);
    for (let i = first; i < last; i++) {
      const ordinal = data.codes.ordinals[i]!;
      if (codeLength(data.codes, i) === compact.length) setBit(exact, ordinal);
      else if (compact.length >= CODE_PREFIX_FROM) setBit(prefix, ordinal);
    }
    // An exact match on one code (the MPN) outranks a prefix match on the other (the SKU).
    andNotWords(prefix, exact);
    const sets = { exact, prefix };
    if (last - first >= CACHE_FROM_POSTINGS) this.codeCache.set(compact, sets);
    return sets;
  }

  /** Alphabetic tokens within the allowed typos of `word` that are not exact/prefix matches. */
  private typoTokens(word: string, isLast: boolean): number[] {
    const typos = allowedTypos(word);
    if (typos === 0) return [];
    const key = `${isLast ? 'p' : 'w'}:${word}`;
    const cached = this.typoCache.get(key);
    if (cached) return cached;
    const { tokens, alphabeticByLength } = this.data.text;
    const found: number[] = [];
    const shortest = Math.max(1, word.length - typos);
    const longest = isLast ? alphabeticByLength.length - 1 : Math.min(alphabeticByLength.length - 1, word.length + typos);
    for (let length = shortest; length <= longest; length++) {
      const bucket = alphabeticByLength[length];
      if (!bucket) continue;
      for (let k = 0; k < bucket.length; k++) {
        const token = tokens[bucket[k]!]!;
        if (isLast ? token.startsWith(word) : token === word) continue;
        const distance = isLast ? prefixEditDistanceWithin(word, token, typos) : editDistanceWithin(word, token, typos);
        if (distance <= typos) found.push(bucket[k]!);
      }
    }
    this.typoCache.set(key, found);
    return found;
  }
}

/** Sets `items[start..end)` in `all` (and `strong` when given); returns how many. */
function addList(all: Bitset, strong: Bitset | null, items: Uint32Array, start: number, end: number): number {
  setList(all, items, start, end);
  if (strong) setList(strong, items, start, end);
  return end - start;
}

function andNotWords(target: Bitset, other: Bitset): void {
  for (let w = 0; w < target.length; w++) target[w] = target[w]! & ~other[w]!;
}

function intersect(a: Set<number>, b: Set<number>): Set<number> {
  const out = new Set<number>();
  for (const value of a) if (b.has(value)) out.add(value);
  return out;
}
