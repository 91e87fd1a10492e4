import { Dexie, type Collection } from 'dexie';
import type { LocalDb } from './db.ts';
import type { OutboxEntry, OutboxStatus } from './outbox-types.ts';

/**
 * Entries with `status`, oldest first: the `[status+createdAt]` index, whose equal keys
 * IndexedDB orders by primary key, i.e. by id.
 */
export function outboxEntriesWithStatus(
  db: LocalDb,
  status: OutboxStatus,
): Collection<OutboxEntry, string> {
  return db.outbox
    .where('[status+createdAt]')
    .between([status, Dexie.minKey], [status, Dexie.maxKey]);
}

/** How many writes still wait to be sent; usable inside `useLiveQuery`. */
export function pendingOutboxCount(db: LocalDb): Promise<number> {
  return db.outbox.where('status').equals('pending').count();
}

/** Writes the server refused, oldest first, for the UI to show; usable inside `useLiveQuery`. */
export function failedOutboxEntries(db: LocalDb): Promise<OutboxEntry[]> {
  return outboxEntriesWithStatus(db, 'failed').toArray();
}
