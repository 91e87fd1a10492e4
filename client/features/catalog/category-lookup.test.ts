import { describe, expect, it } from 'vitest';
import type { MenuCategory } from '#shared/catalog/schemas.ts';
import { findCategoryBySlug } from './category-lookup.ts';

const base = { image_id: null, number_product: 1, name_en: '' };
const tree: MenuCategory[] = [
  {
    ...base,
    id: 1,
    parent_id: null,
    level: 1,
    slug: 'tu-dien',
    name: 'Tụ điện',
    children: [
      {
        ...base,
        id: 10,
        parent_id: 1,
        level: 2,
        slug: 'tu-gom',
        name: 'Tụ gốm',
        children: [{ ...base, id: 100, parent_id: 10, level: 3, slug: 'tu-gom-smd', name: 'Tụ gốm SMD' }],
      },
    ],
  },
  { ...base, id: 2, parent_id: null, level: 1, slug: 'dien-tro', name: 'Điện trở', children: [] },
];

describe('findCategoryBySlug', () => {
  it('finds a level-1 category with no ancestors', () => {
    expect(findCategoryBySlug(tree, 'dien-tro')).toEqual({
      category: { ...base, id: 2, parent_id: null, level: 1, slug: 'dien-tro', name: 'Điện trở' },
      ancestors: [],
    });
  });

  it('finds deeper categories with their ancestors root first, without children arrays', () => {
    const match = findCategoryBySlug(tree, 'tu-gom-smd');
    expect(match?.category.id).toBe(100);
    expect(match?.ancestors.map((row) => row.id)).toEqual([1, 10]);
    expect(match?.ancestors[0]).not.toHaveProperty('children');
    expect(findCategoryBySlug(tree, 'tu-gom')?.ancestors.map((row) => row.slug)).toEqual(['tu-dien']);
  });

  it('matches case-insensitively and returns null for unknown slugs', () => {
    expect(findCategoryBySlug(tree, 'TU-DIEN')?.category.id).toBe(1);
    expect(findCategoryBySlug(tree, 'nope')).toBeNull();
    expect(findCategoryBySlug([], 'tu-dien')).toBeNull();
  });
});
