import type { LocalDb } from './db.ts';

/** The kv key holding the anonymous visitor's id. */
export const GUEST_SESSION_KEY = 'guestSessionId';

/**
 * The id of this browser's anonymous session, created on first use. Read and written in one
 * transaction so two tabs opening at once agree on the same id.
 */
export function getOrCreateGuestSessionId(db: LocalDb): Promise<string> {
  return db.transaction('rw', db.kv, async () => {
    const existing = await db.kv.get(GUEST_SESSION_KEY);
    if (typeof existing?.value === 'string') return existing.value;
    const id = crypto.randomUUID();
    await db.kv.put({ key: GUEST_SESSION_KEY, value: id });
    return id;
  });
}
