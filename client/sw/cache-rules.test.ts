import { describe, expect, it } from 'vitest';
import { NAVIGATION_DENYLIST, runtimeCacheFor } from './cache-rules.ts';

const origin = 'https://shop.example';
const cacheOf = (path: string, from = origin) => runtimeCacheFor(new URL(path, from), origin);

describe('runtimeCacheFor', () => {
  it('reads forum topics, posts and comments network first, kept for offline', () => {
    for (const path of ['/v1/topics', '/v1/topics?page=2', '/v1/topics/hoi-ve-esp32', '/v1/posts?topic_id=1&page=2', '/v1/comments?object_id=5&object_type=Product', '/v1/users/7/forum']) {
      expect(cacheOf(path), path).toBe('api-community');
    }
    expect(cacheOf('/v1/topics/a/b')).toBeNull();
  });

  it('puts catalogue reads in the API cache', () => {
    expect(cacheOf('/v1/get-menu')).toBe('api-catalog');
    expect(cacheOf('/v1/get-category-show?parent_id=1&limit=12')).toBe('api-catalog');
    expect(cacheOf('/v1/get-footer')).toBe('api-catalog');
    expect(cacheOf('/v1/product-popular')).toBe('api-catalog');
    expect(cacheOf('/v1/suppliers/get-json?category_id=2')).toBe('api-catalog');
    expect(cacheOf('/v1/products/product-relate?product_id=5')).toBe('api-catalog');
  });

  it('caches the reads behind catalogue pages: listings, searches, products and brands', () => {
    expect(cacheOf('/v1/products?category_id=4&prid=1,2&page=2')).toBe('api-catalog');
    expect(cacheOf('/v1/products?search=ne555')).toBe('api-catalog');
    expect(cacheOf('/v1/products/ne555dr-c7593')).toBe('api-catalog');
    expect(cacheOf('/v1/suppliers/texas-instruments')).toBe('api-catalog');
    // Content pages (news list and articles, services, footer pages and groups) open offline once visited.
    expect(cacheOf('/v1/news')).toBe('api-catalog');
    expect(cacheOf('/v1/news?page=2')).toBe('api-catalog');
    expect(cacheOf('/v1/news/xep-lop-mach-in-4-lop')).toBe('api-catalog');
    expect(cacheOf('/v1/services/kiem-tra-thiet-ke')).toBe('api-catalog');
    expect(cacheOf('/v1/pages/quy-dinh-bao-hanh')).toBe('api-catalog');
    expect(cacheOf('/v1/informations/chinh-sach')).toBe('api-catalog');
  });

  it('never caches search suggestions, which need a connection', () => {
    expect(cacheOf('/v1/search-autohome?q=ne555')).toBeNull();
    expect(cacheOf('/v1/search-cart?q=ne555')).toBeNull();
  });

  it('puts images in the image cache', () => {
    expect(cacheOf('/upload/medium/5.jpg')).toBe('images');
    expect(cacheOf('/photo/medium/5.jpg')).toBe('images');
  });

  it('never caches user-specific calls, pages, assets or other origins', () => {
    expect(cacheOf('/v1/carts')).toBeNull();
    expect(cacheOf('/v1/carts/get-total')).toBeNull();
    expect(cacheOf('/v1/notifications/get')).toBeNull();
    expect(cacheOf('/v1/contact-messages')).toBeNull();
    expect(cacheOf('/v1/admin/content/news')).toBeNull();
    expect(cacheOf('/v1/products/x/y')).toBeNull();
    expect(cacheOf('/v1/suppliers/x/products')).toBeNull();
    expect(cacheOf('/product/tu-dien')).toBeNull();
    expect(cacheOf('/upload/medium/5.jpg', 'https://cdn.example')).toBeNull();
  });
});

describe('NAVIGATION_DENYLIST', () => {
  const denied = (path: string) => NAVIGATION_DENYLIST.some((re) => re.test(path));

  it('sends server paths to the network', () => {
    for (const path of ['/v1/get-menu', '/api/jt-tracking', '/upload/large/1.jpg', '/photo/x', '/docs', '/docs/json', '/lang/en', '/healthz', '/auth/google', '/auth/zalo/callback']) {
      expect(denied(path), path).toBe(true);
    }
  });

  it('serves the app shell for page URLs, including ones that merely start alike', () => {
    for (const path of ['/', '/product/tu-dien', '/products', '/language-kit', '/v1x', '/uploads-guide', '/authors']) {
      expect(denied(path), path).toBe(false);
    }
  });
});
