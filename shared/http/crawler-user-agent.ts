/**
 * Crawlers and link-preview fetchers. They read product pages by the thousand, so their visits
 * are neither shopper interest (GET /v1/product-popular) nor history a shopper would see
 * (recently viewed). Headless browsers are not matched: the e2e journeys run in one.
 */
const CRAWLER =
  /bot\b|bot\/|crawl|spider|slurp|bingpreview|mediapartners|facebookexternalhit|embedly|quora link preview|lighthouse|pagespeed|yandex|baiduspider|duckduckgo|petalbot|ahrefs|semrush|applebot/i;

/** True when the User-Agent names a crawler or preview bot (a missing one is no shopper either). */
export function isCrawler(userAgent: string | undefined): boolean {
  return !userAgent || CRAWLER.test(userAgent);
}
