import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ImageSchema } from '../media/image.entity.ts';

/** A payment method logo shown in the footer (spec §3 payment_methods). */
export const PaymentMethodSchema = defineEntity({
  name: 'PaymentMethod',
  tableName: 'payment_methods',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(200),
    image: () => p.manyToOne(ImageSchema).nullable().deleteRule('set null'),
    position: p.integer().default(0),
  },
});
export type PaymentMethod = InferEntity<typeof PaymentMethodSchema>;
