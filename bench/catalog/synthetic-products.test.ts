import { describe, expect, test } from 'vitest';
import { buildCatalogPlan } from '../../server/seed/plan/build-catalog-plan.ts';
import { loadRawParts } from '../../server/seed/plan/load-raw-parts.ts';
import { createSkuSequence, generateSyntheticProducts, scaledPriceBreaks, type SyntheticProduct } from './synthetic-products.ts';

const plan = buildCatalogPlan(loadRawParts(), { exchangeRate: 26_000, marginPercent: 20 });
const generate = (count: number, seed: number): SyntheticProduct[] => [...generateSyntheticProducts(plan, { count, seed })];
const sample = generate(20_000, 7);

function shares(keys: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return new Map([...counts].map(([key, n]) => [key, n / keys.length]));
}

/** Total variation distance between two discrete distributions (0 = identical, 1 = disjoint). */
function distance(a: Map<string, number>, b: Map<string, number>): number {
  let sum = 0;
  for (const key of new Set([...a.keys(), ...b.keys()])) sum += Math.abs((a.get(key) ?? 0) - (b.get(key) ?? 0));
  return sum / 2;
}

describe('generated catalogue', () => {
  test('is deterministic for a seed and different for another', () => {
    expect(generate(300, 7)).toEqual(sample.slice(0, 300));
    const other = generate(300, 8);
    expect(other.filter((product, index) => product.mpn === sample[index]!.mpn).length).toBeLessThan(10);
  });

  test('keeps the real share of every leaf category', () => {
    const real = shares(plan.products.map((p) => p.categoryKey));
    const generated = shares(sample.map((p) => p.categoryKey));
    expect(distance(real, generated)).toBeLessThan(0.06);
    // The biggest leaf keeps its share within a few tenths of a percent.
    const [biggest, share] = [...real].sort((a, b) => b[1] - a[1])[0]!;
    expect(generated.get(biggest)).toBeCloseTo(share, 1);
  });

  test('takes manufacturers, packages and filter values only from real parts of the same category', () => {
    const byLeaf = new Map<string, { makers: Set<string>; packages: Set<string>; keys: Set<string> }>();
    for (const part of plan.products) {
      const entry = byLeaf.get(part.categoryKey) ?? { makers: new Set(), packages: new Set(), keys: new Set() };
      entry.makers.add(part.manufacturerKey);
      entry.packages.add(part.package);
      for (const key of part.propertyKeys) entry.keys.add(key);
      byLeaf.set(part.categoryKey, entry);
    }
    for (const product of sample) {
      const real = byLeaf.get(product.categoryKey)!;
      expect(real.makers.has(product.manufacturerKey)).toBe(true);
      expect(real.packages.has(product.package)).toBe(true);
      for (const key of product.propertyKeys) expect(real.keys.has(key)).toBe(true);
    }
    // Mixing values and packages of different parts gives more combinations than the real parts have.
    const combinations = new Set(sample.map((p) => [...p.propertyKeys].sort().join('|')));
    const realCombinations = new Set(plan.products.map((p) => [...p.propertyKeys].sort().join('|')));
    expect(combinations.size).toBeGreaterThan(realCombinations.size);
  });

  test('gives unique SKUs, slugs and MPNs that are not real ones', () => {
    const realMpns = new Set(plan.products.map((p) => p.mpn));
    expect(new Set(sample.map((p) => p.sku)).size).toBe(sample.length);
    expect(new Set(sample.map((p) => p.slug)).size).toBe(sample.length);
    expect(new Set(sample.map((p) => p.mpn)).size).toBe(sample.length);
    expect(sample.filter((p) => realMpns.has(p.mpn))).toEqual([]);
    for (const product of sample.slice(0, 500)) {
      expect(product.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(product.name.startsWith(product.mpn)).toBe(true);
    }
  });

  test('prices are whole hundreds, falling by quantity, starting at the order multiple', () => {
    for (const product of sample) {
      expect(product.price).toBe(product.priceBreaks[0]!.price);
      expect(product.priceBreaks[0]!.quantity).toBe(product.multiples);
      for (const [index, row] of product.priceBreaks.entries()) {
        expect(row.price % 100).toBe(0);
        expect(row.price).toBeGreaterThanOrEqual(100);
        if (index > 0) expect(row.price).toBeLessThan(product.priceBreaks[index - 1]!.price);
      }
    }
    const outOfStock = (list: readonly { inventory: number }[]) => list.filter((p) => p.inventory === 0).length / list.length;
    expect(Math.abs(outOfStock(sample) - outOfStock(plan.products))).toBeLessThan(0.05);
  });
});

describe('createSkuSequence', () => {
  test('spreads LCSC-style codes over the real range, skipping real ones', () => {
    const first = createSkuSequence([])();
    const next = createSkuSequence([first]);
    const codes = Array.from({ length: 50_000 }, next);
    expect(codes).not.toContain(first);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^C[1-9]\d{6,7}$/);
    // Every leading "C1".."C2" million block gets its share: prefixes match like real ones do.
    const millions = new Set(codes.map((code) => Math.floor(Number(code.slice(1)) / 1_000_000)));
    expect(millions.size).toBe(29);
  });
});

describe('scaledPriceBreaks', () => {
  test('drops rows that stop being cheaper after rounding', () => {
    expect(
      scaledPriceBreaks(
        [
          { quantity: 1, price: 300 },
          { quantity: 100, price: 200 },
          { quantity: 1000, price: 100 },
        ],
        0.4,
      ),
    ).toEqual([{ quantity: 1, price: 100 }]);
  });
});
