import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { timestamps } from '../../db/timestamps.ts';
import { ImageSchema } from '../media/image.entity.ts';

/**
 * A catalogue category, three levels deep (spec §3 Category). `numberProduct` counts the products
 * on sale (ON_SALE_SQL) in the whole subtree and is maintained by a database trigger (see the
 * initial migration and OnSaleCategoryCounts), so it stays correct whatever writes the products. `info` / `infoEn` is the category's own text for
 * shoppers (shop-owned HTML), shown in the footer info area of its listing (spec §4, §7
 * GET /v1/get-footer?info=1&category_id&show_info); null when the category has none.
 */
export const CategorySchema = defineEntity({
  name: 'Category',
  tableName: 'categories',
  properties: {
    id: p.integer().primary(),
    parent: () => p.manyToOne(CategorySchema).nullable().index().deleteRule('restrict'),
    level: p.smallint(),
    slug: p.string().length(200).unique(),
    name: p.string().length(200),
    nameEn: p.string().length(200),
    image: () => p.manyToOne(ImageSchema).nullable().deleteRule('set null'),
    numberProduct: p.integer().default(0),
    position: p.integer().default(0),
    info: p.text().nullable(),
    infoEn: p.text().nullable(),
    ...timestamps(),
  },
  checks: [{ name: 'categories_level_check', expression: '(level >= 1) AND (level <= 3)' }],
});
export type Category = InferEntity<typeof CategorySchema>;
