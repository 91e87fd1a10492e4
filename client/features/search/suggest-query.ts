/** Spec §9: suggestions start at 2 characters... */
export const SUGGEST_MIN_CHARS = 2;
/** ...after 150 ms without typing. */
export const SUGGEST_DELAY_MS = 150;

/**
 * The `q` sent for suggestions: NFC, trimmed, inner whitespace collapsed and lowercased (spec §7
 * "q (lowercased)"), or null while it is shorter than the minimum (counted in characters, so
 * "tụ" counts as 2 whatever keyboard produced it).
 */
export function suggestQuery(raw: string): string | null {
  const q = raw.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
  return [...q].length >= SUGGEST_MIN_CHARS ? q : null;
}

/** GET /v1/search-autohome?q= (spec §7). */
export function suggestUrl(q: string): string {
  return `/v1/search-autohome?q=${encodeURIComponent(q)}`;
}
