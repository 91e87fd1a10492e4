import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { quoteShipping } from '#shared/pcb/shipping-fee.ts';
import { usePrice } from '../../money/use-price.ts';
import styles from './pcb.module.css';
import type { QuoteShippingChoice } from './use-quote-form.ts';

export interface PriceLine {
  label: ReactNode;
  value: string;
}

interface PricePanelProps {
  lines: PriceLine[];
  /** Facts that are not amounts (the lead time), shown after the amounts. */
  notes?: PriceLine[];
  /** The priced quote in VND (goods, setup, build time), before the delivery company's fee. */
  total: number;
  /** The chosen international delivery company: its fee is a line of its own and part of the total. */
  shipping: QuoteShippingChoice;
  children?: ReactNode;
  stale: boolean;
}

/**
 * The price panel (spec §2 "price panel (goods total, per-quantity price list, setup fee,
 * build-time choice)"): the lines, the delivery company's fee when one is chosen (abroad, the
 * same amount the server adds: shared/pcb/shipping-fee.ts), the total, then whatever the form
 * adds and the submit area.
 */
export function PricePanel({ lines, notes = [], total, shipping, children, stale }: PricePanelProps) {
  const { t } = useLingui();
  const price = usePrice();
  const company = shipping.transportId === null ? undefined : shipping.companies.find((candidate) => candidate.id === shipping.transportId);
  const amounts = quoteShipping(total, company?.id ?? null, shipping.companies);
  const carrier = company?.name ?? '';
  const fee = company ? [{ label: t`Phí vận chuyển (${carrier})`, value: price(amounts.shipping_payment) }] : [];
  const shown = [...lines, ...fee, ...notes];
  return (
    <section className={styles.price} aria-labelledby="pcb-price-title">
      <h2 id="pcb-price-title" className={styles.cardTitle}>
        <Trans>Báo giá</Trans>
      </h2>
      <dl className={styles.priceLines} aria-live="polite">
        {shown.map((line, index) => (
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
          {price(amounts.total)}
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
