import { useCallback, useEffect, useState } from 'react';
import { initialAnswer } from '../../../api/first-answers.ts';
import { getJson } from '../../../api/get-json.ts';

/** Answers kept for the session, so going back to a listing page shows it at once. */
const answers = new Map<string, { data: unknown; at: number }>();
const FRESH_MS = 60_000;
const MAX_ANSWERS = 60;

function remember(url: string, data: unknown): void {
  answers.delete(url);
  answers.set(url, { data, at: Date.now() });
  // Oldest first in insertion order: drop from the front.
  while (answers.size > MAX_ANSWERS) {
    const oldest = answers.keys().next().value;
    if (oldest === undefined) break;
    answers.delete(oldest);
  }
}

export interface LatestJson<T> {
  /** The answer for `url`, or the previous URL's answer while this one loads (then `stale`). */
  data: T | undefined;
  /** True when `data` belongs to an earlier URL: show it dimmed, not as the truth. */
  stale: boolean;
  loading: boolean;
  /** The failure of `url` itself (an earlier URL's data may still be shown). */
  error: unknown;
  retry: () => void;
}

/**
 * GETs `url` (null: nothing to load) and keeps the previous answer on screen while the next one
 * loads, so paging and filtering dim the old results instead of flashing a skeleton.
 */
export function useLatestJson<T>(url: string | null): LatestJson<T> {
  // A server-rendered page's answer is shown from the first render (the server rendered with it).
  const [last, setLast] = useState<{ url: string; data: T } | null>(() => {
    const first = url === null ? undefined : initialAnswer<T>(url);
    return url !== null && first !== undefined ? { url, data: first } : null;
  });
  const [failure, setFailure] = useState<{ url: string; error: unknown } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (url === null) return;
    const hit = answers.get(url);
    if (hit) setLast({ url, data: hit.data as T });
    if (hit && Date.now() - hit.at < FRESH_MS) return;
    const controller = new AbortController();
    getJson<T>(url, { signal: controller.signal }).then(
      (data) => {
        remember(url, data);
        setLast({ url, data });
        setFailure((current) => (current?.url === url ? null : current));
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setFailure({ url, error });
      },
    );
    return () => controller.abort();
  }, [url, attempt]);

  const retry = useCallback(() => {
    if (url !== null) answers.delete(url);
    setFailure(null);
    setAttempt((count) => count + 1);
  }, [url]);

  if (url === null) return { data: undefined, stale: false, loading: false, error: undefined, retry };
  const failed = failure?.url === url ? failure.error : undefined;
  const hit = answers.get(url);
  if (hit) return { data: hit.data as T, stale: false, loading: false, error: undefined, retry };
  if (last?.url === url) return { data: last.data, stale: false, loading: false, error: undefined, retry };
  return { data: last?.data, stale: last !== null, loading: failed === undefined, error: failed, retry };
}
