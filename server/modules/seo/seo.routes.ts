import { Readable } from 'node:stream';
import { Type } from 'typebox';
import { ErrorBody } from '#shared/http/error-body.ts';
import { notFound } from '../../errors.ts';
import { publicOrigin } from '../../http/public-origin.ts';
import { publishedNewsForSitemap, shopPagesForSitemap } from '../content/index.ts';
import { brandSlugs, categorySlugs, productSitemapCount, productSlugBatch } from './sitemap-queries.ts';
import { robotsTxt, SITEMAP_MAX_URLS, sitemapIndex, URLSET_CLOSE, URLSET_OPEN, urlEntry, urlset } from './sitemap-xml.ts';
import type { TypedApp } from '../../http/typed-app.ts';

/** Crawlers come back daily at most; an hour of caching keeps them off the database. */
const CACHE = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';
/** Rows read per query while streaming a product sitemap file. */
const BATCH = 5_000;

const xmlResponse = (description: string) => ({ 200: { description, content: { 'application/xml': { schema: {} } } } });
const ProductSitemapParams = Type.Object({ file: Type.String({ pattern: '^products-[1-9][0-9]{0,5}\\.xml$' }) });

/**
 * robots.txt and the sitemaps: /sitemap.xml is an index of /sitemaps/pages.xml,
 * categories.xml, brands.xml and products-{n}.xml (50,000 URLs per file). A product file is
 * streamed in batches read by primary key, so a million-product catalogue never sits in memory.
 * URLs are the canonical ones, absolute on PUBLIC_URL (or the request's host).
 */
export async function seoRoutes(app: TypedApp, options: { publicUrl: string | null }): Promise<void> {
  const originOf = (request: Parameters<typeof publicOrigin>[0]) => publicOrigin(request, options.publicUrl);

  app.get(
    '/robots.txt',
    { schema: { tags: ['seo'], summary: 'Crawling rules and the sitemap location', response: { 200: { description: 'robots.txt', content: { 'text/plain': { schema: {} } } } } } },
    async (request, reply) => reply.header('cache-control', CACHE).type('text/plain; charset=utf-8').send(robotsTxt(originOf(request))),
  );

  app.get(
    '/sitemap.xml',
    { schema: { tags: ['seo'], summary: 'Sitemap index: pages, categories, brands and product files', response: xmlResponse('sitemapindex') } },
    async (request, reply) => {
      const origin = originOf(request);
      const files = await productSitemapCount(request.em);
      const locations = [
        `${origin}/sitemaps/pages.xml`,
        `${origin}/sitemaps/categories.xml`,
        `${origin}/sitemaps/brands.xml`,
        ...Array.from({ length: files }, (_, i) => `${origin}/sitemaps/products-${i + 1}.xml`),
      ];
      return reply.header('cache-control', CACHE).type(XML).send(sitemapIndex(locations));
    },
  );

  app.get(
    '/sitemaps/pages.xml',
    { schema: { tags: ['seo'], summary: 'Sitemap of the fixed and content pages: home, brand index, news, services, contact, footer pages', response: xmlResponse('urlset') } },
    async (request, reply) => {
      const origin = originOf(request);
      const [news, shop] = await Promise.all([publishedNewsForSitemap(request.em), shopPagesForSitemap(request.em)]);
      const at = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');
      return reply
        .header('cache-control', CACHE)
        .type(XML)
        .send(
          urlset([
            { loc: `${origin}/` },
            { loc: `${origin}/thuong-hieu` },
            // Spec §2 content pages: news, services, contact, footer groups and pages.
            { loc: `${origin}/tin-tuc` },
            ...news.map((article) => ({ loc: `${origin}/tin-tuc/${article.slug}`, lastmod: at(article.updatedAt) })),
            { loc: `${origin}/dich-vu` },
            ...shop.services.map((service) => ({ loc: `${origin}/dich-vu/${service.slug}`, lastmod: at(service.updatedAt) })),
            { loc: `${origin}/lien-he` },
            ...shop.informations.map((slug) => ({ loc: `${origin}/information/${slug}` })),
            ...shop.pages.map((slug) => ({ loc: `${origin}/cong-ty/${slug}` })),
          ]),
        );
    },
  );

  app.get(
    '/sitemaps/categories.xml',
    { schema: { tags: ['seo'], summary: 'Sitemap of the category pages', response: xmlResponse('urlset') } },
    async (request, reply) => {
      const origin = originOf(request);
      const rows = await categorySlugs(request.em);
      const body = urlset(rows.map((row) => ({ loc: `${origin}/product/${row.slug}`, lastmod: row.lastmod })));
      return reply.header('cache-control', CACHE).type(XML).send(body);
    },
  );

  app.get(
    '/sitemaps/brands.xml',
    { schema: { tags: ['seo'], summary: 'Sitemap of the brand pages', response: xmlResponse('urlset') } },
    async (request, reply) => {
      const origin = originOf(request);
      const rows = await brandSlugs(request.em);
      const body = urlset(rows.map((row) => ({ loc: `${origin}/suppliers/${row.slug}`, lastmod: row.lastmod })));
      return reply.header('cache-control', CACHE).type(XML).send(body);
    },
  );

  app.get(
    '/sitemaps/:file',
    {
      schema: {
        tags: ['seo'],
        summary: `One product sitemap file (products-{n}.xml: ids up to n × ${SITEMAP_MAX_URLS})`,
        params: ProductSitemapParams,
        response: { ...xmlResponse('urlset'), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const page = Number(/\d+/.exec(file)?.[0]);
      if (page > (await productSitemapCount(request.em))) throw notFound('Sitemap');
      const origin = originOf(request);
      // Its own EntityManager: the stream is read after the handler has returned.
      const em = app.orm.em.fork();
      const lastId = page * SITEMAP_MAX_URLS;
      async function* lines(): AsyncGenerator<string> {
        yield URLSET_OPEN;
        let afterId = lastId - SITEMAP_MAX_URLS;
        for (;;) {
          const rows = await productSlugBatch(em, afterId, lastId, BATCH);
          if (rows.length > 0) yield rows.map((row) => urlEntry(`${origin}/products/${row.slug}`, row.lastmod)).join('');
          if (rows.length < BATCH) break;
          afterId = rows[rows.length - 1]!.id;
        }
        yield URLSET_CLOSE;
      }
      return reply.header('cache-control', CACHE).type(XML).send(Readable.from(lines()));
    },
  );
}
