import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import { createLocalDb } from './db.ts';
import {
  RECENT_SEARCHES_LIMIT,
  addRecentSearch,
  clearRecentSearches,
  listRecentSearches,
  normalizeKeyword,
  removeRecentSearch,
} from './recent-searches.ts';

const freshDb = () => createLocalDb(`recent-searches-${crypto.randomUUID()}`);

async function keywords(db: ReturnType<typeof freshDb>): Promise<string[]> {
  return (await listRecentSearches(db)).map((search) => search.keyword);
}

describe('recent searches', () => {
  test('keeps the 10 newest, newest first, dropping the oldest', async () => {
    const db = freshDb();
    for (let i = 1; i <= 13; i += 1) await addRecentSearch(db, `ic ${i}`, 1_000 + i);
    expect(await keywords(db)).toEqual([
      'ic 13',
      'ic 12',
      'ic 11',
      'ic 10',
      'ic 9',
      'ic 8',
      'ic 7',
      'ic 6',
      'ic 5',
      'ic 4',
    ]);
    expect(await db.recentSearches.count()).toBe(10);
  });

  test('searching again moves the keyword to the front instead of duplicating it', async () => {
    const db = freshDb();
    await addRecentSearch(db, 'NE555', 1);
    await addRecentSearch(db, 'lm358', 2);
    await addRecentSearch(db, '  ne555 ', 3);
    expect(await keywords(db)).toEqual(['ne555', 'lm358']);
  });

  test('a repeat does not push out an older distinct keyword', async () => {
    const db = freshDb();
    for (let i = 1; i <= 10; i += 1) await addRecentSearch(db, `k${i}`, i);
    await addRecentSearch(db, 'K5', 11);
    expect(await keywords(db)).toHaveLength(10);
    expect((await keywords(db))[0]).toBe('k5');
    expect(await keywords(db)).toContain('k1');
  });

  test('keeps the order of searches made within the same millisecond', async () => {
    const db = freshDb();
    await addRecentSearch(db, 'a', 500);
    await addRecentSearch(db, 'b', 500);
    await addRecentSearch(db, 'c', 500);
    expect(await keywords(db)).toEqual(['c', 'b', 'a']);
  });

  test('ignores empty and whitespace-only keywords', async () => {
    const db = freshDb();
    await addRecentSearch(db, '', 1);
    await addRecentSearch(db, ' \t\n ', 2);
    expect(await keywords(db)).toEqual([]);
  });

  test('normalizes case, spacing and Unicode composition', () => {
    expect(normalizeKeyword('  Tụ   ĐIỆN ')).toBe('tụ điện');
    expect(normalizeKeyword('tu\u0323 đie\u0323\u0302n')).toBe(normalizeKeyword('tụ điện'));
  });

  test('can forget one keyword or all', async () => {
    const db = freshDb();
    await addRecentSearch(db, 'diode', 1);
    await addRecentSearch(db, 'relay', 2);
    await removeRecentSearch(db, ' DIODE');
    expect(await keywords(db)).toEqual(['relay']);
    await clearRecentSearches(db);
    expect(await keywords(db)).toEqual([]);
  });

  test('forgetting a keyword that is not there changes nothing', async () => {
    const db = freshDb();
    await addRecentSearch(db, 'mosfet', 1);
    await removeRecentSearch(db, 'igbt');
    await removeRecentSearch(db, '   ');
    expect(await keywords(db)).toEqual(['mosfet']);
  });

  test('the list never shows more than 10 even if the table holds more', async () => {
    const db = freshDb();
    await db.recentSearches.bulkPut(Array.from({ length: 12 }, (_, i) => ({ keyword: `old ${i}`, searchedAt: i })));
    expect(await keywords(db)).toHaveLength(RECENT_SEARCHES_LIMIT);
    expect((await keywords(db))[0]).toBe('old 11');
  });

  test('after any sequence of searches: newest first, no duplicates, at most 10 (model check)', async () => {
    // A small deterministic generator (no dependency): 200 searches over 15 keywords in varied case.
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const db = freshDb();
    let model: string[] = [];
    for (let step = 0; step < 200; step += 1) {
      const base = `part ${Math.floor(random() * 15)}`;
      const typed = random() < 0.5 ? ` ${base.toUpperCase()}  ` : base;
      await addRecentSearch(db, typed, 10_000 + Math.floor(step / 3));
      model = [base, ...model.filter((keyword) => keyword !== base)].slice(0, RECENT_SEARCHES_LIMIT);
      if (step % 20 === 19) expect(await keywords(db)).toEqual(model);
    }
    expect(await db.recentSearches.count()).toBeLessThanOrEqual(RECENT_SEARCHES_LIMIT);
  });
});
