import { useLingui } from '@lingui/react/macro';
import type { AdminOrderDetail } from '#shared/admin/schemas.ts';
import { formatVnd } from '#shared/money/format.ts';
import factList from './order-fact-list.module.css';

/**
 * A priced custom PCB quote's amounts for staff: the price given, the lead
 * time, the delivery and COD fees kept with the quote and the total the customer accepts.
 * Nothing before a price is given.
 */
export function CustomQuoteAmounts({ pcb }: { pcb: NonNullable<AdminOrderDetail['pcb']> }) {
  const { t } = useLingui();
  if (!pcb.timeline.some((step) => step.status === 'quoted')) return null;
  const days = pcb.deadline_days;
  const carrier = pcb.delivery_company?.name ?? '';
  return (
    <dl className={factList.amounts}>
      <dt>{t`Giá shop báo`}</dt>
      <dd>{formatVnd(pcb.goods_total)}</dd>
      {days !== null && (
        <>
          <dt>{t`Thời gian sản xuất`}</dt>
          <dd>{t`${days} ngày làm việc`}</dd>
        </>
      )}
      {(pcb.shipping_payment ?? 0) > 0 && (
        <>
          <dt>{pcb.delivery_company ? t`Phí vận chuyển (${carrier})` : t`Phí giao hàng`}</dt>
          <dd>{formatVnd(pcb.shipping_payment ?? 0)}</dd>
        </>
      )}
      {(pcb.cod_payment ?? 0) > 0 && (
        <>
          <dt>{t`Phí thu hộ (COD)`}</dt>
          <dd>{formatVnd(pcb.cod_payment ?? 0)}</dd>
        </>
      )}
      <dt className={factList.amountTotal}>{t`Tổng cộng`}</dt>
      <dd className={factList.amountTotal}>{formatVnd(pcb.total)}</dd>
    </dl>
  );
}
