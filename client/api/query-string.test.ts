import { describe, expect, it } from 'vitest';
import { encodeQuery, parsePlainSearch, stringifyPlainSearch } from './query-string.ts';

describe('encodeQuery', () => {
  it('keeps order and commas, leaves out empty values, encodes the rest', () => {
    expect(encodeQuery([['search', 'điện trở 10k'], ['prid', '4,30'], ['page', undefined], ['stock', 1], ['x', '']])).toBe(
      'search=%C4%91i%E1%BB%87n%20tr%E1%BB%9F%2010k&prid=4,30&stock=1',
    );
  });
});

describe('plain search parameters', () => {
  it('parses every value as a string', () => {
    expect(parsePlainSearch('?search=555&prid=12&view_ga=true&q=a+b')).toEqual({ search: '555', prid: '12', view_ga: 'true', q: 'a b' });
    expect(parsePlainSearch('')).toEqual({});
  });

  it('writes values without JSON quoting and round-trips', () => {
    const search = { search: '555', prid: '12', view_ga: false, page: 2, skip: undefined };
    const text = stringifyPlainSearch(search);
    expect(text).toBe('?search=555&prid=12&view_ga=false&page=2');
    expect(parsePlainSearch(text)).toEqual({ search: '555', prid: '12', view_ga: 'false', page: '2' });
    expect(stringifyPlainSearch({})).toBe('');
  });
});
