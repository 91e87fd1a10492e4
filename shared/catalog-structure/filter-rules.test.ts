import { describe, expect, test } from 'vitest';
import { filterFieldErrors, filterMergeProblem, sameFilterName, type FilterNode } from './filter-rules.ts';

describe('filter form', () => {
  test('a name in both languages, at most 200 characters', () => {
    expect(filterFieldErrors({ name: ' ', name_en: 'x'.repeat(201) })).toEqual({ name: 'field_required', name_en: 'field_too_long' });
    expect(filterFieldErrors({})).toEqual({ name: 'field_required', name_en: 'field_required' });
    expect(filterFieldErrors({ name: 'Kiểu chân', name_en: 'Package' })).toEqual({});
  });
});

describe('merging filter values', () => {
  // Groups 1 and 2; values 10, 11 in group 1, 20 in group 2.
  const nodes: FilterNode[] = [
    { id: 1, groupId: null },
    { id: 2, groupId: null },
    { id: 10, groupId: 1 },
    { id: 11, groupId: 1 },
    { id: 20, groupId: 2 },
  ];
  test('two values of one group merge', () => {
    expect(filterMergeProblem(nodes, 10, 11)).toBeNull();
  });
  test('not a value into itself, not across groups, never a group', () => {
    expect(filterMergeProblem(nodes, 10, 10)).toBe('filter_merge_same');
    expect(filterMergeProblem(nodes, 10, 20)).toBe('filter_merge_group');
    expect(filterMergeProblem(nodes, 1, 2)).toBe('filter_merge_group');
    expect(filterMergeProblem(nodes, 10, 99)).toBe('filter_not_found');
  });
  test('names compare without case or extra spaces', () => {
    expect(sameFilterName(' Kiểu  chân', 'kiểu chân')).toBe(true);
    expect(sameFilterName('0603', '0805')).toBe(false);
  });
});
