import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { loadLocalDb, useLocalLiveQuery } from '../../local/lazy-local-db.ts';
import { useThresholdPrice } from '../../money/use-threshold-price.ts';
import { orderErrorText } from './checkout-messages.ts';
import { acknowledgeOutcome, pendingOutcomes, type OrderOutcome } from './order-outcome.ts';
import { WaitingOrder } from './order-progress.tsx';
import { pendingOrderEntries } from './pending-order-queries.ts';
import styles from './pending-orders.module.css';

/**
 * For /orders (composed in by the route): orders of this browser still waiting in the outbox,
 * listed first as "waiting for connection", and the result of any order the outbox sent while no
 * checkout page was open ("the queued order must survive a reload and show its result").
 * A result is shown once: it is acknowledged when this list first shows it.
 */
export function PendingOrders() {
  const { i18n } = useLingui();
  const threshold = useThresholdPrice();
  const pending = useLocalLiveQuery(pendingOrderEntries, []);
  const outcomes = useLocalLiveQuery(pendingOutcomes, []);
  const [shown, setShown] = useState<OrderOutcome[]>([]);

  useEffect(() => {
    if (outcomes.length === 0) return;
    setShown((current) => [...current, ...outcomes.filter((outcome) => !current.some((seen) => seen.entryId === outcome.entryId))]);
    void loadLocalDb().then(async (db) => {
      for (const outcome of outcomes) await acknowledgeOutcome(db, outcome.entryId);
    });
  }, [outcomes]);

  if (pending.length === 0 && shown.length === 0) return null;
  return (
    <ul className={styles.placedList} aria-live="polite">
      {pending.map((entry) => (
        <li key={entry.id}>
          <WaitingOrder entry={entry} />
        </li>
      ))}
      {shown.map((outcome) =>
        outcome.kind === 'placed' ? (
          <li key={outcome.entryId} className={styles.placedNotice} role="status">
            <Trans>Đơn hàng {outcome.response.order.code} đã được gửi thành công.</Trans>
          </li>
        ) : (
          <li key={outcome.entryId} className={styles.failedNotice} role="alert">
            <Trans>Đơn hàng đang chờ không gửi được: {orderErrorText(i18n, outcome.code, threshold)}</Trans>{' '}
            <Link to="/checkout">
              <Trans>Đặt lại</Trans>
            </Link>
          </li>
        ),
      )}
    </ul>
  );
}
