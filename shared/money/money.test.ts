import { describe, expect, test } from 'vitest';
import { floorToThousands, roundToHundreds } from './rounding.ts';
import { MIN_UNIT_PRICE_VND, usdToVndPrice, vndToUsd } from './exchange.ts';
import { approximateUsd, formatPrice, formatUsd, formatVnd, formatVndCode } from './format.ts';

describe('rounding', () => {
  test('rounds to the nearest hundred, halves up', () => {
    expect(roundToHundreds(149)).toBe(100);
    expect(roundToHundreds(150)).toBe(200);
    expect(roundToHundreds(1_234_567)).toBe(1_234_600);
  });
  test('bonus rounds down to thousands', () => {
    expect(floorToThousands(5_999)).toBe(5_000);
    expect(floorToThousands(12_000)).toBe(12_000);
  });
});

describe('exchange', () => {
  test('USD supplier price becomes a VND list price with margin, in hundreds', () => {
    expect(usdToVndPrice(1.6185, 26_000, 20)).toBe(50_500);
    expect(usdToVndPrice(1, 26_000, 0)).toBe(26_000);
  });
  test('tiny prices never fall below the minimum unit price', () => {
    expect(usdToVndPrice(0.0002, 26_000, 20)).toBe(MIN_UNIT_PRICE_VND);
  });
  test('every converted price is a positive multiple of 100', () => {
    for (const usd of [0.0001, 0.0037, 0.05, 0.999, 3.3, 152.394, 1415.98]) {
      const vnd = usdToVndPrice(usd, 25_950, 17);
      expect(vnd % 100).toBe(0);
      expect(vnd).toBeGreaterThanOrEqual(MIN_UNIT_PRICE_VND);
    }
  });
  test('VND to USD divides by the rate and rejects a non-positive rate', () => {
    expect(vndToUsd(52_000, 26_000)).toBe(2);
    expect(() => vndToUsd(1, 0)).toThrow(RangeError);
  });
});

describe('format', () => {
  test('VND is dot-grouped with a trailing đ', () => {
    expect(formatVnd(1_234_500)).toBe('1.234.500 đ');
    expect(formatVnd(100)).toBe('100 đ');
    expect(formatVnd(0)).toBe('0 đ');
  });
  test('USD has 2 decimals, more for sub-cent values', () => {
    expect(formatUsd(12.5)).toBe('$12.50');
    expect(formatUsd(1234.567)).toBe('$1,234.57');
    expect(formatUsd(0.0042)).toBe('$0.0042');
    expect(formatUsd(0.0042, 3)).toBe('$0.004');
    expect(formatUsd(0.00385)).toBe('$0.0039');
  });
  test('formatPrice picks the storefront currency', () => {
    expect(formatPrice(52_000, 'VND', 26_000)).toBe('52.000 đ');
    expect(formatPrice(52_000, 'USD', 26_000)).toBe('$2.00');
  });
});

describe('thresholds in English', () => {
  test('the dong amount with its code, and a rough dollar value', () => {
    expect(formatVndCode(1_000_000)).toBe('1,000,000 VND');
    expect(formatVndCode(5_000)).toBe('5,000 VND');
    expect(approximateUsd(1_000_000, 26_000)).toBe('$38');
    expect(approximateUsd(1_200_000, 26_000)).toBe('$46');
    expect(approximateUsd(5_000, 26_000)).toBe('$0.19');
  });
});
