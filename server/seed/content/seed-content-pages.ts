import type { EntityManager } from '@mikro-orm/postgresql';
import type { Storage } from '../../storage/storage.ts';
import { bulkInsert } from '../bulk-insert.ts';
import { storeDrawnImages } from '../drawn-images.ts';
import { drawNewsCover } from './news-cover.ts';
import { NEWS_ARTICLES } from './news-articles.ts';
import { seedPageAreas } from './page-areas.ts';
import { SERVICES } from './services.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo news (published, with drawn covers), services (spec §2 /tin-tuc, /dich-vu) and page areas (banner, ads, popup, supporters). */
export async function seedContentPages(em: EntityManager, storage: Storage, now = new Date()): Promise<void> {
  const covers = NEWS_ARTICLES.map((article) => drawNewsCover(article.slug));
  const coverIds = await storeDrawnImages(em, storage, covers);
  await bulkInsert(
    em,
    'news_articles',
    NEWS_ARTICLES.map((article, index) => {
      const publishedAt = new Date(now.getTime() - article.daysAgo * DAY_MS);
      return {
        slug: article.slug,
        title: article.title,
        excerpt: article.excerpt,
        body: article.body,
        cover_image_id: coverIds.get(covers[index]!.key) ?? null,
        status: 'published',
        published_at: publishedAt,
        created_at: publishedAt,
        updated_at: publishedAt,
      };
    }),
  );
  await bulkInsert(
    em,
    'services',
    SERVICES.map((service, position) => ({
      slug: service.slug,
      name: service.name,
      name_en: service.nameEn,
      summary: service.summary,
      summary_en: service.summaryEn,
      body: service.body,
      body_en: service.bodyEn,
      call_to_action: service.callToAction,
      position,
      created_at: now,
      updated_at: now,
    })),
  );
  await seedPageAreas(em, storage, now);
}
