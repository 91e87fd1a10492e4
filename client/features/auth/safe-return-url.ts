import { safeReturnPath } from '#shared/accounts/return-url.ts';

/** The pages a sign-in must never send the visitor back to: they would loop or undo it. */
const AUTH_PATHS = new Set(['/login', '/register', '/logout']);

/** Browsers drop tabs and newlines inside URLs and read "\" as "/", so "/\t/evil" and "/\evil" leave the site. */
function hasControlOrBackslash(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

/**
 * The `return_url` the browser follows after signing in, or null when it is unsafe or useless
 * (issue 4, spec §2 `/login?return_url=/{path}`): only a same-origin relative path such as
 * `/carts?x=1#y`. On top of the shared rule (`safeReturnPath`: no absolute or protocol-relative
 * URLs, no backslash tricks, no `javascript:`), it refuses control characters anywhere, paths that
 * normalise to `//host` (`/.//evil`), and the login/register/logout pages themselves.
 */
export function safeReturnUrl(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > 2000) return null;
  if (hasControlOrBackslash(raw)) return null;
  const path = safeReturnPath(raw, '');
  // "/.//evil" normalises to "//evil", which a browser reads as another host.
  if (path === '' || path.startsWith('//')) return null;
  const pathname = new URL(path, 'https://same-origin.invalid').pathname.replace(/\/+$/, '') || '/';
  if (AUTH_PATHS.has(pathname)) return null;
  return path;
}

/** `safeReturnUrl`, falling back to the home page. */
export function returnUrlOrHome(raw: unknown): string {
  return safeReturnUrl(raw) ?? '/';
}
