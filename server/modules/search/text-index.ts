import { foldText, isTypoTolerantWord, tokenizeFolded } from '#shared/search/normalize.ts';
import { GrowableUint32, groupPairs, invertLists, type CompressedLists } from './sorted-arrays.ts';
import type { TextKeyPacker } from './text-keys.ts';

/**
 * The word dictionary of the catalogue: every folded word of product names and descriptions,
 * manufacturer names and category names (both languages), sorted so a prefix is a range of token
 * ids. Per token: the products whose name has it, the products whose description (only) has it,
 * and the suppliers and categories whose names have it. Supplier and category words are not
 * copied onto their products: a match expands to the supplier's posting list or the category's
 * ordinal range at query time, which keeps the index a third smaller.
 */
export interface TextIndex {
  /** Folded words in ascending order; the token id is the position. */
  tokens: string[];
  nameLists: CompressedLists;
  descLists: CompressedLists;
  supplierLists: CompressedLists;
  categoryLists: CompressedLists;
  /** Ids of the purely alphabetic tokens (the only typo-tolerant ones), by length. */
  alphabeticByLength: Uint32Array[];
}

/** Id of `word` in the dictionary, or -1. */
export function findToken(text: TextIndex, word: string): number {
  const [lo, hi] = tokenRange(text, word, word);
  return lo < hi ? lo : -1;
}

/** Token ids [lo, hi) of the words starting with `prefix`. */
export function prefixTokenRange(text: TextIndex, prefix: string): [number, number] {
  return tokenRange(text, prefix, `${prefix}\uffff`);
}

function tokenRange(text: TextIndex, from: string, to: string): [number, number] {
  const tokens = text.tokens;
  let lo = 0;
  let hi = tokens.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (tokens[mid]! < from) lo = mid + 1;
    else hi = mid;
  }
  const first = lo;
  hi = tokens.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (tokens[mid]! <= to) lo = mid + 1;
    else hi = mid;
  }
  return [first, lo];
}

/** A whitespace-separated piece of raw text, folded once and remembered. */
interface FoldedPiece {
  folded: string;
  tokenIds: number[];
}

/** Distinct raw pieces remembered at most; part numbers make most of them unique. */
const PIECE_CACHE_LIMIT = 200_000;

/** Collects words while the catalogue streams in; `finish` sorts and inverts them once. */
export class TextIndexBuilder {
  private readonly ids = new Map<string, number>();
  /**
   * Raw text pieces ("Resistor", "10kΩ", "±1%") repeat across thousands of products: folding
   * and tokenizing each distinct piece once makes reading a million names several times faster.
   * Tokens never span whitespace, so a text's tokens are its pieces' tokens in order.
   */
  private pieces = new Map<string, FoldedPiece>();
  private readonly words: string[] = [];
  /** Per token, the last product (ordinal + 1) that named it: de-duplicates a product's words. */
  private seen = new Int32Array(1024);
  private readonly name = { ordinals: new GrowableUint32(1 << 16), tokens: new GrowableUint32(1 << 16) };
  private readonly desc = { ordinals: new GrowableUint32(1 << 16), tokens: new GrowableUint32(1 << 16) };
  private readonly suppliers = { owners: new GrowableUint32(), tokens: new GrowableUint32() };
  private readonly categories = { owners: new GrowableUint32(), tokens: new GrowableUint32() };

  private idOf(word: string): number {
    let id = this.ids.get(word);
    if (id === undefined) {
      id = this.words.length;
      this.ids.set(word, id);
      this.words.push(word);
      if (id === this.seen.length) {
        const bigger = new Int32Array(this.seen.length * 2);
        bigger.set(this.seen);
        this.seen = bigger;
      }
    }
    return id;
  }

  private piece(raw: string): FoldedPiece {
    let piece = this.pieces.get(raw);
    if (piece === undefined) {
      const folded = foldText(raw);
      piece = { folded, tokenIds: tokenizeFolded(folded).map((word) => this.idOf(word)) };
      if (this.pieces.size >= PIECE_CACHE_LIMIT) this.pieces = new Map();
      this.pieces.set(raw, piece);
    }
    return piece;
  }

