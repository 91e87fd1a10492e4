import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { UserSchema } from '../accounts/user.entity.ts';

/**
 * One device's push subscription (one per device). The endpoint is unique: a
 * browser that subscribes again, or under another account, updates its row.
 */
export const PushSubscriptionSchema = defineEntity({
  name: 'PushSubscription',
  tableName: 'push_subscriptions',
  properties: {
    id: p.bigint('number').primary(),
    user: () => p.manyToOne(UserSchema).index().deleteRule('cascade'),
    endpoint: p.string().length(1000).unique(),
    p256dh: p.string().length(200),
    auth: p.string().length(100),
    userAgent: p.string().length(300).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type PushSubscription = InferEntity<typeof PushSubscriptionSchema>;
