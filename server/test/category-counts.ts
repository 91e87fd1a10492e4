import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The categories whose `number_product` is not the number of products in their whole subtree
 * (the count triggers' promise): [] when every count is right.
 */
export async function wrongCategoryCounts(em: EntityManager): Promise<{ id: number }[]> {
  return em.execute<{ id: number }[]>(
    `with recursive tree as (
       select id as root, id from categories
       union all select tree.root, c.id from categories c join tree on c.parent_id = tree.id
     )
     select c.id from categories c
      where c.number_product <> (select count(*) from products p join tree on tree.id = p.subject_id and tree.root = c.id)`,
  );
}
