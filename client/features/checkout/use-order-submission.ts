import { useCallback, useEffect, useRef, useState } from 'react';
import { enqueueWrite, onOutboxEvent } from '../../local/app-outbox.ts';
import { loadLocalDb, useLocalLiveQuery } from '../../local/lazy-local-db.ts';
import { PLACE_ORDER_MUTATION, placeOrderMutation, recordOrderFailure } from './checkout-mutations.ts';
import { acknowledgeOutcome, pendingOutcomes, type OrderOutcome } from './order-outcome.ts';
import { pendingOrderEntries, type PendingOrderEntry } from './pending-order-queries.ts';
import type { PlaceOrderPayload } from './place-order-payload.ts';

export interface OrderSubmission {
  /** Orders of this browser still in the outbox. */
  pending: PendingOrderEntry[];
  /** The order this page submitted (or found waiting), while it waits; null otherwise. */
  watched: PendingOrderEntry | null;
  /** The outcome of the watched order once known (placed or failed). */
  outcome: OrderOutcome | null;
  /** Outcomes of orders sent while no checkout page watched them. */
  otherOutcomes: OrderOutcome[];
  submit(payload: PlaceOrderPayload): Promise<void>;
  acknowledge(entryId: string): void;
}

/**
 * An order's journey through the outbox as the checkout page sees it. The state lives in Dexie
 * (the outbox entry while it waits, then the stored outcome), so it is the same after a reload,
 * in another tab, or when the order was sent while the page was closed.
 *
 * A server failure (5xx) while online is shown at once as the spec §8 failure and the entry is
 * dropped, so the user may try again; a lost connection keeps the entry waiting for the network.
 */
export function useOrderSubmission(): OrderSubmission {
  const pending = useLocalLiveQuery(pendingOrderEntries, []);
  const outcomes = useLocalLiveQuery(pendingOutcomes, []);
  const [watchedId, setWatchedId] = useState<string | null>(null);
  const adopted = useRef(false);

  // An order left waiting by an earlier visit is this page's to follow.
  useEffect(() => {
    if (adopted.current || watchedId !== null) return;
    const first = pending[0];
    if (first) {
      adopted.current = true;
      setWatchedId(first.id);
    }
  }, [pending, watchedId]);

  useEffect(
    () =>
      onOutboxEvent((event) => {
        if (event.type !== 'retry-scheduled' || event.entry.mutation !== PLACE_ORDER_MUTATION) return;
        const status = event.error.status;
        if (status === undefined || status < 500) return;
        void recordOrderFailure(event.entry.id, event.entry.payload as PlaceOrderPayload, status, event.error.code ?? null, event.error.message);
      }),
    [],
  );

  const submit = useCallback(async (payload: PlaceOrderPayload) => {
    // Cart changes of the last seconds go first (the outbox keeps order), so the server's cart,
    // which the order is computed from, matches the lines the page priced.
    await import('../../local/cart-sync.ts').then(({ flushCartSync }) => flushCartSync()).catch(() => undefined);
    const entry = await enqueueWrite(placeOrderMutation, payload);
    adopted.current = true;
    setWatchedId(entry.id);
  }, []);

  const acknowledge = useCallback((entryId: string) => {
    setWatchedId((current) => (current === entryId ? null : current));
    void loadLocalDb().then((db) => acknowledgeOutcome(db, entryId));
  }, []);

  return {
    pending,
    watched: pending.find((entry) => entry.id === watchedId) ?? null,
    outcome: outcomes.find((candidate) => candidate.entryId === watchedId) ?? null,
    otherOutcomes: outcomes.filter((candidate) => candidate.entryId !== watchedId),
    submit,
    acknowledge,
  };
}
