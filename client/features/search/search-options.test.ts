import { describe, expect, it } from 'vitest';
import type { SearchSuggestResponse } from '#shared/catalog/schemas.ts';
import { flattenGroups, nextActiveIndex, recentOptions, suggestionGroups } from './search-options.ts';

const answer: SearchSuggestResponse = {
  products: {
    data: [
      {
        id: 7,
        name: 'Điện trở dán 10K 0603',
        name_en: null,
        slug: 'dien-tro-10k-0603',
        image_id: 3,
        price: 100,
        unit: 'Cái',
        multiples: 100,
        step: 1,
        inventory: 5000,
        sku: 'C25804',
        mpn: '0603WAF1002T5E',
        supplier_name: 'UNI-ROYAL',
      },
    ],
    total: 42,
  },
  category: [{ id: 4, parent_id: 1, level: 2, slug: 'dien-tro', name: 'Điện trở', name_en: 'Resistors', image_id: null, number_product: 300 }],
  suppliers: [{ id: 9, name: 'UNI-ROYAL', slug: 'uni-royal' }],
};

describe('suggestionGroups', () => {
  it('links products, categories and brands to their pages, and "see all" to the results page', () => {
    const groups = suggestionGroups(answer, '  Dien  tro ');
    expect(flattenGroups(groups).map((option) => [option.kind, option.href])).toEqual([
      ['category', '/product/dien-tro'],
      ['supplier', '/suppliers/uni-royal'],
      ['product', '/products/dien-tro-10k-0603'],
      ['all', '/products?search=Dien%20tro'],
    ]);
    expect(groups.all).toMatchObject({ keyword: 'Dien tro', total: 42 });
  });

  it('offers no "see all" when nothing matched', () => {
    const groups = suggestionGroups({ products: { data: [], total: 0 }, category: [], suppliers: [] }, 'zzz');
    expect(groups.all).toBeNull();
    expect(flattenGroups(groups)).toEqual([]);
  });

  it('gives every option a distinct key', () => {
    const keys = flattenGroups(suggestionGroups(answer, 'x')).map((option) => option.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('recentOptions', () => {
  it('searches a remembered keyword again', () => {
    expect(recentOptions(['ne555', 'tụ điện'])).toEqual([
      { kind: 'recent', key: 'recent-ne555', href: '/products?search=ne555', keyword: 'ne555' },
      { kind: 'recent', key: 'recent-tụ điện', href: '/products?search=t%E1%BB%A5%20%C4%91i%E1%BB%87n', keyword: 'tụ điện' },
    ]);
  });
});

describe('nextActiveIndex (arrow keys through every option)', () => {
  it('goes down from the field to the first option and past the last back to the field', () => {
    expect(nextActiveIndex(null, 3, 1)).toBe(0);
    expect(nextActiveIndex(0, 3, 1)).toBe(1);
    expect(nextActiveIndex(2, 3, 1)).toBeNull();
  });

  it('goes up from the field to the last option and past the first back to the field', () => {
    expect(nextActiveIndex(null, 3, -1)).toBe(2);
    expect(nextActiveIndex(1, 3, -1)).toBe(0);
    expect(nextActiveIndex(0, 3, -1)).toBeNull();
  });

  it('stays on the field when there is nothing to choose, and recovers from a stale index', () => {
    expect(nextActiveIndex(null, 0, 1)).toBeNull();
    expect(nextActiveIndex(5, 3, 1)).toBe(0);
  });
});
