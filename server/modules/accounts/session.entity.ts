import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { UserSchema } from './user.entity.ts';

/**
 * A signed-in browser. The cookie holds a random opaque token; the row is
 * keyed by its SHA-256, so a copy of this table does not let anyone sign in as its users.
 */
export const SessionSchema = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: {
    idHash: p.string().length(64).primary(),
    user: () => p.manyToOne(UserSchema).index().deleteRule('cascade'),
    createdAt: p.datetime().onCreate(() => new Date()),
    lastSeenAt: p.datetime().onCreate(() => new Date()),
    expiresAt: p.datetime().index(),
    userAgent: p.string().length(300).nullable(),
  },
});
export type Session = InferEntity<typeof SessionSchema>;
