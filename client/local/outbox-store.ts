import type { LocalDb } from './db.ts';
import { outboxEntriesWithStatus } from './outbox-queries.ts';
import type { OutboxStore } from './outbox-types.ts';

/** An {@link OutboxStore} in the local IndexedDB, shared by every tab. */
export function createDexieOutboxStore(db: LocalDb): OutboxStore {
  return {
    append(entry) {
      // A transaction, so two tabs appending at once still get distinct, ordered createdAt values.
      return db.transaction('rw', db.outbox, async () => {
        const newest = await db.outbox.orderBy('createdAt').last();
        const createdAt = newest
          ? Math.max(entry.createdAt, newest.createdAt + 1)
          : entry.createdAt;
        const stored = { ...entry, createdAt };
        await db.outbox.add(stored);
        return stored;
      });
    },
    get(id) {
      return db.outbox.get(id);
    },
    nextPending() {
      return outboxEntriesWithStatus(db, 'pending').first();
    },
    list() {
      return db.outbox.orderBy('createdAt').toArray();
    },
    async update(id, changes) {
      await db.outbox.update(id, changes);
    },
    remove(id) {
      return db.outbox.delete(id);
    },
  };
}
