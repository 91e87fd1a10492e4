import { describe, expect, test } from 'vitest';
import { formatUsdUnitPrice } from './unit-price-format.ts';

describe('formatUsdUnitPrice', () => {
  test('four decimals under a dollar, trailing zeros trimmed to two', () => {
    expect(formatUsdUnitPrice(3300 / 26_000)).toBe('$0.1269');
    expect(formatUsdUnitPrice(0.13)).toBe('$0.13');
    expect(formatUsdUnitPrice(0.1)).toBe('$0.10');
    expect(formatUsdUnitPrice(0.105)).toBe('$0.105');
    expect(formatUsdUnitPrice(100 / 26_000)).toBe('$0.0038');
  });

  test('a dollar and up uses the storefront format', () => {
    expect(formatUsdUnitPrice(1)).toBe('$1.00');
    expect(formatUsdUnitPrice(1234.5)).toBe('$1,234.50');
  });

  test('zero and negatives', () => {
    expect(formatUsdUnitPrice(0)).toBe('$0.00');
    expect(formatUsdUnitPrice(-0.25)).toBe('-$0.25');
  });
});
