import { describe, expect, test } from 'vitest';
import { backoffDelay } from './backoff.ts';

describe('backoffDelay', () => {
  const noJitter = () => 0.5;

  test('starts at 1 s and doubles with each failed attempt', () => {
    expect([1, 2, 3, 4, 5].map((n) => backoffDelay(n, noJitter))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000,
    ]);
  });

  test('never exceeds 5 minutes, however many attempts', () => {
    expect(backoffDelay(10, noJitter)).toBe(300_000);
    expect(backoffDelay(50, noJitter)).toBe(300_000);
    expect(backoffDelay(5_000, () => 0.999_999)).toBe(300_000);
  });

  test('jitter moves the delay by at most 20% either way', () => {
    expect(backoffDelay(3, () => 0)).toBe(3_200);
    expect(backoffDelay(3, () => 0.999_999)).toBe(4_800);
    expect(backoffDelay(3, () => 0.25)).toBe(3_600);
    for (let i = 0; i < 200; i += 1) {
      const delay = backoffDelay(2, Math.random);
      expect(delay).toBeGreaterThanOrEqual(1_600);
      expect(delay).toBeLessThanOrEqual(2_400);
    }
  });

  test('jitter at the cap only ever shortens the delay', () => {
    expect(backoffDelay(20, () => 0)).toBe(240_000);
  });
});
