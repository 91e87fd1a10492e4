import type { EntityManager } from '@mikro-orm/postgresql';
import { ADMIN_CONTENT_PER_PAGE, type AdminContactListResponse, type AdminNewsDetail, type AdminNewsListResponse, type AdminNewsRow } from '#shared/content/admin-schemas.ts';
import { pageEnvelope, pageSlice } from '../../http/pagination.ts';
import { ContactMessageSchema } from './contact-message.entity.ts';
import { staffChangesOf } from '../audit/index.ts';
import { NewsArticleSchema, type NewsArticle } from './news-article.entity.ts';

function row(article: NewsArticle): AdminNewsRow {
  return {
    id: article.id,
    slug: article.slug,
    title: article.title,
    status: article.status,
    published_at: article.publishedAt?.toISOString() ?? null,
    updated_at: article.updatedAt.toISOString(),
    updated_by: article.updatedBy?.fullname ?? null,
  };
}

/** Every article, drafts too, last changed first (the staff list). */
export async function adminNewsPage(em: EntityManager, page: number | undefined): Promise<AdminNewsListResponse> {
  const slice = pageSlice(page, ADMIN_CONTENT_PER_PAGE);
  const [rows, total] = await em.findAndCount(NewsArticleSchema, {}, { populate: ['updatedBy'], orderBy: { updatedAt: 'desc', id: 'desc' }, limit: slice.limit, offset: slice.offset });
  return { data: rows.map(row), ...pageEnvelope(slice, total) };
}

/** One article for the staff form, with who changed it when. */
export async function adminNewsDetail(em: EntityManager, id: number): Promise<AdminNewsDetail | null> {
  const article = await em.findOne(NewsArticleSchema, id, { populate: ['updatedBy'] });
  if (!article) return null;
  return { ...row(article), excerpt: article.excerpt, body: article.body, cover_image_id: article.coverImage?.id ?? null, changes: (await staffChangesOf(em, 'news', id)).map(({ action, user_name, at }) => ({ action, user_name, at })) };
}

/** Contact messages, newest first, with the unread count. */
export async function adminContactPage(em: EntityManager, page: number | undefined): Promise<AdminContactListResponse> {
  const slice = pageSlice(page, ADMIN_CONTENT_PER_PAGE);
  const [[rows, total], unread] = await Promise.all([
    em.findAndCount(ContactMessageSchema, {}, { populate: ['readBy'], orderBy: { createdAt: 'desc', id: 'desc' }, limit: slice.limit, offset: slice.offset }),
    em.count(ContactMessageSchema, { readAt: null }),
  ]);
  return {
    data: rows.map((message) => ({
      id: message.id,
      name: message.name,
      email: message.email ?? null,
      phone: message.phone ?? null,
      subject: message.subject,
      message: message.message,
      created_at: message.createdAt.toISOString(),
      read_at: message.readAt?.toISOString() ?? null,
      read_by: message.readBy?.fullname ?? null,
    })),
    unread,
    ...pageEnvelope(slice, total),
  };
}
