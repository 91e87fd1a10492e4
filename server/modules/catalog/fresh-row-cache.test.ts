import { expect, test } from 'vitest';
import { FreshRowCache } from './fresh-row-cache.ts';
import type { ProductChange, ProductChanges } from './product-change-feed.ts';

/** A feed driven by the test: what PostgreSQL's notifications would say. */
class ScriptedChanges implements ProductChanges {
  live = true;
  generation = 0;
  private listeners: Array<(change: ProductChange) => void> = [];
  onChange(listener: (change: ProductChange) => void) {
    this.listeners.push(listener);
    return () => {};
  }
  announce(change: ProductChange) {
    this.generation += 1;
    for (const listener of this.listeners) listener(change);
  }
}

interface Row {
  id: number;
  price: number;
}

/** The "database": current prices, and the ids each read asked for. */
function database(prices: Record<number, number>) {
  const asked: number[][] = [];
  return {
    prices,
    asked,
    read: async (ids: number[]): Promise<Row[]> => {
      asked.push(ids);
      return ids.filter((id) => id in prices).map((id) => ({ id, price: prices[id]! }));
    },
  };
}

test('rows come back in the asked order, once each, unknown ids skipped; the second read asks only for what was missing', async () => {
  const cache = new FreshRowCache<Row>(new ScriptedChanges(), 10);
  const db = database({ 1: 100, 2: 200, 3: 300 });
  expect(await cache.read([3, 1, 3, 99], db.read)).toEqual([{ id: 3, price: 300 }, { id: 1, price: 100 }]);
  expect(await cache.read([1, 2, 3], db.read)).toEqual([{ id: 1, price: 100 }, { id: 2, price: 200 }, { id: 3, price: 300 }]);
  expect(db.asked).toEqual([[3, 1, 99], [2]]);
  expect(await cache.read([1, 2], db.read)).toHaveLength(2);
  expect(db.asked).toHaveLength(2);
});

test('an announced change drops exactly those rows; "all" drops every row', async () => {
  const changes = new ScriptedChanges();
  const cache = new FreshRowCache<Row>(changes, 10);
  const db = database({ 1: 100, 2: 200 });
  await cache.read([1, 2], db.read);
  db.prices[1] = 150;
  changes.announce([1]);
  expect(await cache.read([1, 2], db.read)).toEqual([{ id: 1, price: 150 }, { id: 2, price: 200 }]);
  expect(db.asked.at(-1)).toEqual([1]);
  changes.announce('all');
  expect(cache.size).toBe(0);
});

test('a read that overlapped a change is returned but not kept (its rows may predate the change)', async () => {
  const changes = new ScriptedChanges();
  const cache = new FreshRowCache<Row>(changes, 10);
  const db = database({ 1: 100 });
  const stale = await cache.read([1], async (ids) => {
    const rows = await db.read(ids);
    db.prices[1] = 120;
    changes.announce([1]); // committed while the read was on its way back
    return rows;
  });
  expect(stale).toEqual([{ id: 1, price: 100 }]);
  expect(await cache.read([1], db.read)).toEqual([{ id: 1, price: 120 }]);
});

test('while the feed is not live nothing is kept and every row is read', async () => {
  const changes = new ScriptedChanges();
  changes.live = false;
  const cache = new FreshRowCache<Row>(changes, 10);
  const db = database({ 1: 100 });
  await cache.read([1], db.read);
  await cache.read([1], db.read);
  expect(db.asked).toEqual([[1], [1]]);
  expect(cache.size).toBe(0);
});

test('the least recently used rows leave first when the cache is full', async () => {
  const cache = new FreshRowCache<Row>(new ScriptedChanges(), 2);
  const db = database({ 1: 1, 2: 2, 3: 3 });
  await cache.read([1, 2], db.read);
  await cache.read([1], db.read);
  await cache.read([3], db.read);
  await cache.read([1, 2], db.read);
  expect(db.asked).toEqual([[1, 2], [3], [2]]);
});
