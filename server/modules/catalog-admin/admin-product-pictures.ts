import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, notFound } from '../../errors.ts';
import type { Storage } from '../../storage/storage.ts';
import { recordStaffChange } from '../audit/index.ts';
import { ProductSchema, type Product } from '../catalog/product.entity.ts';
import { ImageSchema } from '../media/image.entity.ts';
import { storeImage } from '../media/index.ts';
import { ProductImageSchema } from '../products/product-image.entity.ts';
import { PRODUCT_SUBJECT } from './admin-product-commands.ts';

/** A picture that is not a PNG, JPEG or WebP (by its bytes, or as the image store reads it). */
export function pictureNotImage(): AppError {
  return new AppError(415, 'invalid_file_type', 'The picture must be a PNG, JPEG or WebP image', { picture: 'invalid_file_type' });
}

/** The product's gallery in display order (its main picture, `products.image_id`, is the first). */
async function galleryOf(em: EntityManager, productId: number): Promise<{ id: number; position: number }[]> {
  const rows = await em.find(ProductImageSchema, { product: productId }, { orderBy: { position: 'asc', image: 'asc' } });
  return rows.map((row) => ({ id: row.image.id, position: row.position }));
}

/** Writes positions 0..n-1 in `order` and makes the first the main picture (the listings' card). */
async function writeOrder(em: EntityManager, product: Product, order: readonly number[]): Promise<void> {
  const rows = await em.find(ProductImageSchema, { product: product.id });
  const byImage = new Map(rows.map((row) => [row.image.id, row]));
  order.forEach((imageId, position) => {
    const row = byImage.get(imageId);
    if (row) row.position = position;
  });
  product.image = order.length ? em.getReference(ImageSchema, order[0]!) : null;
}

async function productOr404(em: EntityManager, id: number): Promise<Product> {
  const product = await em.findOne(ProductSchema, id);
  if (!product) throw notFound('Product');
  return product;
}

/**
 * Adds an uploaded picture at the end of the product's gallery (the main one when it had none),
 * through the image store (server/modules/media: the bytes behind the storage interface,
 * renditions made on first request as for every picture). Recorded with the change.
 */
export async function addProductPicture(em: EntityManager, storage: Storage, userId: number, id: number, bytes: Buffer): Promise<{ id: number; position: number }[]> {
  return em.transactional(async (tx) => {
    const product = await productOr404(tx, id);
    const before = (await galleryOf(tx, id)).map((row) => row.id);
    const image = await storeImage(tx, storage, bytes).catch(() => {
      throw pictureNotImage();
    });
    tx.create(ProductImageSchema, { product, image, position: before.length });
    const after = [...before, image.id];
    await writeOrder(tx, product, after);
    recordStaffChange(tx, { userId, subject: PRODUCT_SUBJECT, subjectId: id, action: 'picture_add', before: { pictures: before }, after: { pictures: after } });
    await tx.flush();
    return galleryOf(tx, id);
  });
}

/** Puts the gallery in the order given (every picture of the product exactly once); the first becomes the main one. */
export async function orderProductPictures(em: EntityManager, userId: number, id: number, imageIds: readonly number[]): Promise<{ id: number; position: number }[]> {
  return em.transactional(async (tx) => {
    const product = await productOr404(tx, id);
    const before = (await galleryOf(tx, id)).map((row) => row.id);
    const same = imageIds.length === before.length && new Set(imageIds).size === before.length && imageIds.every((imageId) => before.includes(imageId));
    if (!same) throw new AppError(400, 'validation_failed', 'Name every picture of the product once', { image_ids: 'field_invalid' });
    await writeOrder(tx, product, imageIds);
    if (before.some((imageId, i) => imageId !== imageIds[i])) {
      recordStaffChange(tx, { userId, subject: PRODUCT_SUBJECT, subjectId: id, action: 'picture_order', before: { pictures: before }, after: { pictures: [...imageIds] } });
    }
    await tx.flush();
    return galleryOf(tx, id);
  });
}

/**
 * Takes a picture off the product's gallery. The stored image itself stays: one picture may
 * belong to several products (the seed's land-pattern drawings) and old order snapshots name it.
 */
export async function removeProductPicture(em: EntityManager, userId: number, id: number, imageId: number): Promise<{ id: number; position: number }[]> {
  return em.transactional(async (tx) => {
    const product = await productOr404(tx, id);
    const before = (await galleryOf(tx, id)).map((row) => row.id);
    const link = await tx.findOne(ProductImageSchema, { product: id, image: imageId });
    if (!link) throw notFound('Picture');
    tx.remove(link);
    const after = before.filter((other) => other !== imageId);
    await writeOrder(tx, product, after);
    recordStaffChange(tx, { userId, subject: PRODUCT_SUBJECT, subjectId: id, action: 'picture_delete', before: { pictures: before }, after: { pictures: after } });
    await tx.flush();
    return galleryOf(tx, id);
  });
}
