import { describe, expect, test } from 'vitest';
import { validateOrdersSearch } from './orders-search.ts';

describe('validateOrdersSearch', () => {
  test('keeps a page from 2 and the banner order codes', () => {
    expect(validateOrdersSearch({ page: '3', placed: 'DH000123', paid: 'DH000124', payment_failed: 'DH000125' })).toEqual({
      page: 3,
      placed: 'DH000123',
      paid: 'DH000124',
      payment_failed: 'DH000125',
    });
  });

  test('drops page 1, junk pages and codes that are not order codes', () => {
    expect(validateOrdersSearch({ page: '1', placed: '<script>' })).toEqual({});
    expect(validateOrdersSearch({ page: 'x', paid: '' })).toEqual({});
  });
});
