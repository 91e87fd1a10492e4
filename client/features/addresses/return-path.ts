import { safeReturnPath } from '#shared/accounts/return-url.ts';

/**
 * The `?return=` path of /user/delivery-addresses (spec §2: after a default is chosen the page
 * goes to the return address), or null when it is missing or not a same-origin relative path.
 * On top of the shared rule it refuses paths that normalise to `//host` (`/.//evil`) and
 * backslashes anywhere, which browsers read as '/'.
 */
export function safeReturn(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > 2000 || raw.includes('\\')) return null;
  const path = safeReturnPath(raw, '');
  if (path === '' || path.startsWith('//')) return null;
  return path;
}

/** Search params for the address routes: `return` kept only when safe. */
export function validateReturnSearch(search: Record<string, unknown>): { return?: string } {
  const path = safeReturn(search['return']);
  return path ? { return: path } : {};
}
