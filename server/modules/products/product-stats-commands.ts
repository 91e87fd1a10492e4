import type { EntityManager } from '@mikro-orm/postgresql';

/** A PostgreSQL int[] literal; safe to inline because every element is checked to be an integer. */
export function intArrayLiteral(values: Iterable<number>): string {
  const items = [...values];
  if (!items.every((value) => Number.isSafeInteger(value))) throw new Error('intArrayLiteral: integers only');
  return `{${items.join(',')}}`;
}

/**
 * Adds view counts to `product_stats` in ONE statement for any number of products: an upsert over
 * two unnested arrays. Ids of products deleted meanwhile are skipped by the join.
 */
export async function addProductViews(em: EntityManager, counts: ReadonlyMap<number, number>): Promise<void> {
  if (counts.size === 0) return;
  // Raw: a set-based upsert of many products from unnested arrays, adding to the stored views.
  await em.execute(
    `insert into product_stats (product_id, views, updated_at)
     select v.product_id, v.views, now()
       from unnest(?::int[], ?::int[]) as v(product_id, views)
       join products p on p.id = v.product_id
     on conflict (product_id) do update
       set views = product_stats.views + excluded.views, updated_at = excluded.updated_at`,
    [intArrayLiteral(counts.keys()), intArrayLiteral(counts.values())],
  );
}
