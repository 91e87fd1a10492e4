import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { PcbOrderItem } from '#shared/pcb/schemas.ts';
import { usePrice } from '../../money/use-price.ts';
import { CustomQuoteAnswer } from './custom-quote-answer.tsx';
import { OrderFeeLines, OrderTotalLine } from './pcb-order-amounts.tsx';
import quote from './custom-quote-part.module.css';
import priceStyles from './price-lines.module.css';
import quoteCard from './quote-card.module.css';

interface CustomQuotePartProps {
  order: PcbOrderItem;
  onChanged: (order: PcbOrderItem) => void;
  onStale: () => void;
}

/** The shop's latest note with its price (the newest `quoted` step of the timeline), or null. */
function shopNote(order: PcbOrderItem): string | null {
  return order.timeline.filter((step) => step.status === 'quoted').at(-1)?.note ?? null;
}

/**
 * A custom quote on /pcb-orders: waiting for the shop's price; then the price,
 * the lead time, the fees, the total and the shop's note, with the answer (accept or decline)
 * while it waits for one; once answered, the amounts as they were accepted.
 */
export function CustomQuotePart({ order, onChanged, onStale }: CustomQuotePartProps) {
  const price = usePrice();
  // The answer just given, said and focused where its buttons were (they are gone now).
  const [answered, setAnswered] = useState<'confirmed' | 'cancelled' | null>(null);
  const answeredRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (answered) answeredRef.current?.focus();
  }, [answered]);
  const days = order.deadline_days;
  const note = shopNote(order);
  const priced = order.timeline.some((step) => step.status === 'quoted');
  if (!priced) {
    return (
      <p className={quoteCard.meta}>
        <Trans>Báo giá thủ công: shop sẽ gửi giá cho bạn qua thông báo và e-mail.</Trans>
      </p>
    );
  }
  return (
    <div className={quote.part}>
      <dl className={priceStyles.priceLines}>
        <dt>
          <Trans>Giá shop báo</Trans>
        </dt>
        <dd>{price(order.goods_total)}</dd>
        {days !== null && (
          <>
            <dt>
              <Trans>Thời gian sản xuất</Trans>
            </dt>
            <dd>
              <Trans>{days} ngày làm việc</Trans>
            </dd>
          </>
        )}
        <OrderFeeLines order={order} />
        <OrderTotalLine order={order} />
      </dl>
      {note && (
        <blockquote className={quote.shopNote}>
          <p className={quoteCard.meta}>
            <Trans>Lời nhắn của shop:</Trans>
          </p>
          <p>{note}</p>
        </blockquote>
      )}
      {order.status === 'quoted' && (
        <CustomQuoteAnswer
          order={order}
          onChanged={(changed) => {
            setAnswered(changed.status === 'cancelled' ? 'cancelled' : 'confirmed');
            onChanged(changed);
          }}
          onStale={onStale}
        />
      )}
      {answered && (
        <p ref={answeredRef} tabIndex={-1} role="status" className={answered === 'confirmed' ? quote.done : quoteCard.meta}>
          {answered === 'confirmed' ? (
            <Trans>Bạn đã đồng ý báo giá: đơn hàng đã được xác nhận và shop sẽ bắt đầu sản xuất.</Trans>
          ) : (
            <Trans>Bạn đã từ chối báo giá này.</Trans>
          )}
        </p>
      )}
    </div>
  );
}
