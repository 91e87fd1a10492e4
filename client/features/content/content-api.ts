import { notFound } from '@tanstack/react-router';
import type { InformationResponse, NewsArticleResponse, NewsListResponse, ServiceListResponse, ServiceResponse, ShopPageResponse } from '#shared/content/news-schemas.ts';
import { API_PATH } from '#shared/http/api-paths.ts';
import { ApiError } from '../../api/api-error.ts';
import { getJson } from '../../api/get-json.ts';

/** A content read whose 404 is the app's not-found page (an unknown article, service or page). */
async function orNotFound<T>(url: string, signal: AbortSignal): Promise<T> {
  try {
    return await getJson<T>(url, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}

/** GET /v1/news: page 1 has no parameter, so its URL (the service worker's cache key) is one. */
export function loadNewsList(page: number, signal: AbortSignal): Promise<NewsListResponse> {
  return getJson<NewsListResponse>(page > 1 ? `${API_PATH.news}?page=${page}` : API_PATH.news, { signal });
}

export function loadNewsArticle(slug: string, signal: AbortSignal): Promise<NewsArticleResponse> {
  return orNotFound(`${API_PATH.news}/${encodeURIComponent(slug)}`, signal);
}

export function loadServices(signal: AbortSignal): Promise<ServiceListResponse> {
  return getJson<ServiceListResponse>(API_PATH.services, { signal });
}

export function loadService(slug: string, signal: AbortSignal): Promise<ServiceResponse> {
  return orNotFound(`${API_PATH.services}/${encodeURIComponent(slug)}`, signal);
}

export function loadShopPage(slug: string, signal: AbortSignal): Promise<ShopPageResponse> {
  return orNotFound(`${API_PATH.shopPages}/${encodeURIComponent(slug)}`, signal);
}

export function loadInformation(slug: string, signal: AbortSignal): Promise<InformationResponse> {
  return orNotFound(`${API_PATH.informations}/${encodeURIComponent(slug)}`, signal);
}
