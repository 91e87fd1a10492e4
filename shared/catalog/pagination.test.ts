import { describe, expect, it } from 'vitest';
import { adjacentPages, clampPage, pageItems, pageRange, type PageItem } from './pagination.ts';

/** "1 … 7 8 [9] 10 …" notation: the current page in brackets, gaps as an ellipsis. */
function render(items: PageItem[]): string {
  return items.map((item) => (item.kind === 'gap' ? '…' : item.current ? `[${item.page}]` : String(item.page))).join(' ');
}

describe('pageItems (spec §2, §9 step 3)', () => {
  it('shows the first page with its three neighbours and the last page', () => {
    expect(render(pageItems(1, 20))).toBe('[1] 2 3 4 … 20');
  });

  it('shows three neighbours each side in the middle, with both ellipses', () => {
    expect(render(pageItems(10, 20))).toBe('1 … 7 8 9 [10] 11 12 13 … 20');
  });

  it('shows the last page with its neighbours and the first page', () => {
    expect(render(pageItems(20, 20))).toBe('1 … 17 18 19 [20]');
  });

  it('shows a single hidden page instead of an ellipsis', () => {
    expect(render(pageItems(6, 20))).toBe('1 2 3 4 5 [6] 7 8 9 … 20');
    expect(render(pageItems(15, 20))).toBe('1 … 12 13 14 [15] 16 17 18 19 20');
  });

  it('has no ellipsis when the neighbours reach the ends', () => {
    expect(render(pageItems(5, 20))).toBe('1 2 3 4 [5] 6 7 8 … 20');
    expect(render(pageItems(4, 7))).toBe('1 2 3 [4] 5 6 7');
  });

  it('handles one and two pages', () => {
    expect(render(pageItems(1, 1))).toBe('[1]');
    expect(render(pageItems(2, 2))).toBe('1 [2]');
  });

  it('clamps an out-of-range current page and a zero last page', () => {
    expect(render(pageItems(99, 5))).toBe('1 2 3 4 [5]');
    expect(render(pageItems(-3, 5))).toBe('[1] 2 3 4 5');
    expect(render(pageItems(1, 0))).toBe('[1]');
  });

  it('takes a narrower step (phones)', () => {
    expect(render(pageItems(10, 20, 1))).toBe('1 … 9 [10] 11 … 20');
    expect(render(pageItems(3, 20, 1))).toBe('1 2 [3] 4 … 20');
  });

  it('never shows more than step*2 + 5 entries, each page once and in order, the current one marked once', () => {
    for (let last = 1; last <= 40; last += 1) {
      for (let current = 1; current <= last; current += 1) {
        const items = pageItems(current, last);
        const pages = items.flatMap((item) => (item.kind === 'page' ? [item.page] : []));
        expect(items.length).toBeLessThanOrEqual(11);
        expect(pages).toEqual([...new Set(pages)].sort((a, b) => a - b));
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(last);
        expect(items.filter((item) => item.kind === 'page' && item.current)).toEqual([{ kind: 'page', page: current, current: true }]);
        // An ellipsis always hides at least two pages.
        items.forEach((item, index) => {
          if (item.kind !== 'gap') return;
          const before = items[index - 1];
          const after = items[index + 1];
          expect(before?.kind === 'page' && after?.kind === 'page' && after.page - before.page).toBeGreaterThanOrEqual(3);
        });
      }
    }
  });
});

describe('adjacentPages', () => {
  it('has no previous on the first page and no next on the last', () => {
    expect(adjacentPages(1, 5)).toEqual({ previous: null, next: 2 });
    expect(adjacentPages(3, 5)).toEqual({ previous: 2, next: 4 });
    expect(adjacentPages(5, 5)).toEqual({ previous: 4, next: null });
    expect(adjacentPages(1, 1)).toEqual({ previous: null, next: null });
  });
});

describe('clampPage and pageRange', () => {
  it('clamps pages', () => {
    expect(clampPage(0, 4)).toBe(1);
    expect(clampPage(9, 4)).toBe(4);
    expect(clampPage(Number.NaN, 4)).toBe(1);
  });

  it('gives the shown item range', () => {
    expect(pageRange(1, 24, 100)).toEqual({ first: 1, last: 24 });
    expect(pageRange(5, 24, 100)).toEqual({ first: 97, last: 100 });
    expect(pageRange(1, 24, 0)).toEqual({ first: 0, last: 0 });
  });
});
