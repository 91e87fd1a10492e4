import type { EntityManager } from '@mikro-orm/postgresql';
import { canonicalPath, fixedHeadOf, isFixedPage, type PageMatch } from '#shared/http/page-routes.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { contentHeadBySlug } from '../content/index.ts';
import { findProductDetail, toProductDetail } from '../products/index.ts';
import { contentItemHead } from './content-head.ts';
import { brandHead, brandIndexHead, categoryHead, fixedPageHead, homeHead, notFoundHead, productHead, searchHead } from './page-head.ts';
import { brandCount, brandHeadBySlug, categoryHeadBySlug } from './page-head-queries.ts';
import type { PageHead } from './shell-renderer.ts';

export interface ResolvedPage {
  status: 200 | 404;
  head: PageHead;
}

export interface PageContext {
  locale: Locale;
  /** Origin for absolute URLs (see publicOrigin). */
  origin: string;
  /** The `search` query parameter of /products, when given. */
  search: string | null;
}

/**
 * The status and head of a storefront page: at most ONE query, which both proves the
 * page exists (404 otherwise) and gives its title, description, canonical URL and, for products,
 * the JSON-LD. The home page and search pages need none.
 */
export async function resolvePageHead(em: EntityManager, page: PageMatch | null, context: PageContext): Promise<ResolvedPage> {
  const { locale, origin } = context;
  const missing: ResolvedPage = { status: 404, head: notFoundHead(locale) };
  if (!page) return missing;
  const url = `${origin}${canonicalPath(page)}`;
  // Pages that always exist: their domain declared the head with the page.
  if (isFixedPage(page)) return { status: 200, head: fixedPageHead(fixedHeadOf(page), locale, url) };
  switch (page.kind) {
    case 'static': {
      if (page.page === 'home') return { status: 200, head: homeHead(locale, url) };
      if (page.page === 'brands') return { status: 200, head: brandIndexHead(await brandCount(em), locale, url) };
      const keyword = context.search?.trim().slice(0, 200) || null;
      const searchUrl = keyword ? `${url}?search=${encodeURIComponent(keyword)}` : url;
      return { status: 200, head: searchHead(keyword, locale, searchUrl) };
    }
    case 'category': {
      const category = await categoryHeadBySlug(em, page.slug);
      return category ? { status: 200, head: categoryHead(category, locale, url) } : missing;
    }
    case 'product': {
      const record = await findProductDetail(em, page.slug);
      if (!record) return missing;
      const product = toProductDetail(record);
      const mainImage = product.images[0];
      const lcpImage = mainImage === undefined ? null : `/upload/large/${mainImage}.jpg`;
      return { status: 200, head: { ...productHead(product, locale, origin, url), lcpImage } };
    }
    case 'brand': {
      const brand = await brandHeadBySlug(em, page.slug);
      return brand ? { status: 200, head: brandHead(brand, locale, url) } : missing;
    }
    case 'content-item': {
      const record = await contentHeadBySlug(em, page.item, page.slug);
      if (!record) return missing;
      const canonical = record.canonicalPath ? `${origin}${record.canonicalPath}` : url;
      const head = contentItemHead(record, locale, origin, canonical);
      return { status: 200, head: record.article?.imageId ? { ...head, lcpImage: `/upload/large/${record.article.imageId}.jpg` } : head };
    }
  }
}
