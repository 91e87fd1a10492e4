import type { LocalDb, RecentlyViewed } from './db.ts';

/** How many viewed products are remembered. */
export const RECENTLY_VIEWED_LIMIT = 20;

/** Remembers a product page view as the newest, dropping the oldest beyond the limit. */
export async function addRecentlyViewed(
  db: LocalDb,
  productId: number,
  now: number = Date.now(),
): Promise<void> {
  await db.transaction('rw', db.recentlyViewed, async () => {
    const newest = await db.recentlyViewed.orderBy('viewedAt').last();
    // Strictly increasing, so two views in the same millisecond keep their order.
    const viewedAt = newest ? Math.max(now, newest.viewedAt + 1) : now;
    await db.recentlyViewed.put({ productId, viewedAt });
    const excess = await db.recentlyViewed
      .orderBy('viewedAt')
      .reverse()
      .offset(RECENTLY_VIEWED_LIMIT)
      .primaryKeys();
    await db.recentlyViewed.bulkDelete(excess);
  });
}

/** Viewed products, newest first. */
export function listRecentlyViewed(db: LocalDb): Promise<RecentlyViewed[]> {
  return db.recentlyViewed.orderBy('viewedAt').reverse().limit(RECENTLY_VIEWED_LIMIT).toArray();
}

/** Forgets every viewed product. */
export function clearRecentlyViewed(db: LocalDb): Promise<void> {
  return db.recentlyViewed.clear();
}
