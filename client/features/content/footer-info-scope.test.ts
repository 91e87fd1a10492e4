import { describe, expect, test } from 'vitest';
import { footerInfoUrl } from './footer-api.ts';
import { NO_CATEGORY, categoryScope } from './footer-info-scope.ts';

describe('the footer info scope of a page (spec §7 get-footer?info=1&category_id&show_info)', () => {
  test("a category's first unfiltered page shows its text, sorted or viewed as a grid too", () => {
    expect(categoryScope(12, {})).toEqual({ categoryId: 12, showInfo: true });
    expect(categoryScope(12, { page: 1 })).toEqual({ categoryId: 12, showInfo: true });
  });

  test('a filter, in-stock only or a later page is not the category page', () => {
    for (const search of [{ prid: '3,4' }, { brand: '9' }, { stock: 1 }, { page: 2 }]) {
      expect(categoryScope(12, search), JSON.stringify(search)).toEqual({ categoryId: 12, showInfo: false });
    }
  });

  test('the URL carries the three parameters, or info=1 alone outside a category', () => {
    expect(footerInfoUrl(categoryScope(12, {}))).toBe('/v1/get-footer?info=1&category_id=12&show_info=1');
    expect(footerInfoUrl(categoryScope(12, { page: 3 }))).toBe('/v1/get-footer?info=1&category_id=12&show_info=0');
    expect(footerInfoUrl(NO_CATEGORY)).toBe('/v1/get-footer?info=1');
  });
});
