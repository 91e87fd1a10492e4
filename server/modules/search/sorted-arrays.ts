/** Helpers over ascending Uint32Array slices (posting lists) and compressed-row (CSR) lists. */

/** First index in `list[start..end)` whose value is >= `value` (end when none). */
export function lowerBound(list: Uint32Array, start: number, end: number, value: number): number {
  let lo = start;
  let hi = end;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * A list of lists in two arrays: the items of list `i` are `items[starts[i] .. starts[i + 1])`.
 * One allocation instead of one array per list, which matters with a million lists.
 */
export interface CompressedLists {
  starts: Uint32Array;
  items: Uint32Array;
}

/** How many items of list `i` fall in [lo, hi) (lists are ascending). */
export function countInRange(lists: CompressedLists, i: number, lo: number, hi: number): number {
  const start = lists.starts[i]!;
  const end = lists.starts[i + 1]!;
  if (start === end) return 0;
  return lowerBound(lists.items, start, end, hi) - lowerBound(lists.items, start, end, lo);
}

/**
 * Groups (key, value) pairs into compressed lists by key, keeping the pairs' order inside each
 * list (a counting sort): pairs arriving in ascending value order give ascending lists.
 */
export function groupPairs(keys: Uint32Array, values: Uint32Array, pairCount: number, keyCount: number): CompressedLists {
  const starts = new Uint32Array(keyCount + 1);
  for (let k = 0; k < pairCount; k++) starts[keys[k]! + 1]!++;
  for (let i = 0; i < keyCount; i++) starts[i + 1]! += starts[i]!;
  const fill = starts.slice(0, keyCount);
  const items = new Uint32Array(pairCount);
  for (let k = 0; k < pairCount; k++) items[fill[keys[k]!]!++] = values[k]!;
  return { starts, items };
}

/**
 * Inverts compressed lists (row → columns) into column → rows; rows come out ascending in each
 * list because rows are visited in order.
 */
export function invertLists(lists: CompressedLists, columnCount: number): CompressedLists {
  const rowCount = lists.starts.length - 1;
  const starts = new Uint32Array(columnCount + 1);
  const total = lists.items.length;
  for (let k = 0; k < total; k++) starts[lists.items[k]! + 1]!++;
  for (let c = 0; c < columnCount; c++) starts[c + 1]! += starts[c]!;
  const fill = starts.slice(0, columnCount);
  const items = new Uint32Array(total);
  for (let row = 0; row < rowCount; row++) {
    for (let k = lists.starts[row]!; k < lists.starts[row + 1]!; k++) items[fill[lists.items[k]!]!++] = row;
  }
  return { starts, items };
}

/** A Uint32Array that grows as values are pushed (doubling), for streaming builds. */
export class GrowableUint32 {
  array: Uint32Array;
  length = 0;

  constructor(initialCapacity = 1024) {
    this.array = new Uint32Array(Math.max(16, initialCapacity));
  }

  push(value: number): void {
    if (this.length === this.array.length) {
      const bigger = new Uint32Array(this.array.length * 2);
      bigger.set(this.array);
      this.array = bigger;
    }
    this.array[this.length++] = value;
  }

  /** The pushed values in an array of exactly the right size. */
  toArray(): Uint32Array {
    return this.array.slice(0, this.length);
  }
}
