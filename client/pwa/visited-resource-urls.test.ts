import { describe, expect, it } from 'vitest';
import { visitedResourceUrls } from './visited-resource-urls.ts';

describe('visitedResourceUrls', () => {
  const origin = 'https://shop.example';

  it('keeps same-origin catalogue reads and images as path + query, once each', () => {
    expect(
      visitedResourceUrls(
        [
          'https://shop.example/v1/get-menu',
          'https://shop.example/v1/get-category-show?parent_id=3&limit=12',
          'https://shop.example/upload/medium/12.jpg',
          'https://shop.example/photo/medium/7.jpg',
          'https://shop.example/upload/medium/12.jpg',
          'https://shop.example/v1/products?category_id=3',
          'https://shop.example/v1/products/ne555dr-c7593',
        ],
        origin,
      ),
    ).toEqual([
      '/v1/get-menu',
      '/v1/get-category-show?parent_id=3&limit=12',
      '/upload/medium/12.jpg',
      '/photo/medium/7.jpg',
      '/v1/products?category_id=3',
      '/v1/products/ne555dr-c7593',
    ]);
  });

  it('drops other origins, build assets, other API calls and garbage', () => {
    expect(
      visitedResourceUrls(
        [
          'https://cdn.example/upload/medium/1.jpg',
          'https://shop.example/assets/index-abc.js',
          'https://shop.example/v1/carts',
          'https://shop.example/v1/search-autohome?q=ne',
          'https://shop.example/lang/en',
          'http://[bad',
        ],
        origin,
      ),
    ).toEqual([]);
  });
});
