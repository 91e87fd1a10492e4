import type { EntityManager } from '@mikro-orm/postgresql';
import { publishDateOf, type NewsFormFields } from '#shared/content/admin-schemas.ts';
import { AppError, notFound } from '../../errors.ts';
import { sanitizeHtml } from '../../http/sanitize-html.ts';
import type { Storage } from '../../storage/storage.ts';
import { changedFields, recordStaffChange } from '../audit/index.ts';
import { storeImage } from '../media/index.ts';
import { NewsArticleSchema, type NewsArticle, type NewsStatus } from './news-article.entity.ts';

/** A cover that is not a PNG, JPEG or WebP picture (by its bytes or as the image store reads it): a 415 on the cover field. */
export function coverNotPicture(): AppError {
  return new AppError(415, 'invalid_file_type', 'The cover must be a PNG, JPEG or WebP picture', { cover: 'invalid_file_type' });
}

function slugTaken(): AppError {
  return new AppError(409, 'slug_taken', 'Another article has this slug', { slug: 'slug_taken' });
}

export interface NewsWrite {
  fields: NewsFormFields;
  cover: Buffer | null;
  removeCover: boolean;
}

/**
 * Creates (`id` null) or updates an article from the checked staff form, in one transaction with
 * its change record: the body through the server's sanitiser, the cover through the image store,
 * a published article without a date published now. A slug another article has is a 409.
 */
export async function saveNewsArticle(em: EntityManager, storage: Storage, userId: number, id: number | null, write: NewsWrite): Promise<NewsArticle> {
  const { fields } = write;
  const slug = fields.slug!.trim();
  return em.transactional(async (tx) => {
    const article = id === null ? null : await tx.findOne(NewsArticleSchema, id);
    if (id !== null && !article) throw notFound('Article');
    const other = await tx.findOne(NewsArticleSchema, { slug, ...(id === null ? {} : { id: { $ne: id } }) });
    if (other) throw slugTaken();
    const status = fields.status as NewsStatus;
    const given = fields.published_at?.trim() ? publishDateOf(fields.published_at.trim()) : null;
    const publishedAt = given ?? (status === 'published' ? (article?.publishedAt ?? new Date()) : (article?.publishedAt ?? null));
    const cover = write.cover ? await storeImage(tx, storage, write.cover).catch(() => { throw coverNotPicture(); }) : null;
    const values = {
      slug,
      title: fields.title!.trim(),
      excerpt: fields.excerpt?.trim() ?? '',
      body: sanitizeHtml(fields.body ?? ''),
      status,
      publishedAt,
      updatedBy: userId,
      ...(cover ? { coverImage: cover.id } : write.removeCover ? { coverImage: null } : {}),
    };
    const before = article ? newsFacts(article) : null;
    const saved = article ? tx.assign(article, values) : tx.create(NewsArticleSchema, { ...values, createdBy: userId });
    await tx.flush();
    const change = before ? changedFields(before, newsFacts(saved)) : { before: null, after: newsFacts(saved) };
    recordStaffChange(tx, { userId, subject: 'news', subjectId: saved.id, action: article ? 'update' : 'create', before: change?.before ?? null, after: change?.after ?? null });
    await tx.flush();
    return saved;
  });
}

/** The fields of an article a change record keeps before → after (the body by its length: it can be 200 KB). */
function newsFacts(article: NewsArticle): Record<string, unknown> {
  return {
    title: article.title,
    slug: article.slug,
    excerpt: article.excerpt,
    status: article.status,
    published_at: article.publishedAt?.toISOString() ?? null,
    cover_image_id: article.coverImage?.id ?? null,
    body_length: article.body.length,
  };
}

/** Deletes an article and records it. */
export async function deleteNewsArticle(em: EntityManager, userId: number, id: number): Promise<void> {
  await em.transactional(async (tx) => {
    const article = await tx.findOne(NewsArticleSchema, id);
    if (!article) throw notFound('Article');
    recordStaffChange(tx, { userId, subject: 'news', subjectId: id, action: 'delete', before: newsFacts(article) });
    tx.remove(article);
    await tx.flush();
  });
}
