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
    /** Whose key (idempotency-actor.ts): a user, a guest cart session or a browser; keys never collide across actors. */
    actor: p.string().length(128).primary(),
    requestHash: p.string().length(64),
    method: p.string().length(8),
    path: p.string().length(500),
    /**
     * The answer: null while none is stored; written by the request's own transaction where the
     * route stores it there (the order's), else when the response is sent.
     */
    responseStatus: p.smallint().nullable(),
    responseBody: p.text().nullable(),
    responseContentType: p.string().length(128).nullable(),
    /** The request that holds the key (a fencing token): a request whose key was taken over writes nothing. */
    ownerToken: p.uuid().nullable(),
    /**
     * Until when the holder counts as alive; it renews the lease while it runs and clears it when
     * its response is sent. A retry waits while the lease runs and replays (or, with no answer,
     * runs again) once it is cleared or has run out.
     */
    leaseExpiresAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()).index(),
  },
});
export type IdempotencyKey = InferEntity<typeof IdempotencyKeySchema>;
