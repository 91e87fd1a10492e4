import { describe, expect, test } from 'vitest';
import { footerGroupFieldErrors, footerPageFieldErrors, type FooterPageWrite } from './page-admin-schemas.ts';

const page: FooterPageWrite = { information_id: 2, name: 'Quy định bảo hành', name_en: '', slug: 'quy-dinh-bao-hanh', url: '', content: '', content_en: '', position: 0, published: true };

describe('footerPageFieldErrors and footerGroupFieldErrors (the staff page and group forms)', () => {
  test('a custom url is a shop page or a web address, or nothing', () => {
    expect(footerPageFieldErrors(page)).toEqual({});
    expect(footerPageFieldErrors({ ...page, url: '/pages/quy-dinh-bao-hanh' })).toEqual({});
    expect(footerPageFieldErrors({ ...page, url: 'https://example.vn/bao-hanh' })).toEqual({});
    for (const url of ['javascript:alert(1)', '//evil.example', 'pages/x']) expect(footerPageFieldErrors({ ...page, url }).url).toBe('field_invalid');
  });

  test('names and addresses as the service rule has them; an order of 0–9999', () => {
    expect(footerPageFieldErrors({ ...page, name: '', slug: 'Bảo hành', position: -1 })).toEqual({ name: 'field_required', slug: 'slug_invalid', position: 'field_invalid' });
    expect(footerGroupFieldErrors({ name: 'Chính sách', name_en: 'Policies', slug: 'chinh-sach', position: 1 })).toEqual({});
    expect(footerGroupFieldErrors({ name: ' ', name_en: '', slug: '', position: 1.5 })).toEqual({ name: 'field_required', slug: 'field_required', position: 'field_invalid' });
  });
});
