import { describe, expect, test } from 'vitest';
import type { AdminCategoryRow } from '#shared/catalog-structure/schemas.ts';
import { mergeTargets, moveTargets, shiftedOrder, treeOrder } from './category-tree.ts';

function row(id: number, parent_id: number | null, level: number, position: number, name = `C${id}`): AdminCategoryRow {
  return { id, parent_id, level, position, name, name_en: name, slug: `c${id}`, number_product: 0 };
}

// 1 ─ 2 ─ 4 ; 1 ─ 3 ; 5
const rows = [row(5, null, 1, 0), row(1, null, 1, 1), row(3, 1, 2, 1), row(2, 1, 2, 0), row(4, 2, 3, 0)];

describe('staff category tree', () => {
  test('parents come before their children, siblings by position', () => {
    expect(treeOrder(rows).map((entry) => entry.category.id)).toEqual([5, 1, 2, 4, 3]);
    expect(treeOrder(rows).find((entry) => entry.category.id === 3)!.siblings).toEqual([2, 3]);
  });

  test('moving up or down swaps with the neighbour, not past either end', () => {
    expect(shiftedOrder([2, 3, 6], 3, -1)).toEqual([3, 2, 6]);
    expect(shiftedOrder([2, 3, 6], 6, 1)).toBeNull();
    expect(shiftedOrder([2, 3, 6], 2, -1)).toBeNull();
  });

  test('move targets leave room for the subtree; merge targets share the level', () => {
    expect(moveTargets(rows, 2).map((category) => category.id)).toEqual([5]);
    expect(moveTargets(rows, 4).map((category) => category.id).sort()).toEqual([1, 3, 5]);
    expect(mergeTargets(rows, 2).map((category) => category.id)).toEqual([3]);
  });
});

test('a deeper subtree: a level-2 category with children may go to the top or under another level-1, never under a level-2', () => {
  // 10 ─ 11 ─ 12 ; 20 ─ 21 ; 30
  const deep = [row(10, null, 1, 0), row(11, 10, 2, 0), row(12, 11, 3, 0), row(20, null, 1, 1), row(21, 20, 2, 0), row(30, null, 1, 2)];
  expect(moveTargets(deep, 11).map((category) => category.id).sort()).toEqual([20, 30]);
  expect(moveTargets(deep, 10)).toEqual([]);
  expect(moveTargets(deep, 12).map((category) => category.id).sort()).toEqual([10, 20, 21, 30]);
  expect(moveTargets(deep, 99)).toEqual([]);
  expect(mergeTargets(deep, 12)).toEqual([]);
  expect(mergeTargets(deep, 99)).toEqual([]);
});
