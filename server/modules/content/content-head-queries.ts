import type { EntityManager } from '@mikro-orm/postgresql';
import type { ContentItemPage } from '#shared/content/pages.ts';
import { FooterInformationSchema } from './footer-information.entity.ts';
import { FooterPageSchema } from './footer-page.entity.ts';
import { NewsArticleSchema } from './news-article.entity.ts';
import { visibleNow } from './news-queries.ts';
import { ServiceSchema } from './service.entity.ts';

/** What a content page's head needs (title, description in both languages, picture and dates for an article). */
export interface ContentHeadRecord {
  title: { vi: string; en: string };
  /** Plain text or HTML (the head tidies and clips it). */
  description: { vi: string; en: string };
  /** The page's own path when it has a custom url (a footer page), else null. */
  canonicalPath: string | null;
  article: { imageId: number | null; publishedAt: Date; updatedAt: Date } | null;
}

/** A content page's head data by slug, or null when there is no such page (the server answers 404). One indexed read. */
export async function contentHeadBySlug(em: EntityManager, item: ContentItemPage['item'], slug: string): Promise<ContentHeadRecord | null> {
  switch (item) {
    case 'news': {
      const row = await em.findOne(NewsArticleSchema, { slug, ...visibleNow() });
      if (!row) return null;
      return {
        title: { vi: row.title, en: row.title },
        description: { vi: row.excerpt || row.body, en: row.excerpt || row.body },
        canonicalPath: null,
        article: { imageId: row.coverImage?.id ?? null, publishedAt: row.publishedAt ?? row.createdAt, updatedAt: row.updatedAt },
      };
    }
    case 'service': {
      const row = await em.findOne(ServiceSchema, { slug, published: true });
      return row && { title: { vi: row.name, en: row.nameEn }, description: { vi: row.summary, en: row.summaryEn }, canonicalPath: null, article: null };
    }
    case 'page': {
      const row = await em.findOne(FooterPageSchema, { slug, published: true });
      if (!row) return null;
      const own = row.url?.startsWith('/') ? row.url : null;
      return { title: { vi: row.name, en: row.nameEn }, description: { vi: row.content ?? row.name, en: row.contentEn ?? row.content ?? row.nameEn }, canonicalPath: own, article: null };
    }
    case 'information': {
      const row = await em.findOne(FooterInformationSchema, { slug });
      return row && { title: { vi: row.name, en: row.nameEn }, description: { vi: row.name, en: row.nameEn }, canonicalPath: null, article: null };
    }
  }
}
