import { radixSortBy } from './radix-sort.ts';
import { GrowableUint32 } from './sorted-arrays.ts';
import { KEY_CHARS, KEY_WORDS, TextKeyPacker } from './text-keys.ts';

/**
 * Part numbers (MPN and SKU, compacted: `LM-317` → `lm317`) in byte order, for exact and prefix
 * lookups by binary search (an exact or prefix MPN/SKU match ranks first). The codes
 * live in one byte array with offsets rather than as a million JS strings: about 14 bytes per
 * code instead of ~40.
 */
export interface CodeIndex {
  /** Concatenated ASCII bytes of the codes, in sorted order. */
  bytes: Uint8Array;
  /** Code `i` is `bytes[starts[i] .. starts[i + 1])`. */
  starts: Uint32Array;
  /** The product ordinal of code `i`. */
  ordinals: Uint32Array;
}

/** Compares code `i` with `prefix`: 0 when the code starts with it, else the order of the two. */
function compareWithPrefix(index: CodeIndex, i: number, prefix: Uint8Array): number {
  const start = index.starts[i]!;
  const length = index.starts[i + 1]! - start;
  const n = Math.min(length, prefix.length);
  for (let k = 0; k < n; k++) {
    const diff = index.bytes[start + k]! - prefix[k]!;
    if (diff !== 0) return diff;
  }
  return length < prefix.length ? -1 : 0;
}

/** Positions [lo, hi) of the codes that start with `prefix`; exact matches come first. */
export function codePrefixRange(index: CodeIndex, prefix: string): [number, number] {
  const bytes = Buffer.from(prefix, 'latin1');
  const count = index.ordinals.length;
  let lo = 0;
  let hi = count;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareWithPrefix(index, mid, bytes) < 0) lo = mid + 1;
    else hi = mid;
  }
  const first = lo;
  hi = count;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareWithPrefix(index, mid, bytes) <= 0) lo = mid + 1;
    else hi = mid;
  }
  return [first, lo];
}

export function codeLength(index: CodeIndex, i: number): number {
  return index.starts[i + 1]! - index.starts[i]!;
}

export function codeAt(index: CodeIndex, i: number): string {
  return Buffer.from(index.bytes.buffer, index.bytes.byteOffset + index.starts[i]!, codeLength(index, i)).toString('latin1');
}

/** Collects codes while products stream in, then sorts them once. */
export class CodeIndexBuilder {
  private readonly bytes = new GrowableBytes();
  private readonly ends = new GrowableUint32();
  private readonly ordinals = new GrowableUint32();

  /** Adds a compact code (only `[a-z0-9]`, see `compactCode`). */
  add(code: string, ordinal: number): void {
    if (code.length === 0) return;
    this.bytes.pushAscii(code);
    this.ends.push(this.bytes.length);
    this.ordinals.push(ordinal);
  }

  async finish(pause: () => Promise<void> = async () => {}): Promise<CodeIndex> {
    const count = this.ordinals.length;
    const ends = this.ends.array;
    const source = this.bytes.array;
    const startOf = (i: number) => (i === 0 ? 0 : ends[i - 1]!);
    // Radix sort by the first 18 characters (text-keys.ts); whole codes are compared only inside
    // the rare runs of longer codes that share those 18 characters.
    const keys = Array.from({ length: KEY_WORDS }, () => new Uint32Array(count));
    const packer = new TextKeyPacker();
    for (let i = 0; i < count; i++) {
      packer.reset();
      for (let k = startOf(i); k < ends[i]! && !packer.full; k++) packer.push(source[k]!);
      packer.finish(keys, i);
      if (i % 500_000 === 499_999) await pause();
    }
    let order: Uint32Array = new Uint32Array(count);
    for (let i = 0; i < count; i++) order[i] = i;
    for (let k = keys.length - 1; k >= 0; k--) {
      order = radixSortBy(order, keys[k]!);
      await pause();
    }
    const sameKey = (a: number, b: number) => keys.every((key) => key[a] === key[b]);
    const compare = (a: number, b: number) => {
      const aStart = startOf(a);
      const bStart = startOf(b);
      const aLength = ends[a]! - aStart;
      const bLength = ends[b]! - bStart;
      const n = Math.min(aLength, bLength);
      for (let k = KEY_CHARS; k < n; k++) {
        const diff = source[aStart + k]! - source[bStart + k]!;
        if (diff !== 0) return diff;
      }
      return aLength - bLength;
    };
    for (let runStart = 0, runs = 0; runStart < count; runs++) {
      if ((runs & 0x3fff) === 0x3fff) await pause();
      let runEnd = runStart + 1;
      while (runEnd < count && sameKey(order[runEnd]!, order[runStart]!)) runEnd++;
      if (runEnd - runStart > 1) {
        const run = Array.from(order.subarray(runStart, runEnd)).sort(compare);
        order.set(run, runStart);
      }
      runStart = runEnd;
    }
    await pause();
    const bytes = new Uint8Array(this.bytes.length);
    const starts = new Uint32Array(count + 1);
    const ordinals = new Uint32Array(count);
    let offset = 0;
    for (let i = 0; i < count; i++) {
      const from = order[i]!;
      for (let k = startOf(from), end = ends[from]!; k < end; k++) bytes[offset++] = source[k]!;
      starts[i + 1] = offset;
      ordinals[i] = this.ordinals.array[from]!;
      // Reading in sorted order is random access (memory-bound, ~0.4 µs a code): pause now and then.
      if ((i & 0x3ffff) === 0x3ffff) await pause();
    }
    return { bytes, starts, ordinals };
  }
}

class GrowableBytes {
  array = new Uint8Array(1 << 16);
  length = 0;

  pushAscii(text: string): void {
    if (this.length + text.length > this.array.length) {
      const bigger = new Uint8Array(Math.max(this.array.length * 2, this.length + text.length));
      bigger.set(this.array);
      this.array = bigger;
    }
    for (let k = 0; k < text.length; k++) this.array[this.length++] = text.charCodeAt(k);
  }
}
