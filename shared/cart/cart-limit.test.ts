import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { CART_MAX_LINES, fitsInCart, mergeWithinLimit } from './cart-limit.ts';

const ids = (count: number, from = 1) => Array.from({ length: count }, (_, index) => from + index);

describe('the cart limit', () => {
  test('a 501st line does not fit; a line already in a full cart can still change', () => {
    expect(CART_MAX_LINES).toBe(500);
    expect(fitsInCart(ids(499), 1_000)).toBe(true);
    expect(fitsInCart(ids(500), 1_000)).toBe(false);
    expect(fitsInCart(ids(500), 500)).toBe(true);
  });

  test('a merge keeps every line already there and adds new ones while there is room', () => {
    expect(mergeWithinLimit([1, 2], [2, 3, 4], 3)).toEqual({ added: [3], refused: [4] });
    expect(mergeWithinLimit(ids(300), ids(300, 301))).toEqual({ added: ids(200, 301), refused: ids(100, 501) });
    expect(mergeWithinLimit(ids(300), ids(300, 201)).refused).toEqual([]);
  });

  test('property: a merge never passes the limit, never drops a line already there, and accounts for every incoming product', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 80 }), { maxLength: 40 }), fc.array(fc.integer({ min: 1, max: 80 }), { maxLength: 60 }), fc.integer({ min: 40, max: 60 }), (existing, incoming, limit) => {
        const { added, refused } = mergeWithinLimit(existing, incoming, limit);
        expect(existing.length + added.length).toBeLessThanOrEqual(Math.max(limit, existing.length));
        expect(added.some((id) => existing.includes(id))).toBe(false);
        const accounted = new Set([...existing, ...added, ...refused]);
        for (const id of incoming) expect(accounted.has(id)).toBe(true);
      }),
    );
  });
});
