import { describe, expect, test } from 'vitest';
import { seededRandom } from './catalog-fixture.ts';
import { countBits, createBitset, setBit } from './bitset.ts';
import { pageOfSet, selectSmallest, type CountedSet } from './page-of-set.ts';

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

describe('pageOfSet', () => {
  const size = 200_000;
  const random = seededRandom(11);
  // A shuffled order, so ordinal and rank are unrelated.
  const perm = Uint32Array.from({ length: size }, (_, i) => i);
  for (let i = size - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [perm[i], perm[j]] = [perm[j]!, perm[i]!];
  }
  const rank = new Uint32Array(size);
  perm.forEach((ordinal, position) => (rank[ordinal] = position));
  const order = { perm, rank };

  function membersOf(ordinals: number[]): CountedSet {
    const set = createBitset(size);
    for (const ordinal of ordinals) setBit(set, ordinal);
    const to = set.length;
    return { set, from: 0, to, count: countBits(set, 0, to) };
  }
  const expected = (ordinals: number[], offset: number, limit: number) =>
    [...new Set(ordinals)].sort((a, b) => rank[a]! - rank[b]!).slice(offset, offset + limit);

  test('pages members spread over the order, and members bunched at either end of it (where the walk gives way to listing)', () => {
    const spread = Array.from({ length: 20_000 }, () => Math.floor(random() * size));
    const atTheEnd = Array.from(perm.subarray(size - 3_000));
    const atTheStart = Array.from(perm.subarray(0, 3_000));
    for (const ordinals of [spread, atTheEnd, atTheStart]) {
      const members = membersOf(ordinals);
      for (const [offset, limit] of [[0, 8], [0, 24], [48, 48], [members.count - 5, 8], [members.count, 8]] as const) {
        expect([...pageOfSet(members, order, offset, limit)]).toEqual(expected(ordinals, offset, limit));
      }
    }
  });
});
