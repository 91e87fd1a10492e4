import { describe, expect, test } from 'vitest';
import { matchPage } from './page-routes.ts';

describe('matchPage', () => {
  test('the home page always exists', () => {
    expect(matchPage('/')).toEqual({ kind: 'static' });
  });
  test('/product/{slug} is a category listing to look up', () => {
    expect(matchPage('/product/dien-tro')).toEqual({ kind: 'category', slug: 'dien-tro' });
    expect(matchPage('/product/dien-tro/')).toEqual({ kind: 'category', slug: 'dien-tro' });
  });
  test('/{slug} is a product detail to look up', () => {
    expect(matchPage('/gz1608d601tf-c1002')).toEqual({ kind: 'product', slug: 'gz1608d601tf-c1002' });
  });
  test('other shapes are not pages', () => {
    expect(matchPage('/product')).toEqual({ kind: 'product', slug: 'product' });
    expect(matchPage('/product/a/b')).toBeNull();
    expect(matchPage('/Upper_Case')).toBeNull();
    expect(matchPage('/a/b')).toBeNull();
  });
});
