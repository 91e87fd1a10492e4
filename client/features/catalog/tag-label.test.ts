import { describe, expect, test } from 'vitest';
import { tagLabel } from './tag-label.ts';

describe('tagLabel', () => {
  test('shows the shop tag as written on the Vietnamese storefront', () => {
    expect(tagLabel('Cơ bản', 'vi')).toBe('Cơ bản');
  });
  test('translates known tags on the English storefront, keeps unknown ones', () => {
    expect(tagLabel('Cơ bản', 'en')).toBe('Basic part');
    expect(tagLabel(' cơ bản ', 'en')).toBe('Basic part');
    expect(tagLabel('Hàng hiếm', 'en')).toBe('Hàng hiếm');
  });
});
