/**
 * Same-origin URLs of API and image requests the page made before the service worker controlled
 * it, so the worker can put them in its runtime caches (the first visit is otherwise lost offline).
 * Only GET-able catalogue reads and images qualify; the worker double-checks with its own rules.
 */
export function visitedResourceUrls(resourceNames: readonly string[], origin: string): string[] {
  const urls = new Set<string>();
  for (const name of resourceNames) {
    let url: URL;
    try {
      url = new URL(name, origin);
    } catch {
      continue;
    }
    if (url.origin !== origin) continue;
    if (/^\/v1\/get-/.test(url.pathname) || /^\/(upload|photo)\//.test(url.pathname)) {
      urls.add(url.pathname + url.search);
    }
  }
  return [...urls];
}
