import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import { createLocalDb } from './db.ts';
import { addRecentlyViewed, clearRecentlyViewed, listRecentlyViewed } from './recently-viewed.ts';

const freshDb = () => createLocalDb(`recently-viewed-${crypto.randomUUID()}`);

async function productIds(db: ReturnType<typeof freshDb>): Promise<number[]> {
  return (await listRecentlyViewed(db)).map((view) => view.productId);
}

describe('recently viewed', () => {
  test('keeps the latest 20, newest first', async () => {
    const db = freshDb();
    for (let id = 1; id <= 25; id += 1) await addRecentlyViewed(db, id, 10_000 + id);
    const expected = Array.from({ length: 20 }, (_, i) => 25 - i);
    expect(await productIds(db)).toEqual(expected);
    expect(await db.recentlyViewed.count()).toBe(20);
  });

  test('viewing a product again moves it to the front without a duplicate', async () => {
    const db = freshDb();
    await addRecentlyViewed(db, 1, 1);
    await addRecentlyViewed(db, 2, 2);
    await addRecentlyViewed(db, 1, 3);
    expect(await productIds(db)).toEqual([1, 2]);
  });

  test('views in the same millisecond keep their order; clear forgets all', async () => {
    const db = freshDb();
    await addRecentlyViewed(db, 8, 100);
    await addRecentlyViewed(db, 9, 100);
    expect(await productIds(db)).toEqual([9, 8]);
    await clearRecentlyViewed(db);
    expect(await productIds(db)).toEqual([]);
  });
});
