import { describe, expect, test } from 'vitest';
import { seededRandom } from './catalog-fixture.ts';
import { codeAt, CodeIndexBuilder, codePrefixRange } from './code-index.ts';
import { KEY_WORDS, TextKeyPacker } from './text-keys.ts';

function randomCodes(count: number, seed: number): string[] {
  const random = seededRandom(seed);
  const alphabet = 'abc0129z';
  const stems = ['', '0603waf', 'stm32f103c8t6xxxxxxxxx', 'c1', 'c10', 'lm317'];
  return Array.from({ length: count }, () => {
    let code = stems[Math.floor(random() * stems.length)]!;
    const extra = Math.floor(random() * 6);
    for (let k = 0; k < extra; k++) code += alphabet[Math.floor(random() * alphabet.length)];
    return code || 'x';
  });
}

describe('CodeIndex', () => {
  test('sorts codes in byte order, also those sharing more than 18 characters', async () => {
    const codes = randomCodes(3000, 1);
    const builder = new CodeIndexBuilder();
    codes.forEach((code, ordinal) => builder.add(code, ordinal));
    const index = await builder.finish();
    const sorted = Array.from({ length: codes.length }, (_, i) => codeAt(index, i));
    expect(sorted).toEqual([...codes].sort());
    for (let i = 0; i < codes.length; i++) expect(codes[index.ordinals[i]!]).toBe(sorted[i]);
  });

  test('finds the range of codes starting with a prefix, exact matches first', async () => {
    const codes = randomCodes(2000, 2);
    const builder = new CodeIndexBuilder();
    codes.forEach((code, ordinal) => builder.add(code, ordinal));
    const index = await builder.finish();
    for (const prefix of ['c1', 'c10', '0603waf', 'stm32f103c8t6xxxxxxxxxa', 'lm317', 'lm3170', 'zz', 'a']) {
      const [lo, hi] = codePrefixRange(index, prefix);
      expect(hi - lo, prefix).toBe(codes.filter((code) => code.startsWith(prefix)).length);
      const exact = codes.filter((code) => code === prefix).length;
      for (let i = lo; i < lo + exact; i++) expect(codeAt(index, i)).toBe(prefix);
    }
  });
});

describe('TextKeyPacker', () => {
  test('orders packed keys like the texts’ first 18 characters', () => {
    const texts = ['', 'a', 'a b', 'a.b', 'a0', 'ab', 'b', '0603 resistor', '0603waf1002t5e chip', '0603waf1002t5e chip resistor x', 'zzzzzzzzzzzzzzzzzz', '10k', '1.5k'];
    const keys = Array.from({ length: KEY_WORDS }, () => new Uint32Array(texts.length));
    const packer = new TextKeyPacker();
    texts.forEach((text, i) => {
      packer.reset();
      packer.pushText(text);
      packer.finish(keys, i);
    });
    const byKey = texts.map((_, i) => i).sort((a, b) => {
      for (const key of keys) if (key[a] !== key[b]) return key[a]! - key[b]!;
      return 0;
    });
    expect(byKey.map((i) => texts[i]!.slice(0, 18))).toEqual(texts.map((text) => text.slice(0, 18)).sort());
  });
});
