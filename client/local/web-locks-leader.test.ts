import { describe, expect, test } from 'vitest';
import { createMemoryLock } from './memory-lock.ts';
import type { LeaderLock } from './outbox-types.ts';
import { OUTBOX_LOCK_NAME, webLocksLeader } from './web-locks-leader.ts';

/** Runs overlapping critical sections and reports the most that were ever inside at once. */
async function maxConcurrency(lock: LeaderLock): Promise<number> {
  let inside = 0;
  let max = 0;
  const section = async () => {
    inside += 1;
    max = Math.max(max, inside);
    await new Promise((resolve) => setTimeout(resolve, 2));
    inside -= 1;
  };
  await Promise.all(Array.from({ length: 5 }, () => lock.runExclusive(section)));
  return max;
}

describe('leader locks', () => {
  test('the memory lock lets one caller in at a time, even after one throws', async () => {
    const lock = createMemoryLock();
    await expect(lock.runExclusive(() => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom',
    );
    expect(await lock.runExclusive(() => Promise.resolve(7))).toBe(7);
    expect(await maxConcurrency(lock)).toBe(1);
  });

  test('Web Locks are requested under the outbox lock name', async () => {
    const names: string[] = [];
    const fakeLocks = {
      request: (name: string, callback: () => Promise<unknown>) => {
        names.push(name);
        return callback();
      },
    } as unknown as LockManager;
    expect(await webLocksLeader(OUTBOX_LOCK_NAME, fakeLocks).runExclusive(async () => 'ok')).toBe(
      'ok',
    );
    expect(names).toEqual(['shop-outbox']);
  });

  test('with the runtime Web Locks API, sections never overlap', async () => {
    const locks = globalThis.navigator?.locks;
    if (!locks) return;
    expect(await maxConcurrency(webLocksLeader(`test-${crypto.randomUUID()}`, locks))).toBe(1);
  });

  test('without Web Locks it falls back to a lock for this tab', async () => {
    const lock = webLocksLeader(OUTBOX_LOCK_NAME, undefined);
    expect(await maxConcurrency(lock)).toBe(1);
  });
});
