import { describe, expect, test } from 'vitest';
import type { CategoryExtra } from '#shared/cart/cart-line.ts';
import { extraName, extraOfValue, extraValue } from './cart-extras.ts';

const extras: CategoryExtra[] = [
  { id: 4, name: 'Cắt băng (cut tape)', name_en: 'Cut tape', price: 0, image_id: null },
  { id: 9, name: 'Đóng cuộn (reel)', name_en: '', price: 20, image_id: null },
];

describe('the cart line extra choice', () => {
  test('names an extra in the storefront language, Vietnamese when it has no English name', () => {
    expect(extraName(extras[0]!, 'vi')).toBe('Cắt băng (cut tape)');
    expect(extraName(extras[0]!, 'en')).toBe('Cut tape');
    expect(extraName(extras[1]!, 'en')).toBe('Đóng cuộn (reel)');
  });

  test("the select shows the line's extra while it is offered, else none", () => {
    expect(extraValue(9, extras)).toBe('9');
    expect(extraValue(null, extras)).toBe('');
    expect(extraValue(12, extras)).toBe('');
  });

  test('a chosen value becomes the catext_id; none and unknown values become null', () => {
    expect(extraOfValue('4', extras)).toBe(4);
    expect(extraOfValue('', extras)).toBeNull();
    expect(extraOfValue('12', extras)).toBeNull();
  });
});
