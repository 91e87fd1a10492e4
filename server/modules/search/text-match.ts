import { editDistanceWithin, prefixEditDistanceWithin } from '#shared/search/edit-distance.ts';
import { allowedTypos, compactCode, parseQuery } from '#shared/search/normalize.ts';
import { andInto, andNotInto, countBits, orInto, setBit, setList, setRange, type Bitset, type Scratch } from './bitset.ts';
import type { CatalogData } from './catalog-data.ts';
import { codeLength, codePrefixRange } from './code-index.ts';
import { SmallLru } from '../../lib/small-lru.ts';
import { catalogueValueSpelling, partNumberFallbacks } from './query-rewrite.ts';
import { findToken, prefixTokenRange } from './text-index.ts';

/**
 * The products a search query matches, with what relevance needs:
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
  /** Word window [from, to) outside which all four sets are empty. */
  from: number;
  to: number;
  /** Word window of `exact` and `prefix` (empty when no part number matched the whole query). */
  codeFrom: number;
  codeTo: number;
  count: number;
  /** Category indices whose names match every word. */
  categories: number[];
  /** Supplier indices whose names match every word. */
  suppliers: number[];
}

/**
 * One word's matches. `from`/`to` bound the words of the bitsets that can be non-zero: matches
 * usually cluster (a part-number prefix in one category), and every later pass touches only
 * that window, not the whole catalogue.
 */
interface WordSets {
  all: Bitset;
  strong: Bitset;
  from: number;
  to: number;
  categories: Set<number>;
  suppliers: Set<number>;
}

interface CodeSets {
  exact: Bitset;
  prefix: Bitset;
  from: number;
  to: number;
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
  private readonly codeCache = new SmallLru<string, CodeSets>(16);
  private readonly typoCache = new SmallLru<string, number[]>(2000);

  constructor(data: CatalogData) {
    this.data = data;
  }

  /**
   * The query's matches; temporary sets come from (and go back with) `scratch`. Values are read
   * in the catalogue's spelling (`0.1uf` → `100nf`); when nothing matched, a part number a
   * character or a suffix off, or its family, is tried (see query-rewrite.ts).
   */
  match(query: string, scratch: Scratch): SearchMatch | null {
    const found = this.matchQuery(catalogueValueSpelling(query), scratch);
    if (found === null || found.count > 0) return found;
    for (const prefix of partNumberFallbacks(query)) {
      const near = this.matchQuery(prefix, scratch);
      if (near !== null && near.count > 0) return near;
    }
    return found;
  }

  private matchQuery(query: string, scratch: Scratch): SearchMatch | null {
    const { words, compact } = parseQuery(query);
    if (words.length === 0) return null;
    const perWord = words.map((word, i) => this.wordSets(word, i === words.length - 1, scratch));
    let from = Math.max(...perWord.map((sets) => sets.from));
    let to = Math.min(...perWord.map((sets) => sets.to));
    const all = scratch.bitset();
    const strong = scratch.bitset();
    if (from < to) {
      all.set(perWord[0]!.all.subarray(from, to), from);
      strong.set(perWord[0]!.strong.subarray(from, to), from);
      for (const sets of perWord.slice(1)) {
        andInto(all, sets.all, from, to);
        andInto(strong, sets.strong, from, to);
      }
    } else {
      [from, to] = [0, 0];
    }
    let categories = new Set(perWord[0]!.categories);
    let suppliers = new Set(perWord[0]!.suppliers);
    for (const sets of perWord.slice(1)) {
      categories = intersect(categories, sets.categories);
      suppliers = intersect(suppliers, sets.suppliers);
    }
    const codes = this.codeSets(compact, scratch);
    if (codes.from < codes.to) {
      orInto(all, codes.exact, codes.from, codes.to);
      orInto(all, codes.prefix, codes.from, codes.to);
      [from, to] = from < to ? [Math.min(from, codes.from), Math.max(to, codes.to)] : [codes.from, codes.to];
    }
    scratch.written(all, from, to);
    scratch.written(strong, from, to);
    return {
      all,
      strong,
      exact: codes.exact,
      prefix: codes.prefix,
      from,
      to,
      codeFrom: codes.from,
      codeTo: codes.to,
      count: countBits(all, from, to),
      categories: [...categories],
      suppliers: [...suppliers],
    };
  }

