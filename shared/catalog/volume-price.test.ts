import { describe, expect, test } from 'vitest';
import { activeBreakIndex, lineTotal, nextBreak, savingPercent, sortedBreaks, unitPriceAt } from './volume-price.ts';

/** A resistor-like ladder: 500 đ each, 410 đ from 200, 300 đ from 1,000. */
const LADDER = [
  { quantity: 1, price: 500 },
  { quantity: 200, price: 410 },
  { quantity: 1000, price: 300 },
];

describe('sortedBreaks', () => {
  test('sorts by quantity and drops repeated quantities', () => {
    const rows = sortedBreaks([
      { quantity: 100, price: 80 },
      { quantity: 10, price: 90 },
      { quantity: 100, price: 70 },
    ]);
    expect(rows).toEqual([
      { quantity: 10, price: 90 },
      { quantity: 100, price: 80 },
    ]);
  });
});

describe('unitPriceAt and activeBreakIndex', () => {
  test('the last break at or below the quantity applies', () => {
    expect(unitPriceAt(LADDER, 1, 500)).toBe(500);
    expect(unitPriceAt(LADDER, 199, 500)).toBe(500);
    expect(activeBreakIndex(LADDER, 199)).toBe(0);
  });

  test('exactly at a break takes that break', () => {
    expect(unitPriceAt(LADDER, 200, 500)).toBe(410);
    expect(activeBreakIndex(LADDER, 200)).toBe(1);
    expect(unitPriceAt(LADDER, 1000, 500)).toBe(300);
    expect(activeBreakIndex(LADDER, 1000)).toBe(2);
    expect(unitPriceAt(LADDER, 50_000, 500)).toBe(300);
  });

  test('below the first break, or without breaks, the list price applies', () => {
    const fromTen = [
      { quantity: 10, price: 90 },
      { quantity: 100, price: 80 },
    ];
    expect(activeBreakIndex(fromTen, 5)).toBe(-1);
    expect(unitPriceAt(fromTen, 5, 95)).toBe(95);
    expect(unitPriceAt([], 5, 95)).toBe(95);
  });

  test('order of the input does not matter', () => {
    const shuffled = [LADDER[2]!, LADDER[0]!, LADDER[1]!];
    for (const quantity of [1, 150, 200, 999, 1000, 4000]) {
      expect(unitPriceAt(shuffled, quantity, 500)).toBe(unitPriceAt(LADDER, quantity, 500));
    }
  });
});

describe('lineTotal', () => {
  test('unit price at the quantity times the quantity', () => {
    expect(lineTotal(LADDER, 5, 500)).toBe(2500);
    expect(lineTotal(LADDER, 200, 500)).toBe(82_000);
    expect(lineTotal(LADDER, 1442, 500)).toBe(432_600);
  });

  test('never rises when crossing into a cheaper break at the same quantity', () => {
    for (const quantity of [1, 199, 200, 999, 1000]) {
      expect(lineTotal(LADDER, quantity, 500)).toBeLessThanOrEqual(quantity * 500);
    }
  });
});

describe('savingPercent', () => {
  test('whole percent, rounded down', () => {
    expect(savingPercent(500, 410)).toBe(18);
    expect(savingPercent(500, 400)).toBe(20);
    expect(savingPercent(300, 200)).toBe(33);
  });

  test('no saving is 0, never negative', () => {
    expect(savingPercent(500, 500)).toBe(0);
    expect(savingPercent(500, 600)).toBe(0);
    expect(savingPercent(0, 0)).toBe(0);
  });
});

describe('nextBreak (the saving at the next break)', () => {
  test('from the list price, the first cheaper break and its saving', () => {
    expect(nextBreak(LADDER, 1, 500)).toEqual({ quantity: 200, price: 410, savingPercent: 18 });
    expect(nextBreak(LADDER, 199, 500)).toEqual({ quantity: 200, price: 410, savingPercent: 18 });
  });

  test('exactly at a break, the saving is measured from that break', () => {
    expect(nextBreak(LADDER, 200, 500)).toEqual({ quantity: 1000, price: 300, savingPercent: 26 });
  });

  test('none at or after the last break, or without breaks', () => {
    expect(nextBreak(LADDER, 1000, 500)).toBeNull();
    expect(nextBreak(LADDER, 5000, 500)).toBeNull();
    expect(nextBreak([], 1, 500)).toBeNull();
  });

  test('skips breaks that save less than 1 %', () => {
    const ladder = [
      { quantity: 1, price: 100_000 },
      { quantity: 10, price: 99_900 },
      { quantity: 50, price: 90_000 },
    ];
    expect(nextBreak(ladder, 1, 100_000)).toEqual({ quantity: 50, price: 90_000, savingPercent: 10 });
  });

  test('quantity below the first break compares against the list price', () => {
    const fromTen = [{ quantity: 10, price: 80 }];
    expect(nextBreak(fromTen, 5, 100)).toEqual({ quantity: 10, price: 80, savingPercent: 20 });
  });
});
