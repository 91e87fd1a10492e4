import { describe, expect, test } from 'vitest';
import { buildTimeFor, deadlineFor } from './deadline.ts';
import { DEMO_PCB_CONFIG as CONFIG } from './demo-config.ts';

describe('deadline by area × quantity', () => {
  test('16. the row for the order\'s total area', () => {
    // 0.01 m² × 5 = 0.05 m² → row 0 → 5 days.
    expect(deadlineFor(CONFIG.deadlines, 0.01, 5)?.times).toBe(5);
    // 0.01 m² × 100 = 1 m² exactly → row 1 → 7 days.
    expect(deadlineFor(CONFIG.deadlines, 0.01, 100)?.times).toBe(7);
    // 0.01 m² × 99 = 0.99 m² → row 0.5 → 6 days.
    expect(deadlineFor(CONFIG.deadlines, 0.01, 99)?.times).toBe(6);
    // 0.06 m² × 500 = 30 m² → row 10 → 15 days.
    expect(deadlineFor(CONFIG.deadlines, 0.06, 500)?.times).toBe(15);
  });

  test('below the first row the first applies; no rows, no deadline', () => {
    expect(deadlineFor([{ id: 1, area: 1, times: 8 }], 0.01, 5)?.times).toBe(8);
    expect(deadlineFor([], 0.01, 5)).toBeUndefined();
  });
});

describe('build time', () => {
  test('the first is the default, also for an unknown id', () => {
    expect(buildTimeFor(CONFIG.build_times)?.id).toBe(1);
    expect(buildTimeFor(CONFIG.build_times, null)?.id).toBe(1);
    expect(buildTimeFor(CONFIG.build_times, 42)?.id).toBe(1);
    expect(buildTimeFor(CONFIG.build_times, 3)).toEqual({ id: 3, times: 2, price: 400_000 });
    expect(buildTimeFor([], 1)).toBeUndefined();
  });
});
