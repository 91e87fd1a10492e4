import {
  InformationResponse,
  NewsArticleResponse,
  NewsListQuery,
  NewsListResponse,
  ServiceListResponse,
  ServiceResponse,
  ShopPageResponse,
  SlugParams,
} from '#shared/content/news-schemas.ts';
import { API_PATH } from '#shared/http/api-paths.ts';
import { ErrorBody } from '#shared/http/error-body.ts';
import { notFound } from '../../errors.ts';
import type { TypedApp } from '../../http/typed-app.ts';
import { loadNewsArticle, loadNewsPage } from './news-queries.ts';
import { loadInformation, loadService, loadServices, loadShopPage } from './shop-page-queries.ts';

const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=600';

/**
 * The shop's public content reads (spec §2): news (/tin-tuc), services (/dich-vu), footer pages
 * (/cong-ty/{slug}, /pages/quy-dinh-bao-hanh) and footer information groups (/information/{slug}).
 * News lives at /v1/news: spec §7's /v1/posts is the forum's posts (`topic_id`).
 */
export async function contentPagesRoutes(app: TypedApp): Promise<void> {
  const tags = ['content'];
  app.get(API_PATH.news, { schema: { tags, summary: 'Published news, newest first, 9 a page', querystring: NewsListQuery, response: { 200: NewsListResponse, 400: ErrorBody } } }, async (request, reply) => {
    reply.header('cache-control', PUBLIC_CACHE);
    return loadNewsPage(request.em, request.query.page);
  });

  app.get(`${API_PATH.news}/:slug`, { schema: { tags, summary: 'A published news article with related articles', params: SlugParams, response: { 200: NewsArticleResponse, 404: ErrorBody } } }, async (request, reply) => {
    const found = await loadNewsArticle(request.em, request.params.slug);
    if (!found) throw notFound('Article');
    reply.header('cache-control', PUBLIC_CACHE);
    return found;
  });

  app.get(API_PATH.services, { schema: { tags, summary: "The shop's services", response: { 200: ServiceListResponse } } }, async (request, reply) => {
    reply.header('cache-control', PUBLIC_CACHE);
    return loadServices(request.em);
  });

  app.get(`${API_PATH.services}/:slug`, { schema: { tags, summary: 'One service and the others', params: SlugParams, response: { 200: ServiceResponse, 404: ErrorBody } } }, async (request, reply) => {
    const found = await loadService(request.em, request.params.slug);
    if (!found) throw notFound('Service');
    reply.header('cache-control', PUBLIC_CACHE);
    return found;
  });

  app.get(`${API_PATH.shopPages}/:slug`, { schema: { tags, summary: 'A footer page (company, policy)', params: SlugParams, response: { 200: ShopPageResponse, 404: ErrorBody } } }, async (request, reply) => {
    const found = await loadShopPage(request.em, request.params.slug);
    if (!found) throw notFound('Page');
    reply.header('cache-control', PUBLIC_CACHE);
    return found;
  });

  app.get(`${API_PATH.informations}/:slug`, { schema: { tags, summary: 'A footer information group and its pages', params: SlugParams, response: { 200: InformationResponse, 404: ErrorBody } } }, async (request, reply) => {
    const found = await loadInformation(request.em, request.params.slug);
    if (!found) throw notFound('Information');
    reply.header('cache-control', PUBLIC_CACHE);
    return found;
  });
}
