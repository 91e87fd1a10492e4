import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  QUANTITY_MAX_DIGITS,
  commitQuantity,
  exceedsStock,
  fullReelQuantity,
  isAddableQuantity,
  isAllowedQuantity,
  mergeQuantities,
  parseQuantity,
  positiveCount,
  quantityRule,
  roundUpToStep,
  sanitizeQuantityInput,
  stepDown,
  stepUp,
  type QuantityRule,
} from './quantity.ts';

const rule = (minimum: number, step: number): QuantityRule => ({ minimum, step, lastLot: false });
/** Step 5 from 5 (the old "multiple" rule), a supplier minimum of 721 with step 1, and 72 by tens. */
const RULES = [rule(1, 1), rule(5, 5), rule(721, 1), rule(72, 10)];

describe('positiveCount', () => {
  test('keeps positive integers and repairs nonsense to 1', () => {
    expect(positiveCount(5)).toBe(5);
    expect(positiveCount(2.7)).toBe(2);
    for (const bad of [0, -3, Number.NaN, Number.POSITIVE_INFINITY, null, undefined]) expect(positiveCount(bad)).toBe(1);
  });
});

describe('quantityRule', () => {
  test('the supplier minimum is the minimum; the step is its own, 1 when absent', () => {
    expect(quantityRule({ multiples: 72, step: 1, inventory: 5_000 })).toEqual({ minimum: 72, step: 1, lastLot: false });
    expect(quantityRule({ multiples: 72 })).toEqual({ minimum: 72, step: 1, lastLot: false });
    expect(quantityRule({ multiples: 5, step: 5, inventory: 100 })).toEqual({ minimum: 5, step: 5, lastLot: false });
  });

  test('with less than the minimum in stock, the rest is the minimum (one last lot)', () => {
    expect(quantityRule({ multiples: 10_000, step: 1, inventory: 3_188 })).toEqual({ minimum: 3_188, step: 1, lastLot: true });
    expect(quantityRule({ multiples: 5_000, step: 1, inventory: 1 })).toEqual({ minimum: 1, step: 1, lastLot: true });
  });

  test('no stock keeps the supplier minimum (nothing to sell as a lot)', () => {
    expect(quantityRule({ multiples: 10_000, step: 1, inventory: 0 })).toEqual({ minimum: 10_000, step: 1, lastLot: false });
    expect(quantityRule({ multiples: 10_000, step: 1, inventory: -4 })).toEqual({ minimum: 10_000, step: 1, lastLot: false });
  });
});

describe('roundUpToStep', () => {
  test('worked examples', () => {
    expect(roundUpToStep(37, rule(1, 1))).toBe(37);
    expect(roundUpToStep(7, rule(5, 5))).toBe(10);
    expect(roundUpToStep(10, rule(5, 5))).toBe(10);
    expect(roundUpToStep(1, rule(721, 1))).toBe(721);
    expect(roundUpToStep(722, rule(721, 1))).toBe(722);
    expect(roundUpToStep(75, rule(72, 10))).toBe(82);
    expect(roundUpToStep(82, rule(72, 10))).toBe(82);
  });

  test('zero, negatives and non-numbers give the minimum', () => {
    for (const r of RULES) {
      expect(roundUpToStep(0, r)).toBe(r.minimum);
      expect(roundUpToStep(-40, r)).toBe(r.minimum);
      expect(roundUpToStep(Number.NaN, r)).toBe(r.minimum);
    }
  });

  test('property: the result is the smallest allowed quantity at or above the input', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20_000 }), fc.integer({ min: 1, max: 1_000 }), fc.integer({ min: 1, max: 100_000 }), (minimum, step, quantity) => {
        const r = rule(minimum, step);
        const rounded = roundUpToStep(quantity, r);
        expect(isAllowedQuantity(rounded, r)).toBe(true);
        expect(rounded).toBeGreaterThanOrEqual(quantity);
        if (rounded > minimum) expect(rounded - quantity).toBeLessThan(step);
      }),
    );
  });
});

describe('stepUp and stepDown', () => {
  test('plus adds the step; minus takes it away but never below the minimum', () => {
    expect(stepUp(1, rule(1, 1))).toBe(2);
    expect(stepUp(5, rule(5, 5))).toBe(10);
    expect(stepUp(721, rule(721, 1))).toBe(722);
    expect(stepUp(72, rule(72, 10))).toBe(82);
    expect(stepDown(2, rule(1, 1))).toBe(1);
    expect(stepDown(1, rule(1, 1))).toBe(1);
    expect(stepDown(10, rule(5, 5))).toBe(5);
    expect(stepDown(5, rule(5, 5))).toBe(5);
    expect(stepDown(722, rule(721, 1))).toBe(721);
    expect(stepDown(721, rule(721, 1))).toBe(721);
    expect(stepDown(82, rule(72, 10))).toBe(72);
  });

  test('an off-step value moves to the neighbouring allowed quantity', () => {
    expect(stepUp(7, rule(5, 5))).toBe(10);
    expect(stepDown(7, rule(5, 5))).toBe(5);
    expect(stepDown(13, rule(5, 5))).toBe(10);
    expect(stepUp(3, rule(5, 5))).toBe(5);
    expect(stepUp(0, rule(721, 1))).toBe(721);
    expect(stepUp(75, rule(72, 10))).toBe(82);
    expect(stepDown(75, rule(72, 10))).toBe(72);
  });

  test('up then down returns to an allowed quantity where it started', () => {
    for (const r of RULES) {
      for (let times = 0; times <= 5; times += 1) {
        const quantity = r.minimum + times * r.step;
        expect(stepDown(stepUp(quantity, r), r)).toBe(quantity);
      }
    }
  });
});

