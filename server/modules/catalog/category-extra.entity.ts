import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { timestamps } from '../../db/timestamps.ts';
import { ImageSchema } from '../media/image.entity.ts';
import { CategorySchema } from './category.entity.ts';

/**
 * An option a cart line of a category's products may carry (spec §3 Cart item `category_extras`:
 * id, name, name_en, price, image_id), e.g. "Đóng cuộn (reel)" for chip resistors. `price` is the
 * surcharge in integer VND per unit, added to the line's unit price (shared/cart/cart-line.ts).
 * `sort` orders a category's options.
 */
export const CategoryExtraSchema = defineEntity({
  name: 'CategoryExtra',
  tableName: 'category_extras',
  properties: {
    id: p.integer().primary(),
    category: () => p.manyToOne(CategorySchema).index().deleteRule('cascade'),
    name: p.string().length(200),
    nameEn: p.string().length(200),
    price: p.integer().default(0),
    image: () => p.manyToOne(ImageSchema).nullable().deleteRule('set null'),
    sort: p.integer().default(0),
    ...timestamps(),
  },
  checks: [{ name: 'category_extras_price_check', expression: 'price >= 0' }],
});
export type CategoryExtra = InferEntity<typeof CategoryExtraSchema>;
