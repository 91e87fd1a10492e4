import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ProductSchema } from '../catalog/product.entity.ts';
import { ImageSchema } from '../media/image.entity.ts';

/**
 * One picture of a product's gallery (spec §1 "product image gallery with zoom and lightbox"),
 * shown by `position`. The main picture (`products.image_id`) is listed here too, at position 0;
 * the detail API still puts it first if it is not. One image may belong to many products (the
 * seed's land-pattern drawings are shared by every part in the same package).
 */
export const ProductImageSchema = defineEntity({
  name: 'ProductImage',
  tableName: 'product_images',
  properties: {
    product: () => p.manyToOne(ProductSchema).primary().deleteRule('cascade'),
    image: () => p.manyToOne(ImageSchema).primary().index().deleteRule('cascade'),
    position: p.smallint().default(0),
  },
});
export type ProductImage = InferEntity<typeof ProductImageSchema>;
