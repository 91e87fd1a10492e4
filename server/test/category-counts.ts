import type { EntityManager } from '@mikro-orm/postgresql';
import { ON_SALE_SQL } from '../modules/catalog/index.ts';

/**
 * The categories whose `number_product` is not the number of products on sale (ON_SALE_SQL) in
 * their whole subtree (the count triggers' promise): [] when every count is right.
 */
export async function wrongCategoryCounts(em: EntityManager): Promise<{ id: number }[]> {
  return em.execute<{ id: number }[]>(
    `with recursive tree as (
       select id as root, id from categories
       union all select tree.root, c.id from categories c join tree on c.parent_id = tree.id
     ), counted as (
       select tree.root, count(p.id)::int as n from tree left join products p on p.subject_id = tree.id and ${ON_SALE_SQL} group by tree.root
     )
     select c.id from categories c join counted on counted.root = c.id where c.number_product <> counted.n`,
  );
}
