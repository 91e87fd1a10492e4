import type { AdminSupporterListResponse, SupporterWrite } from '#shared/content/supporter-admin-schemas.ts';
import { getJson } from '../../../api/get-json.ts';
import { sendJson } from '../../../api/send-json.ts';

/** The staff supporter API (server/modules/content/admin-supporters.routes.ts). */
const SUPPORTERS = '/v1/admin/content/supporters';

export function fetchAdminSupporters(signal: AbortSignal): Promise<AdminSupporterListResponse> {
  return getJson<AdminSupporterListResponse>(SUPPORTERS, { signal, cache: 'no-cache' });
}

/** Adds (no id) or changes a supporter. */
export function saveAdminSupporter(id: number | null, write: SupporterWrite): Promise<{ id: number }> {
  return id === null ? sendJson<{ id: number }>('POST', SUPPORTERS, write) : sendJson<{ id: number }>('PUT', `${SUPPORTERS}/${id}`, write);
}

export function deleteAdminSupporter(id: number): Promise<{ id: number }> {
  return sendJson<{ id: number }>('DELETE', `${SUPPORTERS}/${id}`);
}
