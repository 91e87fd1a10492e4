import { describe, expect, it } from 'vitest';
import { unitLabel } from './unit-label.ts';

describe('unitLabel', () => {
  it('shows the shop unit on vi, defaulting to Cái', () => {
    expect(unitLabel('Cuộn', 'vi')).toBe('Cuộn');
    expect(unitLabel('', 'vi')).toBe('Cái');
    expect(unitLabel(null, 'vi')).toBe('Cái');
  });

  it('translates common units on en and keeps unknown ones', () => {
    expect(unitLabel('Cái', 'en')).toBe('pc');
    expect(unitLabel('cuộn', 'en')).toBe('reel');
    expect(unitLabel(undefined, 'en')).toBe('pc');
    expect(unitLabel('Kit', 'en')).toBe('Kit');
  });
});
