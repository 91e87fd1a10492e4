import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { totalWithCharges } from '#shared/pcb/quote-charges.ts';
import { usePrice } from '../../money/use-price.ts';
import type { ChargeChoice } from './delivery-charges.ts';
import styles from './price-panel.module.css';
import priceStyles from './price-lines.module.css';
import quoteCard from './quote-card.module.css';

export interface PriceLine {
  label: ReactNode;
  value: string;
}

/** The id of the price panel, where the phone's price summary jumps to. */
export const PRICE_PANEL_ID = 'pcb-price';

/**
 * The delivery lines of a quote: the carrier's fee abroad; in Vietnam the
 * delivery fee of the chosen address and the COD fee when paid cash on delivery. Nothing for a
 * pickup, nor before the address is known.
 */
export function useChargeLines(choice: ChargeChoice): PriceLine[] {
  const { t } = useLingui();
  const price = usePrice();
  const lines: PriceLine[] = [];
  const { charges } = choice;
  if (choice.company) {
    const carrier = choice.company.name;
    lines.push({ label: t`Phí vận chuyển (${carrier})`, value: price(charges.shipping_payment) });
  } else if (choice.vietnamDelivery && choice.address) {
    lines.push({ label: t`Phí giao hàng`, value: charges.shipping_payment === 0 ? t`Miễn phí` : price(charges.shipping_payment) });
  }
  if (charges.cod_payment > 0) lines.push({ label: t`Phí thu hộ (COD)`, value: price(charges.cod_payment) });
  return lines;
}

/** A price list of label/amount lines. */
export function PriceLines({ lines }: { lines: readonly PriceLine[] }) {
  return (
    <dl className={priceStyles.priceLines} aria-live="polite">
      {lines.map((line, index) => (
        <div key={index} style={{ display: 'contents' }}>
          <dt>{line.label}</dt>
          <dd>{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}

interface PricePanelProps {
  lines: PriceLine[];
  /** Facts that are not amounts (the lead time), shown after the amounts. */
  notes?: PriceLine[];
  /** The priced quote in VND (goods, setup, build time), before the delivery and COD fees. */
  total: number;
  /** Where the quote goes and what that costs: each fee is a line of its own and part of the total. */
  charges: ChargeChoice;
  children?: ReactNode;
  stale: boolean;
}

/**
 * The price panel (spec §2 "price panel (goods total, per-quantity price list, setup fee,
 * build-time choice)"): the lines, the delivery and COD fees (the same amounts the server adds:
 * shared/pcb/quote-charges.ts), the total, then whatever the form adds and the submit area.
 */
export function PricePanel({ lines, notes = [], total, charges, children, stale }: PricePanelProps) {
  const price = usePrice();
  const chargeLines = useChargeLines(charges);
  return (
    <section id={PRICE_PANEL_ID} className={priceStyles.price} aria-labelledby="pcb-price-title">
      <h2 id="pcb-price-title" className={quoteCard.cardTitle} tabIndex={-1}>
        <Trans>Báo giá</Trans>
      </h2>
      <PriceLines lines={[...lines, ...chargeLines, ...notes]} />
      <p className={styles.total}>
        <span>
          <Trans>Tổng cộng</Trans>
        </span>
        <span className={styles.totalValue} data-testid="pcb-total">
          {price(totalWithCharges(total, charges.charges))}
        </span>
      </p>
      {stale && (
        <p className={quoteCard.meta}>
          <Trans>Đang dùng bảng giá đã lưu trên máy (ngoại tuyến); giá giống hệt giá máy chủ tính.</Trans>
        </p>
      )}
      {children}
    </section>
  );
}
