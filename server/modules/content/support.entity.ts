import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { timestamps } from '../../db/timestamps.ts';
import { ImageSchema } from '../media/image.entity.ts';

/** A group of supporters in the floating support widget (spec §3 Support group: name, supporters). */
export const SupportGroupSchema = defineEntity({
  name: 'SupportGroup',
  tableName: 'support_groups',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(200),
    nameEn: p.string().length(200).nullable(),
    sort: p.integer().default(0),
    supporters: () => p.oneToMany(SupporterSchema).mappedBy('group'),
    ...timestamps(),
  },
});
export type SupportGroup = InferEntity<typeof SupportGroupSchema>;

/**
 * A supporter (spec §3: name, image_id, yahoo, skype, msn, email, mobile). The spec keeps the old
 * field names: `yahoo` holds the Zalo id and `msn` the Messenger id.
 */
export const SupporterSchema = defineEntity({
  name: 'Supporter',
  tableName: 'supporters',
  properties: {
    id: p.integer().primary(),
    group: () => p.manyToOne(SupportGroupSchema).deleteRule('cascade'),
    name: p.string().length(200),
    image: () => p.manyToOne(ImageSchema).nullable().deleteRule('set null'),
    yahoo: p.string().length(200).nullable(),
    skype: p.string().length(200).nullable(),
    msn: p.string().length(200).nullable(),
    email: p.string().length(254).nullable(),
    mobile: p.string().length(32).nullable(),
    active: p.boolean().default(true),
    sort: p.integer().default(0),
    ...timestamps(),
  },
});
export type Supporter = InferEntity<typeof SupporterSchema>;
