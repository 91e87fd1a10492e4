import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count.ts';

describe('formatCount', () => {
  it('groups thousands per locale', () => {
    expect(formatCount(639_438, 'vi')).toBe('639.438');
    expect(formatCount(639_438, 'en')).toBe('639,438');
    expect(formatCount(12, 'vi')).toBe('12');
  });
});
