import { describe, expect, test } from 'vitest';
import { centredScrollLeft, scrollEdges } from './use-scroll-edges.ts';

describe('the quote tabs’ scroll hints', () => {
  test('a row wider than the screen hides more at the end, then at both sides, then at the start', () => {
    expect(scrollEdges(0, 358, 720)).toEqual({ start: false, end: true });
    expect(scrollEdges(180, 358, 720)).toEqual({ start: true, end: true });
    expect(scrollEdges(362, 358, 720)).toEqual({ start: true, end: false });
  });

  test('a row that fits hides nothing (a rounding pixel is not more)', () => {
    expect(scrollEdges(0, 1200, 720)).toEqual({ start: false, end: false });
    expect(scrollEdges(0.5, 719.6, 720)).toEqual({ start: false, end: false });
  });

  test('the current tab is centred, never scrolled before the start', () => {
    expect(centredScrollLeft({ offsetLeft: 500, offsetWidth: 120 }, 360)).toBe(380);
    expect(centredScrollLeft({ offsetLeft: 10, offsetWidth: 120 }, 360)).toBe(0);
  });
});
