import type { AdsResponse, NotificationPageResponse, SupportsResponse } from '#shared/content/page-area-schemas.ts';
import type { NotificationPageType } from '#shared/content/page-areas.ts';
import { API_PATH } from '#shared/http/api-paths.ts';
import { getJson } from '../../../api/get-json.ts';
import { sendJson } from '../../../api/send-json.ts';

/** One request a page load for the ads: the side banners, the footer blocks and the popup share it. */
let ads: Promise<AdsResponse> | null = null;
let supports: Promise<SupportsResponse> | null = null;

export function loadAds(): Promise<AdsResponse> {
  ads ??= getJson<AdsResponse>(API_PATH.ads).catch((error: unknown) => {
    ads = null;
    throw error;
  });
  return ads;
}

export function loadSupports(): Promise<SupportsResponse> {
  supports ??= getJson<SupportsResponse>(API_PATH.supports).catch((error: unknown) => {
    supports = null;
    throw error;
  });
  return supports;
}

export function loadNotification(type: NotificationPageType, signal: AbortSignal): Promise<NotificationPageResponse> {
  return getJson<NotificationPageResponse>(`${API_PATH.notificationPage}/${type}`, { signal });
}

/** POST /popupAlert: the popup was shown (for this browser session, and the user when signed in). */
export function markPopupShown(popupId: number): Promise<unknown> {
  return sendJson('POST', API_PATH.popupAlert, { popup_id: popupId });
}
