import type { LocalDb } from './db.ts';

/**
 * The signed-in user's last copies of their own pages, in the `accountCopies`
 * table: written after every successful load, read only when the network fails, and only for
 * the user who saved them.
 */

/** Keeps `data` as `userId`'s copy of `key`, replacing the previous one. */
export async function saveAccountCopy(db: LocalDb, userId: number, key: string, data: unknown, now = Date.now()): Promise<void> {
  await db.accountCopies.put({ userId, key, data, savedAt: now });
}

/** `userId`'s copy of `key`, or null when this user has none. */
export async function readAccountCopy<T>(db: LocalDb, userId: number, key: string): Promise<{ data: T; savedAt: number } | null> {
  const row = await db.accountCopies.get([userId, key]);
  return row ? { data: row.data as T, savedAt: row.savedAt } : null;
}

/**
 * Removes the copies of everyone but `userId` (null: of everyone). Called when the server says who
 * is signed in: at sign-out nobody's copy stays on the browser, and a new sign-in drops the
 * previous account's.
 */
export async function forgetAccountCopies(db: LocalDb, userId: number | null): Promise<void> {
  if (userId === null) await db.accountCopies.clear();
  else await db.accountCopies.where('userId').notEqual(userId).delete();
}
