import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * One counter per key (e.g. `login:ip:1.2.3.4`); shared by every app instance. A fixed window
 * counts hits until `windowEndsAt`; a failure counter (backoff) also says until when its key must
 * wait (`blockedUntil`), and is forgotten at `windowEndsAt`.
 */
export const RateLimitHitSchema = defineEntity({
  name: 'RateLimitHit',
  tableName: 'rate_limit_hits',
  properties: {
    key: p.string().length(300).primary(),
    hits: p.integer(),
    windowEndsAt: p.datetime().index(),
    blockedUntil: p.datetime().nullable(),
  },
});
export type RateLimitHit = InferEntity<typeof RateLimitHitSchema>;
