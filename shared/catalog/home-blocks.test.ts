import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { homeBlockFamilies } from './home-blocks.ts';

describe('homeBlockFamilies', () => {
  test('leaves out the families with nothing in stock or nothing at all, in menu order', () => {
    const families = [
      { id: 1, number_product: 515, number_in_stock: 402 },
      { id: 25, number_product: 12, number_in_stock: 0 },
      { id: 33, number_product: 1, number_in_stock: 1 },
      { id: 40, number_product: 0, number_in_stock: 0 },
      { id: 36, number_product: 1, number_in_stock: 0 },
    ];
    expect(homeBlockFamilies(families).map((family) => family.id)).toEqual([1, 33]);
  });

  test('a menu cached before the stock count existed decides on the product count alone', () => {
    const families = [
      { id: 1, number_product: 3 },
      { id: 2, number_product: 0 },
    ];
    expect(homeBlockFamilies(families).map((family) => family.id)).toEqual([1]);
  });

  test('keeps exactly the families with a part in stock, never reordering them', () => {
    const family = fc.record({ id: fc.nat(), number_product: fc.nat(50), number_in_stock: fc.nat(50) }).map((f) => ({
      ...f,
      number_in_stock: Math.min(f.number_in_stock, f.number_product),
    }));
    fc.assert(
      fc.property(fc.array(family), (families) => {
        const kept = homeBlockFamilies(families);
        for (const f of kept) expect(f.number_in_stock).toBeGreaterThan(0);
        const left = families.filter((f) => !kept.includes(f));
        for (const f of left) expect(f.number_in_stock).toBe(0);
        // Menu order: each kept family comes after the one before it.
        const positions = kept.map((f) => families.indexOf(f));
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
      }),
    );
  });
});
