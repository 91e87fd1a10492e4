import { describe, expect, test } from 'vitest';
import { isPageRoute, productDetailSlug } from './page-routes.ts';

describe('page routes', () => {
  test('matches the app pages, with or without a trailing slash', () => {
    expect(isPageRoute('/')).toBe(true);
    expect(isPageRoute('/product/dien-tro')).toBe(true);
    expect(isPageRoute('/product/dien-tro/')).toBe(true);
  });
  test('rejects other paths', () => {
    expect(isPageRoute('/product')).toBe(false);
    expect(isPageRoute('/product/a/b')).toBe(false);
    expect(isPageRoute('/nothing/here')).toBe(false);
  });
  test('recognises the /{slug} product-detail shape only for slug-like segments', () => {
    expect(productDetailSlug('/gz1608d601tf-c1002')).toBe('gz1608d601tf-c1002');
    expect(productDetailSlug('/a/b')).toBeNull();
    expect(productDetailSlug('/Upper_Case')).toBeNull();
  });
});
