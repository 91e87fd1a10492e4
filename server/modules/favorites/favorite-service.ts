import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../errors.ts';
import { ProductSchema } from '../catalog/product.entity.ts';

/**
 * Flips a product in or out of the user's favourites (spec §7 POST /v1/favorites) and answers
 * the new state. Delete-then-insert in one transaction with `on conflict do nothing`, so two
 * quick clicks never leave a duplicate or fail on the unique pair.
 */
export async function toggleFavorite(em: EntityManager, userId: number, productId: number): Promise<boolean> {
  const product = await em.findOne(ProductSchema, { id: productId }, { fields: ['id'] });
  if (!product) throw notFound('Product');
  return em.transactional(async (tx) => {
    const removed = await tx.execute<{ id: string }[]>(
      'delete from favorites where user_id = ? and product_id = ? returning id',
      [userId, productId],
    );
    if (removed.length > 0) return false;
    await tx.execute(
      'insert into favorites (user_id, product_id, created_at) values (?, ?, now()) on conflict (user_id, product_id) do nothing',
      [userId, productId],
    );
    return true;
  });
}

/** Which of `productIds` the user has favourited, in the order asked. */
export async function favoriteIdsAmong(em: EntityManager, userId: number, productIds: readonly number[]): Promise<number[]> {
  if (productIds.length === 0) return [];
  const rows = await em.execute<{ product_id: number }[]>('select product_id from favorites where user_id = ? and product_id = any(?::int[])', [
      userId,
      `{${productIds.join(',')}}`,
    ]);
  const saved = new Set(rows.map((row) => Number(row.product_id)));
  return productIds.filter((id) => saved.has(id));
}
