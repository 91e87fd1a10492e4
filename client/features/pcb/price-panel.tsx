import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import styles from './pcb.module.css';

export interface PriceLine {
  label: ReactNode;
  value: string;
}

/**
 * The price panel (spec §2 "price panel (goods total, per-quantity price list, setup fee,
 * build-time choice)"): the lines, the total, then whatever the form adds and the submit area.
 */
export function PricePanel({ lines, total, children, stale }: { lines: PriceLine[]; total: string; children?: ReactNode; stale: boolean }) {
  return (
    <section className={styles.price} aria-labelledby="pcb-price-title">
      <h2 id="pcb-price-title" className={styles.cardTitle}>
        <Trans>Báo giá</Trans>
      </h2>
      <dl className={styles.priceLines} aria-live="polite">
        {lines.map((line, index) => (
          <div key={index} style={{ display: 'contents' }}>
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.total}>
        <span>
          <Trans>Tổng cộng</Trans>
        </span>
        <span className={styles.totalValue} data-testid="pcb-total">
          {total}
        </span>
      </p>
      {stale && (
        <p className={styles.meta}>
          <Trans>Đang dùng bảng giá đã lưu trên máy (ngoại tuyến); giá giống hệt giá máy chủ tính.</Trans>
        </p>
      )}
      {children}
    </section>
  );
}
