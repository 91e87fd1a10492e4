import { describe, expect, test } from 'vitest';
import { afterFirstPaint, IDLE_WAIT_MS, type PaintScheduler } from './after-first-paint.ts';

/** A browser's scheduling queues, run one step at a time by the test. */
function fakeBrowser(withIdle: boolean) {
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const idle: { callback: () => void; timeout: number }[] = [];
  const scheduler: PaintScheduler = {
    requestAnimationFrame: (callback) => frames.push(callback),
    setTimeout: (callback) => timers.push(callback),
    requestIdleCallback: withIdle ? (callback, options) => idle.push({ callback, timeout: options.timeout }) : undefined,
  };
  return { scheduler, frames, timers, idle };
}

describe('afterFirstPaint', () => {
  test('the task waits for a frame, the paint after it and an idle period', () => {
    const browser = fakeBrowser(true);
    let ran = false;
    afterFirstPaint(() => (ran = true), browser.scheduler);
    expect(ran).toBe(false);
    browser.frames.shift()!();
    expect(ran).toBe(false);
    browser.timers.shift()!();
    expect(ran).toBe(false);
    expect(browser.idle).toHaveLength(1);
    expect(browser.idle[0]!.timeout).toBe(IDLE_WAIT_MS);
    browser.idle.shift()!.callback();
    expect(ran).toBe(true);
  });

  test('without requestIdleCallback (Safari) it runs in a task after the paint', () => {
    const browser = fakeBrowser(false);
    let ran = false;
    afterFirstPaint(() => (ran = true), browser.scheduler);
    browser.frames.shift()!();
    browser.timers.shift()!();
    expect(ran).toBe(false);
    browser.timers.shift()!();
    expect(ran).toBe(true);
  });
});
