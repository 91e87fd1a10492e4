import { describe, expect, test } from 'vitest';
import { seededRandom } from './catalog-fixture.ts';
import { selectSmallest } from './page-of-set.ts';

describe('selectSmallest', () => {
  test('moves the k smallest values to the front, for random, sorted, reversed and repeated input', () => {
    const random = seededRandom(3);
    const inputs = [
      Array.from({ length: 1000 }, () => Math.floor(random() * 100_000)),
      Array.from({ length: 500 }, (_, i) => i),
      Array.from({ length: 500 }, (_, i) => 500 - i),
      Array.from({ length: 300 }, () => Math.floor(random() * 4)),
    ];
    for (const input of inputs) {
      const sorted = [...input].sort((a, b) => a - b);
      for (const k of [1, 2, 17, Math.floor(input.length / 2), input.length - 1, input.length]) {
        const values = Uint32Array.from(input);
        selectSmallest(values, k);
        expect([...values.subarray(0, k)].sort((a, b) => a - b)).toEqual(sorted.slice(0, k));
        expect([...values].sort((a, b) => a - b)).toEqual(sorted);
      }
    }
  });
});
