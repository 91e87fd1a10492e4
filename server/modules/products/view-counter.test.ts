import { describe, expect, test } from 'vitest';
import { createViewCounter } from './view-counter.ts';

function recordingCounter() {
  const writes: Array<Record<number, number>> = [];
  let failNext = false;
  const counter = createViewCounter({
    intervalMs: 0,
    write: async (counts) => {
      if (failNext) {
        failNext = false;
        throw new Error('database down');
      }
      writes.push(Object.fromEntries(counts));
    },
  });
  return { counter, writes, failOnce: () => (failNext = true) };
}

describe('createViewCounter', () => {
  test('counts in memory and writes all products in one batch per flush', async () => {
    const { counter, writes } = recordingCounter();
    counter.record(7);
    counter.record(7);
    counter.record(9);
    expect(writes).toEqual([]);
    expect(counter.pendingProducts()).toBe(2);
    expect(await counter.flush()).toBe(2);
    expect(writes).toEqual([{ 7: 2, 9: 1 }]);
    expect(counter.pendingProducts()).toBe(0);
  });

  test('a flush with nothing counted writes nothing', async () => {
    const { counter, writes } = recordingCounter();
    expect(await counter.flush()).toBe(0);
    expect(writes).toEqual([]);
  });

  test('a failed write keeps its counts for the next flush, added to the new views', async () => {
    const { counter, writes, failOnce } = recordingCounter();
    counter.record(1);
    failOnce();
    await expect(counter.flush()).rejects.toThrow('database down');
    counter.record(1);
    counter.record(2);
    await counter.flush();
    expect(writes).toEqual([{ 1: 2, 2: 1 }]);
  });

  test('flushes run one after another, and views counted during a write go to the next one', async () => {
    const batches: Array<Record<number, number>> = [];
    let release: () => void = () => {};
    const counter = createViewCounter({
      intervalMs: 0,
      write: async (counts) => {
        batches.push(Object.fromEntries(counts));
        if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
      },
    });
    const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
    counter.record(1);
    const first = counter.flush();
    await tick();
    counter.record(1);
    const second = counter.flush();
    await tick();
    expect(batches).toHaveLength(1);
    release();
    await Promise.all([first, second]);
    expect(batches).toEqual([{ 1: 1 }, { 1: 1 }]);
  });

  test('stop writes what is left and the timer flushes on its own', async () => {
    const writes: number[] = [];
    const counter = createViewCounter({ intervalMs: 20, write: async (counts) => void writes.push(counts.size) });
    counter.record(3);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(writes).toEqual([1]);
    counter.record(4);
    await counter.stop();
    expect(writes).toEqual([1, 1]);
  });
});
