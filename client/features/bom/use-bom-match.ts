import { useEffect, useState } from 'react';
import type { BomLine, BomMatchResponse } from '#shared/bom/schemas.ts';
import { API_PATH } from '#shared/http/api-paths.ts';
import { sendJson } from '../../api/send-json.ts';
import { useOnlineStatus } from '../../pwa/use-online-status.ts';

export type BomMatchState =
  | { status: 'idle' }
  | { status: 'offline' }
  | { status: 'matching' }
  | { status: 'done'; result: BomMatchResponse }
  | { status: 'failed' };

/**
 * Matches the lines against the catalogue (POST /v1/bom/match) whenever they change, and, when the
 * page is offline, as soon as the network returns (the BOM tool works at the bench without it).
 * Board count and choices are priced on the page (bom-pricing.ts), so they need no new match.
 */
export function useBomMatch(lines: readonly BomLine[] | null): { state: BomMatchState; retry: () => void } {
  const online = useOnlineStatus();
  const [state, setState] = useState<BomMatchState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!lines || lines.length === 0) {
      setState({ status: 'idle' });
      return undefined;
    }
    if (!online) {
      setState((current) => (current.status === 'done' ? current : { status: 'offline' }));
      return undefined;
    }
    let live = true;
    setState({ status: 'matching' });
    // Boards are priced on the page; the match is asked for one board.
    sendJson<BomMatchResponse>('POST', API_PATH.bomMatch, { boards: 1, lines }).then(
      (result) => {
        if (live) setState({ status: 'done', result });
      },
      () => {
        if (live) setState(navigator.onLine ? { status: 'failed' } : { status: 'offline' });
      },
    );
    return () => {
      live = false;
    };
  }, [lines, online, attempt]);
  return { state, retry: () => setAttempt((count) => count + 1) };
}
