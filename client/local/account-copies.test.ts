import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { describe, expect, test } from 'vitest';
import { forgetAccountCopies, readAccountCopy, saveAccountCopy } from './account-copies.ts';
import { createLocalDb } from './db.ts';

const freshName = () => `account-copies-${crypto.randomUUID()}`;

describe('account copies', () => {
  test('a copy is read back by its user and key, the newest replacing the older', async () => {
    const db = createLocalDb(freshName());
    await saveAccountCopy(db, 7, 'orders?page=1', { total: 1 }, 1_000);
    await saveAccountCopy(db, 7, 'orders?page=1', { total: 2 }, 2_000);
    await saveAccountCopy(db, 7, 'orders?page=2', { total: 3 }, 3_000);
    expect(await readAccountCopy(db, 7, 'orders?page=1')).toEqual({ data: { total: 2 }, savedAt: 2_000 });
    expect(await readAccountCopy(db, 7, 'orders?page=2')).toEqual({ data: { total: 3 }, savedAt: 3_000 });
    expect(await readAccountCopy(db, 7, 'notifications?page=1')).toBeNull();
    db.close();
  });

  test('another user never reads them', async () => {
    const db = createLocalDb(freshName());
    await saveAccountCopy(db, 7, 'profile', { fullname: 'An' });
    expect(await readAccountCopy(db, 8, 'profile')).toBeNull();
    db.close();
  });

  test('a new sign-in keeps only its own; a sign-out keeps none', async () => {
    const db = createLocalDb(freshName());
    await saveAccountCopy(db, 7, 'profile', { fullname: 'An' });
    await saveAccountCopy(db, 8, 'profile', { fullname: 'Bình' });
    await saveAccountCopy(db, 8, 'delivery-addresses', []);
    await forgetAccountCopies(db, 8);
    expect(await readAccountCopy(db, 7, 'profile')).toBeNull();
    expect(await readAccountCopy(db, 8, 'profile')).toEqual({ data: { fullname: 'Bình' }, savedAt: expect.any(Number) });
    await forgetAccountCopies(db, null);
    expect(await db.accountCopies.count()).toBe(0);
    db.close();
  });

  test('a browser with the version 1 database keeps its cart and drafts when the table is added', async () => {
    const name = freshName();
    const old = new Dexie(name);
    old.version(1).stores({ cartLines: 'productId, addedAt, updatedAt', pcbDrafts: 'id, kind, updatedAt', kv: 'key' });
    await old.table('cartLines').put({ productId: 5, quantity: 2, addedAt: 1, updatedAt: 1 });
    old.close();

    const db = createLocalDb(name);
    expect(await db.cartLines.get(5)).toMatchObject({ quantity: 2 });
    await saveAccountCopy(db, 7, 'profile', { fullname: 'An' });
    expect(await readAccountCopy(db, 7, 'profile')).not.toBeNull();
    db.close();
  });
});
