import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderRow } from '#shared/orders/schemas.ts';
import { localizedName } from '../../i18n/localized-name.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { linePriceFormatter, priceFormatter } from '../../money/price-formatter.ts';
import { cx } from '../../ui/class-names.ts';
import { OrderHistory } from '../../ui/order-history.tsx';
import { orderLineText } from '../../ui/order-line-text.ts';
import { PaymentBadge, RefundLine } from '../../ui/refund-state.tsx';
import { Thumb } from '../../ui/thumb.tsx';
import { BankTransferBox } from './bank-transfer-box.tsx';
import { FeedbackForm } from './feedback-form.tsx';
import { paymentLabel, providerShortName, statusLabel } from './order-labels.ts';
import { PayAgainButton } from './pay-again-button.tsx';
import styles from './order-card.module.css';
import mutedText from '../../ui/muted-text.module.css';
import ratingStars from './rating-stars.module.css';

const dateFormats = {
  vi: new Intl.DateTimeFormat('vi-VN', { dateStyle: 'short', timeStyle: 'short' }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }),
};

/** One order of /orders: lines, amounts, payment state and status, transfer details, feedback. */
export function OrderCard({ order, highlighted }: { order: OrderRow; highlighted: boolean }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const feedback = order.feedback;
  // Amounts in the currency the order was placed in (spec §9: USD is VND / the order's exchange rate).
  const orderLocale = order.currency === 'USD' ? 'en' : 'vi';
  const format = priceFormatter(orderLocale, order.exchange_rate);
  const formatLine = linePriceFormatter(orderLocale, order.exchange_rate);
  const paid = order.payment_status === 'paid';
  const rows: { key: string; label: string; value: number }[] = [
    { key: 'goods', label: t`Tiền hàng`, value: order.goods },
    { key: 'increase', label: t`Phụ thu xuất hóa đơn`, value: order.price_increase },
    { key: 'delivery', label: t`Phí giao hàng`, value: order.delivery_fee },
    { key: 'cod', label: t`Phí thu hộ (COD)`, value: order.cod_fee },
    { key: 'vat', label: t`Thuế VAT`, value: order.vat_amount },
    { key: 'bonus', label: t`Điểm thưởng`, value: -order.bonus },
    { key: 'online', label: t`Phí thanh toán trực tuyến`, value: order.online_fee },
  ].filter((row) => row.key === 'goods' || row.value !== 0);

  return (
    <article className={cx(styles.card, highlighted && styles.cardHighlighted)} aria-labelledby={`order-${order.id}`}>
      <header className={styles.cardHeader}>
        <div>
          <h2 id={`order-${order.id}`} className={styles.code}>
            <Trans>Đơn hàng {order.code}</Trans>
          </h2>
          <p className={mutedText.muted}>
            <time dateTime={order.created_at}>{dateFormats[locale].format(new Date(order.created_at))}</time> · {statusLabel(i18n, order.status)}
          </p>
        </div>
        <PaymentBadge order={order} />
      </header>

      <ul className={styles.lines} aria-label={t`Sản phẩm của đơn ${order.code}`}>
        {order.lines.map((line, index) => {
          // As the checkout showed it: the unit price multiplies out to the stored line.
          const shown = orderLineText(line, locale, formatLine);
          const name = localizedName(line, locale);
          return (
            <li key={`${line.product_id ?? 'x'}-${index}`} className={styles.line}>
              <Thumb imageId={line.image_id} size={44} alt="" />
              <div className={styles.lineText}>
                {line.slug ? <a href={`/products/${line.slug}`}>{name}</a> : <span>{name}</span>}
                <span className={mutedText.muted}>{shown.arithmetic}</span>
              </div>
              <span className={styles.lineTotal}>{shown.total}</span>
            </li>
          );
        })}
      </ul>

      <div className={styles.cardBody}>
        <div className={styles.info}>
          <p>
            <strong>
              <Trans>Thanh toán:</Trans>
            </strong>{' '}
            {paymentLabel(i18n, order)}
            {paid && order.paid_at && (
              <>
                {' '}
                · <Trans>lúc {dateFormats[locale].format(new Date(order.paid_at))}</Trans>
              </>
            )}
          </p>
          {order.address_text && (
            <p>
              <strong>
                <Trans>Giao đến:</Trans>
              </strong>{' '}
              {order.address_text}
            </p>
          )}
          {order.pickup && (
            <p>
              <strong>
                <Trans>Nhận tại cửa hàng:</Trans>
              </strong>{' '}
              {order.pickup.name} · {order.pickup.phone}
              {order.pickup.date && order.pickup.time && ` · ${order.pickup.date} ${order.pickup.time}`}
            </p>
          )}
          {order.refund && <RefundLine refund={order.refund} when={(iso) => dateFormats[locale].format(new Date(iso))} />}
          {!paid && order.pay_again_url && <PayAgainButton url={order.pay_again_url} provider={providerShortName(order.payment_provider)} />}
        </div>
        <dl className={styles.amounts}>
          {rows.map((row) => (
            <div key={row.key}>
              <dt>{row.label}</dt>
              <dd>{row.value < 0 ? `−${format(-row.value)}` : format(row.value)}</dd>
            </div>
          ))}
          <div className={styles.amountTotal}>
            <dt>
              <Trans>Tổng cộng</Trans>
            </dt>
            <dd>{format(order.total)}</dd>
          </div>
        </dl>
      </div>

      {!paid && order.bank_transfer && <BankTransferBox transfer={order.bank_transfer} />}

      <OrderHistory code={order.code} timeline={order.timeline} carrier={order.carrier} waybill={order.waybill} />

      <footer className={styles.cardFooter}>
        {feedback ? (
          <p className={mutedText.muted}>
            <span aria-hidden="true" className={ratingStars.starOn}>
              {'★'.repeat(feedback.star)}
            </span>
            <span className="visually-hidden">{t`${feedback.star} sao`}</span> {feedback.content}
          </p>
        ) : (
          <FeedbackForm orderId={order.id} />
        )}
      </footer>
    </article>
  );
}
