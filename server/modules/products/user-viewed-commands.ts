import type { EntityManager } from '@mikro-orm/postgresql';
import { VIEWED_LIMIT } from './product-box-queries.ts';
import { UserViewedProductSchema } from './user-viewed-product.entity.ts';

// Upsert the view, then keep the newest VIEWED_LIMIT - 1 other rows of that user: one round trip.
// (The delete sees the table as it was before the statement, so the viewed product is excluded by id.)
const RECORD_SQL = `with upserted as (
    insert into user_viewed_products (user_id, product_id, viewed_at) values (?, ?, now())
    on conflict (user_id, product_id) do update set viewed_at = excluded.viewed_at
  )
  delete from user_viewed_products
  where user_id = ? and product_id <> ?
    and product_id not in (
      select product_id from user_viewed_products where user_id = ? and product_id <> ?
      order by viewed_at desc limit ${VIEWED_LIMIT - 1}
    )`;

/** Remembers that `userId` opened product `productId` just now. */
export async function recordUserView(em: EntityManager, userId: number, productId: number): Promise<void> {
  // Raw: an upsert and the trim of older rows in one statement (a writing CTE), one round trip per view.
  await em.getConnection().execute(RECORD_SQL, [userId, productId, userId, productId, userId, productId]);
}

/** The user's recently viewed product ids, newest first. */
export async function userViewedIds(em: EntityManager, userId: number): Promise<number[]> {
  const rows = await em.find(UserViewedProductSchema, { user: userId }, { fields: ['product'], orderBy: { viewedAt: 'desc' }, limit: VIEWED_LIMIT });
  return rows.map((row) => row.product.id);
}
