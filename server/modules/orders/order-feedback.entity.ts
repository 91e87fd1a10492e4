import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { UserSchema } from '../accounts/user.entity.ts';
import { OrderSchema } from './order.entity.ts';

/**
 * A customer's feedback on one of their orders (spec §3 Feedback; §7 POST /feedbacks): stars
 * 1-5, text, and up to 3 pictures re-encoded by the server (`imageIds` are `images` rows).
 * One per order.
 */
export const OrderFeedbackSchema = defineEntity({
  name: 'OrderFeedback',
  tableName: 'order_feedbacks',
  properties: {
    id: p.bigint('number').primary(),
    order: () => p.manyToOne(OrderSchema).unique().deleteRule('cascade'),
    user: () => p.manyToOne(UserSchema).index().deleteRule('cascade'),
    star: p.smallint(),
    content: p.text(),
    imageIds: p.json<number[]>(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  checks: [{ name: 'order_feedbacks_star_check', expression: '(star >= 1) AND (star <= 5)' }],
});
export type OrderFeedback = InferEntity<typeof OrderFeedbackSchema>;
