import { useEffect, useState } from 'react';
import type { BomLine, BomMatchResponse } from '#shared/bom/schemas.ts';
import { API_PATH } from '#shared/http/api-paths.ts';
import { sendJson } from '../../api/send-json.ts';
import { useOnlineStatus } from '../../pwa/use-online-status.ts';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';

export type BomMatchState =
  | { status: 'idle' }
  | { status: 'offline'; result: BomMatchResponse | null }
  /** `result`: the previous answer, shown while a new board count is matched. */
  | { status: 'matching'; result: BomMatchResponse | null }
  | { status: 'done'; result: BomMatchResponse }
  | { status: 'failed'; result: BomMatchResponse | null };

/** Wait after the last change of the board count or spares before asking again. */
const REMATCH_DELAY_MS = 400;

/** What the match asks for: the lines, for how many boards, with what passive spares. */
export interface BomMatchAsk {
  lines: readonly BomLine[] | null;
  boards: number;
  sparePercentPassives: number;
}

/**
 * Matches the lines against the catalogue (POST /v1/bom/match) whenever they change, and, when the
 * page is offline, as soon as the network returns (the BOM tool works at the bench without it).
 * The page re-prices a new board count at once (bom-pricing.ts); the match is asked again for it
 * a moment later, so the server ranks the candidates by the stock that count needs.
 */
export function useBomMatch({ lines, boards, sparePercentPassives }: BomMatchAsk): { state: BomMatchState; retry: () => void } {
  const online = useOnlineStatus();
  const [state, setState] = useState<BomMatchState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const askedBoards = useDebouncedValue(boards, REMATCH_DELAY_MS);
  const askedSpare = useDebouncedValue(sparePercentPassives, REMATCH_DELAY_MS);
  useEffect(() => {
    if (!lines || lines.length === 0) {
      setState({ status: 'idle' });
      return undefined;
    }
    const previous = (current: BomMatchState) => (current.status === 'idle' ? null : current.result);
    if (!online) {
      setState((current) => (current.status === 'done' ? current : { status: 'offline', result: previous(current) }));
      return undefined;
    }
    let live = true;
    setState((current) => ({ status: 'matching', result: previous(current) }));
    sendJson<BomMatchResponse>('POST', API_PATH.bomMatch, { boards: askedBoards, spare_percent_passives: askedSpare, lines }).then(
      (result) => {
        if (live) setState({ status: 'done', result });
      },
      () => {
        if (live) setState((current) => (navigator.onLine ? { status: 'failed', result: previous(current) } : { status: 'offline', result: previous(current) }));
      },
    );
    return () => {
      live = false;
    };
  }, [lines, askedBoards, askedSpare, online, attempt]);
  return { state, retry: () => setAttempt((count) => count + 1) };
}
