import fc from 'fast-check';
import { Value } from 'typebox/value';
import { describe, expect, test } from 'vitest';
import { MAX_PAGE, PageEnvelope, PageParam, lastPage } from './pagination.ts';

describe('lastPage', () => {
  test('an empty list still has page 1', () => {
    expect(lastPage(0, 10)).toBe(1);
  });

  test('a partly filled last page counts', () => {
    expect(lastPage(10, 10)).toBe(1);
    expect(lastPage(11, 10)).toBe(2);
    expect(lastPage(3414, 24)).toBe(143);
  });

  test('every row falls on a page from 1 to lastPage, and the last page is not empty', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 500 }), (total, perPage) => {
        const last = lastPage(total, perPage);
        expect(last).toBeGreaterThanOrEqual(1);
        expect((last - 1) * perPage).toBeLessThanOrEqual(Math.max(0, total - 1));
        expect(last * perPage).toBeGreaterThanOrEqual(total);
      }),
    );
  });

  test('refuses a page size that is not a positive whole number', () => {
    expect(() => lastPage(5, 0)).toThrow(RangeError);
    expect(() => lastPage(5, 2.5)).toThrow(RangeError);
    expect(() => lastPage(-1, 10)).toThrow(RangeError);
  });
});

describe('PageEnvelope', () => {
  test('is the spec’s paged list fields (total, current_page) with per_page and last_page', () => {
    expect(Object.keys(PageEnvelope.properties).sort()).toEqual(['current_page', 'last_page', 'per_page', 'total']);
    expect(Value.Check(PageEnvelope, { total: 0, current_page: 1, per_page: 10, last_page: 1 })).toBe(true);
  });

  test('refuses page numbers below 1 and negative totals', () => {
    expect(Value.Check(PageEnvelope, { total: 0, current_page: 0, per_page: 10, last_page: 1 })).toBe(false);
    expect(Value.Check(PageEnvelope, { total: -1, current_page: 1, per_page: 10, last_page: 1 })).toBe(false);
    expect(Value.Check(PageEnvelope, { total: 5, current_page: 1, per_page: 10 })).toBe(false);
  });
});

describe('PageParam', () => {
  const Query = { type: 'object', properties: { page: PageParam() } } as const;

  test('page is optional, a whole number from 1, at most MAX_PAGE unless the list says less', () => {
    expect(Value.Check(Query, {})).toBe(true);
    expect(Value.Check(Query, { page: 1 })).toBe(true);
    expect(Value.Check(Query, { page: MAX_PAGE })).toBe(true);
    expect(Value.Check(Query, { page: 0 })).toBe(false);
    expect(Value.Check(Query, { page: 1.5 })).toBe(false);
    expect(Value.Check(Query, { page: MAX_PAGE + 1 })).toBe(false);
    expect(Value.Check({ type: 'object', properties: { page: PageParam(10_000) } }, { page: 10_001 })).toBe(false);
  });

  test('defaults to page 1 (filled in by the validator)', () => {
    expect(PageParam()).toMatchObject({ default: 1 });
  });
});
