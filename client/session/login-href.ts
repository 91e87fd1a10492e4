/** `/login?return_url=...` for the page a guest should come back to after signing in (spec §2). */
export function loginHref(returnUrl: string): string {
  return returnUrl && returnUrl !== '/' ? `/login?return_url=${encodeURIComponent(returnUrl)}` : '/login';
}

/** The current page as a return address. */
export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}
