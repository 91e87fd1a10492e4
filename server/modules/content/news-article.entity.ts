import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { timestamps } from '../../db/timestamps.ts';
import { UserSchema } from '../accounts/user.entity.ts';
import { ImageSchema } from '../media/image.entity.ts';

export type NewsStatus = 'draft' | 'published';

/**
 * A news article (spec §2 /tin-tuc, Vietnamese only). `body` is HTML cleaned by the server's
 * sanitiser when staff save it; an article is public once published and its `publishedAt` has
 * come (a future date schedules it).
 */
export const NewsArticleSchema = defineEntity({
  name: 'NewsArticle',
  tableName: 'news_articles',
  properties: {
    id: p.integer().primary(),
    slug: p.string().length(200).unique(),
    title: p.string().length(300),
    excerpt: p.string().length(1000).default(''),
    body: p.text().default(''),
    coverImage: () => p.manyToOne(ImageSchema).nullable().deleteRule('set null'),
    status: p.string().length(16).$type<NewsStatus>().default('draft'),
    publishedAt: p.datetime().nullable(),
    createdBy: () => p.manyToOne(UserSchema).nullable().deleteRule('set null'),
    updatedBy: () => p.manyToOne(UserSchema).nullable().deleteRule('set null'),
    ...timestamps(),
  },
});
export type NewsArticle = InferEntity<typeof NewsArticleSchema>;
