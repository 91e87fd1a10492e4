import { describe, expect, test } from 'vitest';
import { nextItemOffset, nextPageOffset, previousPageOffset, trackEdges, type ItemExtent } from './carousel-position.ts';

/** Ten 100 px items with 12 px gaps, shown 4 at a time in a 436 px viewport (4 × 100 + 3 × 12). */
const ITEMS: ItemExtent[] = Array.from({ length: 10 }, (_, index) => ({ start: index * 112, end: index * 112 + 100 }));
const VIEWPORT = 436;
const SCROLL_WIDTH = 10 * 100 + 9 * 12;
const at = (scrollLeft: number) => ({ scrollLeft, viewport: VIEWPORT, scrollWidth: SCROLL_WIDTH });
const MAX = SCROLL_WIDTH - VIEWPORT;

describe('trackEdges', () => {
  test('start, middle and end, with a pixel of slack', () => {
    expect(trackEdges(at(0))).toEqual({ atStart: true, atEnd: false });
    expect(trackEdges(at(1))).toEqual({ atStart: true, atEnd: false });
    expect(trackEdges(at(224))).toEqual({ atStart: false, atEnd: false });
    expect(trackEdges(at(MAX - 1))).toEqual({ atStart: false, atEnd: true });
  });

  test('a track that fits is at both ends', () => {
    expect(trackEdges({ scrollLeft: 0, viewport: 500, scrollWidth: 500 })).toEqual({ atStart: true, atEnd: true });
  });
});

describe('paging', () => {
  test('next shows the first item that was not wholly visible', () => {
    expect(nextPageOffset(ITEMS, at(0))).toBe(448);
    expect(nextPageOffset(ITEMS, at(448))).toBe(MAX);
  });

  test('next never passes the end', () => {
    expect(nextPageOffset(ITEMS, at(MAX))).toBe(MAX);
  });

  test('previous goes back one viewport onto an item start, never before 0', () => {
    expect(previousPageOffset(ITEMS, at(448))).toBe(112);
    expect(previousPageOffset(ITEMS, at(MAX))).toBe(336);
    expect(previousPageOffset(ITEMS, at(112))).toBe(0);
    expect(previousPageOffset(ITEMS, at(0))).toBe(0);
  });

  test('next then previous comes back to the start', () => {
    const forward = nextPageOffset(ITEMS, at(0));
    expect(previousPageOffset(ITEMS, at(forward))).toBe(ITEMS[1]!.start);
  });
});

describe('autoplay step', () => {
  test('advances one item at a time', () => {
    expect(nextItemOffset(ITEMS, at(0))).toBe(112);
    expect(nextItemOffset(ITEMS, at(112))).toBe(224);
    expect(nextItemOffset(ITEMS, at(113))).toBe(224);
  });

  test('stops at the end instead of looping', () => {
    expect(nextItemOffset(ITEMS, at(MAX))).toBeNull();
    expect(nextItemOffset(ITEMS, at(600))).toBe(MAX);
  });
});
