import type { EntityManager } from '@mikro-orm/postgresql';
import type { CategoryRecord, ProductCardRecord } from './catalog-mappers.ts';

const CATEGORY_COLUMNS = 'id, parent_id, level, slug, name, name_en, image_id, number_product';

/** All categories, ordered for display (level, position, name). */
export async function allCategories(em: EntityManager): Promise<CategoryRecord[]> {
  return em.execute<CategoryRecord[]>(
    `select ${CATEGORY_COLUMNS} from categories order by level, position, name`,
  );
}

/** Children of `parentId` (0 or null: the level-1 categories). */
export async function childCategories(em: EntityManager, parentId: number | null): Promise<CategoryRecord[]> {
  return parentId
    ? em.execute<CategoryRecord[]>(
        `select ${CATEGORY_COLUMNS} from categories where parent_id = ? order by position, name`,
        [parentId],
      )
    : em.execute<CategoryRecord[]>(
        `select ${CATEGORY_COLUMNS} from categories where parent_id is null order by position, name`,
      );
}

/** `categoryId` and its ancestors, root first. Empty when the category does not exist. */
export async function categoryChain(em: EntityManager, categoryId: number): Promise<CategoryRecord[]> {
  return em.execute<CategoryRecord[]>(
    `with recursive chain as (
       select ${CATEGORY_COLUMNS} from categories where id = ?
       union all
       select c.id, c.parent_id, c.level, c.slug, c.name, c.name_en, c.image_id, c.number_product
         from categories c join chain on c.id = chain.parent_id
     )
     select * from chain order by level`,
    [categoryId],
  );
}

/**
 * The best `limit` products of a category's whole subtree for a showcase: in stock first, then
 * by stock depth, then newest. Uses the subject_id index per subtree category.
 */
export async function showcaseProducts(em: EntityManager, categoryId: number, limit: number): Promise<ProductCardRecord[]> {
  return em.execute<ProductCardRecord[]>(
    `with recursive subtree as (
       select id from categories where id = ?
       union all
       select c.id from categories c join subtree on c.parent_id = subtree.id
     )
     select p.id, p.slug, p.name, p.image_id, p.price, p.unit, p.inventory, p.multiples,
            s.name as supplier_name, p.product_tag_name, p.subject_id
       from products p
       left join suppliers s on s.id = p.supplier_id
      where p.subject_id in (select id from subtree)
      order by (p.inventory > 0) desc, p.inventory desc, p.id desc
      limit ?`,
    [categoryId, limit],
  );
}
