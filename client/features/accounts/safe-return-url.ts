import { safeReturnPath } from '#shared/accounts/return-url.ts';

/** The pages a sign-in must never send the visitor back to: they would loop or undo it. */
const AUTH_PATHS = new Set(['/login', '/register', '/logout']);

/**
 * The `return_url` the browser follows after signing in, or null when it is unsafe or useless
 * (spec §2 `/login?return_url=/{path}`): a same-site path by the shared rule
 * (`safeReturnPath`), and never the login/register/logout pages themselves.
 */
export function safeReturnUrl(raw: unknown): string | null {
  const path = safeReturnPath(raw, '');
  if (path === '') return null;
  const pathname = new URL(path, 'https://same-origin.invalid').pathname.replace(/\/+$/, '') || '/';
  return AUTH_PATHS.has(pathname) ? null : path;
}

/** `safeReturnUrl`, falling back to the home page. */
export function returnUrlOrHome(raw: unknown): string {
  return safeReturnUrl(raw) ?? '/';
}
