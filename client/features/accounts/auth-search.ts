/** The query of /login and /register (spec §2 `/login?return_url=/{path}`; social failures add `error`). */
export interface AuthSearch {
  return_url?: string;
  error?: string;
}

/**
 * Keeps `return_url` and `error` when they are strings. return_url is kept as given (so the URL
 * stays as written) and checked with `safeReturnUrl` where it is followed.
 */
export function validateAuthSearch(search: Record<string, unknown>): AuthSearch {
  const result: AuthSearch = {};
  if (typeof search.return_url === 'string' && search.return_url !== '') result.return_url = search.return_url;
  if (typeof search.error === 'string' && search.error !== '') result.error = search.error;
  return result;
}
