import { describe, expect, test } from 'vitest';
import { backoffDelaySeconds, type BackoffRule } from './rate-limit.ts';

const rule: BackoffRule = { freeFailures: 5, firstDelaySeconds: 1, maxDelaySeconds: 900, forgetAfterSeconds: 3_600 };

describe('backoffDelaySeconds', () => {
  test('the free failures cost nothing, then the wait doubles up to the cap', () => {
    expect([1, 2, 3, 4, 5].map((n) => backoffDelaySeconds(n, rule))).toEqual([0, 0, 0, 0, 0]);
    expect([6, 7, 8, 9, 10, 11].map((n) => backoffDelaySeconds(n, rule))).toEqual([1, 2, 4, 8, 16, 32]);
    expect(backoffDelaySeconds(15, rule)).toBe(512);
    expect(backoffDelaySeconds(16, rule)).toBe(900);
    expect(backoffDelaySeconds(10_000, rule)).toBe(900);
  });

  test('never shrinks as failures grow', () => {
    let previous = 0;
    for (let failures = 0; failures < 100; failures += 1) {
      const wait = backoffDelaySeconds(failures, rule);
      expect(wait).toBeGreaterThanOrEqual(previous);
      previous = wait;
    }
  });
});
