import { describe, expect, test } from 'vitest';
import { DEMO_PCB_CONFIG as CONFIG } from './demo-config.ts';
import { atLeast, formatPanelWay, panelIncreasePercent, panelLayout, panelWayFor, parsePanelWay } from './panel.ts';

const WAYS = CONFIG.panel_ways;

describe('panel ways', () => {
  test('an exact rows × columns row wins', () => {
    expect(panelWayFor(WAYS, 3, 2)).toEqual({ numrows: 3, numcols: 2, increase_price: 10 });
    expect(panelIncreasePercent(WAYS, 1, 1)).toBe(0);
    expect(panelIncreasePercent(WAYS, 4, 4)).toBe(15);
  });

  test('otherwise the largest listed panel with at most as many boards', () => {
    // 2 × 5 = 10 boards → 3 × 3 (9) → 12 %; 4 × 5 = 20 → 4 × 4 (16) → 15 %; 10 × 10 → 5 × 5 → 18 %.
    expect(panelIncreasePercent(WAYS, 2, 5)).toBe(12);
    expect(panelIncreasePercent(WAYS, 4, 5)).toBe(15);
    expect(panelIncreasePercent(WAYS, 10, 10)).toBe(18);
    expect(panelIncreasePercent([], 2, 2)).toBe(0);
  });

  test('rows and columns floor at 1 (spec §5)', () => {
    expect(panelIncreasePercent(WAYS, 0, -3)).toBe(0);
    expect(formatPanelWay(0, 2.8)).toBe('1x2');
  });

  test('panel_way is written and read as "rows x columns"', () => {
    expect(formatPanelWay(2, 3)).toBe('2x3');
    expect(parsePanelWay('2x3')).toEqual({ rows: 2, columns: 3 });
    expect(parsePanelWay(' 4 × 5 ')).toEqual({ rows: 4, columns: 5 });
    expect(parsePanelWay('2x')).toBeNull();
    expect(parsePanelWay('a x b')).toBeNull();
  });
});

describe('numeric floors', () => {
  test('at least the minimum, whole numbers, non-numbers become the minimum', () => {
    expect(atLeast(0, 1)).toBe(1);
    expect(atLeast(2.7, 1)).toBe(2);
    expect(atLeast(3, 4)).toBe(4);
    expect(atLeast(Number.NaN, 4)).toBe(4);
    expect(atLeast(6, 4)).toBe(6);
  });
});

describe('panel layout (the preview)', () => {
  test('2 rows × 3 columns of 50 × 40 mm with 5 mm rails top and bottom', () => {
    // width 3 × 50 = 150; height 2 × 40 + 2 × 5 = 90.
    const layout = panelLayout({ width: 50, height: 40, rows: 2, columns: 3, railWidth: 5 });
    expect([layout.width, layout.height]).toEqual([150, 90]);
    expect(layout.boards).toHaveLength(6);
    expect(layout.boards[4]).toEqual({ x: 50, y: 45, width: 50, height: 40 });
    expect(layout.rails).toEqual([
      { x: 0, y: 0, width: 150, height: 5 },
      { x: 0, y: 85, width: 150, height: 5 },
    ]);
  });

  test('a rail under 4 mm is drawn at 4 mm; no rails, no rail rectangles', () => {
    expect(panelLayout({ width: 50, height: 40, rows: 1, columns: 1, railWidth: 2 }).height).toBe(48);
    const bare = panelLayout({ width: 50, height: 40, rows: 1, columns: 1, railWidth: null });
    expect([bare.width, bare.height, bare.rails.length]).toEqual([50, 40, 0]);
  });
});
