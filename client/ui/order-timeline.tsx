import { useLingui } from '@lingui/react/macro';
import { orderStatusLabel } from './order-status-label.ts';
import styles from './order-timeline.module.css';

/** One recorded status change (`{ status, at, note, actor }`). */
export interface TimelineStep {
  status: string;
  at: string;
  note: string | null;
}

/**
 * An order's status history, oldest first, as an ordered list (status, time, note) for /orders,
 * /pcb-orders and the back office. `label` names the list for screen readers; `extra` adds a
 * word after the time (the back office names who made the change).
 */
export function OrderTimeline<S extends TimelineStep>({ steps, label, extra }: { steps: readonly S[]; label: string; extra?: (step: S) => string | null }) {
  const { i18n } = useLingui();
  if (steps.length === 0) return null;
  return (
    <ol className={styles.timeline} aria-label={label}>
      {steps.map((step, index) => {
        const more = extra?.(step) ?? null;
        return (
          <li key={`${step.at}-${index}`} className={styles.step}>
            <span className={styles.dot} aria-hidden="true" />
            <span className={styles.text}>
              <span className={styles.status}>{orderStatusLabel(i18n, step.status)}</span>
              <time className={styles.when} dateTime={step.at}>
                {i18n.date(new Date(step.at), { dateStyle: 'short', timeStyle: 'short' })}
              </time>
              {more && <span className={styles.when}>· {more}</span>}
              {step.note && <span className={styles.note}>{step.note}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
