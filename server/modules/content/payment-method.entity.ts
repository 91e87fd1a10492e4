import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ImageSchema } from '../media/image.entity.ts';

/**
 * A payment method logo shown in the footer (spec §3 payment_methods). A logo with words in it
 * has an English one (`imageEn`, with `nameEn` as its text: the bank-transfer
 * logo said "Chuyen khoan" on the English storefront); null shows the Vietnamese.
 */
export const PaymentMethodSchema = defineEntity({
  name: 'PaymentMethod',
  tableName: 'payment_methods',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(200),
    nameEn: p.string().length(200).nullable(),
    image: () => p.manyToOne(ImageSchema).nullable().deleteRule('set null'),
    imageEn: () => p.manyToOne(ImageSchema).nullable().deleteRule('set null'),
    position: p.integer().default(0),
  },
});
export type PaymentMethod = InferEntity<typeof PaymentMethodSchema>;
