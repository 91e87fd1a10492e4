/**
 * Sets of product ordinals as bit arrays (one bit per ordinal, 32 per word). At 1M products a
 * set is 125 kB and an AND, OR or count over it touches 31,250 words, so combining a dozen sets
 * costs well under a millisecond. Functions take a word window [from, to) so work on a category
 * (a contiguous ordinal range) only touches that category's words.
 */
export type Bitset = Uint32Array;

export function createBitset(size: number): Bitset {
  return new Uint32Array((size + 31) >>> 5);
}

/** The word window covering ordinals [lo, hi). */
export function wordWindow(lo: number, hi: number): [number, number] {
  return [lo >>> 5, (hi + 31) >>> 5];
}

export function hasBit(set: Bitset, ordinal: number): boolean {
  return (set[ordinal >>> 5]! & (1 << (ordinal & 31))) !== 0;
}

export function setBit(set: Bitset, ordinal: number): void {
  set[ordinal >>> 5] = set[ordinal >>> 5]! | (1 << (ordinal & 31));
}

/** Sets every ordinal in [lo, hi). */
export function setRange(set: Bitset, lo: number, hi: number): void {
  if (hi <= lo) return;
  const first = lo >>> 5;
  const last = (hi - 1) >>> 5;
  const headMask = ~0 << (lo & 31);
  const tailMask = ~0 >>> (31 - ((hi - 1) & 31));
  if (first === last) {
    set[first] = set[first]! | (headMask & tailMask);
    return;
  }
  set[first] = set[first]! | headMask;
  for (let w = first + 1; w < last; w++) set[w] = ~0;
  set[last] = set[last]! | tailMask;
}

/** Sets the ordinals `list[start..end)` (a slice of a posting list). */
export function setList(set: Bitset, list: Uint32Array, start: number, end: number): void {
  for (let k = start; k < end; k++) {
    const ordinal = list[k]!;
    set[ordinal >>> 5] = set[ordinal >>> 5]! | (1 << (ordinal & 31));
  }
}

export function andInto(target: Bitset, other: Bitset, from: number, to: number): void {
  for (let w = from; w < to; w++) target[w] = target[w]! & other[w]!;
}

export function orInto(target: Bitset, other: Bitset, from: number, to: number): void {
  for (let w = from; w < to; w++) target[w] = target[w]! | other[w]!;
}

export function andNotInto(target: Bitset, other: Bitset, from: number, to: number): void {
  for (let w = from; w < to; w++) target[w] = target[w]! & ~other[w]!;
}

/** Keeps only ordinals in [lo, hi). */
export function clipToRange(set: Bitset, lo: number, hi: number): void {
  const [from, to] = wordWindow(lo, hi);
  set.fill(0, 0, from);
  set.fill(0, to);
  if (hi <= lo) return;
  set[from] = set[from]! & (~0 << (lo & 31));
  const last = (hi - 1) >>> 5;
  set[last] = set[last]! & (~0 >>> (31 - ((hi - 1) & 31)));
}

function popcount32(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export function countBits(set: Bitset, from: number, to: number): number {
  let count = 0;
  for (let w = from; w < to; w++) {
    const word = set[w]!;
    if (word !== 0) count += popcount32(word);
  }
  return count;
}

/** Members inside the ordinal range [lo, hi). */
export function countRange(set: Bitset, lo: number, hi: number): number {
  if (hi <= lo) return 0;
  const first = lo >>> 5;
  const last = (hi - 1) >>> 5;
  let count = 0;
  for (let w = first; w <= last; w++) {
    let word = set[w]!;
    if (word === 0) continue;
    if (w === first) word &= ~0 << (lo & 31);
    if (w === last) word &= ~0 >>> (31 - ((hi - 1) & 31));
    count += popcount32(word);
  }
  return count;
}

/** Number of ordinals in both sets. */
export function countAnd(a: Bitset, b: Bitset, from: number, to: number): number {
  let count = 0;
  for (let w = from; w < to; w++) {
    const word = a[w]! & b[w]!;
    if (word !== 0) count += popcount32(word);
  }
  return count;
}

/** The members in ascending order. */
export function listBits(set: Bitset, from: number, to: number, count = countBits(set, from, to)): Uint32Array {
  const out = new Uint32Array(count);
  let n = 0;
  for (let w = from; w < to && n < count; w++) {
    let word = set[w]!;
    while (word !== 0) {
      const low = word & -word;
      out[n++] = (w << 5) + (31 - Math.clz32(low));
      word ^= low;
    }
  }
  return out;
}

/**
 * Reusable bitsets of one catalogue size. A query needs a dozen temporary sets of 125 kB (at 1M
 * products); allocating them each time made allocation and garbage collection the biggest cost
 * of a suggestion. Sets come back zeroed.
 */
export class BitsetPool {
  private readonly size: number;
  private readonly free: Bitset[] = [];
  private readonly keep: number;

  constructor(size: number, keep = 64) {
    this.size = size;
    this.keep = keep;
  }

  take(): Bitset {
    return this.free.pop() ?? createBitset(this.size);
  }

  /** Takes back a set whose non-zero words all lie in the word window [from, to) (default: anywhere). */
  give(set: Bitset, from = 0, to = set.length): void {
    if (this.free.length >= this.keep) return;
    if (from < to) set.fill(0, from, to);
    this.free.push(set);
  }
}

/**
 * The temporary sets of one request: taken from a pool, all given back by `release`. A set is
 * zeroed whole on release unless `written` narrowed the words it may have touched: a suggestion's
 * sets usually cover a few hundred of the 31,250 words (at 1M products), and zeroing all of
 * them was a measurable share of a suggestion's index time.
 */
export class Scratch {
  private readonly pool: BitsetPool;
  private taken: Bitset[] = [];
  /** Per taken set, the word window [from, to) that may hold non-zero words. */
  private dirtyFrom: number[] = [];
  private dirtyTo: number[] = [];

  constructor(pool: BitsetPool) {
    this.pool = pool;
  }

  bitset(): Bitset {
    const set = this.pool.take();
    this.taken.push(set);
    this.dirtyFrom.push(0);
    this.dirtyTo.push(set.length);
    return set;
  }

  /**
   * Declares that every non-zero word of `set` (taken from this scratch) lies in the word window
   * [from, to), now and until release: only that window is zeroed then. An empty window means the
   * set was never written.
   */
  written(set: Bitset, from: number, to: number): void {
    const at = this.taken.lastIndexOf(set);
    if (at < 0) return;
    this.dirtyFrom[at] = Math.max(0, from);
    this.dirtyTo[at] = Math.min(set.length, to);
  }

  /** Keeps a set beyond this request (it now belongs to a cache and never returns to the pool). */
  keep(set: Bitset): void {
    const at = this.taken.lastIndexOf(set);
    if (at < 0) return;
    this.taken.splice(at, 1);
    this.dirtyFrom.splice(at, 1);
    this.dirtyTo.splice(at, 1);
  }

  /**
   * Takes a set no longer referenced anywhere else (e.g. pushed out of a cache), whose non-zero
   * words all lie in [from, to): it goes back to the pool, zeroed, on release.
   */
  adopt(set: Bitset, from: number, to: number): void {
    this.taken.push(set);
    this.dirtyFrom.push(Math.max(0, from));
    this.dirtyTo.push(Math.min(set.length, to));
  }

  release(): void {
    for (let k = 0; k < this.taken.length; k++) this.pool.give(this.taken[k]!, this.dirtyFrom[k]!, this.dirtyTo[k]!);
    this.taken = [];
    this.dirtyFrom = [];
    this.dirtyTo = [];
  }
}
