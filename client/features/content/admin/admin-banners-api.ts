import type { AdminBannerListResponse, BannerWrite } from '#shared/content/banner-admin-schemas.ts';
import { getJson } from '../../../api/get-json.ts';
import { sendJson } from '../../../api/send-json.ts';

/** The staff banner API (server/modules/content/admin-banners.routes.ts). */
const BANNERS = '/v1/admin/content/banners';

export function fetchAdminBanners(signal: AbortSignal): Promise<AdminBannerListResponse> {
  return getJson<AdminBannerListResponse>(BANNERS, { signal, cache: 'no-cache' });
}

/** Creates (no id) or changes a banner. */
export function saveAdminBanner(id: number | null, write: BannerWrite): Promise<{ id: number }> {
  return id === null ? sendJson<{ id: number }>('POST', BANNERS, write) : sendJson<{ id: number }>('PUT', `${BANNERS}/${id}`, write);
}

export function deleteAdminBanner(id: number): Promise<{ id: number }> {
  return sendJson<{ id: number }>('DELETE', `${BANNERS}/${id}`);
}
