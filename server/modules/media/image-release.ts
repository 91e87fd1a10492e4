import type { EntityManager } from '@mikro-orm/postgresql';
import type { Storage } from '../../storage/storage.ts';
import { ImageSchema } from './image.entity.ts';
import { renditionKey } from './image.routes.ts';
import { RENDITIONS, type RenditionName } from './renditions.ts';

/**
 * Deletes a picture's row when no row of any table refers to it any more (a replaced ad or popup
 * picture), in the caller's transaction, and returns the storage keys of its files (the original
 * and its shared renditions) to remove once that transaction has committed: removed earlier, a
 * rolled-back change would point at a missing file. A picture still in use keeps everything ([]).
 */
export async function dropImageIfUnused(em: EntityManager, imageId: number): Promise<string[]> {
  // Raw: every foreign key to images, read from the catalogue, so a table added later is counted too.
  const references = await em.execute<{ table_name: string; column_name: string }[]>(
    `select c.conrelid::regclass::text as table_name, quote_ident(a.attname) as column_name
       from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
      where c.contype = 'f' and c.confrelid = 'images'::regclass`,
  );
  if (references.length > 0) {
    // Raw: one EXISTS per referring column, in one round trip; the names come from the catalogue, quoted by it.
    const used = references.map((reference) => `select 1 from ${reference.table_name} where ${reference.column_name} = ?`).join(' union all ');
    const [row] = await em.execute<{ used: boolean }[]>(`select exists (${used}) as used`, references.map(() => imageId));
    if (row?.used) return [];
  }
  const image = await em.findOne(ImageSchema, imageId, { fields: ['storageKey'] });
  if (!image) return [];
  const keys = [image.storageKey, ...(Object.keys(RENDITIONS) as RenditionName[]).map((rendition) => renditionKey(rendition, imageId))];
  em.remove(image);
  await em.flush();
  return keys;
}

/** Removes stored files after their rows are gone; a file already missing (a rendition never drawn) is no error. */
export async function removeStoredFiles(storage: Storage, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
}
