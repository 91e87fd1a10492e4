import { API_PATH } from '#shared/http/api-paths.ts';
import { AJAX_MARKER, AJAX_MARKER_HEADER, CSRF_COOKIE, CSRF_HEADER } from '#shared/http/headers.ts';

/** The token from `document.cookie`, or null before the server has handed one out. */
export function readCsrfToken(cookies: string = document.cookie): string | null {
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === CSRF_COOKIE) return decodeURIComponent(value.join('=')) || null;
  }
  return null;
}

/**
 * The token, fetching `/v1/me` first when the cookie is missing: an installed app's shell comes
 * from the service worker cache, so the server may not have set it yet.
 */
export async function ensureCsrfToken(): Promise<string> {
  const existing = readCsrfToken();
  if (existing) return existing;
  await fetch(API_PATH.me, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  return readCsrfToken() ?? '';
}

/** The headers every mutating request carries: the ajax marker and the anti-forgery token. */
export async function mutationHeaders(): Promise<Record<string, string>> {
  return { [AJAX_MARKER_HEADER]: AJAX_MARKER, [CSRF_HEADER]: await ensureCsrfToken() };
}
