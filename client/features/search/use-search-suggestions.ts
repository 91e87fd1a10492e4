import { useCallback, useEffect, useState } from 'react';
import type { SearchSuggestResponse } from '#shared/catalog/schemas.ts';
import { getJson } from '../../api/get-json.ts';
import { SUGGEST_DELAY_MS, suggestUrl } from './suggest-query.ts';
import { createSuggestionScheduler, type SuggestionOutcome } from './suggestion-scheduler.ts';

/** What the search popup can show for the text typed so far. */
export type SuggestionsView =
  | { status: 'idle' }
  | { status: 'offline'; q: string }
  | { status: 'loading'; q: string; previous: SearchSuggestResponse | null }
  | { status: 'ready'; q: string; data: SearchSuggestResponse }
  | { status: 'error'; q: string; error: unknown };

/**
 * Suggestions for `q` (already normalized by `suggestQuery`, null when too short): debounced,
 * stale requests aborted, late answers dropped (see suggestion-scheduler.ts). Offline nothing is
 * asked: the box says suggestions need a connection instead of spinning.
 */
export function useSearchSuggestions(q: string | null, online: boolean): SuggestionsView & { retry: () => void } {
  const [outcome, setOutcome] = useState<SuggestionOutcome<SearchSuggestResponse> | null>(null);
  const [lastData, setLastData] = useState<SearchSuggestResponse | null>(null);
  const [scheduler] = useState(() =>
    createSuggestionScheduler<SearchSuggestResponse>(
      { load: (query, signal) => getJson<SearchSuggestResponse>(suggestUrl(query), { signal }), delayMs: SUGGEST_DELAY_MS },
      (next) => {
        setOutcome(next);
        if (next.status === 'success') setLastData(next.data);
      },
    ),
  );
  const wanted = online ? q : null;

  useEffect(() => {
    scheduler.request(wanted);
  }, [scheduler, wanted]);
  useEffect(() => () => scheduler.dispose(), [scheduler]);

  const retry = useCallback(() => {
    if (wanted === null) return;
    setOutcome(null);
    scheduler.retry(wanted);
  }, [scheduler, wanted]);

  if (q === null) return { status: 'idle', retry };
  if (!online) return { status: 'offline', q, retry };
  if (outcome?.q === q) {
    return outcome.status === 'success'
      ? { status: 'ready', q, data: outcome.data, retry }
      : { status: 'error', q, error: outcome.error, retry };
  }
  return { status: 'loading', q, previous: lastData, retry };
}
