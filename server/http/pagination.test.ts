import { Value } from 'typebox/value';
import { describe, expect, test } from 'vitest';
import { PageEnvelope } from '#shared/http/pagination.ts';
import { pageEnvelope, pageSlice } from './pagination.ts';

describe('pageSlice', () => {
  test('no page asked is page 1 from the first row', () => {
    expect(pageSlice(undefined, 20)).toEqual({ page: 1, perPage: 20, limit: 20, offset: 0 });
  });

  test('page n starts after the n-1 pages before it', () => {
    expect(pageSlice(3, 10)).toEqual({ page: 3, perPage: 10, limit: 10, offset: 20 });
  });

  test('refuses what the query schema would never let through', () => {
    expect(() => pageSlice(0, 10)).toThrow(RangeError);
    expect(() => pageSlice(1.5, 10)).toThrow(RangeError);
    expect(() => pageSlice(1, 0)).toThrow(RangeError);
  });
});

describe('pageEnvelope', () => {
  test('names the page, its size, the total and the last page', () => {
    expect(pageEnvelope(pageSlice(2, 10), 25)).toEqual({ total: 25, current_page: 2, per_page: 10, last_page: 3 });
  });

  test('a page past the end keeps its number and says where the end is', () => {
    expect(pageEnvelope(pageSlice(9, 10), 25)).toEqual({ total: 25, current_page: 9, per_page: 10, last_page: 3 });
  });

  test('an empty list is page 1 of 1', () => {
    expect(pageEnvelope(pageSlice(undefined, 10), 0)).toEqual({ total: 0, current_page: 1, per_page: 10, last_page: 1 });
  });

  test('answers what the shared envelope schema accepts', () => {
    expect(Value.Check(PageEnvelope, pageEnvelope(pageSlice(4, 24), 3414))).toBe(true);
  });
});
