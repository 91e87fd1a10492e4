import type { AdminProductOptions } from '#shared/catalog-admin/schemas.ts';

/** The categories of a select, in tree order, each indented by its level (the filter, the editor, the bulk change). */
export function CategoryOptions({ categories }: { categories: AdminProductOptions['categories'] }) {
  return categories.map((category) => (
    <option key={category.id} value={category.id}>
      {'\u2003'.repeat(category.level - 1)}
      {category.name}
    </option>
  ));
}
