import type { EntityManager } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import type { Storage } from '../../storage/storage.ts';
import { ImageSchema, type Image } from './image.entity.ts';
import { uploadKey } from '../../http/multipart-form.ts';

const EXTENSIONS: Record<string, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  svg: 'svg',
};

/**
 * Stores an original picture: reads its real format and size from the bytes (never trusting a
 * name or a declared type), writes it under a server-generated key and records an Image row.
 */
export async function storeImage(em: EntityManager, storage: Storage, bytes: Buffer): Promise<Image> {
  const meta = await sharp(bytes).metadata();
  const extension = meta.format ? EXTENSIONS[meta.format] : undefined;
  if (!extension || !meta.width || !meta.height) throw new Error(`unsupported image format: ${meta.format ?? 'unknown'}`);
  const key = uploadKey('images', extension);
  await storage.put(key, bytes);
  const image = em.create(ImageSchema, {
    storageKey: key,
    contentType: extension === 'svg' ? 'image/svg+xml' : `image/${meta.format}`,
    width: meta.width,
    height: meta.height,
    byteSize: bytes.byteLength,
  });
  await em.flush();
  return image;
}
