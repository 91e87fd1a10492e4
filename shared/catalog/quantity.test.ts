import { describe, expect, test } from 'vitest';
import {
  QUANTITY_MAX_DIGITS,
  commitQuantity,
  exceedsStock,
  isAddableQuantity,
  mergeQuantities,
  normalizeMultiple,
  parseQuantity,
  roundUpToMultiple,
  sanitizeQuantityInput,
  stepDown,
  stepUp,
} from './quantity.ts';

const MULTIPLES = [1, 5, 721];

describe('normalizeMultiple', () => {
  test('keeps positive integers and repairs nonsense to 1', () => {
    expect(normalizeMultiple(5)).toBe(5);
    expect(normalizeMultiple(721)).toBe(721);
    expect(normalizeMultiple(2.7)).toBe(2);
    for (const bad of [0, -3, Number.NaN, Number.POSITIVE_INFINITY]) expect(normalizeMultiple(bad)).toBe(1);
  });
});

describe('roundUpToMultiple', () => {
  test('worked examples for multiples 1, 5 and 721', () => {
    expect(roundUpToMultiple(1, 1)).toBe(1);
    expect(roundUpToMultiple(37, 1)).toBe(37);
    expect(roundUpToMultiple(7, 5)).toBe(10);
    expect(roundUpToMultiple(10, 5)).toBe(10);
    expect(roundUpToMultiple(11, 5)).toBe(15);
    expect(roundUpToMultiple(1, 721)).toBe(721);
    expect(roundUpToMultiple(721, 721)).toBe(721);
    expect(roundUpToMultiple(722, 721)).toBe(1442);
  });

  test('zero, negatives and non-numbers give the minimum', () => {
    for (const multiple of MULTIPLES) {
      expect(roundUpToMultiple(0, multiple)).toBe(multiple);
      expect(roundUpToMultiple(-40, multiple)).toBe(multiple);
      expect(roundUpToMultiple(Number.NaN, multiple)).toBe(multiple);
    }
  });

  test('the result is the smallest multiple at or above the input', () => {
    for (const multiple of MULTIPLES) {
      for (let quantity = 1; quantity <= 3 * multiple + 3; quantity += 1) {
        const rounded = roundUpToMultiple(quantity, multiple);
        expect(rounded % multiple).toBe(0);
        expect(rounded).toBeGreaterThanOrEqual(quantity);
        expect(rounded - quantity).toBeLessThan(multiple);
      }
    }
  });
});

describe('stepUp and stepDown', () => {
  test('plus adds the multiple; minus takes it away but never below it', () => {
    expect(stepUp(1, 1)).toBe(2);
    expect(stepUp(5, 5)).toBe(10);
    expect(stepUp(721, 721)).toBe(1442);
    expect(stepDown(2, 1)).toBe(1);
    expect(stepDown(1, 1)).toBe(1);
    expect(stepDown(10, 5)).toBe(5);
    expect(stepDown(5, 5)).toBe(5);
    expect(stepDown(1442, 721)).toBe(721);
    expect(stepDown(721, 721)).toBe(721);
  });

  test('an off-step value moves to the neighbouring multiple', () => {
    expect(stepUp(7, 5)).toBe(10);
    expect(stepDown(7, 5)).toBe(5);
    expect(stepDown(13, 5)).toBe(10);
    expect(stepUp(3, 5)).toBe(5);
    expect(stepUp(0, 721)).toBe(721);
  });

  test('up then down returns to a multiple where it started', () => {
    for (const multiple of MULTIPLES) {
      for (let times = 1; times <= 5; times += 1) {
        const quantity = times * multiple;
        expect(stepDown(stepUp(quantity, multiple), multiple)).toBe(quantity);
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
    expect(isAddableQuantity('')).toBe(false);
    expect(isAddableQuantity('x')).toBe(false);
  });
});

describe('commitQuantity (leaving the field)', () => {
  test('a multiple stays as typed', () => {
    expect(commitQuantity('15', 5)).toEqual({ quantity: 15, adjustment: null });
    expect(commitQuantity('3', 1)).toEqual({ quantity: 3, adjustment: null });
  });

  test('a number rounds up to the next multiple, with the tooltip', () => {
    expect(commitQuantity('7', 5)).toEqual({ quantity: 10, adjustment: 'rounded' });
    expect(commitQuantity('1', 721)).toEqual({ quantity: 721, adjustment: 'rounded' });
    expect(commitQuantity('0', 5)).toEqual({ quantity: 5, adjustment: 'rounded' });
  });

  test('a non-number resets to the step', () => {
    expect(commitQuantity('', 5)).toEqual({ quantity: 5, adjustment: 'reset' });
    expect(commitQuantity('abc', 721)).toEqual({ quantity: 721, adjustment: 'reset' });
    expect(commitQuantity('', 1)).toEqual({ quantity: 1, adjustment: 'reset' });
  });
});

describe('cart merge and stock', () => {
  test('adding to a line sums and re-rounds to the multiple', () => {
    expect(mergeQuantities(10, 5, 5)).toBe(15);
    expect(mergeQuantities(7, 5, 5)).toBe(15);
    expect(mergeQuantities(0, 721, 721)).toBe(721);
    expect(mergeQuantities(3, 4, 1)).toBe(7);
  });

  test('more than the inventory is flagged, not capped', () => {
    expect(exceedsStock(10, 10)).toBe(false);
    expect(exceedsStock(11, 10)).toBe(true);
    expect(exceedsStock(1, 0)).toBe(true);
    expect(exceedsStock(1, -5)).toBe(true);
  });
});
