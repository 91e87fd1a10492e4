import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import { createLocalDb, localDb, LOCAL_DB_NAME } from './db.ts';
import { getOrCreateGuestSessionId } from './guest-session.ts';

const freshName = () => `local-db-${crypto.randomUUID()}`;

describe('local database', () => {
  test('has every table at version 3 with the declared primary keys', async () => {
    const db = createLocalDb(freshName());
    await db.open();
    expect(db.verno).toBe(3);
    const keys = Object.fromEntries(
      db.tables.map((table) => [table.name, table.schema.primKey.name]),
    );
    expect(keys).toEqual({
      cartLines: 'productId',
      cartSelection: 'productId',
      recentSearches: 'keyword',
      recentlyViewed: 'productId',
      pcbDrafts: 'id',
      outbox: 'id',
      kv: 'key',
      accountCopies: '[userId+key]',
      communityDrafts: 'id',
    });
    expect(db.communityDrafts.schema.indexes.map((index) => index.name).sort()).toEqual(['[userId+subject]', 'createdAt']);
    expect(db.accountCopies.schema.indexes.map((index) => index.name)).toEqual(['userId']);
    expect(db.outbox.schema.indexes.map((index) => index.name).sort()).toEqual(
      ['[status+createdAt]', 'createdAt', 'nextAttemptAt', 'status'].sort(),
    );
    db.close();
  });

  test('the app singleton uses the app database name', () => {
    expect(localDb.name).toBe(LOCAL_DB_NAME);
  });

  test('a PCB draft keeps its uploaded file across connections (reload)', async () => {
    const name = freshName();
    const first = createLocalDb(name);
    await first.pcbDrafts.put({
      id: crypto.randomUUID(),
      kind: 'fabrication',
      fields: { layers: 2, thickness: 1.6 },
      file: new Blob(['G04 gerber*'], { type: 'application/zip' }),
      fileName: 'board.zip',
      updatedAt: 1,
    });
    first.close();

    const second = createLocalDb(name);
    const [draft] = await second.pcbDrafts.toArray();
    expect(draft?.fields).toEqual({ layers: 2, thickness: 1.6 });
    expect(await draft?.file?.text()).toBe('G04 gerber*');
    expect(draft?.fileName).toBe('board.zip');
    second.close();
  });

  test('the cart line and selection tables key by product', async () => {
    const db = createLocalDb(freshName());
    await db.cartLines.put({ productId: 5, quantity: 1, addedAt: 1, updatedAt: 1 });
    await db.cartLines.put({ productId: 5, quantity: 3, catextId: null, addedAt: 1, updatedAt: 2 });
    await db.cartSelection.put({ productId: 5, selected: false });
    expect(await db.cartLines.toArray()).toEqual([
      { productId: 5, quantity: 3, catextId: null, addedAt: 1, updatedAt: 2 },
    ]);
    expect(await db.cartSelection.get(5)).toEqual({ productId: 5, selected: false });
  });
});

describe('guest session', () => {
  test('is created once and then reused, even when asked for concurrently', async () => {
    const db = createLocalDb(freshName());
    const ids = await Promise.all([getOrCreateGuestSessionId(db), getOrCreateGuestSessionId(db)]);
    expect(ids[0]).toBe(ids[1]);
    expect(await getOrCreateGuestSessionId(db)).toBe(ids[0]);
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
  });
});
