import { useCallback, useEffect, useRef, useState } from 'react';
import { enqueueWrite, onOutboxEvent } from '../../local/app-outbox.ts';
import { loadLocalDb } from '../../local/lazy-local-db.ts';
import type { OutboxEvent } from '../../local/outbox-events.ts';
import { markQueued } from './pcb-drafts-store.ts';
import { pcbQuoteMutation, type QuoteCreated, type QuotePayload } from './quote-outbox.ts';

/** Spec §8: the success message shows, then the browser goes to / after 1 s. */
export const REDIRECT_AFTER_MS = 1000;

export type SubmitPhase =
  | { phase: 'idle' }
  /** Sending; the overlay covers the form. */
  | { phase: 'sending' }
  /** Queued in the outbox until the network returns. */
  | { phase: 'waiting' }
  | { phase: 'sent'; message: string }
  /** Refused: the error code, and the server's message (price_mismatch names the values). */
  | { phase: 'failed'; code: string; detail: string };

/**
 * Sends a quote through the app outbox, online or not (one path, one Idempotency-Key, so a quote
 * is created once however the network behaves), and follows its entry: sent → the message and
 * `/` after 1 s; refused → the reason, overlay hidden; offline or retrying → waiting.
 */
export function useQuoteSubmit(onSent: () => void): { phase: SubmitPhase; submit: (payload: QuotePayload) => Promise<void>; reset: () => void } {
  const [phase, setPhase] = useState<SubmitPhase>({ phase: 'idle' });
  const entryId = useRef<string | null>(null);
  const early = useRef<OutboxEvent[]>([]);
  const onSentRef = useRef(onSent);
  onSentRef.current = onSent;

  const handle = useCallback((event: OutboxEvent) => {
    if (event.type === 'sent') {
      setPhase({ phase: 'sent', message: (event.response as QuoteCreated | null)?.message ?? '' });
      window.setTimeout(() => onSentRef.current(), REDIRECT_AFTER_MS);
    } else if (event.type === 'failed') {
      entryId.current = null;
      setPhase({ phase: 'failed', code: event.error.code ?? 'can_not_send_pcb_quote', detail: event.error.message });
    } else if (event.type === 'retry-scheduled') {
      setPhase({ phase: 'waiting' });
    }
  }, []);

  useEffect(
    () =>
      onOutboxEvent((event) => {
        if (!('entry' in event)) return;
        if (entryId.current === null) early.current.push(event);
        else if (event.entry.id === entryId.current) handle(event);
      }),
    [handle],
  );

  const submit = useCallback(
    async (payload: QuotePayload) => {
      setPhase({ phase: 'sending' });
      early.current = [];
      try {
        const entry = await enqueueWrite(pcbQuoteMutation, payload);
        entryId.current = entry.id;
        await markQueued(await loadLocalDb(), payload.draftId, entry.id).catch(() => {});
        for (const event of early.current) if ('entry' in event && event.entry.id === entry.id) handle(event);
        early.current = [];
        if (!navigator.onLine) setPhase((current) => (current.phase === 'sending' ? { phase: 'waiting' } : current));
      } catch (error) {
        setPhase({ phase: 'failed', code: 'can_not_send_pcb_quote', detail: error instanceof Error ? error.message : '' });
      }
    },
    [handle],
  );

  const reset = useCallback(() => setPhase({ phase: 'idle' }), []);
  return { phase, submit, reset };
}
