import type { AdminContactListResponse, AdminNewsListResponse, AdminNewsResponse } from '#shared/content/admin-schemas.ts';
import { getJson } from '../../../api/get-json.ts';
import { sendForm, sendJson } from '../../../api/send-json.ts';

/** The staff content API (server/modules/content/admin-content.routes.ts). */
const BASE = '/v1/admin/content';

export function fetchAdminNews(page: number, signal: AbortSignal): Promise<AdminNewsListResponse> {
  return getJson<AdminNewsListResponse>(`${BASE}/news${page > 1 ? `?page=${page}` : ''}`, { signal, cache: 'no-cache' });
}

export function fetchAdminArticle(id: number, signal: AbortSignal): Promise<AdminNewsResponse> {
  return getJson<AdminNewsResponse>(`${BASE}/news/${id}`, { signal, cache: 'no-cache' });
}

/** Creates (no id) or changes an article from the editor's form data (text fields and the cover). */
export function saveAdminArticle(id: number | null, form: FormData): Promise<{ id: number }> {
  return sendForm<{ id: number }>(id === null ? `${BASE}/news` : `${BASE}/news/${id}`, form);
}

export function deleteAdminArticle(id: number): Promise<{ id: number }> {
  return sendJson<{ id: number }>('DELETE', `${BASE}/news/${id}`);
}

export function fetchContactMessages(page: number, signal: AbortSignal): Promise<AdminContactListResponse> {
  return getJson<AdminContactListResponse>(`${BASE}/contact-messages${page > 1 ? `?page=${page}` : ''}`, { signal, cache: 'no-cache' });
}

export function markContactMessageRead(id: number): Promise<{ id: number }> {
  return sendJson<{ id: number }>('POST', `${BASE}/contact-messages/${id}/read`);
}
