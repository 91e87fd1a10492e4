import type { OutboxRequest } from './mutation-registry.ts';

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
    ...request.headers,
    'Idempotency-Key': idempotencyKey,
    'X-Requested-With': 'XMLHttpRequest',
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
