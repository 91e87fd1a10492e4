import type { EntityManager } from '@mikro-orm/postgresql';
import type { ProductCard } from '#shared/catalog/schemas.ts';
import { CategorySchema } from '../catalog/category.entity.ts';
import { CARD_COLUMNS, PRODUCT_ROWS_FROM } from '../catalog/index.ts';
import { intArrayLiteral } from './product-stats-commands.ts';


/** Categories of a subtree (the category itself and its descendants; at most three levels). */
const SUBTREE = `with recursive subtree as (
  select id from categories where id = ?
  union all
  select c.id from categories c join subtree on c.parent_id = subtree.id
)`;

/** How many related products the carousel shows. */
export const RELATED_LIMIT = 12;
/**
 * Products of a big category ranked by shared filter values at most: its best stocked. Keeps the
 * ranking cheap in a million-part catalogue (a leaf can hold tens of thousands); every demo
 * category is smaller, so there the ranking covers the whole category.
 */
const RELATED_CANDIDATES = 300;

/** The product's category and the parent of that category, or null when the product is unknown. */
async function productPlace(em: EntityManager, productId: number): Promise<{ subject_id: number; parent_id: number | null } | null> {
  // Raw: the product page's hot box read: two ids through one indexed join, no entities to load.
  const [row] = await em.execute<{ subject_id: number; parent_id: number | null }[]>(
    'select p.subject_id, c.parent_id from products p join categories c on c.id = p.subject_id where p.id = ?',
    [productId],
  );
  return row ?? null;
}

/**
 * Related products (spec §7 product-relate): others in the same (leaf) category, those sharing the
 * most filter values with the product first (same package, tolerance, ...), then the deepest stock
 * (so in stock first), newest on ties, among the category's RELATED_CANDIDATES best stocked; when
 * the category has too few, the rest come from the parent category's other categories, best
 * stocked first. Never the product itself. Null when the product is unknown. Stock order is read
 * from the (subject_id, inventory, id) index, so a 50,000-product category costs no sort.
 */
export async function relatedProducts(em: EntityManager, productId: number, limit = RELATED_LIMIT): Promise<ProductCard[] | null> {
  const place = await productPlace(em, productId);
  if (!place) return null;
  // Raw: a ranking CTE on the candidates' ids and stock (an index-only read); only the 12 winners are fetched.
  const cards = await em.execute<ProductCard[]>(
    `with candidates as (
       select id, inventory from products where subject_id = ? and id <> ?
        order by inventory desc, id desc limit ${RELATED_CANDIDATES}
     ), ranked as (
       select c.id, c.inventory,
              (select count(*) from product_properties pp
                where pp.product_id = c.id
                  and pp.property_id = any(array(select property_id from product_properties where product_id = ?))) as shared
         from candidates c
        order by shared desc, c.inventory desc, c.id desc
        limit ?
     )
     select ${CARD_COLUMNS}
       from ranked r join ${PRODUCT_ROWS_FROM} on p.id = r.id
      order by r.shared desc, r.inventory desc, r.id desc`,
    [place.subject_id, productId, productId, limit],
  );
  if (cards.length >= limit || place.parent_id === null) return cards;
  const siblings = await bestStockedInSubtree(em, {
    categoryId: place.parent_id,
    skipCategoryId: place.subject_id,
    skipProductIds: [productId],
    limit: limit - cards.length,
  });
  return [...cards, ...siblings];
}

/**
 * The best-stocked products (deepest stock first, newest on ties) of a category's subtree, leaving
 * out one of its categories and some products. Read as the top `limit` of EACH category from the
 * (subject_id, inventory, id) index, then the best of those: a few index probes per category,
 * where one ordered scan over the subtree would read up to the whole catalogue (the planner cannot
 * know how many products a subtree holds).
 */
async function bestStockedInSubtree(
  em: EntityManager,
  options: { categoryId: number; skipCategoryId?: number; skipProductIds: readonly number[]; limit: number },
): Promise<ProductCard[]> {
  // Raw: a recursive CTE with a lateral top-N per category, which the ORM cannot express.
  return em.execute<ProductCard[]>(
    `${SUBTREE}
     select ${CARD_COLUMNS}
       from (select top.id, top.inventory
               from subtree sc
               cross join lateral (
                 select id, inventory from products
                  where subject_id = sc.id and id <> all(?::int[])
                  order by inventory desc, id desc
                  limit ?
               ) top
              where sc.id <> ?
              order by top.inventory desc, top.id desc
              limit ?) best
       join ${PRODUCT_ROWS_FROM} on p.id = best.id
      order by best.inventory desc, best.id desc`,
    [options.categoryId, intArrayLiteral(options.skipProductIds), options.limit, options.skipCategoryId ?? 0, options.limit],
  );
}

/** How many ids GET /v1/product-viewed accepts (the browser keeps 20, client/local/recently-viewed.ts). */
export const VIEWED_LIMIT = 20;

export const POPULAR_DEFAULT_LIMIT = 12;

/**
 * Popular products (spec §7 product-popular): the most viewed product pages (views counted by the
 * product page API, see view-counter.ts), ties and never-viewed products after them ordered by
 * stock (so in stock first), newest on ties; scoped to a category's subtree when `categoryId` is
 * given. Two indexed reads at most: the viewed products first (product_stats views index), then,
 * if they are too few, the best stocked of the rest ((inventory, id) or (subject_id, inventory, id)).
 */
export async function popularProducts(em: EntityManager, options: { categoryId?: number; limit: number }): Promise<ProductCard[]> {
  const { categoryId, limit } = options;
  const scope = categoryId === undefined ? '' : 'and p.subject_id in (select id from subtree)';
  const prefix = categoryId === undefined ? '' : SUBTREE;
  const scopeParams = categoryId === undefined ? [] : [categoryId];
  // Raw: a hot card read by the views index; viewed products are few, so no per-category step.
  const viewed = await em.execute<ProductCard[]>(
    `${prefix}
     select ${CARD_COLUMNS}
       from product_stats st join ${PRODUCT_ROWS_FROM} on p.id = st.product_id
      where st.views > 0 ${scope}
      order by st.views desc, p.inventory desc, p.id desc
      limit ?`,
    [...scopeParams, limit],
  );
  if (viewed.length >= limit) return viewed;
  const skipProductIds = viewed.map((card) => card.id);
  const rest =
    categoryId === undefined ?
      // Raw: a hot card read by the (inventory, id) index, in the card row shape the other boxes share.
      await em.execute<ProductCard[]>(
        `select ${CARD_COLUMNS} from ${PRODUCT_ROWS_FROM}
          where p.id <> all(?::int[])
          order by p.inventory desc, p.id desc
          limit ?`,
        [intArrayLiteral(skipProductIds), limit - viewed.length],
      )
    : await bestStockedInSubtree(em, { categoryId, skipProductIds, limit: limit - viewed.length });
  return [...viewed, ...rest];
}

/** True when a category with this id exists. */
export async function categoryExists(em: EntityManager, categoryId: number): Promise<boolean> {
  return (await em.count(CategorySchema, { id: categoryId })) > 0;
}
