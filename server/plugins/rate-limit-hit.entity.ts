import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** One fixed-window counter per key (e.g. `login:ip:1.2.3.4`); shared by every app instance. */
export const RateLimitHitSchema = defineEntity({
  name: 'RateLimitHit',
  tableName: 'rate_limit_hits',
  properties: {
    key: p.string().length(300).primary(),
    hits: p.integer(),
    windowEndsAt: p.datetime().index(),
  },
});
export type RateLimitHit = InferEntity<typeof RateLimitHitSchema>;
