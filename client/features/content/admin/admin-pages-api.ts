import type { AdminFooterPagesResponse, FooterGroupWrite, FooterPageWrite } from '#shared/content/page-admin-schemas.ts';
import { getJson } from '../../../api/get-json.ts';
import { sendJson } from '../../../api/send-json.ts';

/** The staff footer page and group API (server/modules/content/admin-footer-pages.routes.ts). */
const PAGES = '/v1/admin/content/pages';
const GROUPS = '/v1/admin/content/footer-groups';

export function fetchAdminPages(signal: AbortSignal): Promise<AdminFooterPagesResponse> {
  return getJson<AdminFooterPagesResponse>(PAGES, { signal, cache: 'no-cache' });
}

/** Adds (no id) or changes a footer page. */
export function saveAdminPage(id: number | null, write: FooterPageWrite): Promise<{ id: number }> {
  return id === null ? sendJson<{ id: number }>('POST', PAGES, write) : sendJson<{ id: number }>('PUT', `${PAGES}/${id}`, write);
}

export function deleteAdminPage(id: number): Promise<{ id: number }> {
  return sendJson<{ id: number }>('DELETE', `${PAGES}/${id}`);
}

/** Adds (no id) or changes a footer group. */
export function saveAdminFooterGroup(id: number | null, write: FooterGroupWrite): Promise<{ id: number }> {
  return id === null ? sendJson<{ id: number }>('POST', GROUPS, write) : sendJson<{ id: number }>('PUT', `${GROUPS}/${id}`, write);
}

export function deleteAdminFooterGroup(id: number): Promise<{ id: number }> {
  return sendJson<{ id: number }>('DELETE', `${GROUPS}/${id}`);
}
