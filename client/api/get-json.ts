import { ApiError, errorBodyFrom } from './api-error.ts';
import { apiFetch } from './fetch-transport.ts';
import { takeFirstAnswer } from './first-answers.ts';

/**
 * GETs a same-origin JSON resource. Resolves with the parsed body typed as `T` (the shape the
 * shared schema promises); rejects with an ApiError carrying the server's error body, or status 0
 * when the network failed. `cache: 'no-cache'` revalidates an answer the browser keeps.
 */
export async function getJson<T>(url: string, init: { signal?: AbortSignal; cache?: RequestCache } = {}): Promise<T> {
  // A server-rendered page carries the answers its first screen was rendered with.
  const first = takeFirstAnswer(url);
  if (first !== undefined) return first as T;
  let response: Response;
  try {
    // No request headers of our own: the app shell preloads a page's first data (`<link
    // rel="preload" as="fetch">`), and Chromium hands a preload to a fetch only when their
    // headers match. The API answers JSON whatever the Accept header says.
    response = await apiFetch(url, {
      credentials: 'same-origin',
      signal: init.signal,
      ...(init.cache ? { cache: init.cache } : {}),
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(url, 0, errorBodyFrom(0, null));
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(url, response.status, errorBodyFrom(response.status, payload));
  if (payload === null) throw new ApiError(url, response.status, { code: 'invalid_json', message: 'Invalid JSON response' });
  return payload as T;
}
