/**
 * Strings of many slots in one byte buffer (UTF-8), instead of a JS string each: a million part
 * numbers cost their bytes plus six per slot, not a heap object each. Slots may be filled in any
 * order; byte order equals code-point order, so a sorted permutation of slots by their bytes can
 * be searched with an encoded query (`compare`, `hasPrefix`).
 */

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Read side. */
export class PackedStrings {
  private readonly bytes: Uint8Array;
  private readonly start: Uint32Array;
  private readonly length: Uint16Array;

  constructor(bytes: Uint8Array, start: Uint32Array, length: Uint16Array) {
    this.bytes = bytes;
    this.start = start;
    this.length = length;
  }

  /** The query form `compare` and `hasPrefix` take. */
  static encode(text: string): Uint8Array {
    // Codes and MPN keys are ASCII: copied byte by byte, cheaper than the encoder for a few characters.
    const bytes = new Uint8Array(text.length);
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code > 0x7f) return encoder.encode(text);
      bytes[i] = code;
    }
    return bytes;
  }

  get(slot: number): string {
    const length = this.length[slot]!;
    if (length === 0) return '';
    const start = this.start[slot]!;
    return decoder.decode(this.bytes.subarray(start, start + length));
  }

  /** The string's length in bytes (its length in characters for ASCII text such as MPN keys). */
  byteLengthOf(slot: number): number {
    return this.length[slot]!;
  }

  isEmpty(slot: number): boolean {
    return this.length[slot] === 0;
  }

  /** Slot `slot`'s string against `query` (encoded): negative, zero or positive like a comparator. */
  compare(slot: number, query: Uint8Array): number {
    const start = this.start[slot]!;
    const length = this.length[slot]!;
    const common = Math.min(length, query.length);
    for (let i = 0; i < common; i++) {
      const difference = this.bytes[start + i]! - query[i]!;
      if (difference !== 0) return difference;
    }
    return length - query.length;
  }

  /** Two slots' strings, for sorting slots. */
  compareSlots(a: number, b: number): number {
    const startA = this.start[a]!;
    const startB = this.start[b]!;
    const lengthA = this.length[a]!;
    const lengthB = this.length[b]!;
    const common = Math.min(lengthA, lengthB);
    for (let i = 0; i < common; i++) {
      const difference = this.bytes[startA + i]! - this.bytes[startB + i]!;
      if (difference !== 0) return difference;
    }
    return lengthA - lengthB;
  }

  hasPrefix(slot: number, prefix: Uint8Array): boolean {
    if (this.length[slot]! < prefix.length) return false;
    const start = this.start[slot]!;
    for (let i = 0; i < prefix.length; i++) if (this.bytes[start + i] !== prefix[i]) return false;
    return true;
  }

  /** Bytes held. */
  get byteLength(): number {
    return this.bytes.byteLength + this.start.byteLength + this.length.byteLength;
  }
}

/** Write side: `set` each slot once (any order), then `finish`. */
export class PackedStringsBuilder {
  private bytes = new Uint8Array(1 << 16);
  private used = 0;
  private readonly start: Uint32Array;
  private readonly length: Uint16Array;

  constructor(slots: number) {
    this.start = new Uint32Array(slots);
    this.length = new Uint16Array(slots);
  }

  set(slot: number, text: string): void {
    if (text === '') return;
    // UTF-8 takes at most three bytes per UTF-16 unit.
    const most = text.length * 3;
    if (this.used + most > this.bytes.length) {
      const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.used + most));
      grown.set(this.bytes.subarray(0, this.used));
      this.bytes = grown;
    }
    const { written } = encoder.encodeInto(text, this.bytes.subarray(this.used, this.used + Math.min(most, 0xffff)));
    this.start[slot] = this.used;
    this.length[slot] = written;
    this.used += written;
  }

  finish(): PackedStrings {
    return new PackedStrings(this.bytes.slice(0, this.used), this.start, this.length);
  }
}
