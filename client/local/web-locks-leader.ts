import { createMemoryLock } from './memory-lock.ts';
import type { LeaderLock } from './outbox-types.ts';

/** The Web Locks name every tab's outbox runner takes before sending. */
export const OUTBOX_LOCK_NAME = 'shop-outbox';

/**
 * A lock shared by all tabs of the origin through `navigator.locks`; callers wait their turn.
 * Without Web Locks (insecure context, old browser) it falls back to a lock for this tab only;
 * a second tab may then resend an entry, which the Idempotency-Key makes harmless.
 */
export function webLocksLeader(
  name: string = OUTBOX_LOCK_NAME,
  locks: LockManager | undefined = globalThis.navigator?.locks,
): LeaderLock {
  if (!locks) return createMemoryLock();
  return {
    runExclusive<T>(fn: () => Promise<T>): Promise<T | undefined> {
      return locks.request(name, () => fn());
    },
  };
}
