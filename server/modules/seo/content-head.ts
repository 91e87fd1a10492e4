import type { Locale } from '#shared/i18n/locale.ts';
import type { ContentHeadRecord } from '../content/index.ts';
import { htmlText } from '../../http/html-text.ts';
import { clipDescription, SITE_NAME } from './page-head.ts';
import { imageUrl } from './product-json-ld.ts';
import type { PageHead } from './shell-renderer.ts';

/**
 * The head of a content page (spec §2 /tin-tuc/{slug}, /dich-vu/{slug}, footer pages): its title
 * and description in the visitor's language, Open Graph tags, and for a news article the
 * schema.org `Article` JSON-LD (headline, image, dates, publisher).
 */
export function contentItemHead(record: ContentHeadRecord, locale: Locale, origin: string, url: string): PageHead {
  const title = record.title[locale];
  const description = clipDescription(htmlText(record.description[locale]));
  const image = record.article?.imageId ? imageUrl(origin, record.article.imageId) : null;
  const article = record.article;
  return {
    title: `${title} — ${SITE_NAME}`,
    description,
    canonical: url,
    robots: null,
    jsonLd: article && {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: title.slice(0, 110),
      description,
      ...(image ? { image: [image] } : {}),
      datePublished: article.publishedAt.toISOString(),
      dateModified: article.updatedAt.toISOString(),
      inLanguage: 'vi',
      mainEntityOfPage: url,
      author: { '@type': 'Organization', name: SITE_NAME },
      publisher: { '@type': 'Organization', name: SITE_NAME, logo: { '@type': 'ImageObject', url: `${origin}/icons/icon-512.png` } },
    },
    openGraph: { type: article ? 'article' : 'website', title, description, url, image, publishedTime: article?.publishedAt.toISOString() ?? null },
  };
}
