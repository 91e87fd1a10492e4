import { describe, expect, test } from 'vitest';
import { changedFields } from './staff-changes.ts';

describe('changedFields', () => {
  test('keeps only the fields whose values differ, on both sides', () => {
    expect(changedFields({ name: 'A', price: 1, tags: ['x'] }, { name: 'A', price: 2, tags: ['x', 'y'] }))
      .toEqual({ before: { price: 1, tags: ['x'] }, after: { price: 2, tags: ['x', 'y'] } });
  });

  test('an edit that changes nothing is no change', () => {
    expect(changedFields({ name: 'A', price: 1 }, { name: 'A' })).toBeNull();
  });
});
