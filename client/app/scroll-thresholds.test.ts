import { describe, expect, it } from 'vitest';
import { isHeaderFixed, showsGoTop } from './scroll-thresholds.ts';

describe('isHeaderFixed (spec §9)', () => {
  it('fixes the header past 50 px on wide screens only', () => {
    expect(isHeaderFixed(51, 1366)).toBe(true);
    expect(isHeaderFixed(50, 1366)).toBe(false);
    expect(isHeaderFixed(400, 990)).toBe(false);
    expect(isHeaderFixed(400, 991)).toBe(true);
    expect(isHeaderFixed(400, 390)).toBe(false);
  });
});

describe('showsGoTop (spec §9)', () => {
  it('shows the go-top button past 500 px', () => {
    expect(showsGoTop(500)).toBe(false);
    expect(showsGoTop(501)).toBe(true);
  });
});
