import { useCallback, useEffect, useState } from 'react';
import { initialAnswer } from './first-answers.ts';
import { getJson } from './get-json.ts';

/** Results kept for the session so returning to a page renders at once; refreshed when older. */
const resolved = new Map<string, { data: unknown; at: number }>();
const FRESH_MS = 5 * 60_000;

export type DeferredJson<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: unknown };

/**
 * Loads JSON only once `enabled` (e.g. when a block nears the viewport): for data below the fold
 * that a route loader should not wait for. Results already loaded this session show at once,
 * enabled or not; stale ones show while they refresh.
 */
export function useDeferredJson<T>(url: string, enabled: boolean): DeferredJson<T> & { retry: () => void } {
  // A server-rendered page's answer is shown from the first render (the server rendered with it).
  const [result, setResult] = useState<{ url: string; data?: T; error?: unknown } | null>(() => {
    const first = enabled ? initialAnswer<T>(url) : undefined;
    return first === undefined ? null : { url, data: first };
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    const hit = resolved.get(url);
    if (hit && Date.now() - hit.at < FRESH_MS) return;
    const controller = new AbortController();
    getJson<T>(url, { signal: controller.signal }).then(
      (data) => {
        resolved.set(url, { data, at: Date.now() });
        setResult({ url, data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setResult({ url, error });
      },
    );
    return () => controller.abort();
  }, [url, enabled, attempt]);

  const retry = useCallback(() => {
    setResult(null);
    setAttempt((count) => count + 1);
  }, []);

  const current = result?.url === url ? result : undefined;
  if (current && 'data' in current) return { status: 'success', data: current.data as T, retry };
  const cached = resolved.get(url);
  if (cached) return { status: 'success', data: cached.data as T, retry };
  if (current && 'error' in current) return { status: 'error', error: current.error, retry };
  return enabled ? { status: 'loading', retry } : { status: 'idle', retry };
}
