import { safeReturnPath } from '#shared/accounts/return-url.ts';

/**
 * The `?return=` path of /user/delivery-addresses (spec §2: after a default is chosen the page
 * goes to the return address), or null when it is missing or not a same-site path (the shared rule).
 */
export function safeReturn(raw: unknown): string | null {
  return safeReturnPath(raw, '') || null;
}

/**
 * Search params for the address routes: `return` kept only when safe. An unsafe one is set to
 * undefined, not left out: TanStack Router spreads the validated search over the raw one
 * (`{...raw, ...validated}`), so a key left out would reach the page as the visitor typed it
 * (`?return=https://evil.example/x` left the site).
 */
export function validateReturnSearch(search: Record<string, unknown>): { return?: string } {
  const path = safeReturn(search['return']);
  return { return: path ?? undefined };
}
