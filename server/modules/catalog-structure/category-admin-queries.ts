import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminCategoryRow, AdminCategoryResponse } from '#shared/catalog-structure/schemas.ts';
import { staffChangesOf } from '../audit/index.ts';
import { CategorySchema, type Category } from '../catalog/category.entity.ts';

export function toAdminCategoryRow(category: Category): AdminCategoryRow {
  return {
    id: category.id,
    parent_id: category.parent?.id ?? null,
    level: category.level,
    slug: category.slug,
    name: category.name,
    name_en: category.nameEn,
    position: category.position,
    number_product: category.numberProduct,
  };
}

/** Every category, parents before children and siblings in display order (the staff tree). */
export async function adminCategoryTree(em: EntityManager): Promise<AdminCategoryRow[]> {
  const categories = await em.find(CategorySchema, {}, { orderBy: { level: 'asc', position: 'asc', name: 'asc' } });
  return categories.map(toAdminCategoryRow);
}

/** One category with its change history, or null. */
export async function adminCategoryDetail(em: EntityManager, id: number): Promise<AdminCategoryResponse | null> {
  const category = await em.findOne(CategorySchema, id);
  if (!category) return null;
  return { category: toAdminCategoryRow(category), changes: await staffChangesOf(em, 'category', id) };
}
