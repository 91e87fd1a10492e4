import { describe, expect, test } from 'vitest';
import { settleLineQuantity } from './settle-quantity.ts';

/** Step 5 from 5 (a product whose minimum and step agree). */
const stepFive = (inventory: number) => ({ multiples: 5, step: 5, inventory });
/** A supplier minimum of 72, sold by the piece above it (the demo parts' shape). */
const minimum72 = (inventory: number) => ({ multiples: 72, step: 1, inventory });

describe('settleLineQuantity', () => {
  test('an allowed quantity within stock is kept as asked', () => {
    expect(settleLineQuantity(10, stepFive(100))).toEqual({ quantity: 10, reason: null });
    expect(settleLineQuantity(73, minimum72(100))).toEqual({ quantity: 73, reason: null });
  });

  test('a quantity off the step or below the minimum rounds up', () => {
    expect(settleLineQuantity(7, stepFive(100))).toEqual({ quantity: 10, reason: 'rounded' });
    expect(settleLineQuantity(1, { multiples: 10, step: 10, inventory: 100 })).toEqual({ quantity: 10, reason: 'rounded' });
    expect(settleLineQuantity(1, minimum72(100))).toEqual({ quantity: 72, reason: 'rounded' });
  });

  test('more than the stock is capped at the most in stock', () => {
    expect(settleLineQuantity(200, stepFive(123))).toEqual({ quantity: 120, reason: 'capped' });
    expect(settleLineQuantity(7, stepFive(8))).toEqual({ quantity: 5, reason: 'capped' });
    expect(settleLineQuantity(200, minimum72(123))).toEqual({ quantity: 123, reason: 'capped' });
  });

  test('exactly the stock is not an adjustment', () => {
    expect(settleLineQuantity(120, stepFive(120))).toEqual({ quantity: 120, reason: null });
  });

  test('less than the minimum in stock sells that rest as one lot', () => {
    const reelOnly = { multiples: 10_000, step: 1, inventory: 3_188 };
    expect(settleLineQuantity(1, reelOnly)).toEqual({ quantity: 3_188, reason: 'rounded' });
    expect(settleLineQuantity(3_188, reelOnly)).toEqual({ quantity: 3_188, reason: null });
    expect(settleLineQuantity(10_000, reelOnly)).toEqual({ quantity: 3_188, reason: 'capped' });
    expect(settleLineQuantity(5, stepFive(4))).toEqual({ quantity: 4, reason: 'capped' });
  });

  test('nothing in stock is out of stock', () => {
    expect(settleLineQuantity(1, { multiples: 1, step: 1, inventory: 0 })).toEqual({ quantity: 0, reason: 'out_of_stock' });
    expect(settleLineQuantity(1, { multiples: 1, step: 1, inventory: -3 })).toEqual({ quantity: 0, reason: 'out_of_stock' });
  });

  test('a nonsense minimum or step counts as 1', () => {
    expect(settleLineQuantity(3, { multiples: 0, step: 0, inventory: 10 })).toEqual({ quantity: 3, reason: null });
  });
});
