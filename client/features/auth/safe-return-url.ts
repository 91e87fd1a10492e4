/** The pages a sign-in must never send the visitor back to: they would loop or undo it. */
const AUTH_PATHS = new Set(['/login', '/register', '/logout']);

// A throwaway origin to resolve against: whatever the input, the result must stay on it.
const BASE = 'https://same-origin.invalid';

/**
 * The `return_url` to follow after signing in, or null when it is unsafe or useless (issue 4,
 * spec §2 `/login?return_url=/{path}`): only a same-origin relative path such as `/carts?x=1#y`.
 * Rejected: absolute and protocol-relative URLs (`https://evil`, `//evil`, `/\evil`, which
 * browsers read as `//evil`), schemes (`javascript:`), control characters and whitespace
 * tricks, and the login/register/logout pages themselves. The result is normalised
 * (`/a/../b` → `/b`).
 */
export function safeReturnUrl(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2000) return null;
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  // Browsers treat "\" as "/" in URLs and drop tabs/newlines, so "/\evil" and "/\t/evil" leave the site.
  if (/[\\\u0000-\u001f\u007f\s]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  // "/.//evil" normalises to the path "//evil", which a browser would read as another host.
  if (url.origin !== BASE || url.pathname.startsWith('//')) return null;
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (AUTH_PATHS.has(path)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `safeReturnUrl`, falling back to the home page. */
export function returnUrlOrHome(raw: unknown): string {
  return safeReturnUrl(raw) ?? '/';
}
