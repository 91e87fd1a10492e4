import { describe, expect, test } from 'vitest';
import { escapeXml, robotsTxt, sitemapIndex, urlEntry, urlset } from './sitemap-xml.ts';

describe('sitemap XML', () => {
  test('escapes the five XML special characters', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });

  test('a urlset lists each URL with its lastmod', () => {
    const xml = urlset([{ loc: 'https://x/', lastmod: null }, { loc: 'https://x/product/a&b', lastmod: '2026-11-22T07:46:41Z' }]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(xml).toContain('<url><loc>https://x/</loc></url>');
    expect(xml).toContain('<url><loc>https://x/product/a&amp;b</loc><lastmod>2026-11-22T07:46:41Z</lastmod></url>');
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    expect(urlEntry('https://x/a')).toBe('<url><loc>https://x/a</loc></url>\n');
  });

  test('a sitemap index lists the files', () => {
    const xml = sitemapIndex(['https://x/sitemaps/pages.xml', 'https://x/sitemaps/products-1.xml']);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.match(/<sitemap><loc>/g)).toHaveLength(2);
  });

  test('robots.txt opens the storefront, closes private and endless URLs and names the sitemap', () => {
    const robots = robotsTxt('https://shop.example');
    expect(robots.startsWith('User-agent: *\nAllow: /\n')).toBe(true);
    for (const path of ['/carts', '/checkout', '/user/', '/orders', '/notifications', '/v1/', '/api/', '/products?']) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
    expect(robots).not.toMatch(/Disallow: \/product\/?\n/);
    expect(robots).toContain('Sitemap: https://shop.example/sitemap.xml\n');
  });
});
