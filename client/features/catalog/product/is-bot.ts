/**
 * Crawlers and link-preview fetchers that run scripts. They must not leave traces a shopper would
 * see (recently viewed), so the product page records nothing for them (issue 3).
 * Headless browsers are not matched: the e2e journeys run in one and check the recently viewed box.
 */
const BOT_USER_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|bingpreview|mediapartners|facebookexternalhit|embedly|quora link preview|lighthouse|pagespeed|chrome-lighthouse|yandex|baiduspider|duckduckgo|petalbot|ahrefs|semrush|applebot/i;

/** True when the user agent names a crawler or preview bot. */
export function isBotUserAgent(userAgent: string): boolean {
  return BOT_USER_AGENT.test(userAgent);
}
