import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineTotal } from '../catalog/volume-price.ts';
import { isAllowedQuantity, quantityRule } from '../catalog/quantity.ts';
import { bomTotal, needQuantity, priceBomLine, priceLine, type PricedProductFacts } from './line-pricing.ts';

const product = (over: Partial<PricedProductFacts> = {}): PricedProductFacts => ({
  price: 500,
  prices: [
    { quantity: 1, price: 500 },
    { quantity: 100, price: 400 },
  ],
  multiples: 1,
  step: 1,
  inventory: 100_000,
  ...over,
});

const arbitraryProduct = fc
  .record({
    multiples: fc.integer({ min: 1, max: 5000 }),
    step: fc.integer({ min: 1, max: 500 }),
    inventory: fc.integer({ min: 0, max: 1_000_000 }),
    breaks: fc.uniqueArray(fc.record({ quantity: fc.integer({ min: 1, max: 20_000 }), price: fc.integer({ min: 100, max: 50_000 }) }), { minLength: 1, maxLength: 6, selector: (row) => row.quantity }),
  })
  .map(({ multiples, step, inventory, breaks }) => ({ multiples, step, inventory, prices: breaks, price: breaks[0]!.price }));

describe('needQuantity', () => {
  it('multiplies by the boards and adds spares', () => {
    expect(needQuantity(4, 10)).toBe(40);
    expect(needQuantity(4, 10, { spares: 2 })).toBe(42);
    expect(needQuantity(4, 10, { kind: 'resistor', sparePercentPassives: 5 })).toBe(42);
    expect(needQuantity(4, 10, { kind: 'ic', sparePercentPassives: 5 })).toBe(40);
    expect(needQuantity(0, 10)).toBe(0);
  });
});

describe('priceLine', () => {
  it('rounds the need up to the minimum and the step', () => {
    expect(priceLine(product({ multiples: 72, prices: [{ quantity: 1, price: 500 }] }), 10)).toEqual({ buyQuantity: 72, unitPrice: 500, lineTotal: 36_000 });
    expect(priceLine(product({ multiples: 5, step: 5, prices: [{ quantity: 1, price: 500 }] }), 7)).toEqual({ buyQuantity: 10, unitPrice: 500, lineTotal: 5_000 });
  });

  it('buys up to a volume break when that costs less in total', () => {
    expect(priceLine(product(), 79)).toEqual({ buyQuantity: 79, unitPrice: 500, lineTotal: 39_500 });
    // 90 × 500 = 45,000 > 100 × 400 = 40,000
    expect(priceLine(product(), 90)).toEqual({ buyQuantity: 100, unitPrice: 400, lineTotal: 40_000 });
  });

  it('buys nothing for no need', () => {
    expect(priceLine(product(), 0)).toEqual({ buyQuantity: 0, unitPrice: 0, lineTotal: 0 });
  });

  it('property: buy ≥ need and keeps the minimum and the step', () => {
    fc.assert(
      fc.property(arbitraryProduct, fc.integer({ min: 1, max: 100_000 }), (facts, need) => {
        const { buyQuantity, unitPrice, lineTotal: total } = priceLine(facts, need);
        expect(buyQuantity).toBeGreaterThanOrEqual(need);
        expect(isAllowedQuantity(buyQuantity, quantityRule(facts))).toBe(true);
        expect(total).toBe(unitPrice * buyQuantity);
        expect(total).toBe(lineTotal(facts.prices, buyQuantity, facts.price));
      }),
    );
  });

  it('property: the chosen quantity costs no more than the need rounded up', () => {
    fc.assert(
      fc.property(arbitraryProduct, fc.integer({ min: 1, max: 100_000 }), (facts, need) => {
        const plain = priceLine({ ...facts, prices: [] }, need);
        const chosen = priceLine(facts, need);
        const plainAtBreaks = lineTotal(facts.prices, plain.buyQuantity, facts.price);
        expect(chosen.lineTotal).toBeLessThanOrEqual(plainAtBreaks);
      }),
    );
  });
});

describe('priceBomLine', () => {
  it('buys nothing without a product', () => {
    expect(priceBomLine(null, 50)).toEqual({ buyQuantity: 0, unitPrice: 0, lineTotal: 0, shortfall: false });
  });

  it('prices the product like priceLine and says when the buy is more than the stock', () => {
    expect(priceBomLine(product({ inventory: 90 }), 90)).toEqual({ ...priceLine(product({ inventory: 90 }), 90), shortfall: true });
    expect(priceBomLine(product({ inventory: 100 }), 90)).toEqual({ buyQuantity: 100, unitPrice: 400, lineTotal: 40000, shortfall: false });
  });
});

describe('bomTotal', () => {
  it('property: the total is the sum of the selected lines', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ lineTotal: fc.integer({ min: 0, max: 1e9 }), selected: fc.boolean() })), (lines) => {
        const expected = lines.filter((line) => line.selected).reduce((sum, line) => sum + line.lineTotal, 0);
        expect(bomTotal(lines)).toBe(expected);
      }),
    );
  });
});
