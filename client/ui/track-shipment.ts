import type { TrackingResponse, TrackingScan } from '#shared/tracking/schemas.ts';
import { ApiError, errorBodyFrom } from '../api/api-error.ts';
import { mutationHeaders } from '../api/csrf-token.ts';

const URL_PATH = '/api/jt-tracking';

/** The scans of the answer the spec names (`responseitems[0].tracesList[0].details`), newest first. */
export function scansOf(answer: TrackingResponse): TrackingScan[] {
  const item = answer.responseitems[0];
  if (!item?.success) return [];
  return [...(item.tracesList[0]?.details ?? [])].sort((a, b) => b.scantime.localeCompare(a.scantime));
}

/** POST /api/jt-tracking with the waybill as form field `data` (spec §7); rejects with an ApiError. */
export async function trackShipment(waybill: string, signal?: AbortSignal): Promise<TrackingScan[]> {
  let response: Response;
  try {
    response = await fetch(URL_PATH, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded', ...(await mutationHeaders()) },
      body: new URLSearchParams({ data: waybill }),
      credentials: 'same-origin',
      ...(signal ? { signal } : {}),
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(URL_PATH, 0, errorBodyFrom(0, null));
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok || payload === null) throw new ApiError(URL_PATH, response.status, errorBodyFrom(response.status, payload));
  return scansOf(payload as TrackingResponse);
}
