import type { EntityManager } from '@mikro-orm/postgresql';
import { SITEMAP_MAX_URLS } from './sitemap-xml.ts';

/** A page to list: its slug and when it last changed (W3C datetime, UTC, to the second). */
export interface SlugRow {
  id: number;
  slug: string;
  lastmod: string;
}

/** sitemaps.org `lastmod` written by PostgreSQL, so rows need no date parsing. */
const LASTMOD = `to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as lastmod`;

/**
 * How many product sitemap files there are. Files are id ranges of SITEMAP_MAX_URLS ids each
 * (file n holds ids (n-1)·50,000+1 … n·50,000), so a file never exceeds the limit, is read with the
 * primary key, and its URLs stay put as products are added. Deleted ids only make a file smaller.
 */
export async function productSitemapCount(em: EntityManager): Promise<number> {
  // Raw: an aggregate (max id) on the primary key, read as a plain number.
  const [row] = await em.execute<{ max_id: number | null }[]>('select max(id) as max_id from products');
  return Math.ceil((row?.max_id ?? 0) / SITEMAP_MAX_URLS);
}

/** One batch of a product sitemap file: products after `afterId` up to `lastId`, by id. */
export async function productSlugBatch(em: EntityManager, afterId: number, lastId: number, limit: number): Promise<SlugRow[]> {
  // Raw: sitemap streaming: plain batches with lastmod written by PostgreSQL (to_char), no entities per URL.
  return em.execute<SlugRow[]>(`select id, slug, ${LASTMOD} from products where id > ? and id <= ? order by id limit ?`, [afterId, lastId, limit]);
}

export async function categorySlugs(em: EntityManager): Promise<SlugRow[]> {
  // Raw: sitemap read of up to 50,000 plain rows with lastmod written by PostgreSQL (to_char).
  return em.execute<SlugRow[]>(`select id, slug, ${LASTMOD} from categories order by level, position, id limit ${SITEMAP_MAX_URLS}`);
}

export async function brandSlugs(em: EntityManager): Promise<SlugRow[]> {
  // Raw: sitemap read of up to 50,000 plain rows with lastmod written by PostgreSQL (to_char).
  return em.execute<SlugRow[]>(`select id, slug, ${LASTMOD} from suppliers order by name, id limit ${SITEMAP_MAX_URLS}`);
}
