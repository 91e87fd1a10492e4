import type { LeaderLock } from './outbox-types.ts';

/**
 * A lock that queues callers within this JavaScript realm. Share one instance between runners to
 * give them a common lock; on its own it does not coordinate tabs.
 */
export function createMemoryLock(): LeaderLock {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    runExclusive<T>(fn: () => Promise<T>): Promise<T | undefined> {
      const run = tail.then(fn);
      // The next holder waits for this one to settle, whether it succeeded or threw.
      tail = run.catch(() => undefined);
      return run;
    },
  };
}
