import { AJAX_MARKER, AJAX_MARKER_HEADER, IDEMPOTENCY_KEY_HEADER } from '#shared/http/headers.ts';
import type { OutboxRequest } from './mutation-registry.ts';

/** The headers the outbox sets itself: a mutation's own headers never replace them, however written. */
const OWN_HEADERS = new Set([IDEMPOTENCY_KEY_HEADER, AJAX_MARKER_HEADER]);

/**
 * The fetch options for an outbox request: the entry id as Idempotency-Key (the same on every
 * retry, so the server applies the write once), the ajax marker, and a JSON or multipart body.
 */
export function toRequestInit(
  request: OutboxRequest,
  idempotencyKey: string,
  signal?: AbortSignal,
): RequestInit {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...Object.fromEntries(Object.entries(request.headers ?? {}).filter(([name]) => !OWN_HEADERS.has(name.toLowerCase()))),
    [IDEMPOTENCY_KEY_HEADER]: idempotencyKey,
    [AJAX_MARKER_HEADER]: AJAX_MARKER,
  };
  const init: RequestInit = { method: request.method, headers, credentials: 'same-origin' };
  if (signal) init.signal = signal;
  if (request.body instanceof FormData) {
    // No Content-Type: the browser adds multipart/form-data with its boundary.
    init.body = request.body;
  } else if (request.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(request.body);
  }
  return init;
}
