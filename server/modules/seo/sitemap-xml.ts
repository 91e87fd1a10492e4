/** The sitemap protocol's limit of URLs per file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/** Escapes text for XML element content (sitemaps.org requires &, <, >, ' and " escaped). */
export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

export const URLSET_OPEN = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
export const URLSET_CLOSE = '</urlset>\n';

/** One `<url>` entry; `lastmod` is a W3C datetime (`2026-11-22T07:46:41Z`). */
export function urlEntry(loc: string, lastmod?: string | null): string {
  const when = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
  return `<url><loc>${escapeXml(loc)}</loc>${when}</url>\n`;
}

/** A whole small sitemap (pages, categories, brands). */
export function urlset(entries: ReadonlyArray<{ loc: string; lastmod?: string | null }>): string {
  return URLSET_OPEN + entries.map((entry) => urlEntry(entry.loc, entry.lastmod)).join('') + URLSET_CLOSE;
}

/** A sitemap index listing the sitemap files. */
export function sitemapIndex(locations: readonly string[]): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    locations.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`).join('') +
    '</sitemapindex>\n'
  );
}

/**
 * robots.txt (robotstxt.org, RFC 9309): the storefront is open; carts, checkout, account pages,
 * the API and language switches are not pages to index, and search results and filter/sort
 * variations of listings are endless combinations whose canonical pages are crawled instead.
 */
export function robotsTxt(origin: string): string {
  const disallowed = [
    '/carts', '/checkout', '/orders', '/pcb-orders', '/notifications', '/user/', '/login', '/register',
    '/forgot-password', '/logout', '/auth/', '/lang/', '/v1/', '/api/', '/docs/', '/admin',
    '/products?', '/*?*prid=', '/*?*brand=', '/*?*order_sort=', '/*?*number_view=', '/*?*view_ga=',
  ];
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
