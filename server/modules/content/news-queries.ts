import type { EntityManager } from '@mikro-orm/postgresql';
import { NEWS_PER_PAGE, RELATED_NEWS, type NewsArticleResponse, type NewsListResponse, type NewsSummary } from '#shared/content/news-schemas.ts';
import { pageEnvelope, pageSlice } from '../../http/pagination.ts';
import { NewsArticleSchema, type NewsArticle } from './news-article.entity.ts';

/** Public: published, and its publish date has come (a later date schedules the article). */
export function visibleNow() {
  return { status: 'published' as const, publishedAt: { $lte: new Date() } };
}

const NEWEST_FIRST = { orderBy: { publishedAt: 'desc', id: 'desc' } } as const;

function summary(row: NewsArticle): NewsSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    cover_image_id: row.coverImage?.id ?? null,
    published_at: (row.publishedAt ?? row.createdAt).toISOString(),
  };
}

/** One page of the public news list (spec §2 /tin-tuc), newest first. */
export async function loadNewsPage(em: EntityManager, page: number | undefined): Promise<NewsListResponse> {
  const slice = pageSlice(page, NEWS_PER_PAGE);
  const [rows, total] = await em.findAndCount(NewsArticleSchema, visibleNow(), { ...NEWEST_FIRST, limit: slice.limit, offset: slice.offset });
  return { data: rows.map(summary), ...pageEnvelope(slice, total) };
}

/**
 * A public article with its related articles: the newest others published before it, then after
 * it when there are too few older ones (so the first article has related ones too).
 */
export async function loadNewsArticle(em: EntityManager, slug: string): Promise<NewsArticleResponse | null> {
  const row = await em.findOne(NewsArticleSchema, { slug, ...visibleNow() });
  if (!row) return null;
  const publishedAt = row.publishedAt ?? row.createdAt;
  const older = await em.find(NewsArticleSchema, { ...visibleNow(), id: { $ne: row.id }, publishedAt: { $lte: publishedAt } }, { ...NEWEST_FIRST, limit: RELATED_NEWS });
  const newer =
    older.length < RELATED_NEWS
      ? await em.find(NewsArticleSchema, { ...visibleNow(), id: { $ne: row.id }, publishedAt: { $gt: publishedAt, $lte: new Date() } }, { orderBy: { publishedAt: 'asc', id: 'asc' }, limit: RELATED_NEWS - older.length })
      : [];
  return {
    article: { ...summary(row), body: row.body, updated_at: row.updatedAt.toISOString() },
    related: [...older, ...newer].map(summary),
  };
}

/** Whether a public article has this id: comments hang only on those (spec §7 /v1/comments). */
export async function publishedNewsExists(em: EntityManager, id: number): Promise<boolean> {
  return (await em.count(NewsArticleSchema, { id, ...visibleNow() })) > 0;
}

/** Every public article's slug and last change, for the sitemap. */
export async function publishedNewsForSitemap(em: EntityManager): Promise<{ slug: string; updatedAt: Date }[]> {
  const rows = await em.find(NewsArticleSchema, visibleNow(), { fields: ['slug', 'updatedAt'], ...NEWEST_FIRST });
  return rows.map((row) => ({ slug: row.slug, updatedAt: row.updatedAt }));
}
