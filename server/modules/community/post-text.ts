import { decodeEntities } from '../../http/sanitize-html.ts';

/** The visible text of cleaned post HTML (the sanitiser wrote it, so every tag is well formed). */
export function postText(cleanHtml: string): string {
  // Block tags part words; inline ones (b, i, a...) sit inside words and sentences.
  const spaced = cleanHtml.replace(/<\/?(?:p|br|li|ul|ol)\b[^>]*>/g, ' ').replace(/<[^>]*>/g, '');
  return decodeEntities(spaced).replace(/\s+/g, ' ').trim();
}
