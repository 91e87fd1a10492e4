/**
 * Sort keys for folded text without keeping the text: the first 18 characters packed as base-39
 * digits into three 32-bit words (six characters each, 39^6 < 2^32). Comparing the words in
 * order compares the texts' first 18 characters: end of text < space < point < digits < letters,
 * which is also their byte order. A million names or part numbers then sort by radix sort,
 * with no strings kept alive and no comparisons.
 */
export const KEY_WORDS = 3;
export const KEY_CHARS = 18;
const PER_WORD = 6;
const BASE = 39;

/** Digit of a folded character (`[a-z0-9. ]`); anything else counts as a space. */
export function keyDigit(code: number): number {
  if (code >= 97 && code <= 122) return code - 84;
  if (code >= 48 && code <= 57) return code - 45;
  if (code === 46) return 2;
  return 1;
}

/** Packs characters into key words as they come; `finish` writes the words for one text. */
export class TextKeyPacker {
  private readonly words = new Uint32Array(KEY_WORDS);
  private count = 0;

  reset(): void {
    this.words.fill(0);
    this.count = 0;
  }

  get full(): boolean {
    return this.count >= KEY_CHARS;
  }

  push(code: number): void {
    if (this.count >= KEY_CHARS) return;
    const word = (this.count / PER_WORD) | 0;
    this.words[word] = this.words[word]! * BASE + keyDigit(code);
    this.count++;
  }

  /** Pushes every character of a string (until the key is full). */
  pushText(text: string): void {
    for (let k = 0; k < text.length && this.count < KEY_CHARS; k++) this.push(text.charCodeAt(k));
  }

  /** Pads the unused positions (end of text = digit 0) and stores the words at `target[i]`. */
  finish(target: Uint32Array[], i: number): void {
    for (let position = this.count; position < KEY_CHARS; position++) {
      const word = (position / PER_WORD) | 0;
      this.words[word] = this.words[word]! * BASE;
    }
    for (let w = 0; w < KEY_WORDS; w++) target[w]![i] = this.words[w]!;
  }
}
