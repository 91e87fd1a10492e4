import { describe, expect, it } from 'vitest';
import { adminProductsQuery, validateAdminProductsSearch } from './admin-products-search.ts';

describe('validateAdminProductsSearch', () => {
  it('keeps the filters the list knows and drops the rest', () => {
    expect(validateAdminProductsSearch({ q: ' stm32 ', category_id: '12', brand: 3, stock: 0, preferred: '1', picture: 'yes', archived: 'archived', sort: 'price_desc', page: 2, other: 'x' })).toEqual({
      q: 'stm32',
      category_id: 12,
      brand: 3,
      stock: '0',
      preferred: '1',
      archived: 'archived',
      sort: 'price_desc',
      page: 2,
    });
  });

  it('leaves defaults out: live products, page 1, no search', () => {
    expect(validateAdminProductsSearch({ archived: 'live', page: 1, q: '  ', sort: 'random', category_id: -4 })).toEqual({});
  });

  it('keeps a part number the URL parsed as a number as text', () => {
    expect(validateAdminProductsSearch({ q: 1117 })).toEqual({ q: '1117' });
  });
});

describe('adminProductsQuery', () => {
  it('writes the same names the server reads', () => {
    expect(adminProductsQuery({ q: 'ams 1117', stock: '1', page: 3 })).toBe('q=ams+1117&stock=1&page=3');
  });
});
