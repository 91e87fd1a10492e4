import { describe, expect, test } from 'vitest';
import { categoryFieldErrors, depthBelow, isSameSet, mergeProblem, moveProblem, sameCategoryName, type CategoryNode } from './category-rules.ts';

// 1 ─ 2 ─ 4
//   └ 3
// 5 ─ 6
// 7
const tree: CategoryNode[] = [
  { id: 1, parentId: null, level: 1 },
  { id: 2, parentId: 1, level: 2 },
  { id: 3, parentId: 1, level: 2 },
  { id: 4, parentId: 2, level: 3 },
  { id: 5, parentId: null, level: 1 },
  { id: 6, parentId: 5, level: 2 },
  { id: 7, parentId: null, level: 1 },
];

describe('category form', () => {
  test('names in both languages and a URL slug', () => {
    expect(categoryFieldErrors({ name: ' ', name_en: 'x'.repeat(201), slug: 'Có dấu' })).toEqual({ name: 'field_required', name_en: 'field_too_long', slug: 'slug_invalid' });
    expect(categoryFieldErrors({ name: 'Điốt', name_en: 'Diodes', slug: 'diot' })).toEqual({});
    expect(categoryFieldErrors({ name: 'a', name_en: 'b', slug: 'diot-' }).slug).toBe('slug_invalid');
  });
});

describe('moving a category keeps levels 1-3', () => {
  test('a subtree of two levels fits under a level-1 category, not under a level-2 one', () => {
    expect(depthBelow(tree, 1)).toBe(2);
    expect(depthBelow(tree, 2)).toBe(1);
    expect(moveProblem(tree, 2, 5)).toBeNull();
    expect(moveProblem(tree, 2, 6)).toBe('category_too_deep');
    expect(moveProblem(tree, 1, 7)).toBe('category_too_deep');
    expect(moveProblem(tree, 5, 7)).toBeNull();
  });

  test('never into itself or below itself; the top level is always open', () => {
    expect(moveProblem(tree, 1, 4)).toBe('category_move_into_itself');
    expect(moveProblem(tree, 2, 2)).toBe('category_move_into_itself');
    expect(moveProblem(tree, 4, null)).toBeNull();
    expect(moveProblem(tree, 4, 99)).toBe('category_not_found');
  });
});

describe('merging', () => {
  test('two different categories of one level', () => {
    expect(mergeProblem(tree, 7, 1)).toBeNull();
    expect(mergeProblem(tree, 3, 6)).toBeNull();
    expect(mergeProblem(tree, 1, 1)).toBe('category_merge_same');
    expect(mergeProblem(tree, 2, 5)).toBe('category_merge_levels');
    expect(mergeProblem(tree, 2, 99)).toBe('category_not_found');
  });

  test('children of the same name meet, whatever the case and spacing', () => {
    expect(sameCategoryName('IC điện áp  tham chiếu', 'ic điện áp tham chiếu ')).toBe(true);
    expect(sameCategoryName('LED RGB', 'LED chỉ thị')).toBe(false);
  });

  test('a reorder names every child once', () => {
    expect(isSameSet([3, 2], [2, 3])).toBe(true);
    expect(isSameSet([3, 3], [2, 3])).toBe(false);
    expect(isSameSet([3], [2, 3])).toBe(false);
  });
});
