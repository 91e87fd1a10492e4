import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { AdPosition } from '#shared/content/page-areas.ts';
import { timestamps } from '../../db/timestamps.ts';
import { ImageSchema } from '../media/image.entity.ts';

/** An ad (spec §3 Ad: position, url, value = the picture): side banners or blocks by the footer. */
export const AdSchema = defineEntity({
  name: 'Ad',
  tableName: 'ads',
  properties: {
    id: p.integer().primary(),
    position: p.string().length(16).$type<AdPosition>(),
    url: p.string().length(500),
    image: () => p.manyToOne(ImageSchema).deleteRule('cascade'),
    /** The picture's words (its alt text). */
    name: p.string().length(200),
    nameEn: p.string().length(200).nullable(),
    active: p.boolean().default(true),
    sort: p.integer().default(0),
    ...timestamps(),
  },
});
export type Ad = InferEntity<typeof AdSchema>;

/** A back link in the footer (spec §3 back_links: name, url). */
export const BackLinkSchema = defineEntity({
  name: 'BackLink',
  tableName: 'back_links',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(200),
    url: p.string().length(500),
    sort: p.integer().default(0),
    ...timestamps(),
  },
});
export type BackLink = InferEntity<typeof BackLinkSchema>;
