import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { ModerationState } from '#shared/community/schemas.ts';
import { UserSchema } from '../accounts/user.entity.ts';

/** A forum topic (spec §3 Topic: title, slug, user_id, created_at); its first post is its question. */
export const ForumTopicSchema = defineEntity({
  name: 'ForumTopic',
  tableName: 'forum_topics',
  properties: {
    id: p.bigint('number').primary(),
    title: p.string().length(200),
    slug: p.string().length(120).unique(),
    user: () => p.manyToOne(UserSchema).deleteRule('cascade'),
    createdAt: p.datetime().onCreate(() => new Date()),
    /** When the newest visible post was written: the topic list's order. */
    lastPostAt: p.datetime().onCreate(() => new Date()),
  },
});
export type ForumTopic = InferEntity<typeof ForumTopicSchema>;

/** A forum post (spec §3 Forum post): HTML already cleaned by the server's allow-list. */
export const ForumPostSchema = defineEntity({
  name: 'ForumPost',
  tableName: 'forum_posts',
  properties: {
    id: p.bigint('number').primary(),
    topic: () => p.manyToOne(ForumTopicSchema).deleteRule('cascade'),
    user: () => p.manyToOne(UserSchema).deleteRule('cascade'),
    content: p.text(),
    /** The topic's first post (its question); the sidebar's "new replies" leave these out. */
    opening: p.boolean().default(false),
    state: p.string().length(16).$type<ModerationState>().default('visible'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type ForumPost = InferEntity<typeof ForumPostSchema>;
