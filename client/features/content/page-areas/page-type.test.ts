import { describe, expect, test } from 'vitest';
import { notificationPageType } from './page-type.ts';

describe('notificationPageType', () => {
  test('the storefront pages that carry a banner, by their spec §2 URLs', () => {
    expect(notificationPageType('/')).toBe('home');
    expect(notificationPageType('/product/tu-dien')).toBe('category');
    expect(notificationPageType('/products/esp32-wroom-32e')).toBe('product');
    expect(notificationPageType('/carts')).toBe('cart');
    expect(notificationPageType('/checkout')).toBe('checkout');
    expect(notificationPageType('/pcb')).toBe('pcb');
    expect(notificationPageType('/pcb/stencil')).toBe('pcb');
  });

  test('other pages have none', () => {
    for (const path of ['/tin-tuc', '/orders', '/admin/news', '/pcbx', '/carts/x']) expect(notificationPageType(path), path).toBeNull();
  });
});
