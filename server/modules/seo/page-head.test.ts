import { describe, expect, test } from 'vitest';
import { brandHead, categoryHead, clipDescription, formatCount, notFoundHead, searchHead } from './page-head.ts';

describe('page heads', () => {
  test('descriptions are cut at a word to the 160 characters search results show', () => {
    const long = 'word '.repeat(60);
    const clipped = clipDescription(long);
    expect(clipped.length).toBeLessThanOrEqual(160);
    expect(clipped.endsWith('word…')).toBe(true);
    expect(clipDescription('  short   text ')).toBe('short text');
  });

  test('counts are grouped the way each storefront writes numbers', () => {
    expect(formatCount(1234567, 'vi')).toBe('1.234.567');
    expect(formatCount(1234567, 'en')).toBe('1,234,567');
    expect(formatCount(12, 'en')).toBe('12');
  });

  test('category pages name the category, its size and its first subcategories in the visitor’s language', () => {
    const category = { name: 'Điện trở', name_en: 'Resistors', number_product: 1333, children: [{ name: 'Điện trở dán', name_en: 'Chip resistors' }] };
    const vi = categoryHead(category, 'vi', 'https://x/product/dien-tro');
    expect(vi.title).toBe('Điện trở — Linh Kiện Việt');
    expect(vi.description).toContain('1.333 sản phẩm');
    expect(vi.description).toContain('Gồm Điện trở dán.');
    const en = categoryHead(category, 'en', 'https://x/product/dien-tro');
    expect(en.title).toBe('Resistors — Linh Kiện Việt');
    expect(en.description).toContain('1,333 products');
    expect(en.canonical).toBe('https://x/product/dien-tro');
  });

  test('brand pages and search results', () => {
    expect(brandHead({ name: 'Texas Instruments', products: 25 }, 'en', 'https://x/suppliers/ti').title).toBe('Texas Instruments — genuine components — Linh Kiện Việt');
    const search = searchHead('ne555', 'vi', 'https://x/products?search=ne555');
    expect(search.title).toBe('Tìm kiếm: ne555 — Linh Kiện Việt');
    expect(search.robots).toBe('noindex, follow');
    expect(searchHead(null, 'en', 'https://x/products').title).toBe('Search components — Linh Kiện Việt');
  });

  test('the not-found page has no canonical link and is not indexed', () => {
    expect(notFoundHead('vi')).toMatchObject({ canonical: null, robots: 'noindex', jsonLd: null });
  });
});
