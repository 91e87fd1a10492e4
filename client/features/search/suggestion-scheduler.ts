/** What a finished suggestion request produced, tagged with the query it answers. */
export type SuggestionOutcome<T> = { q: string; status: 'success'; data: T } | { q: string; status: 'error'; error: unknown };

export interface SuggestionSchedulerOptions<T> {
  /** Fetches the suggestions for `q`; must honour `signal`. */
  load: (q: string, signal: AbortSignal) => Promise<T>;
  /** Quiet time before a request starts (spec §9: 150 ms). */
  delayMs: number;
  /** Answers kept so going back to an earlier query (backspace) shows at once. */
  cacheSize?: number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface SuggestionScheduler {
  /** Asks for suggestions of `q` (null: the box no longer wants any). Only the latest query is answered. */
  request: (q: string | null) => void;
  /** Asks again for `q` at once, bypassing the quiet time (a retry after an error). */
  retry: (q: string) => void;
  /** Stops timers and in-flight requests. */
  dispose: () => void;
}

/**
 * Debounces, cancels and orders the search-suggestion requests of one search box: a request
 * starts after `delayMs` without a new query, a newer query aborts the older request, and an
 * answer for anything but the latest query is dropped even if it arrives (out-of-order replies).
 * Answers are cached per query, most recent `cacheSize` kept.
 */
export function createSuggestionScheduler<T>(
  options: SuggestionSchedulerOptions<T>,
  onOutcome: (outcome: SuggestionOutcome<T>) => void,
): SuggestionScheduler {
  const { load, delayMs, cacheSize = 30 } = options;
  const setTimer = options.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const cache = new Map<string, T>();
  let wanted: string | null = null;
  let timer: unknown = null;
  let inFlight: { q: string; controller: AbortController } | null = null;

  const cancelTimer = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
  };
  const abortInFlight = () => {
    inFlight?.controller.abort();
    inFlight = null;
  };
  const remember = (q: string, data: T) => {
    cache.delete(q);
    cache.set(q, data);
    if (cache.size > cacheSize) cache.delete(cache.keys().next().value as string);
  };

  const start = (q: string) => {
    abortInFlight();
    const controller = new AbortController();
    const current = { q, controller };
    inFlight = current;
    load(q, controller.signal).then(
      (data) => {
        remember(q, data);
        if (inFlight !== current || wanted !== q) return;
        inFlight = null;
        onOutcome({ q, status: 'success', data });
      },
      (error: unknown) => {
        if (inFlight !== current || wanted !== q || controller.signal.aborted) return;
        inFlight = null;
        onOutcome({ q, status: 'error', error });
      },
    );
  };

  return {
    request(q) {
      if (q === wanted) return;
      wanted = q;
      cancelTimer();
      if (inFlight && inFlight.q !== q) abortInFlight();
      if (q === null) return;
      const hit = cache.get(q);
      if (hit !== undefined) {
        onOutcome({ q, status: 'success', data: hit });
        return;
      }
      timer = setTimer(() => {
        timer = null;
        start(q);
      }, delayMs);
    },
    retry(q) {
      wanted = q;
      cancelTimer();
      cache.delete(q);
      start(q);
    },
    dispose() {
      wanted = null;
      cancelTimer();
      abortInFlight();
    },
  };
}
