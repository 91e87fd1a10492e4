import type { EntityManager } from '@mikro-orm/postgresql';
import { FAVORITES_PER_PAGE, type FavoriteListResponse } from '#shared/favorites/schemas.ts';
import { notFound } from '../../errors.ts';
import { productCardRows } from '../catalog/index.ts';
import { ProductSchema } from '../catalog/product.entity.ts';
import { pageEnvelope, pageSlice } from '../../http/pagination.ts';
import { FavoriteSchema } from './favorite.entity.ts';

/**
 * Flips a product in or out of the user's favourites (spec §7 POST /v1/favorites) and answers
 * the new state. Delete-then-insert in one transaction with `on conflict do nothing`, so two
 * quick clicks never leave a duplicate or fail on the unique pair.
 */
export async function toggleFavorite(em: EntityManager, userId: number, productId: number): Promise<boolean> {
  const product = await em.findOne(ProductSchema, { id: productId }, { fields: ['id'] });
  if (!product) throw notFound('Product');
  return em.transactional(async (tx) => {
    if ((await tx.nativeDelete(FavoriteSchema, { user: userId, product: productId })) > 0) return false;
    // `ignore` on the unique pair: a concurrent second click neither duplicates nor fails.
    await tx.upsert(FavoriteSchema, { user: userId, product: productId, createdAt: new Date() }, { onConflictFields: ['user', 'product'], onConflictAction: 'ignore' });
    return true;
  });
}

/** Which of `productIds` the user has favourited, in the order asked. */
export async function favoriteIdsAmong(em: EntityManager, userId: number, productIds: readonly number[]): Promise<number[]> {
  if (productIds.length === 0) return [];
  const rows = await em.find(FavoriteSchema, { user: userId, product: { $in: [...productIds] } }, { fields: ['product'], disableIdentityMap: true });
  const saved = new Set(rows.map((row) => row.product.id));
  return productIds.filter((id) => saved.has(id));
}

/**
 * One page of the user's favourites, most recently saved first (favourites could
 * be saved but never listed), each with its product card read fresh (price, stock). A page past the
 * last answers no rows with the real total, so the page can step back.
 */
export async function favoritesPage(em: EntityManager, userId: number, page: number | undefined): Promise<FavoriteListResponse> {
  const slice = pageSlice(page, FAVORITES_PER_PAGE);
  const [saved, total] = await em.findAndCount(
    FavoriteSchema,
    { user: userId },
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit: slice.limit, offset: slice.offset, refresh: true },
  );
  const savedAt = new Map(saved.map((row) => [row.product.id, row.createdAt.toISOString()]));
  const cards = await productCardRows(em, [...savedAt.keys()]);
  return {
    data: cards.map((card) => ({ ...card, favorited_at: savedAt.get(card.id)! })),
    ...pageEnvelope(slice, total),
  };
}

/** Takes a product out of the user's favourites; true when it was there (the list's remove action). */
export async function removeFavorite(em: EntityManager, userId: number, productId: number): Promise<boolean> {
  return (await em.nativeDelete(FavoriteSchema, { user: userId, product: productId })) > 0;
}
