import { describe, expect, it } from 'vitest';
import type { CategoryRow, MenuCategory } from '#shared/catalog/schemas.ts';
import { categorySidebar, findCategoryPath } from './category-path.ts';

function row(id: number, parent: number | null, level: 1 | 2 | 3, slug: string): CategoryRow {
  return { id, parent_id: parent, level, slug, name: slug, name_en: slug, image_id: null, number_product: id * 10 };
}

const tree: MenuCategory[] = [
  {
    ...row(1, null, 1, 'tu-dien'),
    children: [
      { ...row(11, 1, 2, 'tu-gom'), children: [row(111, 11, 3, 'tu-gom-0402'), row(112, 11, 3, 'tu-gom-0603')] },
      { ...row(12, 1, 2, 'tu-hoa'), children: [] },
    ],
  },
  { ...row(2, null, 1, 'dien-tro'), children: [] },
];

describe('findCategoryPath', () => {
  it('returns the chain from the root to the category', () => {
    expect(findCategoryPath(tree, 'tu-gom-0603')?.map((node) => node.id)).toEqual([1, 11, 112]);
    expect(findCategoryPath(tree, 'DIEN-TRO')?.map((node) => node.id)).toEqual([2]);
    expect(findCategoryPath(tree, 'khong-co')).toBeNull();
  });
});

describe('categorySidebar', () => {
  const ids = (slug: string) => {
    const model = categorySidebar(findCategoryPath(tree, slug) ?? []);
    return {
      parent: model.parent?.id ?? null,
      entries: model.entries.map((entry) => [entry.category.id, entry.current, entry.children.map((child) => child.id)]),
    };
  };

  it('lists a level-1 category with its children', () => {
    expect(ids('tu-dien')).toEqual({ parent: null, entries: [[1, true, [11, 12]]] });
  });

  it('lists a level-2 category among its siblings, with its own children nested', () => {
    expect(ids('tu-gom')).toEqual({ parent: 1, entries: [[11, true, [111, 112]], [12, false, []]] });
  });

  it('lists a level-3 category among its siblings, the current one marked', () => {
    expect(ids('tu-gom-0402')).toEqual({ parent: 11, entries: [[111, true, []], [112, false, []]] });
  });

  it('is empty without a path', () => {
    expect(categorySidebar([])).toEqual({ parent: null, entries: [] });
  });
});
