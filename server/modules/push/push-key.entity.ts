import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * The shop's VAPID key pair: one row, id 1, generated on first start and kept
 * so that browsers' subscriptions (made with the public key) stay valid across restarts.
 */
export const PushKeySchema = defineEntity({
  name: 'PushKey',
  tableName: 'push_keys',
  properties: {
    id: p.smallint().primary(),
    publicKey: p.string().length(200),
    privateKey: p.string().length(100),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type PushKey = InferEntity<typeof PushKeySchema>;
