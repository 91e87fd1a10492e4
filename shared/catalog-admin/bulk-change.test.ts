import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyBulkChange, bulkChangeError, bulkChangeOf, priceMovedBy, type BulkFacts } from './bulk-change.ts';
import { priceBreaksError } from './product-rules.ts';

const facts: BulkFacts = { category_id: 3, visible: true, inventory: 50, prices: [{ quantity: 100, price: 9_000 }, { quantity: 1, price: 12_000 }] };

describe('applyBulkChange', () => {
  it('moves every volume price by the percent, rounded to hundreds', () => {
    expect(applyBulkChange(facts, { kind: 'price_percent', percent: 10 }).prices).toEqual([{ quantity: 1, price: 13_200 }, { quantity: 100, price: 9_900 }]);
    expect(applyBulkChange(facts, { kind: 'price_percent', percent: -5 }).prices).toEqual([{ quantity: 1, price: 11_400 }, { quantity: 100, price: 8_600 }]);
  });

  it('changes only the field it names', () => {
    expect(applyBulkChange(facts, { kind: 'stock', inventory: 0 })).toEqual({ ...facts, inventory: 0 });
    expect(applyBulkChange(facts, { kind: 'visibility', visible: false })).toEqual({ ...facts, visible: false });
    expect(applyBulkChange(facts, { kind: 'category', category_id: 9 })).toEqual({ ...facts, category_id: 9 });
  });

  it('keeps good volume prices good: a larger quantity never costs more after any percent', () => {
    fc.assert(
      fc.property(fc.integer({ min: -90, max: 500 }).filter((p) => p !== 0), fc.array(fc.integer({ min: 100, max: 5_000_000 }), { minLength: 1, maxLength: 6 }), (percent, raw) => {
        const prices = [...raw].sort((a, b) => b - a).map((price, i) => ({ quantity: 10 ** i, price }));
        expect(priceBreaksError(applyBulkChange({ ...facts, prices }, { kind: 'price_percent', percent }).prices)).toBeUndefined();
      }),
    );
  });
});

describe('priceMovedBy', () => {
  it('never goes under 100 đ', () => {
    expect(priceMovedBy(100, -50)).toBe(100);
  });
});

describe('bulkChangeError', () => {
  it('refuses no change, a typo-sized percent and a negative stock', () => {
    expect(bulkChangeError({ kind: 'price_percent', percent: 0 })).toBe('field_invalid');
    expect(bulkChangeError({ kind: 'price_percent', percent: 1000 })).toBe('field_too_large');
    expect(bulkChangeError({ kind: 'price_percent', percent: -95 })).toBe('field_too_small');
    expect(bulkChangeError({ kind: 'stock', inventory: -1 })).toBe('field_invalid');
    expect(bulkChangeError({ kind: 'stock', inventory: 0 })).toBeUndefined();
  });
});

describe('bulkChangeOf', () => {
  it('needs the value of its kind', () => {
    expect(bulkChangeOf({ kind: 'stock' })).toEqual({ error: 'field_required' });
    expect(bulkChangeOf({ kind: 'stock', percent: 5 })).toEqual({ error: 'field_required' });
    expect(bulkChangeOf({ kind: 'stock', inventory: 3 })).toEqual({ change: { kind: 'stock', inventory: 3 } });
    expect(bulkChangeOf({ kind: 'price_percent', percent: 900 })).toEqual({ error: 'field_too_large' });
  });
});
