import { describe, expect, test } from 'vitest';
import { DEMO_PCB_CONFIG as CONFIG } from './demo-config.ts';
import { DEFAULT_HEIGHT_MM, DEFAULT_QUANTITY, DEFAULT_WIDTH_MM, maxSize, sizeOrDefault, sizeProblems } from './size-rules.ts';

const [FR4, FOUR_LAYER] = CONFIG.pcb_types;

describe('max size', () => {
  test('the type max, or 650 when unset', () => {
    expect(maxSize(FOUR_LAYER)).toEqual({ maxX: 450, maxY: 550 });
    expect(maxSize(FR4)).toEqual({ maxX: 650, maxY: 650 });
    expect(maxSize({ max_width: 300, max_height: null })).toEqual({ maxX: 300, maxY: 650 });
    expect(maxSize(undefined)).toEqual({ maxX: 650, maxY: 650 });
  });

  test("'Max X = {n}' for the width and 'Max Y = {n}' for the height", () => {
    expect(sizeProblems(FOUR_LAYER, 450, 550)).toEqual([]);
    expect(sizeProblems(FOUR_LAYER, 451, 551)).toEqual([
      { field: 'width', message: 'Max X = {n}', n: 450 },
      { field: 'height', message: 'Max Y = {n}', n: 550 },
    ]);
    expect(sizeProblems(FR4, 651, 100)).toEqual([{ field: 'width', message: 'Max X = {n}', n: 650 }]);
  });
});

describe('defaults and URL values', () => {
  test('the form opens at 100 × 100 mm, 5 boards', () => {
    expect([DEFAULT_WIDTH_MM, DEFAULT_HEIGHT_MM, DEFAULT_QUANTITY]).toEqual([100, 100, 5]);
  });

  test('positive numbers are kept, anything else falls back', () => {
    expect(sizeOrDefault('80', 100)).toBe(80);
    expect(sizeOrDefault('45.5', 100)).toBe(45.5);
    expect(sizeOrDefault(60, 100)).toBe(60);
    for (const bad of ['', 'abc', '-3', '0', undefined, null, Number.POSITIVE_INFINITY]) {
      expect(sizeOrDefault(bad, 100)).toBe(100);
    }
  });
});
