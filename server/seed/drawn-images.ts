import type { EntityManager } from '@mikro-orm/postgresql';
import type { Storage } from '../storage/storage.ts';
import { bulkInsert } from './bulk-insert.ts';

/** A picture the seed draws: its storage key and SVG source. */
export interface DrawnImage {
  key: string;
  svg: string;
  width: number;
  height: number;
}

/** Writes drawn SVG originals to storage and records them; returns image ids by storage key. */
export async function storeDrawnImages(em: EntityManager, storage: Storage, images: DrawnImage[]): Promise<Map<string, number>> {
  if (images.length === 0) return new Map();
  const now = new Date();
  for (const image of images) await storage.put(image.key, Buffer.from(image.svg));
  const rows = await bulkInsert<Record<string, unknown>, { id: number; storage_key: string }>(
    em,
    'images',
    images.map((image) => ({
      storage_key: image.key,
      content_type: 'image/svg+xml',
      width: image.width,
      height: image.height,
      byte_size: Buffer.byteLength(image.svg),
      created_at: now,
      updated_at: now,
    })),
    ['id', 'storage_key'],
  );
  return new Map(rows.map((row) => [row.storage_key, row.id]));
}
