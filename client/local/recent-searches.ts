import type { LocalDb, RecentSearch } from './db.ts';

/** How many searches are remembered (spec: a list of 10, the oldest dropped). */
export const RECENT_SEARCHES_LIMIT = 10;

/**
 * The stored form of a keyword: NFC (Vietnamese typed on some keyboards arrives decomposed),
 * trimmed, inner whitespace collapsed, lowercase, so "  USB  C" and "usb c" are one entry.
 */
export function normalizeKeyword(keyword: string): string {
  return keyword.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Remembers a search as the newest one, dropping the oldest beyond the limit.
 * Empty or whitespace-only keywords are ignored.
 */
export async function addRecentSearch(
  db: LocalDb,
  keyword: string,
  now: number = Date.now(),
): Promise<void> {
  const normalized = normalizeKeyword(keyword);
  if (normalized === '') return;
  await db.transaction('rw', db.recentSearches, async () => {
    const newest = await db.recentSearches.orderBy('searchedAt').last();
    // Strictly increasing, so two searches in the same millisecond keep their order.
    const searchedAt = newest ? Math.max(now, newest.searchedAt + 1) : now;
    await db.recentSearches.put({ keyword: normalized, searchedAt });
    const excess = await db.recentSearches
      .orderBy('searchedAt')
      .reverse()
      .offset(RECENT_SEARCHES_LIMIT)
      .primaryKeys();
    await db.recentSearches.bulkDelete(excess);
  });
}

/** Remembered searches, newest first. */
export function listRecentSearches(db: LocalDb): Promise<RecentSearch[]> {
  return db.recentSearches.orderBy('searchedAt').reverse().limit(RECENT_SEARCHES_LIMIT).toArray();
}

/** Forgets one search (the keyword is normalized first). */
export function removeRecentSearch(db: LocalDb, keyword: string): Promise<void> {
  return db.recentSearches.delete(normalizeKeyword(keyword));
}

/** Forgets every search. */
export function clearRecentSearches(db: LocalDb): Promise<void> {
  return db.recentSearches.clear();
}
