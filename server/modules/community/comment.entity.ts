import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { CommentableType } from '#shared/community/rules.ts';
import type { ModerationState } from '#shared/community/schemas.ts';
import { UserSchema } from '../accounts/user.entity.ts';

/**
 * A comment on a product or a news article (spec §3 Comment). A reply has `parent` (always a
 * top-level comment: replies are one level deep) and `userReply`, the person it answers.
 * Staff moderation changes `state`; nothing is removed, so the record of why stays.
 */
export const CommentSchema = defineEntity({
  name: 'Comment',
  tableName: 'comments',
  properties: {
    id: p.bigint('number').primary(),
    commentableType: p.string().length(16).$type<CommentableType>(),
    commentableId: p.integer(),
    parent: () => p.manyToOne(CommentSchema).nullable().deleteRule('cascade'),
    user: () => p.manyToOne(UserSchema).deleteRule('cascade'),
    userReply: () => p.manyToOne(UserSchema).nullable().deleteRule('set null'),
    content: p.text(),
    state: p.string().length(16).$type<ModerationState>().default('visible'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type Comment = InferEntity<typeof CommentSchema>;
