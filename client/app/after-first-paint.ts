/** The browser's scheduling calls this module needs, passed in so a test can drive them. */
export interface PaintScheduler {
  requestAnimationFrame: (callback: () => void) => unknown;
  setTimeout: (callback: () => void, ms: number) => unknown;
  requestIdleCallback?: ((callback: () => void, options: { timeout: number }) => unknown) | undefined;
}

/** Work waits for idle time at most this long after the first paint, then runs anyway. */
export const IDLE_WAIT_MS = 2000;

/**
 * Runs `task` after the first paint, in a moment the main thread is idle: a frame, a task after
 * it (the paint itself), then an idle period (or IDLE_WAIT_MS at most). Work the first screen does
 * not need (the outbox and the cart sync loading Dexie, the service worker registration) then
 * stays out of the long tasks that delay the first paint and interaction (Lighthouse "Total
 * Blocking Time", README "Lighthouse, mobile").
 */
export function afterFirstPaint(task: () => void, scheduler: PaintScheduler = globalThis as unknown as PaintScheduler): void {
  scheduler.requestAnimationFrame(() => {
    scheduler.setTimeout(() => {
      if (scheduler.requestIdleCallback) scheduler.requestIdleCallback(task, { timeout: IDLE_WAIT_MS });
      else scheduler.setTimeout(task, 0);
    }, 0);
  });
}
