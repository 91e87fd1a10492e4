import type { EntityManager } from '@mikro-orm/postgresql';
import { SupplierSchema } from '../catalog/supplier.entity.ts';
import type { BrandHeadRecord, CategoryHeadRecord } from './page-head.ts';

/** How many subcategory names a category description lists. */
const CHILDREN_IN_DESCRIPTION = 6;

/** A category page's head data by slug (unique index), its first subcategories included; or null. */
export async function categoryHeadBySlug(em: EntityManager, slug: string): Promise<CategoryHeadRecord | null> {
  // Raw: a json_agg subquery of the first subcategories, an aggregate the ORM cannot load in one read.
  const [row] = await em.execute<CategoryHeadRecord[]>(
    `select c.name, c.name_en, c.number_product,
            (select json_agg(json_build_object('name', k.name, 'name_en', k.name_en) order by k.position, k.name)
               from (select name, name_en, position from categories where parent_id = c.id
                      order by position, name limit ${CHILDREN_IN_DESCRIPTION}) k) as children
       from categories c where c.slug = ?`,
    [slug],
  );
  return row ?? null;
}

/** A brand page's head data by slug (unique index) with its product count (supplier_id index); or null. */
export async function brandHeadBySlug(em: EntityManager, slug: string): Promise<BrandHeadRecord | null> {
  // Raw: a scalar count subquery beside the row (one indexed read per page head).
  const [row] = await em.execute<BrandHeadRecord[]>(
    'select s.name, (select count(*)::int from products p where p.supplier_id = s.id) as products from suppliers s where s.slug = ?',
    [slug],
  );
  return row ?? null;
}

/** How many brands the brand index lists. */
export async function brandCount(em: EntityManager): Promise<number> {
  return em.count(SupplierSchema);
}