  /**
   * Adds a product's name and description words (description words already in the name are
   * dropped). The English storefront's name (`nameEn`) counts as name words too, so a shopper
   * finds the part by the name either storefront shows. The piece equal to `skipPiece` (the MPN,
   * found through the part-number index) is left out of the words. The folded Vietnamese name goes
   * into `nameKey`, the product's name sort key.
   */
  addProduct(ordinal: number, name: string, nameEn: string | null, description: string | null, skipPiece: string, nameKey: TextKeyPacker): void {
    const mark = ordinal + 1;
    nameKey.reset();
    let first = true;
    for (const raw of name.split(' ')) {
      if (raw === '') continue;
      // Folded but not tokenized or remembered: unique part numbers would only fill the cache.
      const piece = raw === skipPiece ? null : this.piece(raw);
      if (!nameKey.full) {
        const folded = piece ? piece.folded : foldText(raw);
        if (folded !== '') {
          if (!first) nameKey.push(32);
          nameKey.pushText(folded);
          first = false;
        }
      }
      if (!piece) continue;
      for (const id of piece.tokenIds) {
        if (this.seen[id] === mark) continue;
        this.seen[id] = mark;
        this.name.ordinals.push(ordinal);
        this.name.tokens.push(id);
      }
    }
    if (nameEn) this.addWords(this.name, ordinal, nameEn, skipPiece);
    if (description) this.addWords(this.desc, ordinal, description, null);
  }

  /** The words of `text` not yet added for this product, into `lists` (the piece `skipPiece` left out). */
  private addWords(lists: { ordinals: GrowableUint32; tokens: GrowableUint32 }, ordinal: number, text: string, skipPiece: string | null): void {
    const mark = ordinal + 1;
    for (const raw of text.split(' ')) {
      if (raw === '' || raw === skipPiece) continue;
      for (const id of this.piece(raw).tokenIds) {
        if (this.seen[id] === mark) continue;
        this.seen[id] = mark;
        lists.ordinals.push(ordinal);
        lists.tokens.push(id);
      }
    }
  }

  addSupplier(index: number, words: readonly string[]): void {
    for (const word of new Set(words)) {
      this.suppliers.owners.push(index);
      this.suppliers.tokens.push(this.idOf(word));
    }
  }

  addCategory(index: number, words: readonly string[]): void {
    for (const word of new Set(words)) {
      this.categories.owners.push(index);
      this.categories.tokens.push(this.idOf(word));
    }
  }

  async finish(productCount: number, supplierCount: number, categoryCount: number, pause: () => Promise<void>): Promise<TextIndex> {
    const order = this.words.map((_, id) => id).sort((a, b) => (this.words[a]! < this.words[b]! ? -1 : 1));
    const newId = new Uint32Array(order.length);
    order.forEach((oldId, position) => {
      newId[oldId] = position;
    });
    const tokens = order.map((oldId) => this.words[oldId]!);
    const byToken = async (owners: GrowableUint32, tokenIds: GrowableUint32, ownerCount: number): Promise<CompressedLists> => {
      const remapped = tokenIds.array;
      for (let k = 0; k < tokenIds.length; k++) remapped[k] = newId[remapped[k]!]!;
      // Owner → tokens first, so that inverting visits owners in ascending order.
      const byOwner = groupPairs(owners.array, remapped, owners.length, ownerCount);
      await pause();
      const lists = invertLists(byOwner, tokens.length);
      await pause();
      return lists;
    };
    const alphabeticByLength: Uint32Array[] = [];
    const buckets: number[][] = [];
    tokens.forEach((token, id) => {
      if (!isTypoTolerantWord(token)) return;
      (buckets[token.length] ??= []).push(id);
    });
    for (let length = 0; length < buckets.length; length++) alphabeticByLength[length] = Uint32Array.from(buckets[length] ?? []);
    return {
      tokens,
      nameLists: await byToken(this.name.ordinals, this.name.tokens, productCount),
      descLists: await byToken(this.desc.ordinals, this.desc.tokens, productCount),
      supplierLists: await byToken(this.suppliers.owners, this.suppliers.tokens, supplierCount),
      categoryLists: await byToken(this.categories.owners, this.categories.tokens, categoryCount),
      alphabeticByLength,
    };
  }
}
