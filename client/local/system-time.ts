import type { Clock, Scheduler, TimerHandle } from './outbox-types.ts';

/** Wall-clock time. */
export const systemClock: Clock = { now: () => Date.now() };

/** The global timer functions. */
export const systemScheduler: Scheduler = {
  setTimeout: (callback, delayMs) => globalThis.setTimeout(callback, delayMs),
  clearTimeout: (handle: TimerHandle) =>
    globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};
