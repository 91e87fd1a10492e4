import { decodeEntities } from './sanitize-html.ts';

/**
 * The visible text of stored HTML (the sanitiser's, or the shop's own pages): a forum post's
 * length and excerpt, a content page's head description.
 */
export function htmlText(html: string): string {
  // Inline tags (b, i, a...) sit inside words and sentences; any other tag (p, li, h2...) parts words.
  const joined = html.replace(/<\/?(?:a|b|em|i|small|span|strong|sub|sup|u)\b[^>]*>/g, '').replace(/<[^>]*>/g, ' ');
  return decodeEntities(joined).replace(/\s+/g, ' ').trim();
}
