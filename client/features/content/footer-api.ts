import type { FooterInfoResponse, FooterResponse } from '#shared/content/schemas.ts';
import { API_PATH } from '#shared/http/api-paths.ts';
import { getJson } from '../../api/get-json.ts';
import type { FooterInfoScope } from './footer-info-scope.ts';

/** GET /v1/get-footer: footer groups, pages, basics, payment logos and branches (spec §3, §7). */
export function fetchFooter(): Promise<FooterResponse> {
  return getJson<FooterResponse>(API_PATH.footer);
}

/** The URL of a page's footer info (spec §7 GET /v1/get-footer?info=1&category_id&show_info). */
export function footerInfoUrl(scope: FooterInfoScope): string {
  if (scope.categoryId === null) return `${API_PATH.footer}?info=1`;
  return `${API_PATH.footer}?info=1&category_id=${scope.categoryId}&show_info=${scope.showInfo ? 1 : 0}`;
}

/** The footer info area of a page: the company information and the shown category's text. */
export function fetchFooterInfo(scope: FooterInfoScope, signal?: AbortSignal): Promise<FooterInfoResponse> {
  return getJson<FooterInfoResponse>(footerInfoUrl(scope), { signal });
}
