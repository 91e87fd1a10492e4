import { describe, expect, test } from 'vitest';
import { settleLineQuantity } from './settle-quantity.ts';

describe('settleLineQuantity', () => {
  test('a multiple within stock is kept as asked', () => {
    expect(settleLineQuantity(10, 5, 100)).toEqual({ quantity: 10, reason: null });
  });

  test('a quantity that is not a multiple rounds up to the next one', () => {
    expect(settleLineQuantity(7, 5, 100)).toEqual({ quantity: 10, reason: 'rounded' });
    expect(settleLineQuantity(1, 10, 100)).toEqual({ quantity: 10, reason: 'rounded' });
  });

  test('more than the stock is capped at the largest multiple in stock', () => {
    expect(settleLineQuantity(200, 5, 123)).toEqual({ quantity: 120, reason: 'capped' });
    expect(settleLineQuantity(7, 5, 8)).toEqual({ quantity: 5, reason: 'capped' });
  });

  test('exactly the stock is not an adjustment', () => {
    expect(settleLineQuantity(120, 5, 120)).toEqual({ quantity: 120, reason: null });
  });

  test('less than one multiple in stock is out of stock', () => {
    expect(settleLineQuantity(5, 5, 4)).toEqual({ quantity: 0, reason: 'out_of_stock' });
    expect(settleLineQuantity(1, 1, 0)).toEqual({ quantity: 0, reason: 'out_of_stock' });
    expect(settleLineQuantity(1, 1, -3)).toEqual({ quantity: 0, reason: 'out_of_stock' });
  });

  test('a nonsense multiple counts as 1', () => {
    expect(settleLineQuantity(3, 0, 10)).toEqual({ quantity: 3, reason: null });
  });
});
