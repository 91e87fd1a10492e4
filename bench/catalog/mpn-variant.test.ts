import { describe, expect, test } from 'vitest';
import { createMpnRegistry, mpnRuns, mpnVariant } from './mpn-variant.ts';
import { createPrng } from './prng.ts';

describe('mpnVariant', () => {
  test('keeps the shape of the part number: length, separators, letter runs, leading zeros', () => {
    const rng = createPrng(1);
    for (const mpn of ['0402B102K500NT', 'STM32F103C8T6', 'RS-02K302JT', 'PIC18F26Q10-I/ML', 'LTM4633MPY#PBF']) {
      const shape = (text: string) => mpnRuns(text).map((run) => (/^\d/.test(run) ? `${run[0] === '0' ? '0' : 'n'}${run.length}` : /^[A-Za-z]/.test(run) ? `a${run.length}` : run));
      for (let i = 0; i < 50; i++) {
        const variant = mpnVariant(mpn, rng);
        expect(variant).toHaveLength(mpn.length);
        expect(shape(variant)).toEqual(shape(mpn));
      }
    }
  });

  test('registry never hands out a taken number, even for a part number with no room to vary', () => {
    const rng = createPrng(2);
    const registry = createMpnRegistry(['AB1']);
    const seen = new Set<string>(['AB1']);
    for (let i = 0; i < 200; i++) {
      const variant = registry.variantOf('AB1', rng);
      expect(seen.has(variant)).toBe(false);
      seen.add(variant);
    }
  });
});

describe('createPrng', () => {
  test('same seed, same sequence; uniform enough for sampling', () => {
    const a = createPrng(42);
    const b = createPrng(42);
    const draws = Array.from({ length: 10_000 }, () => a.next());
    expect(draws).toEqual(Array.from({ length: 10_000 }, () => b.next()));
    const mean = draws.reduce((sum, x) => sum + x, 0) / draws.length;
    expect(mean).toBeGreaterThan(0.48);
    expect(mean).toBeLessThan(0.52);
    const cumulative = [1, 1, 4]; // weights 1, 0, 3
    const picks = Array.from({ length: 4000 }, () => a.weighted(cumulative));
    expect(picks.filter((i) => i === 1)).toEqual([]);
    expect(picks.filter((i) => i === 2).length / picks.length).toBeCloseTo(0.75, 1);
  });
});
