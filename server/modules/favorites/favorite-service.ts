import type { EntityManager } from '@mikro-orm/postgresql';
import { FAVORITES_PER_PAGE, type FavoriteListResponse } from '#shared/favorites/schemas.ts';
import { notFound } from '../../errors.ts';
import { productCardRows } from '../catalog/index.ts';
import { ProductSchema } from '../catalog/product.entity.ts';
import { pageEnvelope, pageSlice } from '../../http/pagination.ts';

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

/**
 * One page of the user's favourites, most recently saved first (issue 14 item 33: favourites could
 * be saved but never listed), each with its product card read fresh (price, stock). A page past the
 * last answers no rows with the real total, so the page can step back.
 */
export async function favoritesPage(em: EntityManager, userId: number, page: number | undefined): Promise<FavoriteListResponse> {
  const slice = pageSlice(page, FAVORITES_PER_PAGE);
  const [counted, saved] = await Promise.all([
    em.execute<{ n: string }[]>('select count(*) as n from favorites where user_id = ?', [userId]),
    em.execute<{ product_id: number; created_at: Date | string }[]>(
      'select product_id, created_at from favorites where user_id = ? order by created_at desc, id desc limit ? offset ?',
      [userId, slice.limit, slice.offset],
    ),
  ]);
  const total = Number(counted[0]?.n ?? 0);
  const savedAt = new Map(saved.map((row) => [Number(row.product_id), new Date(row.created_at).toISOString()]));
  const cards = await productCardRows(em, [...savedAt.keys()]);
  return {
    data: cards.map((card) => ({ ...card, favorited_at: savedAt.get(card.id)! })),
    ...pageEnvelope(slice, total),
  };
}

/** Takes a product out of the user's favourites; true when it was there (the list's remove action). */
export async function removeFavorite(em: EntityManager, userId: number, productId: number): Promise<boolean> {
  const removed = await em.execute<{ id: string }[]>('delete from favorites where user_id = ? and product_id = ? returning id', [userId, productId]);
  return removed.length > 0;
}
