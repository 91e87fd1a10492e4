import { describe, expect, test } from 'vitest';
import { exchangeRateError } from './exchange-rate-rules.ts';

describe('exchange rate', () => {
  test('whole dong per dollar within the limits', () => {
    expect(exchangeRateError(26_000)).toBeUndefined();
    expect(exchangeRateError('25.500')).toBeUndefined();
    expect(exchangeRateError('')).toBe('field_required');
    expect(exchangeRateError(25_000.5)).toBe('field_invalid');
    expect(exchangeRateError(9_999)).toBe('field_too_small');
    expect(exchangeRateError(100_001)).toBe('field_too_large');
  });
});
