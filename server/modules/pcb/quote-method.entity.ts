import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { UserSchema } from '../accounts/user.entity.ts';

/**
 * A user's delivery and payment choice for PCB quotes (spec §7 save-option "quote_method"), one
 * row per user, written on every change so the panel opens with the last choice.
 */
export const PcbQuoteMethodSchema = defineEntity({
  name: 'PcbQuoteMethod',
  tableName: 'pcb_quote_methods',
  properties: {
    user: () => p.manyToOne(UserSchema).primary().deleteRule('cascade'),
    deliveryMethod: p.smallint(),
    paymentMethod: p.smallint(),
    paymentInShop: p.smallint(),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export type PcbQuoteMethod = InferEntity<typeof PcbQuoteMethodSchema>;
