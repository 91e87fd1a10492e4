import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * One use of an `Idempotency-Key` (ARCHITECTURE "Data flow" 4): the first response to a key is
 * stored and replayed; the same key with a different request is refused. Kept at least 24 h.
 */
export const IdempotencyKeySchema = defineEntity({
  name: 'IdempotencyKey',
  tableName: 'idempotency_keys',
  properties: {
    key: p.string().length(255).primary(),
    /** Whose key: user id, guest session or "anonymous"; keys never collide across actors. */
    actor: p.string().length(128).primary(),
    requestHash: p.string().length(64),
    method: p.string().length(8),
    path: p.string().length(500),
    /** null while the first request is still being handled. */
    responseStatus: p.smallint().nullable(),
    responseBody: p.text().nullable(),
    responseContentType: p.string().length(128).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()).index(),
  },
});
export type IdempotencyKey = InferEntity<typeof IdempotencyKeySchema>;
