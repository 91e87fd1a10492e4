import { Trans, useLingui } from '@lingui/react/macro';
import { formatPrice } from '#shared/money/format.ts';
import type { FormatPrice } from '../../money/price-formatter.ts';
import type { OrderConflictLine } from './order-conflicts.ts';
import type { PendingOrderEntry } from './pending-order-queries.ts';
import styles from './order-progress.module.css';

/** The full-page overlay while an order is being sent (spec §4 "overlay hidden" on failure). */
export function PlacingOverlay() {
  return (
    <div className={styles.overlay} role="status" aria-live="assertive">
      <div className={styles.overlayBox}>
        <span className={styles.spinner} aria-hidden="true" />
        <Trans>Đang đặt hàng…</Trans>
      </div>
    </div>
  );
}

/** An order queued offline ("shown as waiting for connection", sent once the network returns). */
export function WaitingOrder({ entry }: { entry: PendingOrderEntry }) {
  const { summary, expectedTotal } = entry.payload;
  const count = summary.lines.length;
  return (
    <div className={styles.waiting} role="status">
      <p className={styles.waitingTitle}>
        <Trans>Đang chờ kết nối — đơn hàng sẽ được gửi khi có mạng</Trans>
      </p>
      <p className={styles.muted}>
        <Trans>
          {count} sản phẩm · {formatPrice(expectedTotal, summary.currency, summary.exchangeRate)}
        </Trans>
      </p>
    </div>
  );
}

/** Lines the server named when it refused the order: new prices, short stock, gone (contract 409). */
export function ConflictList({ conflicts, format }: { conflicts: readonly OrderConflictLine[]; format: FormatPrice }) {
  const { t } = useLingui();
  if (conflicts.length === 0) return null;
  return (
    <ul className={styles.conflicts} aria-label={t`Sản phẩm đã thay đổi`}>
      {conflicts.map((line) => (
        <li key={`${line.kind}-${line.productId}`}>
          <strong>{line.name}</strong>
          {': '}
          {line.kind === 'price' && (
            <Trans>
              giá {format(line.expected)} → {format(line.actual)}
            </Trans>
          )}
          {line.kind === 'stock' && (
            <Trans>
              còn {line.available}, bạn đặt {line.requested}
            </Trans>
          )}
          {line.kind === 'gone' && <Trans>không còn trong giỏ hàng</Trans>}
        </li>
      ))}
    </ul>
  );
}
