import { describe, expect, it } from 'vitest';
import type { MenuCategory } from '#shared/catalog/schemas.ts';
import { menuShape } from './menu-shape.ts';

const row = { parent_id: null, name: 'x', name_en: 'x', image_id: null, number_product: 0 };

describe('menuShape', () => {
  it('counts children per level', () => {
    const tree: MenuCategory[] = [
      {
        ...row,
        id: 1,
        level: 1,
        slug: 'a',
        children: [
          { ...row, id: 2, level: 2, slug: 'b', children: [] },
          { ...row, id: 3, level: 2, slug: 'c', children: [{ ...row, id: 4, level: 3, slug: 'd' }] },
        ],
      },
      { ...row, id: 5, level: 1, slug: 'e', children: [] },
    ];
    expect(menuShape(tree)).toEqual({ level2Counts: [2, 0], level3Counts: [[0, 1], []] });
  });
});