  private wordSets(word: string, isLast: boolean, scratch: Scratch): WordSets {
    const key = `${isLast ? 'p' : 'w'}:${word}`;
    const cached = this.wordCache.get(key);
    if (cached) return cached;
    const data = this.data;
    const text = data.text;
    const sets: WordSets = { all: scratch.bitset(), strong: scratch.bitset(), from: data.size, to: 0, categories: new Set(), suppliers: new Set() };
    let postings = 0;
    /** Widens the window to cover ordinals [lo, hi]. */
    const touch = (lo: number, hi: number) => {
      if (lo >>> 5 < sets.from) sets.from = lo >>> 5;
      if ((hi >>> 5) + 1 > sets.to) sets.to = (hi >>> 5) + 1;
    };
    const addList = (strong: boolean, items: Uint32Array, start: number, end: number) => {
      if (end <= start) return;
      setList(sets.all, items, start, end);
      if (strong) setList(sets.strong, items, start, end);
      touch(items[start]!, items[end - 1]!);
      postings += end - start;
    };
    const addToken = (token: number, isStrong: boolean) => {
      addList(isStrong, text.nameLists.items, text.nameLists.starts[token]!, text.nameLists.starts[token + 1]!);
      addList(false, text.descLists.items, text.descLists.starts[token]!, text.descLists.starts[token + 1]!);
      const { starts: supplierStarts, items: supplierItems } = text.supplierLists;
      for (let k = supplierStarts[token]!; k < supplierStarts[token + 1]!; k++) {
        const supplier = supplierItems[k]!;
        sets.suppliers.add(supplier);
        const postingsOf = data.supplierPostings;
        addList(isStrong, postingsOf.items, postingsOf.starts[supplier]!, postingsOf.starts[supplier + 1]!);
      }
      const { starts: categoryStarts, items: categoryItems } = text.categoryLists;
      for (let k = categoryStarts[token]!; k < categoryStarts[token + 1]!; k++) {
        const category = categoryItems[k]!;
        sets.categories.add(category);
        const [lo, hi] = [data.subtreeStart[category]!, data.subtreeEnd[category]!];
        if (hi <= lo) continue;
        setRange(sets.all, lo, hi);
        if (isStrong) setRange(sets.strong, lo, hi);
        touch(lo, hi - 1);
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
        const ordinal = codes.ordinals[i]!;
        setBit(sets.all, ordinal);
        setBit(sets.strong, ordinal);
        touch(ordinal, ordinal);
      }
      postings += last - first;
    }
    // Every write above went through `touch` (or a setRange/setList it covers).
    scratch.written(sets.all, sets.from, sets.to);
    scratch.written(sets.strong, sets.from, sets.to);
    if (postings >= CACHE_FROM_POSTINGS) {
      scratch.keep(sets.all);
      scratch.keep(sets.strong);
      const evicted = this.wordCache.set(key, sets);
      // The least recently used entry cannot belong to this query (at most 8 words): its sets
      // go back to the pool when this request ends instead of becoming garbage.
      if (evicted) {
        scratch.adopt(evicted.all, evicted.from, evicted.to);
        scratch.adopt(evicted.strong, evicted.from, evicted.to);
      }
    }
    return sets;
  }

  /** Products whose part number equals (`exact`) or starts with (`prefix`) the whole query. */
  private codeSets(compact: string, scratch: Scratch): CodeSets {
    const cached = this.codeCache.get(compact);
    if (cached) return cached;
    const data = this.data;
    const sets: CodeSets = { exact: scratch.bitset(), prefix: scratch.bitset(), from: data.size, to: 0 };
    if (compact.length < 2) {
      scratch.written(sets.exact, 0, 0);
      scratch.written(sets.prefix, 0, 0);
      return { ...sets, from: 0, to: 0 };
    }
    const [first, last] = codePrefixRange(data.codes, compact);
    for (let i = first; i < last; i++) {
      const ordinal = data.codes.ordinals[i]!;
      if (codeLength(data.codes, i) === compact.length) setBit(sets.exact, ordinal);
      else if (compact.length >= CODE_PREFIX_FROM) setBit(sets.prefix, ordinal);
      else continue;
      if (ordinal >>> 5 < sets.from) sets.from = ordinal >>> 5;
      if ((ordinal >>> 5) + 1 > sets.to) sets.to = (ordinal >>> 5) + 1;
    }
    if (sets.from >= sets.to) [sets.from, sets.to] = [0, 0];
    // An exact match on one code (the MPN) outranks a prefix match on the other (the SKU).
    andNotInto(sets.prefix, sets.exact, sets.from, sets.to);
    scratch.written(sets.exact, sets.from, sets.to);
    scratch.written(sets.prefix, sets.from, sets.to);
    if (last - first >= CACHE_FROM_POSTINGS) {
      scratch.keep(sets.exact);
      scratch.keep(sets.prefix);
      const evicted = this.codeCache.set(compact, sets);
      if (evicted) {
        scratch.adopt(evicted.exact, evicted.from, evicted.to);
        scratch.adopt(evicted.prefix, evicted.from, evicted.to);
      }
    }
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

function intersect(a: Set<number>, b: Set<number>): Set<number> {
  const out = new Set<number>();
  for (const value of a) if (b.has(value)) out.add(value);
  return out;
}
