import { runtimeCacheFor } from '../sw/cache-rules.ts';

/**
 * Same-origin URLs of API and image requests the page made before the service worker controlled
 * it, so the worker can put them in its runtime caches (the first visit is otherwise lost offline).
 * Only what the worker's runtime caches take qualifies (catalogue reads and images, the same rules).
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
    if (runtimeCacheFor(url, origin) !== null) urls.add(url.pathname + url.search);
  }
  return [...urls];
}
