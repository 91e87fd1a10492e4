/** Cookie and header of the anti-forgery token (server/plugins/csrf.ts; spec §7). */
export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'X-CSRF-Token';

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
  await fetch('/v1/me', { credentials: 'same-origin', headers: { accept: 'application/json' } });
  return readCsrfToken() ?? '';
}

/** The headers every mutating request carries: the ajax marker and the anti-forgery token. */
export async function mutationHeaders(): Promise<Record<string, string>> {
  return { 'X-Requested-With': 'XMLHttpRequest', [CSRF_HEADER]: await ensureCsrfToken() };
}
