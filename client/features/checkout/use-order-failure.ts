import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { CartItem } from '#shared/cart/schemas.ts';
import { fetchServerCart } from './checkout-api.ts';
import { orderErrorText } from './checkout-messages.ts';
import { orderConflicts, type OrderConflictLine } from './order-conflicts.ts';
import type { OrderSubmission } from './use-order-submission.ts';

const CONFLICT_CODES = new Set(['price_changed', 'out_of_stock']);

export interface OrderFailure {
  /** The text of the refused order (or of a submit that could not be queued), or null. */
  failure: string | null;
  /** The lines whose price or stock moved, once the server's cart has been read again. */
  conflicts: OrderConflictLine[];
  /** The alert that shows them; it takes the focus when a refusal arrives. */
  alertRef: RefObject<HTMLDivElement | null>;
  show: (text: string | null) => void;
  clear: () => void;
}

/**
 * A refused order (a placed one is followed by the loader, which outlives the emptied cart): its
 * text, and for a price or stock conflict the server's cart read again, applied to the page, and
 * the lines that moved (spec §8 order failure).
 */
export function useOrderFailure(
  submission: OrderSubmission,
  onServerCart: (items: CartItem[]) => void,
  /** Formats the amounts a message names (client/money/use-threshold-price.ts). */
  threshold: (vnd: number) => string,
): OrderFailure {
  const { i18n } = useLingui();
  const [failure, setFailure] = useState<string | null>(null);
  const [conflicts, setConflicts] = useState<OrderConflictLine[]>([]);
  const alertRef = useRef<HTMLDivElement>(null);

  const { outcome, acknowledge } = submission;
  useEffect(() => {
    if (outcome?.kind !== 'failed') return;
    acknowledge(outcome.entryId);
    setFailure(orderErrorText(i18n, outcome.code, threshold));
    if (outcome.code !== null && CONFLICT_CODES.has(outcome.code)) {
      void fetchServerCart().then((items) => {
        if (!items) return;
        onServerCart(items);
        setConflicts(orderConflicts({ linePrices: outcome.payload.linePrices, lines: outcome.payload.summary.lines }, items));
      });
    }
    queueMicrotask(() => alertRef.current?.focus());
  }, [outcome, acknowledge, i18n, onServerCart, threshold]);

  return {
    failure,
    conflicts,
    alertRef,
    show: setFailure,
    clear: () => {
      setFailure(null);
      setConflicts([]);
    },
  };
}
