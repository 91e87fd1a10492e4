import type { AdminServiceListResponse, ServiceWrite } from '#shared/content/service-admin-schemas.ts';
import { getJson } from '../../../api/get-json.ts';
import { sendJson } from '../../../api/send-json.ts';

/** The staff service API (server/modules/content/admin-services.routes.ts). */
const SERVICES = '/v1/admin/content/services';

export function fetchAdminServices(signal: AbortSignal): Promise<AdminServiceListResponse> {
  return getJson<AdminServiceListResponse>(SERVICES, { signal, cache: 'no-cache' });
}

/** Adds (no id) or changes a service. */
export function saveAdminService(id: number | null, write: ServiceWrite): Promise<{ id: number }> {
  return id === null ? sendJson<{ id: number }>('POST', SERVICES, write) : sendJson<{ id: number }>('PUT', `${SERVICES}/${id}`, write);
}

export function deleteAdminService(id: number): Promise<{ id: number }> {
  return sendJson<{ id: number }>('DELETE', `${SERVICES}/${id}`);
}
