import { describe, expect, test } from 'vitest';
import { bannerFieldErrors, type BannerWrite } from './banner-admin-schemas.ts';

const banner: BannerWrite = { page_type: 'home', content: 'Giao nhanh 2 giờ trong nội thành.', content_en: null, bg_color: '#fff4e5', text_color: '#5c3b00', icon: 'info', active: true };

describe('bannerFieldErrors', () => {
  test('a complete banner passes, English words optional', () => {
    expect(bannerFieldErrors(banner)).toEqual({});
    expect(bannerFieldErrors({ ...banner, content_en: 'Two-hour delivery in the city.' })).toEqual({});
  });

  test('each wrong field has its key', () => {
    expect(bannerFieldErrors({ page_type: 'everywhere', content: '   ', content_en: 'x'.repeat(501), bg_color: 'red', text_color: '#12345', icon: 'star', active: true })).toEqual({
      page_type: 'field_invalid',
      content: 'field_required',
      content_en: 'field_too_long',
      bg_color: 'field_invalid',
      text_color: 'field_invalid',
      icon: 'field_invalid',
    });
    expect(bannerFieldErrors({ ...banner, content: 'x'.repeat(501) })).toEqual({ content: 'field_too_long' });
  });
});
