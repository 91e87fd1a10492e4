import { describe, expect, it } from 'vitest';
import { formatIdList, isNumberView, isOrderSort, parseIdList } from './listing-params.ts';

describe('id lists', () => {
  it('parses, deduplicates and sorts', () => {
    expect(parseIdList('12,3,12,7')).toEqual([3, 7, 12]);
  });
  it('ignores junk and empty values', () => {
    expect(parseIdList('')).toEqual([]);
    expect(parseIdList(undefined)).toEqual([]);
    expect(parseIdList('4,x,-2,0,,9')).toEqual([4, 9]);
  });
  it('formats the inverse', () => {
    expect(formatIdList([9, 4, 9])).toBe('4,9');
    expect(formatIdList([])).toBe('');
  });
});

describe('listing options', () => {
  it('knows the sort orders and page sizes', () => {
    expect(isOrderSort('price_asc')).toBe(true);
    expect(isOrderSort('cheapest')).toBe(false);
    expect(isNumberView(48)).toBe(true);
    expect(isNumberView(50)).toBe(false);
  });
});
