/** What a push shows (title with the order code, body with the new status, the page it opens). */
export interface PushPayload {
  title: string;
  body: string;
  /** A same-site path, e.g. `/orders`. */
  url: string;
  /** Replaces an earlier notification with the same tag on the device (e.g. one per order). */
  tag?: string;
}

/** Every message expires after a day: an order update older than that is no news. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

// Push services accept 4096 bytes of encrypted payload; the plain text stays well below.
const MAX_TITLE = 120;
const MAX_BODY = 500;

/** Only same-site paths: a push must never send the user to another site. */
export function safePushUrl(url: string): string {
  return url.startsWith('/') && !url.startsWith('//') && !url.includes('\\') ? url : '/notifications';
}

/** The JSON the service worker reads (client/sw/push-message.ts). */
export function pushMessageJson(payload: PushPayload): string {
  return JSON.stringify({
    title: payload.title.slice(0, MAX_TITLE),
    body: payload.body.slice(0, MAX_BODY),
    url: safePushUrl(payload.url),
    ...(payload.tag ? { tag: payload.tag.slice(0, 64) } : {}),
  });
}

export type PushOutcome = 'sent' | 'gone' | 'failed';

/**
 * What a push service's answer means for the subscription (RFC 8030 §5, §7.3): 2xx delivered;
 * 404 and 410 the subscription no longer exists, so it is removed; anything else is a failure
 * worth retrying later (the job retries), the subscription is kept.
 */
export function pushOutcome(status: number): PushOutcome {
  if (status >= 200 && status < 300) return 'sent';
  if (status === 404 || status === 410) return 'gone';
  return 'failed';
}
