import type { TrackingResponse } from '#shared/tracking/schemas.ts';
import { AppError } from '../../errors.ts';
import { parseCarrierAnswer } from './carrier-answer.ts';
import { TtlCache } from './ttl-cache.ts';

/** Spec-free choices: a minute per waybill, a few thousand waybills. */
export const TRACKING_CACHE_MS = 60_000;
const CARRIER_TIMEOUT_MS = 8_000;

export interface Tracker {
  track(waybill: string): Promise<TrackingResponse>;
}

function carrierFailed(detail: string): AppError {
  return new AppError(502, 'tracking_failed', `The carrier could not be reached (${detail}); please try again later`);
}

/**
 * The carrier adapter behind POST /api/jt-tracking: posts the waybill as form field `data` to the
 * configured endpoint (TRACKING_URL) and reads the J&T answer. Good answers are cached for a
 * minute; failures are not cached and become a readable 502 `tracking_failed`; no endpoint
 * configured is a 503 `tracking_unavailable`.
 */
export function createTracker(url: string | null, options: { fetch?: typeof fetch; now?: () => number } = {}): Tracker {
  const cache = new TtlCache<TrackingResponse>({ ttlMs: TRACKING_CACHE_MS, maxEntries: 5_000, ...(options.now ? { now: options.now } : {}) });
  const fetchImpl = options.fetch ?? fetch;
  return {
    async track(waybill) {
      if (!url) throw new AppError(503, 'tracking_unavailable', 'Shipment tracking is not configured');
      const cached = cache.get(waybill);
      if (cached) return cached;
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({ data: waybill }).toString(),
          signal: AbortSignal.timeout(CARRIER_TIMEOUT_MS),
        });
      } catch (error) {
        throw carrierFailed(error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network error');
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw carrierFailed(`HTTP ${response.status}`);
      }
      const answer = parseCarrierAnswer(await response.json().catch(() => null), waybill);
      if (!answer) throw carrierFailed('unreadable answer');
      cache.set(waybill, answer);
      return answer;
    },
  };
}
