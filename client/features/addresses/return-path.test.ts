import { describe, expect, test } from 'vitest';
import { safeReturn, validateReturnSearch } from './return-path.ts';

describe('safeReturn', () => {
  test('keeps same-origin relative paths with their query and hash', () => {
    expect(safeReturn('/carts')).toBe('/carts');
    expect(safeReturn('/checkout?step=2#address')).toBe('/checkout?step=2#address');
  });

  test('refuses anything that could leave the site or is not a path', () => {
    for (const raw of ['https://evil.example/', '//evil.example', '/\\evil.example', '/.//evil.example', 'javascript:alert(1)', 'carts', '/\tevil', '', 42, null]) {
      expect(safeReturn(raw), String(raw)).toBeNull();
    }
  });

  test('the search drops an unsafe return and keeps a safe one', () => {
    expect(validateReturnSearch({ return: '/carts' })).toEqual({ return: '/carts' });
    expect(validateReturnSearch({ return: '//evil.example' })).toEqual({});
    expect(validateReturnSearch({})).toEqual({});
  });
});
