import { Trans, useLingui } from '@lingui/react/macro';
import { DELIVERY_METHOD } from '#shared/checkout/methods.ts';
import type { PcbOrderItem } from '#shared/pcb/schemas.ts';
import { usePrice } from '../../money/use-price.ts';
import priceStyles from './price-lines.module.css';

/**
 * The fee lines of an order: the international carrier's, or a Vietnamese
 * delivery's (the address's fee) and the COD fee. Orders made before these were charged have none.
 */
export function OrderFeeLines({ order }: { order: PcbOrderItem }) {
  const { t } = useLingui();
  const price = usePrice();
  const delivered = order.delivery_method !== null && order.delivery_method !== DELIVERY_METHOD.inShop;
  return (
    <>
      {order.delivery_company && order.shipping_payment !== null && (
        <>
          <dt>
            <Trans>Phí vận chuyển</Trans>
          </dt>
          <dd>{price(order.shipping_payment)}</dd>
        </>
      )}
      {!order.delivery_company && order.shipping_payment !== null && delivered && (
        <>
          <dt>
            <Trans>Phí giao hàng</Trans>
          </dt>
          <dd>{order.shipping_payment === 0 ? t`Miễn phí` : price(order.shipping_payment)}</dd>
        </>
      )}
      {order.cod_payment !== null && order.cod_payment > 0 && (
        <>
          <dt>
            <Trans>Phí thu hộ (COD)</Trans>
          </dt>
          <dd>{price(order.cod_payment)}</dd>
        </>
      )}
    </>
  );
}

/** The total line. */
export function OrderTotalLine({ order }: { order: PcbOrderItem }) {
  const price = usePrice();
  return (
    <>
      <dt>
        <strong>
          <Trans>Tổng cộng</Trans>
        </strong>
      </dt>
      <dd>
        <strong>{price(order.total)}</strong>
      </dd>
    </>
  );
}

/** A priced quote's breakdown (fabrication, assembly, stencil): unit price, goods, setup, build time, fees, total. */
export function OrderAmounts({ order }: { order: PcbOrderItem }) {
  const price = usePrice();
  return (
    <dl className={priceStyles.priceLines}>
      <dt>
        <Trans>Đơn giá</Trans>
      </dt>
      <dd>{price(order.pcb_unit_price)}</dd>
      <dt>
        <Trans>Tiền hàng</Trans>
      </dt>
      <dd>{price(order.goods_total)}</dd>
      {order.setup_fee > 0 && (
        <>
          <dt>
            <Trans>Phí setup</Trans>
          </dt>
          <dd>{price(order.setup_fee)}</dd>
        </>
      )}
      {order.build_days !== null && (
        <>
          <dt>
            <Trans>Sản xuất {order.build_days} ngày</Trans>
          </dt>
          <dd>{price(order.build_price)}</dd>
        </>
      )}
      <OrderFeeLines order={order} />
      <OrderTotalLine order={order} />
    </dl>
  );
}
