import { describe, expect, it } from 'vitest';
import { footerColumns, footerPageHref, isExternalHref } from './footer-links.ts';

describe('footerPageHref', () => {
  it('prefers the custom url', () => {
    expect(footerPageHref({ slug: 'lien-he-hop-tac', url: '/lien-he' })).toBe('/lien-he');
  });

  it('falls back to the company page when no url is set', () => {
    expect(footerPageHref({ slug: 'gioi-thieu', url: null })).toBe('/cong-ty/gioi-thieu');
    expect(footerPageHref({ slug: 'gioi-thieu', url: '  ' })).toBe('/cong-ty/gioi-thieu');
  });
});

describe('isExternalHref', () => {
  it('tells external links from shop paths', () => {
    expect(isExternalHref('https://maps.google.com')).toBe(true);
    expect(isExternalHref('http://online.gov.vn/')).toBe(true);
    expect(isExternalHref('/lien-he')).toBe(false);
  });
});

describe('footerColumns', () => {
  it('groups pages under their information and drops empty groups', () => {
    const informations = [
      { id: 1, name: 'Về chúng tôi', name_en: 'About us', slug: 've-chung-toi' },
      { id: 2, name: 'Trống', name_en: 'Empty', slug: 'trong' },
    ];
    const pages = [
      { information_id: 1, name: 'Giới thiệu', name_en: 'About', slug: 'gioi-thieu', url: null },
      { information_id: 1, name: 'Liên hệ', name_en: 'Contact', slug: 'lien-he', url: '/lien-he' },
    ];
    const columns = footerColumns(informations, pages);
    expect(columns).toHaveLength(1);
    expect(columns[0]?.pages.map((page) => page.slug)).toEqual(['gioi-thieu', 'lien-he']);
  });
});
