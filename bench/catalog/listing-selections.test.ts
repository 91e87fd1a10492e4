import { describe, expect, test } from 'vitest';
import { listingSelection } from './listing-selections.ts';
import { createPrng } from './prng.ts';

describe('listingSelection', () => {
  const product = { categoryChain: [30, 12, 3], supplierId: 7, inventory: 5, propertyIds: [101, 205, 310] };
  const rng = createPrng(5);
  const selections = Array.from({ length: 3000 }, () => listingSelection(product, rng));

  test('listing and counts share the selection; paging and sorting only on the listing', () => {
    for (const { listingPath, countsPath } of selections) {
      const listing = new URL(listingPath, 'http://x').searchParams;
      const counts = new URL(countsPath, 'http://x').searchParams;
      for (const key of ['category_id', 'prid', 'brand', 'stock']) expect(listing.get(key)).toBe(counts.get(key));
      for (const key of ['page', 'order_sort', 'number_view']) expect(counts.has(key)).toBe(false);
    }
  });

  test('covers all three category levels, 0-2 of the product’s own values, brand, stock and pages 1-5', () => {
    const params = selections.map((s) => new URL(s.listingPath, 'http://x').searchParams);
    expect(new Set(params.map((p) => p.get('category_id')))).toEqual(new Set(['30', '12', '3']));
    const pridSizes = new Set(params.map((p) => (p.get('prid') ?? '').split(',').filter(Boolean).length));
    expect(pridSizes).toEqual(new Set([0, 1, 2]));
    for (const p of params) for (const id of (p.get('prid') ?? '').split(',').filter(Boolean)) expect(product.propertyIds).toContain(Number(id));
    expect(params.some((p) => p.get('brand') === '7')).toBe(true);
    expect(params.some((p) => p.get('stock') === '1')).toBe(true);
    expect(new Set(params.map((p) => p.get('page') ?? '1'))).toEqual(new Set(['1', '2', '3', '4', '5']));
    expect(selections.some((s) => s.listingPath.includes('prid=') && s.listingPath.includes(',') && !s.listingPath.includes('%2C'))).toBe(true);
  });

  test('never asks for in-stock-only around a product that is out of stock', () => {
    const out = { ...product, inventory: 0 };
    const r = createPrng(6);
    for (let i = 0; i < 500; i++) expect(listingSelection(out, r).countsPath).not.toContain('stock=1');
  });
});
