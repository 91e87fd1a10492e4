import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import { createLocalDb } from './db.ts';
import { createOutboxEntry } from './outbox.ts';
import { failedOutboxEntries, pendingOutboxCount } from './outbox-queries.ts';
import { createDexieOutboxStore } from './outbox-store.ts';

function freshStore() {
  const db = createLocalDb(`outbox-store-${crypto.randomUUID()}`);
  return { db, store: createDexieOutboxStore(db) };
}

describe('Dexie outbox store', () => {
  test('new entries get a uuid v4 id and are due at once', () => {
    const entry = createOutboxEntry('cart.add', { productId: 1 }, 1_000);
    expect(entry.id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(entry).toMatchObject({
      createdAt: 1_000,
      nextAttemptAt: 1_000,
      attempts: 0,
      status: 'pending',
      lastError: null,
    });
  });

  test('append keeps insertion order within one millisecond by bumping createdAt', async () => {
    const { store } = freshStore();
    const stored = [];
    for (let i = 0; i < 4; i += 1) {
      stored.push(await store.append(createOutboxEntry('m', i, 5_000)));
    }
    expect(stored.map((e) => e.createdAt)).toEqual([5_000, 5_001, 5_002, 5_003]);
    expect((await store.list()).map((e) => e.payload)).toEqual([0, 1, 2, 3]);
  });

  test('nextPending is the oldest pending entry, ties broken by id, failed ones skipped', async () => {
    const { db, store } = freshStore();
    const base = createOutboxEntry('m', null, 1);
    await db.outbox.bulkAdd([
      { ...base, id: 'c', createdAt: 10 },
      { ...base, id: 'b', createdAt: 10 },
      { ...base, id: 'a', createdAt: 10, status: 'failed' },
      { ...base, id: 'z', createdAt: 5, status: 'failed' },
      { ...base, id: 'd', createdAt: 20 },
    ]);
    expect((await store.nextPending())?.id).toBe('b');
    await store.remove('b');
    expect((await store.nextPending())?.id).toBe('c');
    expect(await pendingOutboxCount(db)).toBe(2);
    expect((await failedOutboxEntries(db)).map((e) => e.id)).toEqual(['z', 'a']);
  });

  test('update and remove of a missing entry do nothing', async () => {
    const { store } = freshStore();
    await store.update('missing', { attempts: 3 });
    await store.remove('missing');
    expect(await store.list()).toEqual([]);
  });

  test('payloads keep Blobs (a Gerber file queued for upload)', async () => {
    const { store } = freshStore();
    const entry = await store.append(
      createOutboxEntry('pcb.upload', { file: new Blob(['G04 gerber*']), name: 'a.zip' }, 1),
    );
    const read = await store.get(entry.id);
    const payload = read?.payload as { file: Blob; name: string };
    expect(await payload.file.text()).toBe('G04 gerber*');
  });
});
