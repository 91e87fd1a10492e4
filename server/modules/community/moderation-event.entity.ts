import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { ModerationAction, ModerationTarget } from '#shared/community/schemas.ts';
import { UserSchema } from '../accounts/user.entity.ts';

/** One moderation change: which comment or post, what was done, why, by whom and when. */
export const ModerationEventSchema = defineEntity({
  name: 'ModerationEvent',
  tableName: 'moderation_events',
  properties: {
    id: p.bigint('number').primary(),
    target: p.string().length(16).$type<ModerationTarget>(),
    targetId: p.bigint('number'),
    action: p.string().length(16).$type<ModerationAction>(),
    reason: p.text(),
    staff: () => p.manyToOne(UserSchema).deleteRule('cascade'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type ModerationEvent = InferEntity<typeof ModerationEventSchema>;
