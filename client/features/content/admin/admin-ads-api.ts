import type { AdminAdListResponse } from '#shared/content/ad-admin-schemas.ts';
import { getJson } from '../../../api/get-json.ts';
import { sendForm, sendJson } from '../../../api/send-json.ts';

/** The staff ad API (server/modules/content/admin-ads.routes.ts). */
const ADS = '/v1/admin/content/ads';

export function fetchAdminAds(signal: AbortSignal): Promise<AdminAdListResponse> {
  return getJson<AdminAdListResponse>(ADS, { signal, cache: 'no-cache' });
}

/** Adds (no id) or changes an ad from the form's data (text fields and the picture). */
export function saveAdminAd(id: number | null, form: FormData): Promise<{ id: number }> {
  return sendForm<{ id: number }>(id === null ? ADS : `${ADS}/${id}`, form);
}

export function deleteAdminAd(id: number): Promise<{ id: number }> {
  return sendJson<{ id: number }>('DELETE', `${ADS}/${id}`);
}
