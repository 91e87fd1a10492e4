import { describe, expect, it } from 'vitest';
import { displayCurrency, linePriceFormatter, parseExchangeRate, priceFormatter } from './price-formatter.ts';

describe('priceFormatter', () => {
  it('shows dong on the Vietnamese storefront whatever the rate', () => {
    expect(priceFormatter('vi', 26_000)(1_234_500)).toBe('1.234.500 đ');
    expect(priceFormatter('vi', null)(500)).toBe('500 đ');
  });

  it('shows dollars converted by the exchange rate on the English storefront', () => {
    expect(priceFormatter('en', 26_000)(52_000)).toBe('$2.00');
    expect(priceFormatter('en', 25_000)(1_250_000)).toBe('$50.00');
  });

  it('keeps small dollar prices readable', () => {
    expect(priceFormatter('en', 26_000)(100)).toBe('$0.0038');
  });

  it('falls back to dong when the English storefront has no usable rate', () => {
    expect(priceFormatter('en', null)(52_000)).toBe('52.000 đ');
    expect(priceFormatter('en', 0)(52_000)).toBe('52.000 đ');
    expect(displayCurrency('en', null)).toBe('VND');
    expect(displayCurrency('en', 26_000)).toBe('USD');
  });
});

describe('linePriceFormatter', () => {
  it('in dollars, gives the unit price the decimals that make unit × quantity equal the line', () => {
    expect(linePriceFormatter('en', 26_000)(800, 349)).toEqual({ unit: '$0.03077', line: '$10.74' });
  });

  it('in dong, whole đồng for both', () => {
    expect(linePriceFormatter('vi', 26_000)(800, 349)).toEqual({ unit: '800 đ', line: '279.200 đ' });
    expect(linePriceFormatter('en', null)(800, 349)).toEqual({ unit: '800 đ', line: '279.200 đ' });
  });
});

describe('parseExchangeRate', () => {
  it('reads plain and grouped numbers', () => {
    expect(parseExchangeRate('26000')).toBe(26_000);
    expect(parseExchangeRate(' 25,450 ')).toBe(25_450);
    expect(parseExchangeRate('25450.5')).toBe(25_450.5);
  });

  it('rejects missing, empty, zero, negative and non-numeric values', () => {
    expect(parseExchangeRate(null)).toBeNull();
    expect(parseExchangeRate(undefined)).toBeNull();
    expect(parseExchangeRate('')).toBeNull();
    expect(parseExchangeRate('0')).toBeNull();
    expect(parseExchangeRate('-5')).toBeNull();
    expect(parseExchangeRate('abc')).toBeNull();
  });
});
