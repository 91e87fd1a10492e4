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

  test('the search keeps a safe return and blanks an unsafe one', () => {
    expect(validateReturnSearch({ return: '/carts' })).toEqual({ return: '/carts' });
    expect(validateReturnSearch({ return: '//evil.example' })).toEqual({ return: undefined });
    expect(validateReturnSearch({})).toEqual({ return: undefined });
  });

  test('an unsafe return does not survive the router spreading the validated search over the raw one', () => {
    // What TanStack Router does with a route's validateSearch answer (router-core matchRoutes).
    for (const raw of ['https://evil.example/x', '//evil.example', '/%2F%2Fevil.example', '/%5Cevil.example', 'javascript:alert(1)']) {
      const rawSearch = { return: raw, other: '1' };
      expect({ ...rawSearch, ...validateReturnSearch(rawSearch) }.return, raw).toBeUndefined();
    }
  });
});
