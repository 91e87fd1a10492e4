import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import styles from './order-history.module.css';
import { OrderTimeline, type TimelineStep } from './order-timeline.tsx';
import { TrackingPanel } from './tracking-panel.tsx';

interface OrderHistoryProps {
  /** The order's code or number, to name the list for screen readers. */
  code: string;
  timeline: readonly TimelineStep[];
  carrier: string | null;
  waybill: string | null;
}

/**
 * The customer's view of an order's progress: each status change with its time and
 * the shop's note, and once shipped the carrier's tracking panel (collapsed until opened).
 * Nothing before the first change.
 */
export function OrderHistory({ code, timeline, carrier, waybill }: OrderHistoryProps) {
  const { t } = useLingui();
  const titleId = useId();
  if (timeline.length === 0 && !waybill) return null;
  return (
    <section className={styles.history} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        <Trans>Trạng thái đơn hàng</Trans>
      </h3>
      <OrderTimeline steps={timeline} label={t`Lịch sử trạng thái đơn ${code}`} />
      {waybill && <TrackingPanel waybill={waybill} carrier={carrier} />}
    </section>
  );
}