describe('typing and parsing', () => {
  test('only digits survive, capped in length', () => {
    expect(sanitizeQuantityInput('1.000 cái')).toBe('1000');
    expect(sanitizeQuantityInput('-5')).toBe('5');
    expect(sanitizeQuantityInput('abc')).toBe('');
    expect(sanitizeQuantityInput('123456789012')).toHaveLength(QUANTITY_MAX_DIGITS);
  });

  test('parse reads whole numbers only', () => {
    expect(parseQuantity('42')).toBe(42);
    expect(parseQuantity(' 007 ')).toBe(7);
    expect(parseQuantity('0')).toBe(0);
    for (const bad of ['', '  ', '1.5', '-3', '1e3', 'abc', '12a', '9'.repeat(20)]) expect(parseQuantity(bad)).toBeNull();
  });

  test('adding needs a numeric non-zero quantity (spec §5)', () => {
    expect(isAddableQuantity('5')).toBe(true);
    expect(isAddableQuantity('0')).toBe(false);
    expect(isAddableQuantity('000')).toBe(false);
    expect(isAddableQuantity('')).toBe(false);
    expect(isAddableQuantity('x')).toBe(false);
  });
});

describe('commitQuantity (leaving the field)', () => {
  test('an allowed quantity stays as typed', () => {
    expect(commitQuantity('15', rule(5, 5))).toEqual({ quantity: 15, adjustment: null });
    expect(commitQuantity('3', rule(1, 1))).toEqual({ quantity: 3, adjustment: null });
    expect(commitQuantity('73', rule(72, 1))).toEqual({ quantity: 73, adjustment: null });
  });

  test('a number rounds up to an allowed quantity, with the tooltip', () => {
    expect(commitQuantity('7', rule(5, 5))).toEqual({ quantity: 10, adjustment: 'rounded' });
    expect(commitQuantity('1', rule(721, 1))).toEqual({ quantity: 721, adjustment: 'rounded' });
  });

  test('zero is told apart, so the product page can refuse it (spec §5)', () => {
    expect(commitQuantity('0', rule(5, 5))).toEqual({ quantity: 5, adjustment: 'zero' });
    expect(commitQuantity('00', rule(1, 1))).toEqual({ quantity: 1, adjustment: 'zero' });
  });

  test('a non-number resets to the minimum', () => {
    expect(commitQuantity('', rule(5, 5))).toEqual({ quantity: 5, adjustment: 'reset' });
    expect(commitQuantity('abc', rule(721, 1))).toEqual({ quantity: 721, adjustment: 'reset' });
    expect(commitQuantity('', rule(1, 1))).toEqual({ quantity: 1, adjustment: 'reset' });
  });
});

describe('cart merge and stock', () => {
  test('adding to a line sums and re-rounds to the rule', () => {
    expect(mergeQuantities(10, 5, rule(5, 5))).toBe(15);
    expect(mergeQuantities(7, 5, rule(5, 5))).toBe(15);
    expect(mergeQuantities(0, 721, rule(721, 1))).toBe(721);
    expect(mergeQuantities(721, 1, rule(721, 1))).toBe(722);
    expect(mergeQuantities(3, 4, rule(1, 1))).toBe(7);
  });

  test('more than the inventory is flagged, not capped', () => {
    expect(exceedsStock(10, 10)).toBe(false);
    expect(exceedsStock(11, 10)).toBe(true);
    expect(exceedsStock(1, 0)).toBe(true);
    expect(exceedsStock(1, -5)).toBe(true);
  });
});

describe('fullReelQuantity (the reel is a choice, never the step)', () => {
  test('a reel above the minimum that the stock covers is offered', () => {
    expect(fullReelQuantity({ multiples: 1, step: 1, inventory: 9_000 }, 4_000)).toBe(4_000);
    expect(fullReelQuantity({ multiples: 72, step: 1, inventory: 2_000 }, 2_000)).toBe(2_000);
  });

  test('a reel rounds up to the rule', () => {
    expect(fullReelQuantity({ multiples: 72, step: 10, inventory: 9_000 }, 4_000)).toBe(4_002);
  });

  test('no reel, a reel of one, a reel the stock does not cover or no bigger than the minimum: none', () => {
    expect(fullReelQuantity({ multiples: 1, step: 1, inventory: 9_000 }, null)).toBeNull();
    expect(fullReelQuantity({ multiples: 1, step: 1, inventory: 9_000 }, 1)).toBeNull();
    expect(fullReelQuantity({ multiples: 1, step: 1, inventory: 3_188 }, 4_000)).toBeNull();
    expect(fullReelQuantity({ multiples: 10_000, step: 1, inventory: 20_000 }, 10_000)).toBeNull();
  });
});
