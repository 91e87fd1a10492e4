import { describe, expect, test } from 'vitest';
import type { CategoryRecord } from './catalog-mappers.ts';
import { buildMenuTree } from './menu-tree.ts';

function category(id: number, level: number, parentId: number | null): CategoryRecord {
  return { id, parent_id: parentId, level, slug: `c${id}`, name: `C${id}`, name_en: `E${id}`, image_id: null, number_product: id };
}

describe('buildMenuTree', () => {
  test('nests three levels in the given order', () => {
    const tree = buildMenuTree([category(1, 1, null), category(2, 1, null), category(10, 2, 1), category(11, 2, 1), category(20, 2, 2), category(100, 3, 10)]);
    expect(tree.map((c) => c.id)).toEqual([1, 2]);
    expect(tree[0]?.children.map((c) => c.id)).toEqual([10, 11]);
    expect(tree[0]?.children[0]?.children.map((c) => c.id)).toEqual([100]);
    expect(tree[1]?.children.map((c) => c.id)).toEqual([20]);
  });

  test('drops rows whose parent is not in the tree', () => {
    const tree = buildMenuTree([category(1, 1, null), category(10, 2, 99), category(100, 3, 10)]);
    expect(tree).toEqual([{ ...category(1, 1, null), children: [] }]);
  });
});
