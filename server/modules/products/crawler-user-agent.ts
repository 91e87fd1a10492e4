/**
 * Crawlers and link-preview fetchers, which read product pages by the thousand: their reads must
 * not count as shopper interest in GET /v1/product-popular. Same list as the product page's
 * client/features/catalog/product/is-bot.ts, which keeps them out of recently viewed.
 */
const CRAWLER =
  /bot\b|bot\/|crawl|spider|slurp|bingpreview|mediapartners|facebookexternalhit|embedly|quora link preview|lighthouse|pagespeed|yandex|baiduspider|duckduckgo|petalbot|ahrefs|semrush|applebot/i;

/** True when the User-Agent names a crawler or preview bot (a missing one is no shopper either). */
export function isCrawler(userAgent: string | undefined): boolean {
  return !userAgent || CRAWLER.test(userAgent);
}
