import { expect, test } from 'vitest';
import { BitsetPool, Scratch, setRange } from './bitset.ts';

test('a scratch set comes back zeroed: whole by default, its declared window when narrowed', () => {
  const pool = new BitsetPool(32 * 100);
  const scratch = new Scratch(pool);
  const whole = scratch.bitset();
  const narrowed = scratch.bitset();
  const kept = scratch.bitset();
  setRange(whole, 0, 32 * 100);
  setRange(narrowed, 32 * 40, 32 * 45 + 3);
  scratch.written(narrowed, 40, 46);
  setRange(kept, 0, 64);
  scratch.keep(kept);
  scratch.release();
  const again = new Scratch(pool);
  const reused = [again.bitset(), again.bitset()];
  expect(reused).toContain(whole);
  expect(reused).toContain(narrowed);
  expect(reused.every((set) => set.every((word) => word === 0))).toBe(true);
  // The kept set belongs to its cache now: untouched, never handed out again.
  expect(kept[0]).toBe(~0 >>> 0);
  expect(again.bitset()).not.toBe(kept);
});

test('a set adopted from a cache goes back to the pool zeroed on release', () => {
  const pool = new BitsetPool(32 * 100);
  const scratch = new Scratch(pool);
  const cached = scratch.bitset();
  setRange(cached, 32 * 10, 32 * 12);
  scratch.keep(cached);
  scratch.release();
  const later = new Scratch(pool);
  later.adopt(cached, 10, 12);
  later.release();
  const reused = new Scratch(pool).bitset();
  expect(reused).toBe(cached);
  expect(reused.every((word) => word === 0)).toBe(true);
});
