import { ApiError, errorBodyFrom, retryAfterOf } from './api-error.ts';
import { mutationHeaders } from './csrf-token.ts';

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function send<T>(method: Method, url: string, body: BodyInit | undefined, contentType: string | null, extraHeaders: Record<string, string> = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...extraHeaders, ...(await mutationHeaders()) };
  if (contentType) headers['content-type'] = contentType;
  let response: Response;
  try {
    response = await fetch(url, { method, headers, body, credentials: 'same-origin' });
  } catch {
    throw new ApiError(url, 0, errorBodyFrom(0, null));
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(url, response.status, errorBodyFrom(response.status, payload), retryAfterOf(response));
  return payload as T;
}

/**
 * Sends a JSON request that changes something (with the ajax marker and anti-forgery token,
 * spec §7). Resolves with the parsed answer typed as `T`; rejects with an ApiError whose `fields`
 * hold the server's per-field message keys. For writes that must survive being offline, use the
 * outbox (client/local/outbox.ts) instead. `headers` adds request headers (e.g. X-Cart-Session).
 */
export function sendJson<T>(method: Method, url: string, body?: unknown, headers?: Record<string, string>): Promise<T> {
  return send<T>(method, url, body === undefined ? undefined : JSON.stringify(body), body === undefined ? null : 'application/json', headers);
}

/** A multipart POST (uploads); the browser sets the boundary. */
export function sendForm<T>(url: string, form: FormData): Promise<T> {
  return send<T>('POST', url, form, null);
}
