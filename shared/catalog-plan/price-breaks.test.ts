import { describe, expect, test } from 'vitest';
import { buildPriceBreaks } from './price-breaks.ts';
import type { RawPriceBreak } from './catalog-plan-types.ts';

const OPTIONS = { exchangeRate: 26_000, marginPercent: 20 };

describe('price breaks', () => {
  test('convert each row to VND with margin, in hundreds', () => {
    const rows: RawPriceBreak[] = [
      [1, 1.6185],
      [10, 1.2],
      [100, 1],
    ];
    expect(buildPriceBreaks(rows, 1, OPTIONS)).toEqual([
      { quantity: 1, price: 50_500 },
      { quantity: 10, price: 37_400 },
      { quantity: 100, price: 31_200 },
    ]);
  });

  test('rows that the 100 đ floor makes equal are dropped', () => {
    const rows: RawPriceBreak[] = [
      [1, 0.0044],
      [200, 0.0036],
      [800, 0.0031],
    ];
    expect(buildPriceBreaks(rows, 1, OPTIONS)).toEqual([{ quantity: 1, price: 100 }]);
  });

  test('equal supplier prices keep only the first row', () => {
    const rows: RawPriceBreak[] = [
      [1, 9.6945],
      [10, 9.6945],
      [30, 9.6945],
      [200, 3.7515],
    ];
    expect(buildPriceBreaks(rows, 1, OPTIONS).map((row) => row.quantity)).toEqual([1, 200]);
  });

  test('the first row starts at the minimum order, priced at the tier that quantity falls in', () => {
    const rows: RawPriceBreak[] = [
      [1, 0.1614],
      [10, 0.1323],
      [30, 0.1197],
      [100, 0.1041],
      [500, 0.0972],
    ];
    const breaks = buildPriceBreaks(rows, 72, OPTIONS);
    expect(breaks[0]).toEqual({ quantity: 72, price: 3_700 });
    expect(breaks.map((row) => row.quantity)).toEqual([72, 100, 500]);
  });

  test('a minimum order beyond every row leaves one row at the minimum order', () => {
    const rows: RawPriceBreak[] = [
      [1, 0.0019],
      [200, 0.0008],
      [1000, 0.0007],
    ];
    expect(buildPriceBreaks(rows, 5000, OPTIONS)).toEqual([{ quantity: 5000, price: 100 }]);
  });

  test('a minimum order of 0 still starts at 1', () => {
    expect(buildPriceBreaks([[1, 1]], 0, OPTIONS)).toEqual([{ quantity: 1, price: 31_200 }]);
  });
});
