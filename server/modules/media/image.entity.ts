import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { timestamps } from '../../db/timestamps.ts';

/**
 * A stored original picture. The bytes live behind the storage interface under `storageKey`;
 * renditions (`/upload/{medium|large}/{id}.jpg`) are derived from it and cached on disk.
 */
export const ImageSchema = defineEntity({
  name: 'Image',
  tableName: 'images',
  properties: {
    id: p.integer().primary(),
    storageKey: p.string().length(255).unique(),
    contentType: p.string().length(64),
    width: p.integer(),
    height: p.integer(),
    byteSize: p.integer(),
    ...timestamps(),
  },
});
export type Image = InferEntity<typeof ImageSchema>;
